import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { DocumentTitle } from './DocumentTitle';
import { LanguageMenu } from './LanguageMenu';
import { ProfileMenu } from './ProfileMenu';

/** Drawer toggle (AppBar's own), page title (also the tab's), language picker, light/dark toggle and the profile menu. */
export function AppAppBar() {
  return (
    <AppBar
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      {/* The title react-admin portals in is an inline-block, which clips a long title instead of ending it with an ellipsis. */}
      <TitlePortal sx={{ '& > span': { display: 'inline' } }} />
      <DocumentTitle />
    </AppBar>
  );
}
