/**
 * What the page shows first. Signed-out visitors get the stand-alone login page, whose JavaScript is a fraction
 * of the admin's; the admin (<App>) loads lazily, after signing in or straight away for a signed-in visitor.
 */
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreContextProvider } from 'react-admin';
import { appStore } from './layout/appStore';
import { PageSpinner } from './layout/PageSpinner';
import { LOGIN_PATH } from './layout/paths';
import { pathAfterLogin, startMode } from './layout/startMode';
import { StandaloneLogin } from './pages/auth/StandaloneLogin';
import { getToken } from './providers/storage';
import { PresetThemeProvider } from './themes/PresetThemeProvider';

const BrowserApp = lazy(() => import('./App').then((m) => ({ default: m.BrowserApp })));

function Root() {
  const [requested] = useState(() => window.location.pathname + window.location.search + window.location.hash);
  const [mode, setMode] = useState(() => startMode(window.location.pathname, Boolean(getToken())));
  if (mode === 'login') {
    if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
    const handleLoggedIn = (fromLogin: string) => {
      window.history.replaceState(null, '', pathAfterLogin(requested, fromLogin));
      setMode('admin');
    };
    return <StandaloneLogin onLoggedIn={handleLoggedIn} />;
  }
  return (
    <Suspense fallback={<BootSpinner />}>
      <BrowserApp />
    </Suspense>
  );
}

function BootSpinner() {
  return (
    <StoreContextProvider value={appStore}>
      <PresetThemeProvider>
        <PageSpinner />
      </PresetThemeProvider>
    </StoreContextProvider>
  );
}

export function renderRoot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
