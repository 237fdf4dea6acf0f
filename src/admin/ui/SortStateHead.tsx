import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { DataTableHead, useDataTableSortContext, type DataTableColumnProps, type DataTableHeadProps } from 'react-admin';

/**
 * react-admin's DataTable head, with `aria-sort` on the header of the column the rows are sorted by: react-admin's
 * header cells say only what a click will do next ("Sort by Title ascending", the same on every unsorted column),
 * so a screen reader could not tell how a list was sorted (audit). MUI's TableCell writes `aria-sort` from its
 * `sortDirection`, which a column passes on to its cell; it is given here, in the head only, because a column's
 * props reach its body cells too, where `aria-sort` does not belong. Every DataTable has this head
 * (themes/adminThemes.ts).
 */
export function SortStateHead({ children, ...props }: DataTableHeadProps) {
  const sort = useDataTableSortContext();
  const direction = sort?.order === 'DESC' ? 'desc' : 'asc';
  const withSortState = (column: ReactNode) =>
    sort && isValidElement<DataTableColumnProps>(column) && column.props.source === sort.field
      ? cloneElement(column, { sortDirection: direction })
      : column;
  return <DataTableHead {...props}>{Children.map(children, withSortState)}</DataTableHead>;
}
