import { useNavigate } from 'react-router-dom';
import { TextInput, useTranslate } from 'react-admin';
import { forgotPasswordSchema } from '@shared/authSchemas';
import { CHECK_MAIL_PATH, LOGIN_PATH } from '@admin/layout/paths';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { RouterAuthLinks } from './RouterAuthLinks';
import { useAuthCalls } from './useAuthCalls';
import { useFlowParams, withEmail } from './withEmail';

/** /forgot-password: asks for a reset code, then /check-mail. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { forgotPassword } = useAuthCalls();
  // The email typed on the login page, when "Forgot password?" was followed from there.
  const { email } = useFlowParams();
  const handleSubmit = async (values: { email: string }) => {
    await forgotPassword(values);
    navigate(withEmail(CHECK_MAIL_PATH, values.email));
  };
  return (
    <AuthLayout
      titleKey="app.auth.forgot.title"
      subtitle={translate('app.auth.forgot.subtitle')}
      footer={<RouterAuthLinks links={[{ to: LOGIN_PATH, labelKey: 'app.auth.backToLogin' }]} />}
    >
      <AuthForm schema={forgotPasswordSchema} defaultValues={{ email }} onSubmit={handleSubmit} submitLabel="app.auth.forgot.submit">
        <TextInput source="email" type="email" label="app.auth.email" autoComplete="email" autoFocus />
      </AuthForm>
    </AuthLayout>
  );
}
