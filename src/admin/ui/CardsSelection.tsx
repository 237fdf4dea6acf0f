import { Box, Checkbox, FormControlLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, useListContext, useTranslate, type Identifier } from 'react-admin';
import { useRowControlName } from './useRowControlName';

/**
 * Selection on a list's cards, as its table has it: the bar with the bulk actions (it covers this row as it covers
 * a table's header row, listLayout.ts) and Select all for the page, above the cards. Without it a phone could not
 * act on several records at once (audit 31-J).
 */
export function CardsSelectionBar({ children }: { children: ReactNode }) {
  const { data = [], selectedIds, onSelect } = useListContext();
  const translate = useTranslate();
  const pageIds = data.map((record) => record.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  const selectPage = (checked: boolean) =>
    onSelect(checked ? [...new Set([...selectedIds, ...pageIds])] : selectedIds.filter((id) => !pageIds.includes(id)));
  return (
    <>
      <BulkActionsToolbar>{children}</BulkActionsToolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, borderBottom: 1, borderColor: 'divider' }}>
        {/* Named on screen too: alone above the cards, a bare box read as nothing (a table has its header row). */}
        <FormControlLabel
          sx={{ ml: 0 }}
          label={translate('ra.action.select_all')}
          slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
          control={
            <Checkbox
              checked={allOnPage}
              indeterminate={!allOnPage && pageIds.some((id) => selectedIds.includes(id))}
              onChange={(event) => selectPage(event.target.checked)}
            />
          }
        />
      </Box>
    </>
  );
}

/** A card's own box in the selection, named with its record as a table row's is (useRowControlName). */
export function CardCheckbox({ id }: { id: Identifier }) {
  const { selectedIds, onToggleItem } = useListContext();
  const named = useRowControlName();
  return (
    <Checkbox
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      slotProps={{ input: { 'aria-label': named('ra.action.select_row') } }}
      sx={{ flexShrink: 0 }}
    />
  );
}
