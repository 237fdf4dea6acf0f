import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Says that the browser is offline, above every page. Without it a Save offline only spun: react-query holds
 * mutations and queries until the connection is back (then they go out by themselves), with nothing on screen
 * saying why.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const translate = useTranslate();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 1 }}>
      {translate('app.common.offline')}
    </Alert>
  );
}
