import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { ProfileMenu } from './ProfileMenu';

/** Drawer toggle (AppBar's own), page title, language picker, light/dark toggle and the profile menu. */
export function AppAppBar() {
  return (
    <AppBar
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
