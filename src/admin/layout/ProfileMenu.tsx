import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type MenuItemProps, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { useConfirmLeavingOpenForm } from '@admin/forms/useConfirmLeavingOpenForm';
import { ACCOUNT_PROFILE_PATH, EDIT_PASSWORD_PATH } from './paths';

type LinkItemProps = Omit<MenuItemProps<'a'>, 'ref' | 'component'> & {
  to: string;
  label: string;
  icon: React.ReactNode;
  ref?: React.Ref<HTMLAnchorElement>;
};

function LinkItem({ to, label, icon, ref, ...rest }: LinkItemProps) {
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} {...rest} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's Logout, asking first when a form with unsaved changes is open: its logout clears the session
 * before navigating, so the form's own guard would come too late (the form unmounts without asking).
 */
function LogoutAskingForUnsavedForm() {
  const logout = useLogout();
  const confirmLeaving = useConfirmLeavingOpenForm();
  const handleClick = async () => {
    if (await confirmLeaving()) void logout(null, undefined, false);
  };
  return <Logout onClick={handleClick} />;
}

/** The top bar's profile menu: the signed-in user's name, Edit Password and Logout (spec §2). */
export function ProfileMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName || translate('app.appBar.profile');
  // From `sm` up react-admin shows the name on the button, and its accessible name must contain that visible text.
  // Below, an icon button translates the label with an English fallback ("Profile"), which a text already
  // translated is not a key for: it gets the key.
  const nameShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm')) && Boolean(identity?.fullName);
  const label = nameShown ? translate('app.appBar.profileOf', { name: identity?.fullName }) : 'app.appBar.profile';
  return (
    <UserMenu label={label}>
      <LinkItem to={ACCOUNT_PROFILE_PATH} label={name} icon={<PersonIcon fontSize="small" />} />
      <LinkItem to={EDIT_PASSWORD_PATH} label={translate('app.appBar.editPassword')} icon={<LockResetIcon fontSize="small" />} />
      <LogoutAskingForUnsavedForm />
    </UserMenu>
  );
}
