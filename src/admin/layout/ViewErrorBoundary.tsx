import { Alert, Box, Button } from '@mui/material';
import { Component, useEffect, type ReactNode } from 'react';
import { Title, useGetResourceLabel, useLocation, useTranslate } from 'react-admin';
import { adminResources } from '@admin/resources/registry';
import { retryFailedViews } from './lazyView';
import { DASHBOARD_PATH } from './paths';
import { RETRY_EVERY_MS } from '@admin/ui/retryEvery';

/** What browsers say when a dynamic import fails (Chromium, Firefox, Safari): a view's code did not arrive. */
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed/i;

export const isViewLoadFailure = (error: Error) => CHUNK_LOAD_FAILED.test(error.message);

type BoundaryProps = { children: ReactNode; pathname: string };
type BoundaryState = { error: Error | null; pathname: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  // Another page starts afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = () => {
      retryFailedViews();
      this.setState({ error: null });
    };
    return <ViewError error={error} onRetry={retry} />;
  }
}

/**
 * Catches what breaks a page inside the layout, so the menu and the app bar stay. react-admin's own boundary showed
 * "Something went wrong" in English under the title "React Admin", with only "Go back" — also when the page's code
 * had simply not arrived (a network blip while opening a page), which a second try fixes: views load again on retry
 * (lazyView.tsx), and on their own once the browser is back online.
 */
export function ViewErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

/**
 * The app bar's title on the error: the page that failed did not get to set it, and an empty bar (and a browser tab
 * named after the app only) left the user without the page's name. The menu's name of the page's section.
 */
function useFailedPageTitle(): string {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const section = pathname.split('/')[1];
  if (section === DASHBOARD_PATH.split('/')[1]) return translate('app.menu.dashboard');
  const resource = adminResources.find((r) => r.contract.name === section);
  if (!resource) return translate('app.viewError.title');
  return resource.menuLabel ? translate(resource.menuLabel) : getResourceLabel(resource.contract.name, 2);
}

function ViewError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const translate = useTranslate();
  const title = useFailedPageTitle();
  const loadFailure = isViewLoadFailure(error);
  useEffect(() => {
    if (!loadFailure) return;
    window.addEventListener('online', onRetry);
    // A server that was down (not the link) never makes the browser say "online": tried again as lists are, every
    // 30 s, so the page comes by itself once the server is back (audit 32-N: it stayed on the error).
    const timer = setInterval(onRetry, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', onRetry);
      clearInterval(timer);
    };
  }, [loadFailure, onRetry]);
  return (
    <Box sx={{ my: 2 }}>
      {/* An element, not a string: react-admin's Title would translate a string again. */}
      <Title title={<span>{title}</span>} />
      <Alert
        severity="error"
        role="alert"
        action={
          <>
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('app.common.retry')}
            </Button>
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {translate('app.viewError.reload')}
            </Button>
          </>
        }
      >
        {loadFailure
          ? `${translate('app.viewError.loadFailed')} ${translate('app.common.askedAgainEvery', { seconds: RETRY_EVERY_MS / 1000 })}`
          : translate('app.viewError.failed')}
      </Alert>
    </Box>
  );
}
