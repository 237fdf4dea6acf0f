import { ColumnsButton } from 'react-admin';
import { useCardsLayout } from './useCardsLayout';

/**
 * react-admin's Columns button (show, hide and reorder a DataTable's columns, remembered per list), where lists
 * show their table, not their cards (useCardsLayout), which it does not change.
 */
export function TableColumnsButton() {
  return useCardsLayout() ? null : <ColumnsButton />;
}
