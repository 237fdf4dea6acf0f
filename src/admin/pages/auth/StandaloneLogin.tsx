import { I18nContextProvider, StoreContextProvider, useTranslate, type AuthProvider, type Store } from 'react-admin';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

let adminRequested = false;
/**
 * The admin's code (~180 kB) starts downloading once the visitor types or clicks in the form (or a password
 * manager fills it), not once they have signed in: on a 400 kbps link the page stayed blank with a spinner for 5 s
 * after Sign in (12 s at 150 kbps; audit 32-N).
 * Not on the page's load: the login page's own JavaScript stays what it is for a visitor who only looks.
 */
function requestAdminCode() {
  if (adminRequested) return;
  adminRequested = true;
  import('../../App').catch(() => {
    adminRequested = false; // Root's loader asks again after sign-in, and reports a failure then
  });
}

function StandaloneLoginCard({ onSubmit }: { onSubmit(values: Login): Promise<void> }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const card = useRef<HTMLDivElement>(null);
  // Typed into before this code ran (the server's form shows first): the intent is already there. (Not focus: the
  // form focuses its first field itself.)
  useEffect(() => {
    if ([...(card.current?.querySelectorAll('input') ?? [])].some((input) => input.value !== '')) requestAdminCode();
  }, []);
  return (
    // display: contents: a wrapper for the events only, no box of its own in the page's layout.
    <div ref={card} style={{ display: 'contents' }} onPointerDownCapture={requestAdminCode} onKeyDownCapture={requestAdminCode} onInputCapture={requestAdminCode}>
      <AuthLayout titleKey="app.auth.login.title" subtitle={translate('app.auth.login.subtitle')} footer={<AuthLinks links={loginLinks(email)} />}>
        <LoginForm onSubmit={onSubmit} onEmailChange={setEmail} />
      </AuthLayout>
    </div>
  );
}
