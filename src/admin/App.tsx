/**
 * The admin: react-admin's <Admin> with our providers, layout, login page, toasts, languages and the
 * chosen colour preset (read from the store before <Admin> mounts, hence the outer StoreContextProvider).
 * Resources come from the registry; every view and custom page loads lazily.
 */
import {
  Admin,
  CustomRoutes,
  Resource,
  StoreContextProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_LOCALE, createI18nProvider } from '@i18n/index';
import { cacheStoredPermissions, configureAuthQueries } from './boot/authQueries';
import { cacheBootList } from './boot/bootListCache';
import { AppNotification } from './notifications/AppNotification';
import { forgotPassword, register, registrationOpen, resetPassword, updatePassword, verifyCode } from './providers/authCalls';
import { authProvider } from './providers/authProvider';
import { retryUnlessRefused } from './providers/httpErrors';
import { dataProvider } from './providers/dataProvider';
import { AppLayout } from './layout/AppLayout';
import { appStore } from './layout/appStore';
import { DashboardRedirect, layoutRoutes, publicRoutes, resolveAppRoute } from './layout/appRoutes';
import { LoginPage } from './pages/auth/LoginPage';
import { NotFoundView } from './pages/placeholders/comingSoonView';
import type { AppAuthProvider } from './pages/auth/useAuthCalls';
import { missingViewRoutes } from './resources/missingViewRoutes';
import { adminResources } from './resources/registry';
import { adminThemes } from './themes/adminThemes';
import { useThemeName } from './themes/useThemeName';
import { useLocaleFollowingProvider } from './layout/languageSwitch';

export type AppProps = {
  dataProvider?: DataProvider;
  authProvider?: AppAuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
  queryClient?: QueryClient;
};

const appAuthProvider: AppAuthProvider = { ...authProvider, registrationOpen, register, forgotPassword, verifyCode, resetPassword, updatePassword };
const appI18nProvider = createI18nProvider(adminResources);

export function App({ store = appStore, ...providers }: AppProps) {
  return (
    <StoreContextProvider value={store}>
      <ThemedAdmin store={store} {...providers} />
    </StoreContextProvider>
  );
}

/** The browser admin's query cache: made before its first render to hold the list answer asked for at boot. */
const browserQueryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
configureAuthQueries(browserQueryClient, appAuthProvider);

/**
 * Readies the first render of the browser admin so that it is one pass, not several: the address's alias is
 * replaced by its target (a <Navigate> would render the layout once more), the view's code is loaded, the
 * stored language's messages too (react-admin renders nothing until they are), the list answer asked for at boot
 * goes into the query cache if it has arrived (else on arrival, unless the list has asked for it by then), and so
 * do the permissions (boot/authQueries.ts).
 * Failures are left to the render, which reports them.
 */
export async function prepareAdmin(location: Location = window.location): Promise<void> {
  const { pathname, search, hash } = location;
  const opening = resolveAppRoute(pathname);
  if (opening.pathname !== pathname) window.history.replaceState(window.history.state, '', opening.pathname + search + hash);
  cacheBootList(browserQueryClient);
  cacheStoredPermissions(browserQueryClient);
  await Promise.all([opening.view?.preload?.().catch(() => undefined), readyLocale()]);
}

/**
 * react-admin's i18n context renders nothing on its first pass unless its locale is the stored one: store the
 * default when nothing is stored, as choosing English would, and load the messages of a stored other language.
 */
async function readyLocale(store: Store = appStore) {
  const stored: unknown = store.getItem('locale');
  if (stored === undefined) store.setItem('locale', DEFAULT_LOCALE);
  else if (typeof stored === 'string' && stored !== appI18nProvider.getLocale()) await Promise.resolve(appI18nProvider.changeLocale(stored)).catch(() => undefined);
}

let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The admin on path URLs, as the spec's routes are paths (/property/form/{id}), instead of react-admin's
 * default hash router. The router lives here, in the lazily loaded chunk, to keep it off the login page.
 * It is a data router because the forms' unsaved-changes guard (useLeaveGuard, through react-admin's useBlocker)
 * needs one; with <BrowserRouter> the guard silently did nothing.
 * `useTransitions={false}`: the router's updates otherwise run as React transitions, which React keeps
 * postponing while other updates come in. When a session ended, react-admin (still on the old page, as the move
 * to /login had not been rendered) logged out again and again, each time interrupting that move: /login
 * stayed blank for ~12 s.
 */
export function BrowserApp() {
  if (!browserRouter) {
    browserRouter = createBrowserRouter([{ path: '*', element: <App queryClient={browserQueryClient} /> }]);
  }
  return <RouterProvider router={browserRouter} useTransitions={false} />;
}

function ThemedAdmin({
  store,
  dataProvider: data = dataProvider,
  authProvider: auth = appAuthProvider,
  i18nProvider = appI18nProvider,
  queryClient,
}: AppProps & { store: Store }) {
  const [themeName] = useThemeName();
  const { light, dark } = adminThemes[themeName];
  const i18n = useLocaleFollowingProvider(i18nProvider);
  return (
    <Admin
      disableTelemetry
      requireAuth
      store={store}
      dataProvider={data}
      authProvider={auth}
      i18nProvider={i18n}
      queryClient={queryClient}
      loginPage={LoginPage}
      layout={AppLayout}
      notification={AppNotification}
      dashboard={DashboardRedirect}
      catchAll={NotFoundView}
      lightTheme={light}
      darkTheme={dark}
    >
      {adminResources.map(({ contract, list, edit, create, show, icon, recordRepresentation }) => (
        <Resource
          key={contract.name}
          name={contract.name}
          list={list}
          edit={edit}
          create={create}
          show={show}
          icon={icon}
          recordRepresentation={recordRepresentation}
        >
          {missingViewRoutes({ create, edit, show })}
        </Resource>
      ))}
      <CustomRoutes>{layoutRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    </Admin>
  );
}
