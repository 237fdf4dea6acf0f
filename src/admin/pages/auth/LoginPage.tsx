import { Navigate } from 'react-router-dom';
import { useAuthState, useLogin, useTranslate } from 'react-admin';
import { prefetchBootData } from '@admin/boot/bootPrefetch';
import { DASHBOARD_PATH } from '@admin/layout/paths';
import { AFTER_LOGIN_PATH } from '@admin/providers/authProvider';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { loginLinks } from './loginLinks';
import { RouterAuthLinks } from './RouterAuthLinks';

/** /login inside the admin (after a logout or an ended session); signing in lands on authProvider.login's redirectTo, the dashboard. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { authenticated } = useAuthState(undefined, false);
  if (authenticated) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <AuthLayout
      titleKey="app.auth.login.title"
      subtitle={translate('app.auth.login.subtitle')}
      footer={<RouterAuthLinks links={loginLinks} />}
    >
      <LoginForm
        onSubmit={async (values) => {
          await login(values);
          // Where react-admin lands after this login (authProvider.login's redirectTo): its first requests leave now.
          prefetchBootData({ pathname: AFTER_LOGIN_PATH, search: '' });
        }}
      />
    </AuthLayout>
  );
}
