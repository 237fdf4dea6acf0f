import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps, type TranslateFunction } from 'react-admin';
import { formatNumber } from '@admin/format';
import { visuallyHidden } from './visuallyHidden';
import { LoadErrorAlert } from './LoadErrorAlert';
import { isRefusal } from '@admin/providers/httpErrors';
import { serverMessageBus } from '@admin/notifications/messageBus';
import { useClearFilters } from './ClearFiltersButton';
import { hasAppliedFilters } from './filters';
import { RETRY_EVERY_MS } from './retryEvery';

/** How often a list that got no answer asks again by itself. */
export const LIST_RETRY_MS = RETRY_EVERY_MS;

/**
 * What a list shows when its page could not be fetched (every List has it: adminThemes.ts gives RaList this
 * `error`, and ListPagination below as its `pagination`).
 * Without it react-admin rendered the empty table, which read "No … matches" for a refused or failed request.
 */
export function ListLoadError() {
  const { error, refetch, filterValues } = useListContext();
  const clearFilters = useClearFilters();
  const translate = useTranslate();
  const refused = isRefusal(error);
  // No answer (server down, a network the browser still counts as up): the browser may never say that it is back,
  // so the list asks again by itself while it is in view. A refusal would get the same answer.
  useEffect(() => {
    if (refused) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      // The alert already says why: a toast of it every half minute would only repeat it.
      const release = error instanceof Error ? serverMessageBus.holdBack(error.message) : () => undefined;
      void Promise.resolve(refetch()).finally(release);
    }, LIST_RETRY_MS);
    return () => clearInterval(timer);
  }, [refused, error, refetch]);
  const reason = error instanceof Error && error.message ? ` ${translate(error.message, { _: error.message })}` : '';
  const again = refused ? '' : ` ${translate('app.common.askedAgainEvery', { seconds: LIST_RETRY_MS / 1000 })}`;
  // A filter the server refuses (an old bookmark's value) is stored with the list: Retry asks the same again, and
  // the list stayed broken on every visit. Clearing the filters is the way out.
  const filtered = hasAppliedFilters(filterValues);
  const clear = refused && filtered && (
    <Button color="inherit" size="small" onClick={clearFilters}>
      {translate('ra.navigation.clear_filters')}
    </Button>
  );
  return (
    <LoadErrorAlert message={`${translate('app.common.listLoadFailed')}${reason}${again}`} onRetry={() => void refetch()} actions={clear} sx={{ m: 2 }} />
  );
}

/**
 * On phones react-admin's compact pagination left MUI's English "Go to next page" on its buttons. Its props type
 * leaves `getItemAriaLabel` out, but it passes it on to MUI's TablePagination, on phones and desktops alike.
 */
const buttonNames = (translate: (key: string) => string) =>
  ({ getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`) }) as Partial<PaginationProps>;

/** "1-10 of 1,09,500": react-admin wrote the total as a bare 109500 (audit). */
const rangeLabel =
  (translate: TranslateFunction) =>
  ({ from, to, count }: { from: number; to: number; count: number }) =>
    count === -1
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: formatNumber(from), offsetEnd: formatNumber(to) })
      : translate('ra.navigation.page_range_info', { offsetBegin: formatNumber(from), offsetEnd: formatNumber(to), total: formatNumber(count) });

/**
 * react-admin's pagination, except under a list that could not be loaded: its page and total were not the answer's.
 * Its buttons are named in the admin's language on phones too. With it, the number of results as a status message
 * (WCAG 4.1.3), so that a screen reader says how many records a search or a filter found; the visible "1-10 of 321"
 * is not announced when it changes.
 */
export function ListPagination(props: PaginationProps) {
  const { error, total, isPending } = useListContext();
  const translate = useTranslate();
  // react-admin's compact pagination (below md) has Previous and Next only: 10,950 pages were out of reach.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (error) return null;
  const texts = { labelDisplayedRows: rangeLabel(translate), ...(compact && { showFirstButton: true, showLastButton: true }) };
  return (
    <>
      <Pagination {...buttonNames(translate)} {...(texts as Partial<PaginationProps>)} {...props} />
      <Box role="status" sx={visuallyHidden}>
        {isPending || total === undefined ? '' : translate('app.common.resultCount', { smart_count: total, count: formatNumber(total) })}
      </Box>
    </>
  );
}
