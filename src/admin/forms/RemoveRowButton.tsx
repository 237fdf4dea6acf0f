import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { MouseEvent } from 'react';
import { IconButtonWithTooltip, useSimpleFormIterator, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { focusAfterRemoval, REMOVE_BUTTON_CLASS } from './focusAfterRemoval';

/**
 * A SimpleFormIterator's `removeButton`: react-admin's, named with its list and row for screen readers ("Remove:
 * Highlights (Telugu) 2"; the Highlights and their Telugu twin had the same "Remove" buttons), keeping the keyboard
 * in the list once the row is gone.
 */
export function RemoveRowButton({ listName }: { listName?: string }) {
  const { index, remove } = useSimpleFormIteratorItem();
  const { source } = useSimpleFormIterator();
  const translate = useTranslate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // The iterator's root (the list and its Add button); the root itself carries no class of its own.
    const list = event.currentTarget.closest('.RaSimpleFormIterator-list')?.parentElement ?? null;
    remove();
    focusAfterRemoval(list, index);
  };
  const label = listName ? `${translate('ra.action.remove')}: ${translate(listName, { _: listName })} ${index + 1}` : 'ra.action.remove';
  // react-admin's RemoveItemButton, whose props type leaves out onClick.
  return (
    <IconButtonWithTooltip label={label} size="small" color="warning" onClick={onClick} className={`${REMOVE_BUTTON_CLASS} ${REMOVE_BUTTON_CLASS}-${source}-${index}`}>
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
}
