import { Pagination, useListContext, useTranslate } from 'react-admin';
import { LoadErrorAlert } from './LoadErrorAlert';

/**
 * What a list shows when its page could not be fetched (every List has it: adminThemes.ts gives RaList this
 * `error`, and ListPagination below as its `pagination`).
 * Without it react-admin rendered the empty table, which read "No … matches" for a refused or failed request.
 */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const reason = error instanceof Error && error.message ? ` ${translate(error.message, { _: error.message })}` : '';
  return <LoadErrorAlert message={`${translate('app.common.listLoadFailed')}${reason}`} onRetry={() => void refetch()} sx={{ m: 2 }} />;
}

/** react-admin's pagination, except under a list that could not be loaded: its page and total were not the answer's. */
export function ListPagination() {
  return useListContext().error ? null : <Pagination />;
}
