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
import { BrowserRouter } from 'react-router-dom';
import { createI18nProvider } from '@i18n/index';
import { AppNotification } from './notifications/AppNotification';
import { forgotPassword, register, resetPassword, updatePassword, verifyCode } from './providers/authCalls';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { AppLayout } from './layout/AppLayout';
import { appStore } from './layout/appStore';
import { DashboardRedirect, layoutRoutes, publicRoutes } from './layout/appRoutes';

export { preloadRouteView } from './layout/appRoutes';
import { LoginPage } from './pages/auth/LoginPage';
import type { AppAuthProvider } from './pages/auth/useAuthCalls';
import { adminResources } from './resources/registry';
import { themes } from './themes/themes';
import { useThemeName } from './themes/useThemeName';

export type AppProps = {
  dataProvider?: DataProvider;
  authProvider?: AppAuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
};

const appAuthProvider: AppAuthProvider = { ...authProvider, register, forgotPassword, verifyCode, resetPassword, updatePassword };
const appI18nProvider = createI18nProvider(adminResources);

export function App({ store = appStore, ...providers }: AppProps) {
  return (
    <StoreContextProvider value={store}>
      <ThemedAdmin store={store} {...providers} />
    </StoreContextProvider>
  );
}

/**
 * The admin on path URLs, as the spec's routes are paths (/property/form/{id}), instead of react-admin's
 * default hash router. The router lives here, in the lazily loaded chunk, to keep it off the login page.
 */
export function BrowserApp() {
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}

function ThemedAdmin({
  store,
  dataProvider: data = dataProvider,
  authProvider: auth = appAuthProvider,
  i18nProvider = appI18nProvider,
}: AppProps & { store: Store }) {
  const [themeName] = useThemeName();
  const { light, dark } = themes[themeName];
  return (
    <Admin
      disableTelemetry
      requireAuth
      store={store}
      dataProvider={data}
      authProvider={auth}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      notification={AppNotification}
      dashboard={DashboardRedirect}
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
        />
      ))}
      <CustomRoutes>{layoutRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    </Admin>
  );
}
