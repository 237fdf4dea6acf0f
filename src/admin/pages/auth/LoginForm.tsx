import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { loginSchema, type Login } from '@shared/auth';
import { submissionErrors } from './submissionErrors';

export type LoginFormProps = {
  /** Resolves once signed in; a rejection's messages show in the form, which keeps what was typed. */
  onSubmit(values: Login): Promise<unknown>;
};

/**
 * Email and password validated by `loginSchema` (the spec's messages). Plain react-hook-form and MUI, no
 * react-admin form machinery, so the stand-alone login page stays small.
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const translate = useTranslate();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

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
  const text = (message?: string) => (message ? translate(message, { _: message }) : undefined);
  const toggleLabel = translate(showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden');

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          {...register('email')}
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
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('app.auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
