import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import { keepFocusAfterBulkAction } from './rowFocus';
import { whenOnline } from './whenOnline';

/**
 * Activate / Deactivate for the selected rows of a list with an active switch (ActiveToggleField). The API only
 * flips one record's status a call, so only the records not yet in the wanted state are flipped, one after the
 * other; one toast sums up, and the rows that could not be changed stay selected to try again. The page is read
 * again first, and selected rows on other pages too (getMany), to know their state now.
 */
export function BulkActiveButtons({ source = 'isActive' }: { source?: string }) {
  const resource = useResourceContext() ?? '';
  const { selectedIds, data = [], onSelect, refetch } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<'activate' | 'deactivate' | null>(null);
  // How far a run has got: with Select all it flips up to hundreds of records, one call each.
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const recordsOfSelection = async (): Promise<RaRecord[]> => {
    // The page as the server has it now: a row another tab switched meanwhile was skipped as "already" in the
    // wanted state, and the toast counted it as done (audit).
    const fresh = ((await refetch?.())?.data as { data?: RaRecord[] } | undefined)?.data ?? data;
    const onPage = new Map(fresh.map((record) => [record.id, record]));
    const elsewhere = selectedIds.filter((id) => !onPage.has(id));
    const fetched = elsewhere.length > 0 ? (await dataProvider.getMany(resource, { ids: elsewhere })).data : [];
    return [...selectedIds.flatMap((id) => onPage.get(id) ?? []), ...fetched];
  };

  const apply = async (action: 'activate' | 'deactivate', button: HTMLElement) => {
    const wanted = action === 'activate';
    setBusy(action);
    const failed: Identifier[] = [];
    let changed = 0;
    try {
      await whenOnline();
      const records = await recordsOfSelection();
      const toFlip = records.filter((record) => Boolean(record[source]) !== wanted);
      for (const [index, record] of toFlip.entries()) {
        setProgress({ done: index, total: toFlip.length });
        try {
          await whenOnline();
          await dataProvider.toggleStatus(resource, { id: record.id, version: record.updatedAt }, { quiet: true, noDelay: index > 0 });
          changed += 1;
        } catch {
          failed.push(record.id); // the http layer has shown why
        }
      }
      if (changed > 0) notify(`app.bulkActive.${action}d`, { type: 'success', messageArgs: { smart_count: changed } });
      else if (failed.length === 0) notify(`app.bulkActive.already_${action}d`, { type: 'info' });
    } catch {
      // Reading the selection failed: the http layer has shown why; nothing was changed.
      failed.push(...selectedIds);
    } finally {
      keepFocusAfterBulkAction(button, failed.length > 0);
      setBusy(null);
      setProgress(null);
      onSelect(failed);
      refresh();
    }
  };

  const label = (action: 'activate' | 'deactivate') =>
    busy === action && progress && progress.total > 1
      ? translate('app.bulkActive.progress', { done: progress.done, total: progress.total })
      : translate(`app.bulkActive.${action}`);
  const button = (action: 'activate' | 'deactivate', icon: ReactNode) => (
    <Button
      size="small"
      startIcon={icon}
      loading={busy === action}
      // The label stays beside the spinner: it counts the records done.
      loadingPosition="start"
      disabled={busy !== null}
      onClick={(event) => void apply(action, event.currentTarget)}
    >
      {label(action)}
    </Button>
  );
  return (
    <>
      {button('activate', <ToggleOnIcon />)}
      {button('deactivate', <ToggleOffIcon />)}
    </>
  );
}
