import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import type { MouseEvent } from 'react';
import { Button, useListContext } from 'react-admin';
import { SEARCH_BOX_SELECTOR } from './ListSearchInput';

/** Whether a filter value narrows the list: react-admin keeps emptied inputs as '' or undefined. */
const applied = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the list is narrowed by any filter of its own (the search, a status, a date range). */
export function hasAppliedFilters(filterValues: Record<string, unknown> | undefined): boolean {
  return Object.values(filterValues ?? {}).some(applied);
}

/**
 * Clear filters in a list's actions, while a search, a filter or a date range narrows a list that has rows: undoing
 * three of them took three separate actions (the status select, the search's ×, the range's Clear), and react-admin
 * offers its Clear filters only once nothing matches (ours: ListNoResults, which then stands alone). The fixed filter
 * of an embedded list (`filter`) is not the visitor's and stays. The button leaves with the filters, so the focus
 * goes to the search box rather than falling to the page.
 */
export function ClearFiltersButton() {
  const { filterValues, setFilters, total } = useListContext();
  if (!hasAppliedFilters(filterValues) || total === 0) return null;
  const clear = (event: MouseEvent<HTMLElement>) => {
    // This list's box: the dashboard shows two lists.
    const search = event.currentTarget.closest('.list-page')?.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR);
    setFilters({}, []);
    search?.focus();
  };
  return <Button label="ra.navigation.clear_filters" onClick={clear} startIcon={<FilterListOffIcon />} />;
}
