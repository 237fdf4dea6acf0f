import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, CircularProgress, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import { keepFocusAfterBulkAction } from './rowFocus';
import { whenOnline } from './whenOnline';

type Action = 'activate' | 'deactivate';

/** Below MUI's 600 px: a phone, where the bar has room for icons only. */
const PHONE = '(max-width: 599.95px)';

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
  const [busy, setBusy] = useState<Action | null>(null);
  const phone = useMediaQuery(PHONE);
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

  const apply = async (action: Action, button: HTMLElement) => {
    const wanted = action === 'activate';
    setBusy(action);
    const failed: Identifier[] = [];
    let changed = 0;
    try {
      await whenOnline();
      const records = await recordsOfSelection();
      const toFlip = records.filter((record) => Boolean(record[source]) !== wanted);
      setProgress({ done: 0, total: toFlip.length });
      for (const [index, record] of toFlip.entries()) {
        try {
          await whenOnline();
          await dataProvider.toggleStatus(resource, { id: record.id, version: record.updatedAt }, { quiet: true, noDelay: index > 0 });
          changed += 1;
        } catch {
          failed.push(record.id); // the http layer has shown why
        }
        setProgress({ done: index + 1, total: toFlip.length });
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

  const label = (action: Action) =>
    busy === action && progress && progress.total > 1
      ? translate('app.bulkActive.progress', { done: progress.done, total: progress.total })
      : translate(`app.bulkActive.${action}`);
  // The pressed button stays enabled while it works (aria-disabled, its clicks ignored): disabled, it dropped the
  // keyboard's focus to the page, and drew its count in the faint disabled grey (audit). On a phone both are icons
  // (named by their text, the count beside the spinner), which keeps them on the bar's one line: as text they
  // wrapped, half hidden above the bar and over the table.
  const button = (action: Action, icon: ReactNode) => {
    const running = busy === action;
    const text = label(action);
    const shownIcon = running ? <CircularProgress size={16} color="inherit" /> : icon;
    return (
      <Button
        size="small"
        startIcon={phone ? undefined : shownIcon}
        disabled={busy !== null && !running}
        aria-disabled={running || undefined}
        aria-label={phone ? text : undefined}
        title={phone ? text : undefined}
        onClick={(event) => void (busy === null && apply(action, event.currentTarget))}
        sx={phone ? { minWidth: 40, gap: 0.5 } : undefined}
      >
        {phone ? (
          <>
            {shownIcon}
            {running && progress && progress.total > 1 && `${progress.done}/${progress.total}`}
          </>
        ) : (
          text
        )}
      </Button>
    );
  };
  return (
    <>
      {button('activate', <ToggleOnIcon />)}
      {button('deactivate', <ToggleOffIcon />)}
    </>
  );
}
