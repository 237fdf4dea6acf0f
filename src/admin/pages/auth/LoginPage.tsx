import { Navigate } from 'react-router-dom';
import { useAuthState, useLogin, useTranslate } from 'react-admin';
import { DASHBOARD_PATH } from '@admin/layout/paths';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { loginLinks } from './loginLinks';
import { RouterAuthLinks } from './RouterAuthLinks';

/** /login inside the admin (after a logout or an ended session); react-admin's useLogin then returns where the user was. */
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
      <LoginForm onSubmit={(values) => login(values)} />
    </AuthLayout>
  );
}
