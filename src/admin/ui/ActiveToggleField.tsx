import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/types';

export type ActiveToggleFieldProps = { source?: string; label?: string; sortable?: boolean; sortBy?: string };

/**
 * The per-row active switch: calls the resource's no-body status route, then refreshes the list so the
 * row shows the server's state. Clicks do not reach the row (a row click opens the record).
 */
export function ActiveToggleField({ source = 'isActive' }: ActiveToggleFieldProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const checked = Boolean(record[source]);

  const handleChange = async () => {
    setBusy(true);
    try {
      const { message } = await dataProvider.toggleStatus(resource, { id: record.id });
      if (message) notify(message, { type: 'success', autoHideDuration: 6000 });
      refresh();
    } catch {
      // The http layer has already shown the server's error.
    } finally {
      setBusy(false);
    }
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
          slotProps={{ input: { 'aria-label': `${translate('app.common.toggleStatus', { _: 'Toggle status' })}: ${label}` } }}
        />
      }
      label={label}
    />
  );
}
