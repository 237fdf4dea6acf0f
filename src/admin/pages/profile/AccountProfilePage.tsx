import { ACCOUNT_PROFILE_PATH } from '@admin/layout/paths';
import { PreferencesForm } from '../settings/PreferencesForm';
import { PasswordChangePanel } from './PasswordChangePanel';
import { ProfileDetails } from './ProfileDetails';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';
import { RolePanel } from './RolePanel';

const accountTabs: ProfileTab[] = [
  { path: 'basic', labelKey: 'app.profile.tabs.basic', element: <ProfileDetails titleKey="app.profile.basicTitle" /> },
  { path: 'personal', labelKey: 'app.profile.tabs.personal', element: <ProfileDetails titleKey="app.profile.personalTitle" /> },
  {
    path: 'my-account',
    labelKey: 'app.profile.tabs.myAccount',
    element: <ProfileDetails titleKey="app.profile.myAccountTitle" hintKey="app.profile.myAccountHint" fields={['email', 'name', 'type']} />,
  },
  { path: 'password', labelKey: 'app.profile.tabs.password', element: <PasswordChangePanel /> },
  { path: 'role', labelKey: 'app.profile.tabs.role', element: <RolePanel /> },
  { path: 'settings', labelKey: 'app.profile.tabs.settings', element: <PreferencesForm /> },
];

/** /apps/profiles/account/{basic,personal,my-account,password,role,settings}. */
export function AccountProfilePage() {
  return <ProfileTabs titleKey="app.profile.accountTitle" basePath={ACCOUNT_PROFILE_PATH} tabs={accountTabs} />;
}
