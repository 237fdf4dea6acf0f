import { Alert, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { serverText } from '@shared/serverMessages';
import { registerSchema, type Register } from '@shared/authSchemas';
import { LOGIN_PATH } from '@admin/layout/paths';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { RouterAuthLinks } from './RouterAuthLinks';
import { PasswordRuleHint } from './PasswordRuleHint';
import { useAuthCalls } from './useAuthCalls';

const emptyRegistration: Register = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * /register: a new administrator account (an extension call). The server creates accounts only when its operator
 * allows it (ALLOW_REGISTRATION): the page asks first, and when registration is closed says so instead of a form
 * that would only be refused once filled in.
 */
export function RegisterPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { register, registrationOpen } = useAuthCalls();
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void registrationOpen().then((answer) => current && setOpen(answer));
    return () => {
      current = false;
    };
  }, [registrationOpen]);
  const handleSubmit = async (values: Register) => {
    await register(values);
    notify('app.auth.register.success', { type: 'success' });
    navigate(LOGIN_PATH);
  };
  return (
    <AuthLayout
      titleKey="app.auth.register.title"
      subtitle={translate('app.auth.register.subtitle')}
      footer={<RouterAuthLinks links={[{ to: LOGIN_PATH, labelKey: 'app.auth.backToLogin', promptKey: 'app.auth.register.haveAccount' }]} />}
    >
      {open === null && <LinearProgress aria-label={translate('app.common.loading')} />}
      {open === false && (
        <Alert severity="info" role="status">
          {translate(serverText('registrationDisabled'))}
        </Alert>
      )}
      {open === true && (
        <AuthForm schema={registerSchema} defaultValues={emptyRegistration} onSubmit={handleSubmit} submitLabel="app.auth.register.submit">
          <TextInput source="name" label="app.auth.name" autoComplete="name" autoFocus />
          <TextInput source="email" type="email" label="app.auth.email" autoComplete="email" />
          <PasswordInput source="password" label="app.auth.password" autoComplete="new-password" />
          <PasswordInput source="confirmPassword" label="app.auth.confirmPassword" autoComplete="new-password" />
          <PasswordRuleHint />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
