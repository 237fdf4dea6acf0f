import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The password rule in words, shown before the user trips over it. */
export function PasswordRuleHint() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.auth.passwordRule')}
    </Typography>
  );
}
