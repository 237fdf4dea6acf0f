import { I18nContextProvider, StoreContextProvider, useTranslate, type AuthProvider, type Store } from 'react-admin';
import { useState, type ReactNode } from 'react';
import { createI18nProvider } from '@i18n/index';
import { useLocaleFollowingProvider } from '@admin/layout/languageSwitch';
import { appStore } from '@admin/layout/appStore';
import { authProvider } from '@admin/providers/authProvider';
import { PresetThemeProvider } from '@admin/themes/PresetThemeProvider';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';
import { LoginForm } from './LoginForm';
import { loginLinks } from './loginLinks';
import type { Login } from '@shared/auth';

/** Resource texts are not needed to sign in; they come with the admin. */
const loginI18nProvider = createI18nProvider([]);

type StandaloneLoginProps = {
  /** Called with where to go once the session is stored. */
  onLoggedIn(path: string): void;
  authProvider?: Pick<AuthProvider, 'login'>;
  /** The preferences store; the build-time rendering (prerender/loginMarkup.tsx) passes a memory store. */
  store?: Store;
};

/**
 * The first page a signed-out visitor sees, rendered without <Admin>: the same form, texts, theme and
 * stored preferences, in a fraction of the JavaScript. Signing in hands over to the admin.
 */
export function StandaloneLogin({ onLoggedIn, authProvider: auth = authProvider, store = appStore }: StandaloneLoginProps) {
  const handleLogin = async (values: Login) => {
    const result = (await auth.login(values)) as { redirectTo?: string } | undefined;
    onLoggedIn(typeof result?.redirectTo === 'string' ? result.redirectTo : '/');
  };
  return (
    <StoreContextProvider value={store}>
      <LoginI18n>
        <PresetThemeProvider>
          <StandaloneLoginCard onSubmit={handleLogin} />
        </PresetThemeProvider>
      </LoginI18n>
    </StoreContextProvider>
  );
}

function LoginI18n({ children }: { children: ReactNode }) {
  return <I18nContextProvider value={useLocaleFollowingProvider(loginI18nProvider)}>{children}</I18nContextProvider>;
}

function StandaloneLoginCard({ onSubmit }: { onSubmit(values: Login): Promise<void> }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  return (
    <AuthLayout titleKey="app.auth.login.title" subtitle={translate('app.auth.login.subtitle')} footer={<AuthLinks links={loginLinks(email)} />}>
      <LoginForm onSubmit={onSubmit} onEmailChange={setEmail} />
    </AuthLayout>
  );
}
