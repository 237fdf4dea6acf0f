import { Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CODE_VERIFICATION_PATH, LOGIN_PATH } from '@admin/layout/paths';
import { AuthLayout } from './AuthLayout';
import { RouterAuthLinks } from './RouterAuthLinks';
import { useFlowParams, withEmail } from './withEmail';

/** /check-mail: tells the user a code is on its way and leads to /code-verification. */
export function CheckMailPage() {
  const translate = useTranslate();
  const { email } = useFlowParams();
  return (
    <AuthLayout
      titleKey="app.auth.checkMail.title"
      subtitle={email ? translate('app.auth.checkMail.message', { email }) : translate('app.auth.checkMail.messageNoEmail')}
      footer={<RouterAuthLinks links={[{ to: LOGIN_PATH, labelKey: 'app.auth.backToLogin' }]} />}
    >
      <Stack>
        <Button component={Link} to={email ? withEmail(CODE_VERIFICATION_PATH, email) : CODE_VERIFICATION_PATH} variant="contained" size="large">
          {translate('app.auth.checkMail.enterCode')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
