import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '@admin/layout/paths';
import type { AuthLinkItem } from './AuthLinks';
import { withEmail } from './emailPath';

/** The links under the login form. "Forgot password?" carries the email typed so far: the reset form starts with it. */
export const loginLinks = (email = ''): AuthLinkItem[] => [
  { to: email ? withEmail(FORGOT_PASSWORD_PATH, email) : FORGOT_PASSWORD_PATH, labelKey: 'app.auth.login.forgot' },
  { to: REGISTER_PATH, labelKey: 'app.auth.login.register', promptKey: 'app.auth.login.noAccount', registration: true },
];
