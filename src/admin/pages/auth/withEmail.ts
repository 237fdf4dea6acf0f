import { useLocation, useSearchParams } from 'react-router-dom';

export { withEmail } from './emailPath';

/**
 * The code travels in the navigation's state, not the address: a code in the query string stayed in the browser's
 * history and in the address bar of a shared screen. A `code` parameter (an older link) is still read.
 */
export function flowState(code: string) {
  return { state: { code } };
}

export function useFlowParams(): { email: string; code: string } {
  const [params] = useSearchParams();
  const state = useLocation().state as { code?: unknown } | null;
  const code = typeof state?.code === 'string' ? state.code : (params.get('code') ?? '');
  return { email: params.get('email') ?? '', code };
}
