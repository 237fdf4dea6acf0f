/** Paths the shell links to (spec §2). */
export const DASHBOARD_PATH = '/dashboard/default';
export const ANALYTICS_PATH = '/dashboard/analytics';
export const SETTINGS_PATH = '/controls/settings';
export const ACCOUNT_PROFILE_PATH = '/apps/profiles/account';
export const USER_PROFILE_PATH = '/apps/profiles/user';
export const EDIT_PASSWORD_PATH = `${ACCOUNT_PROFILE_PATH}/password`;
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const CHECK_MAIL_PATH = '/check-mail';
export const RESET_PASSWORD_PATH = '/reset-password';
export const CODE_VERIFICATION_PATH = '/code-verification';
export const CONTACT_US_PATH = '/contact-us';
