import type { ComponentProps } from 'react';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { DocumentTitle } from './DocumentTitle';
import { LanguageMenu } from './LanguageMenu';
import { ProfileMenu } from './ProfileMenu';
import { ThemeModeButton } from './ThemeModeButton';

/** Drawer toggle (AppBar's own), page title (also the tab's), language picker, light/dark toggle and the profile menu. */
export function AppAppBar() {
  const translate = useTranslate();
  // Its spinner, shown on every page change and refresh, had no name (audit); react-admin hands extra props to it.
  const spinnerName = { 'aria-label': translate('ra.page.loading') } as ComponentProps<typeof LoadingIndicator>;
  return (
    // alwaysOn: hidden on scroll, the bar's controls left the Tab order while the page was scrolled (audit).
    <AppBar
      alwaysOn
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <ThemeModeButton />
          <LoadingIndicator {...spinnerName} />
        </>
      }
    >
      {/* The title react-admin portals in is an inline-block, which clips a long title instead of ending it with an ellipsis. */}
      {/* Not a heading: it repeats the page's h1, and heading navigation met this h6 before it (audit). */}
      <TitlePortal component="div" sx={{ '& > span': { display: 'inline' } }} />
      <DocumentTitle />
    </AppBar>
  );
}
