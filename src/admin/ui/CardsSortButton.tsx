import { SortButton } from 'react-admin';
import { useCardsLayout } from './useCardsLayout';

/**
 * Sorting for a list shown as cards (useCardsLayout: a phone, a tablet beside the menu), which have no column
 * headers to click: react-admin's Sort menu with the given fields. Nothing where the table's headers sort, nor for
 * fewer than two fields.
 */
export function CardsSortButton({ fields }: { fields: readonly string[] }) {
  const cards = useCardsLayout();
  return cards && fields.length > 1 ? <SortButton fields={[...fields]} /> : null;
}
