import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { PasswordInput, useTranslate } from 'react-admin';
import { passwordChangeFormSchema, type PasswordChange } from '@shared/authSchemas';
import { AuthForm } from '../auth/AuthForm';
import { PasswordRuleHint } from '../auth/PasswordRuleHint';
import { useAuthCalls } from '../auth/useAuthCalls';

const emptyPasswords: PasswordChange = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The password change of spec §5/§7: `PATCH admin/user/update/password` through the authProvider, which keeps
 * the returned token; the server's success message arrives as a toast from the http client. The current password
 * is asked for too (an extension of the call's body): the spec's form changed it for anyone at the session.
 */
export function PasswordChangePanel() {
  const translate = useTranslate();
  const { updatePassword } = useAuthCalls();
  const [done, setDone] = useState(false);
  // A new key empties the form once the password is changed: it stayed in both boxes (audit).
  const [formKey, setFormKey] = useState(0);
  const handleSubmit = async (values: PasswordChange) => {
    setDone(false);
    await updatePassword(values);
    setDone(true);
    setFormKey((key) => key + 1);
  };
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.profile.passwordTitle')}
      </Typography>
      <AuthForm
        key={formKey}
        schema={passwordChangeFormSchema}
        defaultValues={emptyPasswords}
        onSubmit={handleSubmit}
        submitLabel="app.profile.passwordSubmit"
        successMessage={done ? translate('app.profile.passwordUpdated') : null}
      >
        <PasswordInput source="currentPassword" label="app.profile.currentPassword" autoComplete="current-password" />
        <PasswordInput source="password" label="app.profile.newPassword" autoComplete="new-password" />
        <PasswordInput source="confirmPassword" label="app.profile.confirmPassword" autoComplete="new-password" />
        <PasswordRuleHint />
      </AuthForm>
    </Box>
  );
}
