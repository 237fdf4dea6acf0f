import { AddItemButton, useSimpleFormIterator } from 'react-admin';
import { useFormContext } from 'react-hook-form';

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * The Add button of a list of single texts (a SimpleFormIterator's `addButton`): the cursor goes to the row to type
 * in. react-admin's own button left the focus on itself, and did nothing at all when the last row was still empty; a
 * second empty row is no use anyway, so an empty last row is where the cursor goes.
 */
export function AddRowButton() {
  const { add, source } = useSimpleFormIterator();
  const { getValues, setFocus } = useFormContext();
  const focusRow = (index: number) => {
    // After the added row's input has mounted and registered.
    requestAnimationFrame(() => setFocus(`${source}.${index}`));
  };
  const onClick = () => {
    const rows = (getValues(source) as unknown[] | undefined) ?? [];
    const last = rows.length - 1;
    if (last >= 0 && isBlank(rows[last])) return focusRow(last);
    add();
    focusRow(rows.length);
  };
  return <AddItemButton onClick={onClick} />;
}
