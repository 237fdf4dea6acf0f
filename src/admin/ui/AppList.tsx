import { useEffect } from 'react';
import { List, useResourceContext, useStore, type ListProps, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SlowListNotice } from './SlowListNotice';
import { StaleRowsBar } from './StaleRowsBar';
import { useParamsInAddress } from './useParamsInAddress';

function ParamsInAddress({ enabled }: { enabled: boolean }) {
  useParamsInAddress(enabled);
  return null;
}

/**
 * react-admin puts a list back where it was scrolled (RestoreScrollPosition), but only a list that has a position
 * stored: a list never scrolled kept the window where the form before it had been scrolled to reach Save, its
 * first rows (a new post among them) out of sight (audit 32-O). Such a list starts at the top. Runs before
 * react-admin's restore (a child's effect runs first), which then wins when it has a position.
 */
function StartAtTop() {
  const resource = useResourceContext();
  const { pathname } = useLocation();
  const [position] = useStore<number | undefined>(`${resource}.list.scrollPosition`);
  useEffect(() => {
    // Only the page's own list: one shown inside another page (the dashboard's orders) leaves the page alone.
    if (position == null && pathname === `/${resource}` && window.scrollY > 0) window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only, as react-admin's restore
  }, []);
  return null;
}

/**
 * react-admin's List with what every list of the admin does, so that a new list has it by being one (the lint
 * refuses react-admin's List elsewhere): its parameters written into a bare address (useParamsInAddress), unless
 * the list keeps them out of the address (`disableSyncWithLocation`, events); the top of a list never scrolled
 * (StartAtTop); a bar over rows a new search has not
 * replaced yet (StaleRowsBar).
 */
export function AppList<RecordType extends RaRecord = RaRecord>({ children, ...props }: ListProps<RecordType>) {
  return (
    <List<RecordType> {...props}>
      <ParamsInAddress enabled={!props.disableSyncWithLocation} />
      <StartAtTop />
      <StaleRowsBar />
      <SlowListNotice />
      {children}
    </List>
  );
}
