import { AddItemButton, useSimpleFormIterator, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * The Add button of a list of single texts (a SimpleFormIterator's `addButton`): the cursor goes to the row to type
 * in. react-admin's own button left the focus on itself, and did nothing at all when the last row was still empty; a
 * second empty row is no use anyway, so an empty last row is where the cursor goes. `listName` names it for screen
 * readers ("Add: Highlights (Telugu)") where a form has two such lists.
 */
export function AddRowButton({ listName }: { listName?: string }) {
  const { add, source } = useSimpleFormIterator();
  const translate = useTranslate();
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
  const name = listName ? `${translate('ra.action.add')}: ${translate(listName, { _: listName })}` : undefined;
  return <AddItemButton onClick={onClick} aria-label={name} />;
}
