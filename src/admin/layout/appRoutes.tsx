/**
 * The shell's own routes. Every page here loads lazily so the login page's bundle stays small.
 * - with the layout: dashboard, analytics, settings, the profile pages and each resource's spec aliases;
 * - without it: the public session pages and /contact-us (the spec's "simple layout").
 */
import { Navigate, Route } from 'react-router-dom';
import { adminResources } from '@admin/resources/registry';
import { lazyPage } from './lazyPage';
import {
  ACCOUNT_PROFILE_PATH,
  ANALYTICS_PATH,
  CHECK_MAIL_PATH,
  CODE_VERIFICATION_PATH,
  CONTACT_US_PATH,
  DASHBOARD_PATH,
  FORGOT_PASSWORD_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  SETTINGS_PATH,
  USER_PROFILE_PATH,
} from './paths';

const DashboardPage = lazyPage(() => import('@admin/pages/dashboard/DashboardPage'), 'DashboardPage');
const AnalyticsPage = lazyPage(() => import('@admin/pages/dashboard/AnalyticsPage'), 'AnalyticsPage');
const SettingsPage = lazyPage(() => import('@admin/pages/settings/SettingsPage'), 'SettingsPage');
const AccountProfilePage = lazyPage(() => import('@admin/pages/profile/AccountProfilePage'), 'AccountProfilePage');
const UserProfilePage = lazyPage(() => import('@admin/pages/profile/UserProfilePage'), 'UserProfilePage');
const RegisterPage = lazyPage(() => import('@admin/pages/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('@admin/pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const CheckMailPage = lazyPage(() => import('@admin/pages/auth/CheckMailPage'), 'CheckMailPage');
const CodeVerificationPage = lazyPage(() => import('@admin/pages/auth/CodeVerificationPage'), 'CodeVerificationPage');
const ResetPasswordPage = lazyPage(() => import('@admin/pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
const ContactUsPage = lazyPage(() => import('@admin/pages/contact/ContactUsPage'), 'ContactUsPage');

/** What `/` shows: the spec's landing path. */
export function DashboardRedirect() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}

const aliasRoutes = adminResources.flatMap((resource) =>
  (resource.routes ?? []).map(({ path, element: Element }) => <Route key={path} path={path} element={<Element />} />),
);

export const layoutRoutes = [
  <Route key="dashboard" path={DASHBOARD_PATH} element={<DashboardPage />} />,
  <Route key="analytics" path={ANALYTICS_PATH} element={<AnalyticsPage />} />,
  <Route key="settings" path={SETTINGS_PATH} element={<SettingsPage />} />,
  <Route key="account" path={`${ACCOUNT_PROFILE_PATH}/*`} element={<AccountProfilePage />} />,
  <Route key="user" path={`${USER_PROFILE_PATH}/*`} element={<UserProfilePage />} />,
  ...aliasRoutes,
];

export const publicRoutes = [
  <Route key="register" path={REGISTER_PATH} element={<RegisterPage />} />,
  <Route key="forgot" path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />,
  <Route key="check-mail" path={CHECK_MAIL_PATH} element={<CheckMailPage />} />,
  <Route key="code" path={CODE_VERIFICATION_PATH} element={<CodeVerificationPage />} />,
  <Route key="reset" path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />,
  <Route key="contact" path={CONTACT_US_PATH} element={<ContactUsPage />} />,
];
