import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { Login } from '@shared/auth';
import { EMAIL_PATTERN, hiddenCharacterIn, MAX_PASSWORD, MAX_SHORT } from '@shared/fields';
import { v } from '@shared/validation';
import { withArgs } from '@admin/forms/messageWithArgs';
import { submissionErrors } from './submissionErrors';
import { LOGIN_FORM_ATTRIBUTE, takePendingSubmit } from '@admin/prerender/bootCheck';
import { useFocusAfterBusy } from '@admin/forms/useFocusAfterBusy';

export type LoginFormProps = {
  /** Resolves once signed in; a rejection's messages show in the form, which keeps what was typed. */
  onSubmit(values: Login): Promise<unknown>;
  /** The email as typed (trimmed), on every change: "Forgot password?" carries it (loginLinks.ts). */
  onEmailChange?(email: string): void;
};

/**
 * `loginSchema`'s rules and messages (@shared/authSchemas; the server checks the same on the wire), checked by
 * hand: the login page is the first thing a visitor loads and zod would add about 26 kB gzipped to it.
 * test/admin/pages/auth/login.test.tsx holds both to the same answers.
 */
export const loginResolver: Resolver<Login> = async (raw) => {
  const values = { email: (raw.email ?? '').trim(), password: raw.password ?? '' };
  const errors: FieldErrors<Login> = {};
  const fail = (field: keyof Login, message: string) => (errors[field] = { type: 'validate', message });
  if (values.email === '') fail('email', v.emailRequired);
  else if (values.email.length > MAX_SHORT) fail('email', withArgs(v.tooLong, { max: String(MAX_SHORT) }));
  else if (!EMAIL_PATTERN.test(values.email)) fail('email', v.emailInvalid);
  else if (hiddenCharacterIn(values.email)) fail('email', withArgs(v.hiddenCharacter, { code: hiddenCharacterIn(values.email)! }));
  if (values.password === '') fail('password', v.passwordRequired);
  else if (values.password.length > MAX_PASSWORD) fail('password', withArgs(v.tooLong, { max: String(MAX_PASSWORD) }));
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * Email and password with the spec's messages (loginResolver). Plain react-hook-form and MUI, no react-admin form
 * machinery and no zod, so the stand-alone login page stays small.
 */
export function LoginForm({ onSubmit, onEmailChange }: LoginFormProps) {
  const translate = useTranslate();
  const [showPassword, setShowPassword] = useState(false);
  // The page may be prerendered HTML (index.html) until React takes it over: the button says it is not ready until
  // then (aria-disabled), and an early tap or Enter is remembered by the page and signs in then (loginMarkup.tsx);
  // typing meanwhile is kept.
  const [interactive, setInteractive] = useState(false);
  const form = useForm<Login>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const submitButton = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(submitButton, isSubmitting);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const { root, ...fields } = submissionErrors(error, 'app.auth.requestFailed');
      for (const [field, message] of Object.entries(fields)) {
        if ((field === 'email' || field === 'password') && typeof message === 'string') setError(field, { type: 'server', message });
      }
      setError('root.serverError', { type: 'server', message: root.serverError });
    }
  });
  useEffect(() => {
    setInteractive(true);
    // Enter pressed in the prerendered form before this moment (index.html remembered it): sign in now.
    if (takePendingSubmit()) void submit();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form becomes interactive
  }, []); // once: when the form becomes interactive
  const text = (message?: string) => (message ? translate(message, { _: message }) : undefined);
  const toggleLabel = translate(showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden');

  return (
    <form onSubmit={submit} noValidate {...{ [LOGIN_FORM_ATTRIBUTE]: '' }}>
      <Stack spacing={2}>
        <TextField
          {...register('email', { onChange: (event: { target: { value: string } }) => onEmailChange?.(event.target.value.trim()) })}
          type="email"
          label={translate('app.auth.email')}
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(errors.email)}
          helperText={text(errors.email?.message)}
        />
        <TextField
          {...register('password')}
          type={showPassword ? 'text' : 'password'}
          label={translate('app.auth.password')}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={text(errors.password?.message)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={toggleLabel} onClick={() => setShowPassword((shown) => !shown)} edge="end">
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {errors.root?.serverError ? <Alert severity="error">{text(errors.root.serverError.message)}</Alert> : null}
        <Button
          ref={submitButton}
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isSubmitting}
          aria-disabled={!interactive || undefined}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('app.auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
