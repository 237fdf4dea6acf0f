import { useNavigate } from 'react-router-dom';
import { PasswordInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { resetPasswordSchema } from '@shared/authSchemas';
import { LOGIN_PATH } from '@admin/layout/paths';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { RouterAuthLinks } from './RouterAuthLinks';
import { CodeInput } from './CodeVerificationPage';
import { PasswordRuleHint } from './PasswordRuleHint';
import { useAuthCalls } from './useAuthCalls';
import { useFlowParams } from './withEmail';

type ResetForm = { email: string; code: string; password: string; confirmPassword: string };

/** /reset-password: a new password under the spec's rule, with the email and code of the flow. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { resetPassword } = useAuthCalls();
  const { email, code } = useFlowParams();
  const handleSubmit = async (values: ResetForm) => {
    await resetPassword(values);
    notify('app.auth.reset.success', { type: 'success' });
    navigate(LOGIN_PATH);
  };
  return (
    <AuthLayout
      titleKey="app.auth.reset.title"
      subtitle={translate('app.auth.reset.subtitle')}
      footer={<RouterAuthLinks links={[{ to: LOGIN_PATH, labelKey: 'app.auth.backToLogin' }]} />}
    >
      <AuthForm
        schema={resetPasswordSchema}
        defaultValues={{ email, code, password: '', confirmPassword: '' }}
        onSubmit={handleSubmit}
        submitLabel="app.auth.reset.submit"
      >
        <TextInput source="email" type="email" label="app.auth.email" autoComplete="email" />
        <CodeInput />
        <PasswordInput source="password" label="app.auth.password" autoComplete="new-password" autoFocus />
        <PasswordInput source="confirmPassword" label="app.auth.confirmPassword" autoComplete="new-password" />
        <PasswordRuleHint />
      </AuthForm>
    </AuthLayout>
  );
}
