import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { DocumentTitle } from './DocumentTitle';
import { ProfileMenu } from './ProfileMenu';

/** Drawer toggle (AppBar's own), page title (also the tab's), language picker, light/dark toggle and the profile menu. */
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
      <DocumentTitle />
    </AppBar>
  );
}
