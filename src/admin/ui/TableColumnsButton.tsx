import { useMediaQuery, type Theme } from '@mui/material';
import { ColumnsButton } from 'react-admin';

/**
 * react-admin's Columns button (show, hide and reorder a DataTable's columns, remembered per list), where lists
 * show their table: below `sm` most show cards (SimpleList), which it does not change.
 */
export function TableColumnsButton() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return isSmall ? null : <ColumnsButton />;
}
