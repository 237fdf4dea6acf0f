import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { verifyCodeSchema } from '@shared/authSchemas';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, OTP_LENGTH } from '@shared/api';
import { LOGIN_PATH, RESET_PASSWORD_PATH } from '@admin/layout/paths';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { RouterAuthLinks } from './RouterAuthLinks';
import { useAuthCalls } from './useAuthCalls';
import { flowState, useFlowParams, withEmail } from './withEmail';

type CodeForm = { email: string; code: string };

/** /code-verification: the 4-digit code from the mail, then /reset-password. */
export function CodeVerificationPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { verifyCode } = useAuthCalls();
  const { email } = useFlowParams();
  const handleSubmit = async (values: CodeForm) => {
    await verifyCode(values);
    navigate(withEmail(RESET_PASSWORD_PATH, values.email), flowState(values.code));
  };
  return (
    <AuthLayout
      titleKey="app.auth.code.title"
      subtitle={translate('app.auth.code.subtitle', { minutes: CODE_TTL_MINUTES, tries: CODE_MAX_ATTEMPTS })}
      footer={<RouterAuthLinks links={[{ to: LOGIN_PATH, labelKey: 'app.auth.backToLogin' }]} />}
    >
      <AuthForm schema={verifyCodeSchema} defaultValues={{ email, code: '' }} onSubmit={handleSubmit} submitLabel="app.auth.code.submit">
        <TextInput source="email" type="email" label="app.auth.email" autoComplete="email" />
        <CodeInput autoFocus />
        <ResendCodeButton />
      </AuthForm>
    </AuthLayout>
  );
}

const digitsOnly = (value: unknown) => String(value ?? '').replace(/\D/g, '');

export function CodeInput({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <TextInput
      source="code"
      label="app.auth.codeLabel"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      // Digits only, as typed (a phone's numeric keypad is only a hint): "abcd" stood in the box until the submit.
      parse={digitsOnly}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, pattern: '[0-9]*' } }}
    />
  );
}

function ResendCodeButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { forgotPassword } = useAuthCalls();
  const { getValues, trigger } = useFormContext<CodeForm>();
  const handleResend = async () => {
    if (!(await trigger('email'))) return;
    try {
      await forgotPassword({ email: getValues('email') });
      notify('app.auth.code.resent', { type: 'info' });
    } catch {
      // the http client has already shown the server's error
    }
  };
  return (
    <Button onClick={handleResend} sx={{ alignSelf: 'flex-start' }}>
      {translate('app.auth.code.resend')}
    </Button>
  );
}
