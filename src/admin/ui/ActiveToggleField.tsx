import { FormControlLabel, Switch } from '@mui/material';
import { useRef } from 'react';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import { useRowAction } from './useRowAction';
import { useRowControlName } from './useRowControlName';

export type ActiveToggleFieldProps = { source?: string; label?: string; sortable?: boolean; sortBy?: string };

/**
 * The per-row active switch: calls the resource's no-body status route (with the record's version: a list older than
 * someone else's change is refused, not flipped back), then refreshes the list so the row shows the server's state. Clicks do not reach the row (a row click opens the record).
 */
export function ActiveToggleField({ source = 'isActive' }: ActiveToggleFieldProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { busy, run } = useRowAction();
  const named = useRowControlName();
  const toggledFrom = useRef<unknown>(undefined);
  if (!record || !resource) return null;
  const checked = Boolean(record[source]);

  const handleChange = () => {
    // The switch shows the record as the list has it: until the refreshed row comes, it still shows the old state, and
    // a second tap then (a slow network) sent a change from that old version, refused (409, audit). Ignored instead.
    if (toggledFrom.current !== undefined && toggledFrom.current === record.updatedAt) return;
    toggledFrom.current = record.updatedAt;
    void run(() => dataProvider.toggleStatus(resource, { id: record.id, version: record.updatedAt })).then((done) => {
      if (!done) toggledFrom.current = undefined;
    });
  };

  const label = translate(checked ? 'app.common.active' : 'app.common.inactive', { _: checked ? 'Active' : 'Inactive' });
  return (
    <FormControlLabel
      onClick={(e) => e.stopPropagation()}
      control={
        <Switch
          size="small"
          checked={checked}
          disabled={busy}
          onChange={handleChange}
          slotProps={{ input: { 'aria-label': `${named('app.common.toggleStatus')}, ${label}` } }}
        />
      }
      label={label}
      // One line: a narrow status column broke the Chinese 启用 into two.
      sx={{ whiteSpace: 'nowrap' }}
    />
  );
}
