/**
 * What the page shows first. Signed-out visitors get the stand-alone login page, whose JavaScript is a fraction
 * of the admin's; the admin (<App>) loads lazily, after signing in or straight away for a signed-in visitor.
 *
 * The admin and the view of the address it opens on are loaded before the first admin render, not behind a
 * Suspense fallback: React delays revealing suspended content until 300 ms after its last fallback, which
 * cost a signed-in visitor about 0.3 s of spinner on every page load (bench/README.md).
 */
import { StrictMode, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Button, Stack, Typography } from '@mui/material';
import { StoreContextProvider, useStore } from 'react-admin';
import { DEFAULT_LOCALE } from '@i18n/index';
import { prefetchBootData } from './boot/bootPrefetch';
import { dropServerAnswers } from './boot/serverAnswers';
import { appStore } from './layout/appStore';
import { focusFirstPageAfterSignIn } from './layout/signInFocus';
import { PageSpinner } from './layout/PageSpinner';
import { LOGIN_PATH } from './layout/paths';
import { pathAfterLogin, startMode, type StartMode } from './layout/startMode';
import { StandaloneLogin } from './pages/auth/StandaloneLogin';
import { peekSessionDraft } from './forms/sessionDraft';
import { getToken } from './providers/storage';
import { PresetThemeProvider } from './themes/PresetThemeProvider';
import { PRERENDERED_LOGIN_ID, SKIP_PRERENDER_ATTRIBUTE } from './prerender/bootCheck';
import { SERVER_PAGE_ID, SERVER_PAGE_STATUS_ID, SKIP_SERVER_PAGE_ATTRIBUTE } from './prerender/serverPageCheck';

/**
 * `initialMode`: decided once, when the page starts. Read again at the first render, a token stored in between
 * (another tab signing in while this page loads) made the hydration of the prerendered login form render the
 * admin instead: a hydration mismatch (React error #418), seen once in a browser test.
 */
function Root({ initialMode, initialApp }: { initialMode: StartMode['mode']; initialApp?: ComponentType }) {
  const [requested] = useState(() => window.location.pathname + window.location.search + window.location.hash);
  const [mode, setMode] = useState(initialMode);
  if (mode === 'login') {
    if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
    const handleLoggedIn = (fromLogin: string) => {
      // Back to the form whose entries were kept when the session ended (KeepTypedValues puts them back): they
      // stayed behind, to come back over some unrelated page at a later sign-in in this tab (audit).
      const draft = peekSessionDraft();
      window.history.replaceState(null, '', draft ? draft.path : pathAfterLogin(requested, fromLogin));
      // The landing page's first requests leave now, while the admin's code loads, as on a page load.
      prefetchBootData(window.location);
      focusFirstPageAfterSignIn();
      setMode('admin');
    };
    return <StandaloneLogin onLoggedIn={handleLoggedIn} />;
  }
  return <AdminLoader initialApp={initialApp} />;
}

type LoadState = { app: ComponentType } | { failed: true } | null;

function AdminLoader({ initialApp }: { initialApp?: ComponentType }) {
  const [state, setState] = useState<LoadState>(initialApp ? { app: initialApp } : null);
  useEffect(() => {
    if (initialApp) return;
    let live = true;
    import('./App')
      .then(async ({ BrowserApp, prepareAdmin }) => {
        await prepareAdmin();
        if (live) setState({ app: BrowserApp });
      })
      .catch((error: unknown) => {
        console.error('The admin could not load.', error);
        if (live) setState({ failed: true });
      });
    return () => {
      live = false;
    };
  }, [initialApp]);
  if (state && 'app' in state) return <state.app />;
  return (
    <StoreContextProvider value={appStore}>
      <PresetThemeProvider>{state ? <LoadFailed /> : <PageSpinner />}</PresetThemeProvider>
    </StoreContextProvider>
  );
}

/**
 * A failed chunk download (offline, a new deploy): the admin's translations may be what failed to arrive, so the
 * few words are here, in each language the admin speaks, picked by the stored choice. A reload rather than a new
 * import: after a new deploy the chunks this page knows no longer exist (a page inside the admin retries its own
 * code instead, layout/ViewErrorBoundary.tsx).
 */
const LOAD_FAILED: Record<string, { message: string; reload: string }> = {
  en: { message: 'The admin could not load. Check the connection, then reload the page.', reload: 'Reload the page' },
  fr: { message: "L'administration n'a pas pu se charger. Vérifiez la connexion, puis rechargez la page.", reload: 'Recharger la page' },
  ro: { message: 'Administrarea nu s-a putut încărca. Verificați conexiunea, apoi reîncărcați pagina.', reload: 'Reîncărcați pagina' },
  zh: { message: '管理后台无法加载。请检查网络连接，然后重新加载页面。', reload: '重新加载页面' },
};

function LoadFailed() {
  const [locale] = useStore<string>('locale', DEFAULT_LOCALE);
  const text = LOAD_FAILED[locale] ?? LOAD_FAILED.en;
  return (
    <Stack role="alert" lang={LOAD_FAILED[locale] ? locale : 'en'} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '60vh', p: 2 }}>
      <Typography>{text.message}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {text.reload}
      </Button>
    </Stack>
  );
}

/**
 * Hydrates the login form prerendered into index.html when it is on screen (what was typed stays), else renders
 * from scratch and removes the hidden markup.
 */
export function renderRoot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const mode = startMode(window.location.pathname, Boolean(getToken()));
  const app = (
    <StrictMode>
      <Root initialMode={mode} />
    </StrictMode>
  );
  const serverPage = document.getElementById(SERVER_PAGE_ID);
  if (serverPage && mode === 'admin' && !document.documentElement.hasAttribute(SKIP_SERVER_PAGE_ATTRIBUTE)) {
    renderOverServerPage(root, app);
    return;
  }
  removeServerPage();
  if (mode === 'login') dropServerAnswers(); // a page rendered for a session that has ended since
  const prerendered = document.getElementById(PRERENDERED_LOGIN_ID);
  const shown = prerendered && !document.documentElement.hasAttribute(SKIP_PRERENDER_ATTRIBUTE);
  if (prerendered && shown && mode === 'login') {
    // react-admin's I18nContextProvider renders nothing on its first pass unless a locale is stored, and hydration
    // needs that pass to be the prerendered form: store the default, as choosing English would.
    if (appStore.getItem('locale') === undefined) appStore.setItem('locale', DEFAULT_LOCALE);
    hydrateRoot(prerendered, app);
    return;
  }
  prerendered?.remove();
  createRoot(root).render(app);
}

/**
 * A list page the server rendered (prerender/listPage.tsx) stays on screen until the admin, its code loaded and
 * readied, renders: its first commit then replaces the server's rows by the same rows, now working, with no
 * spinner in between. Should the admin's code fail to load, the usual path shows it.
 */
function renderOverServerPage(root: HTMLElement, fallback: ReactElement) {
  import('./App')
    .then(async ({ BrowserApp, prepareAdmin }) => {
      await prepareAdmin();
      createRoot(root).render(
        <StrictMode>
          <Root initialMode="admin" initialApp={BrowserApp} />
        </StrictMode>,
      );
    })
    .catch(() => {
      removeServerPage();
      createRoot(root).render(fallback);
    });
}

function removeServerPage() {
  document.getElementById(SERVER_PAGE_ID)?.remove();
  document.getElementById(SERVER_PAGE_STATUS_ID)?.remove();
}
