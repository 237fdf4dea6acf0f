/**
 * The shell's own routes. Every page here loads lazily so the login page's bundle stays small.
 * - with the layout: dashboard, analytics, settings, the profile pages and each resource's spec aliases;
 * - without it: the public session pages and /contact-us (the spec's "simple layout").
 */
import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { adminResources } from '@admin/resources/registry';
import { lazyPage } from './lazyPage';
import { routeResolver, type PreloadRoute, type RouteTarget } from './routePreload';
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
DashboardRedirect.redirectTarget = DASHBOARD_PATH;

type PageRoute = { path: string; page: ComponentType & RouteTarget };

const aliasPages: PageRoute[] = adminResources.flatMap((resource) =>
  (resource.routes ?? []).map(({ path, element }) => ({ path, page: element })),
);

const layoutPages: PageRoute[] = [
  { path: DASHBOARD_PATH, page: DashboardPage },
  // Not a spec address, but the one people type: it was "Page not found".
  { path: '/dashboard', page: DashboardRedirect },
  { path: ANALYTICS_PATH, page: AnalyticsPage },
  { path: SETTINGS_PATH, page: SettingsPage },
  { path: `${ACCOUNT_PROFILE_PATH}/*`, page: AccountProfilePage },
  { path: `${USER_PROFILE_PATH}/*`, page: UserProfilePage },
  ...aliasPages,
];

const publicPages: PageRoute[] = [
  { path: REGISTER_PATH, page: RegisterPage },
  { path: FORGOT_PASSWORD_PATH, page: ForgotPasswordPage },
  { path: CHECK_MAIL_PATH, page: CheckMailPage },
  { path: CODE_VERIFICATION_PATH, page: CodeVerificationPage },
  { path: RESET_PASSWORD_PATH, page: ResetPasswordPage },
  { path: CONTACT_US_PATH, page: ContactUsPage },
];

const toRoute = ({ path, page: Page }: PageRoute) => <Route key={path} path={path} element={<Page />} />;
export const layoutRoutes = layoutPages.map(toRoute);
export const publicRoutes = publicPages.map(toRoute);

/** react-admin's routes of each resource, specific paths first. */
const resourceRoutes: PreloadRoute[] = adminResources.flatMap(({ contract: { name }, list, create, edit, show }) => [
  { path: `/${name}/create`, view: create },
  { path: `/${name}/:id/show`, view: show },
  { path: `/${name}/:id`, view: edit },
  { path: `/${name}`, view: list },
]);

/** The page or view an address opens on, after its alias redirects (App's prepareAdmin, before the first render). */
export const resolveAppRoute = routeResolver([
  { path: '/', view: DashboardRedirect },
  ...[...layoutPages, ...publicPages].map(({ path, page }) => ({ path, view: page })),
  ...resourceRoutes,
]);

/** Loads the code of the page or view an address opens on. */
export const preloadRouteView = (pathname: string): Promise<void> => resolveAppRoute(pathname).view?.preload?.() ?? Promise.resolve();
