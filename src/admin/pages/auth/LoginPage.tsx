import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useAuthProvider, useAuthState, useNotificationContext, useStoreContext, useTranslate } from 'react-admin';
import { THEME_NAME_STORE_KEY } from '@admin/themes/themes';
import { prefetchBootData } from '@admin/boot/bootPrefetch';
import { DRAFT_STATE_KEY, dropSessionDraft, peekSessionDraft, takeSessionDraft } from '@admin/forms/sessionDraft';
import {
  CHECK_MAIL_PATH,
  CODE_VERIFICATION_PATH,
  CONTACT_US_PATH,
  DASHBOARD_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
} from '@admin/layout/paths';
import { AFTER_LOGIN_PATH } from '@admin/providers/authProvider';
import { getToken, TOKEN_KEY } from '@admin/providers/storage';
import type { Login } from '@shared/auth';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { loginLinks } from './loginLinks';
import { focusFirstPageAfterSignIn } from '@admin/layout/signInFocus';
import { RouterAuthLinks } from './RouterAuthLinks';

const publicPaths = [LOGIN_PATH, REGISTER_PATH, FORGOT_PASSWORD_PATH, CHECK_MAIL_PATH, CODE_VERIFICATION_PATH, RESET_PASSWORD_PATH, CONTACT_US_PATH];

/**
 * Where react-admin's logout came from (its `nextPathname` state, set when a session ends): signing in goes
 * back there, not to the dashboard. Auth pages themselves are not gone back to.
 */
function pageLeftBehind(state: unknown): { pathname: string; search: string } | null {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/') || publicPaths.includes(nextPathname)) return null;
  return { pathname: nextPathname, search: typeof nextSearch === 'string' ? nextSearch : '' };
}

function pathParts(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}

/** The preferences shown until now: the language, light or dark, the colour preset. */
const PREFERENCE_KEYS = ['locale', 'theme', THEME_NAME_STORE_KEY];

/**
 * A logout clears the whole storage (spec §2), the preferences with it, but the admin still showed them from
 * memory: the login page stayed in the old language and colours until a reload. Here they follow. Not in the
 * logout itself: the page being left would re-render first, and ask for the profile without a token.
 */
function useFollowClearedPreferences() {
  const store = useStoreContext();
  useEffect(() => {
    for (const key of PREFERENCE_KEYS) if (store.getItem(key) === undefined) store.removeItem(key);
  }, [store]);
}

/** Signed in in another tab while this one shows /login (its session ended there too): true from then on. */
function useSignedInElsewhere(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_KEY || event.key === null) && getToken()) setSignedIn(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return signedIn;
}

/**
 * Signed in already (a reload of /login, or a sign-in in another tab): on to where signing in here would have gone,
 * the kept form first. It went to the dashboard, and the kept entries stayed behind, to come back on some later
 * sign-in in this tab, over an unrelated page (audit). The draft is read during the render and dropped after it.
 */
function SignedInAlready({ state }: { state: unknown }) {
  const draft = peekSessionDraft();
  useEffect(() => dropSessionDraft(), []);
  const back = draft ? pathParts(draft.path) : pageLeftBehind(state);
  return <Navigate to={back ?? DASHBOARD_PATH} state={draft ? { [DRAFT_STATE_KEY]: draft.values } : undefined} replace />;
}

/**
 * /login inside the admin (after a logout or an ended session). Signing in lands on the dashboard, or on the
 * page the session ended on, or on the form whose values were kept then (sessionDraft.ts), carrying them for the
 * form to put back.
 * useLogin is not used: its navigation follows authProvider.login's redirectTo and cannot carry that state.
 */
export function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const { resetNotifications } = useNotificationContext();
  const navigate = useNavigate();
  const location = useLocation();
  const { authenticated } = useAuthState(undefined, false);
  useFollowClearedPreferences();
  const [email, setEmail] = useState('');
  const signedInElsewhere = useSignedInElsewhere();
  // Said on the page: the session-ended toast alone did not tell that signing in here brings the entries back.
  const [draftKept] = useState(() => peekSessionDraft() !== null);
  if (authenticated || signedInElsewhere) return <SignedInAlready state={location.state} />;

  const handleLogin = async (values: Login) => {
    const answer = (await authProvider!.login(values)) as { redirectTo?: string } | undefined;
    resetNotifications();
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
    const draft = takeSessionDraft();
    const back = draft ? pathParts(draft.path) : pageLeftBehind(location.state);
    const target = back ?? { pathname: answer?.redirectTo ?? AFTER_LOGIN_PATH, search: '' };
    // The landing page's first requests leave now, before its code runs.
    prefetchBootData(target);
    focusFirstPageAfterSignIn();
    navigate(target, draft ? { state: { [DRAFT_STATE_KEY]: draft.values } } : undefined);
  };

  return (
    <AuthLayout
      titleKey="app.auth.login.title"
      subtitle={translate('app.auth.login.subtitle')}
      footer={<RouterAuthLinks links={loginLinks(email)} />}
    >
      {draftKept && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.auth.login.draftKept')}
        </Alert>
      )}
      <LoginForm onSubmit={handleLogin} onEmailChange={setEmail} />
    </AuthLayout>
  );
}
