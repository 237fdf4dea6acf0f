import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '@admin/layout/paths';
import type { AuthLinkItem } from './AuthLinks';

export const loginLinks: AuthLinkItem[] = [
  { to: FORGOT_PASSWORD_PATH, labelKey: 'app.auth.login.forgot' },
  { to: REGISTER_PATH, labelKey: 'app.auth.login.register', promptKey: 'app.auth.login.noAccount', registration: true },
];
