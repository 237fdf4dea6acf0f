import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import type { MouseEvent } from 'react';
import { Button, useListContext } from 'react-admin';
import { hasAppliedFilters } from './filters';
import { FILTERS_CLEARED_EVENT, listRootOf, SEARCH_BOX_SELECTOR } from './listSearchBox';

/**
 * Every Clear filters of a list (its actions', the empty result's, a refused filter's): all filters dropped, a
 * pending search too, and the focus in the search box, since the pressed button leaves with the filters.
 */
export function useClearFilters() {
  const { setFilters } = useListContext();
  return (event: MouseEvent<HTMLElement>) => {
    const list = listRootOf(event.currentTarget);
    event.currentTarget.dispatchEvent(new CustomEvent(FILTERS_CLEARED_EVENT, { bubbles: true }));
    setFilters({}, []);
    list?.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR)?.focus();
  };
}

/**
 * Clear filters in a list's actions, while a search, a filter or a date range narrows a list that has rows: undoing
 * three of them took three separate actions (the status select, the search's ×, the range's Clear), and react-admin
 * offers its Clear filters only once nothing matches (ours: ListNoResults, which then stands alone). The fixed filter
 * of an embedded list (`filter`) is not the visitor's and stays. The icon is the button's child: on a phone
 * react-admin's Button shows only its children (a `startIcon` left an empty button there).
 */
export function ClearFiltersButton() {
  const { filterValues, total } = useListContext();
  const clear = useClearFilters();
  if (!hasAppliedFilters(filterValues) || total === 0) return null;
  return (
    <Button label="ra.navigation.clear_filters" onClick={clear}>
      <FilterListOffIcon />
    </Button>
  );
}
