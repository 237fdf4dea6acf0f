import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Writes a list's parameters into its address when it was entered without any (from the menu, the list at its
 * defaults), replacing that history entry. react-admin keeps such an address bare, and on Back to it the list took
 * its stored parameters instead, the ones it had last: after page 2, Back showed page 2 again, and the entry with
 * page 1 could not be reached. Not for a list that keeps its parameters out of the address (events).
 */
export function useParamsInAddress(enabled = true) {
  const { filterValues, displayedFilters, sort, page, perPage } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const bare = location.search === '';
  useEffect(() => {
    if (!enabled || !bare) return;
    const search = new URLSearchParams({
      filter: JSON.stringify(filterValues ?? {}),
      displayedFilters: JSON.stringify(displayedFilters ?? {}),
      sort: sort.field,
      order: sort.order,
      page: String(page),
      perPage: String(perPage),
    });
    navigate({ search: `?${search.toString()}` }, { replace: true, state: location.state });
    // Once per bare entry: the list's own changes go through react-admin, which writes them into the address.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per bare entry (the comment above)
  }, [enabled, bare]);
}
