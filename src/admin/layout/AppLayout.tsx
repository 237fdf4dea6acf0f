import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { MuiLocaleTexts } from './MuiLocaleTexts';
import { OfflineNotice } from './OfflineNotice';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';
import { useSignOutElsewhere } from './useSignOutElsewhere';
import { useSkipToHeading } from './useSkipToHeading';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import { useDomRepairs } from '@admin/ui/useDomRepairs';
import { labelRowCheckboxes } from '@admin/ui/rowCheckboxLabels';
import { markRequiredInputs } from '@admin/ui/requiredMarks';
import { useContentLangFields } from '@admin/ui/useContentLangFields';
import { useFocusClearOfPinnedColumns } from '@admin/ui/useFocusClearOfPinnedColumns';

/**
 * react-admin's layout with our top bar and menu; the sidebar's 260 px width comes from the theme. A page that
 * fails shows our error (ViewErrorBoundary) inside it; above every page, a notice while the browser is offline.
 * MUI's own texts follow the admin's language (MuiLocaleTexts). After a save or delete takes the user to another
 * page, the focus goes to that page's heading (useFocusAfterNavigation). Signed out in another tab, it goes to the
 * login at once (useSignOutElsewhere). A focused table cell is kept clear of the pinned columns. "Skip to content"
 * lands on the page's heading (useSkipToHeading). A text field holding Telugu says so (useContentLangFields).
 */
/** What react-admin's markup misses for screen readers: row checkboxes' names, required fields' state. */
const DOM_REPAIRS = [labelRowCheckboxes, markRequiredInputs];
const REPAIRED_ATTRIBUTES = ['aria-label'];

export function AppLayout({ children }: { children: ReactNode }) {
  useDomRepairs(DOM_REPAIRS, REPAIRED_ATTRIBUTES);
  useFocusAfterNavigation();
  useSkipToHeading();
  useContentLangFields();
  useSignOutElsewhere();
  useFocusClearOfPinnedColumns();
  return (
    <MuiLocaleTexts>
      <Layout appBar={AppAppBar} menu={AppMenu}>
        <OfflineNotice />
        <ViewErrorBoundary>{children}</ViewErrorBoundary>
      </Layout>
    </MuiLocaleTexts>
  );
}
