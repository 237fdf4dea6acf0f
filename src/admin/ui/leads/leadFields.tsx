/** Fields and controls shared by the lead-like lists (property leads, construction leads, support). */
import { Link, MenuItem, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import {
  useDataProvider,
  useFieldValue,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { statusFilter } from '@shared/enums';
import type { AppDataProvider } from '@admin/providers/types';
import { isEmptyValue, NA } from '@admin/format';
import { ExpandableTextField } from '../fields';
import { useRowAction } from '../useRowAction';

type Props = { source: string; label?: string; sortable?: boolean };
type LeadStatus = 1 | 2 | 3;
const leadStatuses = statusFilter.choices.filter((c): c is { id: LeadStatus; name: string } => c.id !== statusFilter.values.ALL);

const na = (
  <Typography component="span" variant="body2">
    {NA}
  </Typography>
);
const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

/** A phone number as a tel: link (spaces and dashes dropped from the href). */
export function PhoneLinkField({ source }: Props) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const value = useFieldValue({ source });
  if (isEmptyValue(value)) return na;
  const phone = String(value);
  return (
    <Link href={`tel:${phone.replace(/[\s-]/g, '')}`} onClick={stop} aria-label={translate(`resources.${resource}.lead.call`, { phone })}>
      {phone}
    </Link>
  );
}

/** An email address as a mailto: link. */
export function EmailLinkField({ source }: Props) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const value = useFieldValue({ source });
  if (isEmptyValue(value)) return na;
  const email = String(value);
  return (
    <Link href={`mailto:${email}`} onClick={stop} aria-label={translate(`resources.${resource}.lead.mail`, { email })}>
      {email}
    </Link>
  );
}

const EXCERPT_LENGTH = 60;

/** The message cut to an excerpt, the whole text behind More (ExpandableTextField). */
export function MessageExcerptField({ source }: Props) {
  return <ExpandableTextField source={source} maxLength={EXCERPT_LENGTH} />;
}

/**
 * The per-row status select (OPEN / CLOSE / PENDING): sets the lead's status through
 * `setLeadStatus(resource, {id, status})`, then refreshes the list so it shows the server's state.
 */
export function LeadStatusSelect({ source = 'status' }: Partial<Props>) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { busy, run } = useRowAction();
  const field = useRef<HTMLDivElement>(null);
  if (!record || !resource) return null;
  const current = record[source] as LeadStatus | undefined;
  const label = translate(`resources.${resource}.lead.statusOf`, { name: record.name || record.id });

  const handleChange = async (status: LeadStatus) => {
    if (status === current) return;
    // The focus is in the closing menu: back to the select once the change is saved.
    const select = field.current?.querySelector<HTMLElement>('[role="combobox"]');
    await run(() => dataProvider.setLeadStatus(resource, { id: record.id, status, version: record.updatedAt }), `resources.${resource}.lead.statusChanged`, select);
  };

  return (
    <TextField
      ref={field}
      select
      size="small"
      variant="outlined"
      value={current && statusFilter.has(current) ? current : ''}
      disabled={busy}
      onClick={stop}
      onChange={(e) => handleChange(Number(e.target.value) as LeadStatus)}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': label } } }}
      sx={{ minWidth: 130 }}
    >
      {leadStatuses.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
