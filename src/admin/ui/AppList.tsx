import { List, type ListProps, type RaRecord } from 'react-admin';
import { StaleRowsBar } from './StaleRowsBar';
import { useParamsInAddress } from './useParamsInAddress';

function ParamsInAddress({ enabled }: { enabled: boolean }) {
  useParamsInAddress(enabled);
  return null;
}

/**
 * react-admin's List with what every list of the admin does, so that a new list has it by being one (the lint
 * refuses react-admin's List elsewhere): its parameters written into a bare address (useParamsInAddress), unless
 * the list keeps them out of the address (`disableSyncWithLocation`, events); a bar over rows a new search has not
 * replaced yet (StaleRowsBar).
 */
export function AppList<RecordType extends RaRecord = RaRecord>({ children, ...props }: ListProps<RecordType>) {
  return (
    <List<RecordType> {...props}>
      <ParamsInAddress enabled={!props.disableSyncWithLocation} />
      <StaleRowsBar />
      {children}
    </List>
  );
}
