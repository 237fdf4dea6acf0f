import PaymentsIcon from '@mui/icons-material/Payments';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { USER_PROFILE_PATH } from '@admin/layout/paths';
import { PreferencesForm } from '../settings/PreferencesForm';
import { PasswordChangePanel } from './PasswordChangePanel';
import { ProfileDetails } from './ProfileDetails';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';

/** Payments belong to the template this product started from, not to the product. */
function PaymentNotInProduct() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <PaymentsIcon color="disabled" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="h2">
        {translate('app.placeholder.notInProductTitle')}
      </Typography>
      <Typography color="text.secondary">{translate('app.placeholder.notInProductMessage')}</Typography>
    </Stack>
  );
}

const userTabs: ProfileTab[] = [
  { path: 'personal', labelKey: 'app.profile.tabs.personal', element: <ProfileDetails titleKey="app.profile.personalTitle" /> },
  { path: 'payment', labelKey: 'app.profile.tabs.payment', element: <PaymentNotInProduct /> },
  { path: 'password', labelKey: 'app.profile.tabs.password', element: <PasswordChangePanel /> },
  { path: 'settings', labelKey: 'app.profile.tabs.settings', element: <PreferencesForm /> },
];

/** /apps/profiles/user/{personal,payment,password,settings}. */
export function UserProfilePage() {
  return <ProfileTabs titleKey="app.profile.userTitle" basePath={USER_PROFILE_PATH} tabs={userTabs} />;
}
