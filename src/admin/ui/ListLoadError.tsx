import { useListContext, useTranslate } from 'react-admin';
import { LoadErrorAlert } from './LoadErrorAlert';

/**
 * What a list shows when its page could not be fetched (every List has it: themes.ts gives RaList this `error`).
 * Without it react-admin rendered the empty table, which read "No … matches" for a refused or failed request.
 */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const reason = error instanceof Error && error.message ? ` ${translate(error.message, { _: error.message })}` : '';
  return <LoadErrorAlert message={`${translate('app.common.listLoadFailed')}${reason}`} onRetry={() => void refetch()} sx={{ m: 2 }} />;
}
