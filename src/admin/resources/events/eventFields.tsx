import { Link, Typography } from '@mui/material';
import { useFieldValue, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { isEmptyValue, NA, shortenText } from '../../format';
import { touchHitArea } from '../../themes/touch';

type Props = { source?: string; label?: string; sortable?: boolean };

const text = (value: string) => (
  <Typography component="span" variant="body2">
    {value}
  </Typography>
);

/** The row's position across pages: (page - 1) × perPage + index + 1. */
export function SerialNumberField(_props: Props) {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = record && data ? data.findIndex((r) => r.id === record.id) : -1;
  if (index < 0) return text(NA);
  return text(String((page - 1) * perPage + index + 1));
}

/** An external link opening in a new tab, its URL shortened for the table; NA when empty. */
export function ExternalLinkField({ source = 'link', maxLength = 30 }: Props & { maxLength?: number }) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (isEmptyValue(value)) return text(NA);
  const url = String(value);
  // The scheme adds width, not information; the full URL is the link's target and accessible name.
  const bare = url.replace(/^https?:\/\/(www\.)?/i, '');
  const shown = shortenText(bare, maxLength);
  const safe = /^https?:\/\//i.test(url);
  if (!safe) return text(url);
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
      aria-label={translate('resources.events.openLink', { url })}
      sx={touchHitArea}
    >
      {shown}
    </Link>
  );
}
