import { useMediaQuery, type Theme } from '@mui/material';
import { SortButton } from 'react-admin';

/**
 * Sorting for a list shown as cards on a phone, which have no column headers to click (services, blog, a
 * spreadsheet's rows…): react-admin's Sort menu with the given fields. Nothing from 600 px up, where the table's
 * headers sort, nor for fewer than two fields.
 */
export function PhoneSortButton({ fields }: { fields: readonly string[] }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return isSmall && fields.length > 1 ? <SortButton fields={[...fields]} /> : null;
}
