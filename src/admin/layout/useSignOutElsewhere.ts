import { useEffect } from 'react';
import { useCheckAuth, useNotify } from 'react-admin';
import { serverText } from '@shared/serverMessages';
import { getToken, TOKEN_KEY } from '@admin/providers/storage';

/**
 * Signed out in another tab (its logout clears the storage, a 401 there removes the token): this tab goes to the
 * login at once, keeping what its open form holds for after signing in again (authProvider.checkAuth), instead of
 * at its next click. A token replaced by another sign-in is no sign-out.
 */
export function useSignOutElsewhere() {
  const checkAuth = useCheckAuth();
  const notify = useNotify();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key !== TOKEN_KEY && event.key !== null) || getToken()) return;
      // The words a request would have met (the server's, in the admin's language).
      checkAuth().catch(() => notify(serverText('sessionInvalid'), { type: 'warning' }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [checkAuth, notify]);
}
