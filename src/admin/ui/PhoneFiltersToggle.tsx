import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, GlobalStyles, type Theme } from '@mui/material';
import { useFilterContext, useListContext, useResourceContext, useStore, useTranslate } from 'react-admin';
import { DATE_RANGE_CLASS } from './DateRangeSearch';
import { isAppliedFilter, SEARCH_SOURCE } from './filters';
import { useListHasDateRange } from './listDateRanges';

const RANGE_SOURCES = ['startDate', 'endDate'];

/** How many filters of the list are applied, the search aside; a date range counts once. */
export function countHiddenFilters(filterValues: Record<string, unknown>): number {
  const applied = Object.entries(filterValues).filter(([source, value]) => source !== SEARCH_SOURCE && isAppliedFilter(value));
  const sources = applied.map(([source]) => source);
  return sources.filter((source) => !RANGE_SOURCES.includes(source)).length + (sources.some((s) => RANGE_SOURCES.includes(s)) ? 1 : 0);
}

/**
 * On a phone a list's status filters and date range took half the screen before the first record. There, below
 * `sm`, they fold behind this button (the search stays), which says how many of them are applied; opened or
 * folded is remembered per list; a ListDateRangeFilter among the list's children folds with them. Lists whose
 * only filter is the search do not get the button. It hides them with a style
 * sheet rather than unmounting them: react-admin renders the filter form, and the date range keeps what was typed.
 */
export function PhoneFiltersToggle() {
  const filters = useFilterContext();
  const { filterValues } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const dateRange = useListHasDateRange(resource);
  const [shown, setShown] = useStore<boolean>(`${resource}.phoneFiltersShown`, false);
  const foldable = dateRange || (filters ?? []).some((filter) => (filter as { props?: { source?: string } } | null)?.props?.source !== SEARCH_SOURCE);
  if (!foldable) return null;
  const count = countHiddenFilters(filterValues);
  return (
    <>
      {!shown && (
        <GlobalStyles
          styles={(theme: Theme) => ({
            [theme.breakpoints.down('sm')]: {
              [`.RaList-main .filter-field:not([data-source="${SEARCH_SOURCE}"]), .RaList-main .${DATE_RANGE_CLASS}`]: { display: 'none' },
            },
          })}
        />
      )}
      <Button
        size="small"
        startIcon={<FilterListIcon />}
        aria-expanded={shown}
        onClick={() => setShown(!shown)}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        {count > 0 ? translate('app.filters.toggleCount', { smart_count: count }) : translate('app.filters.toggle')}
      </Button>
    </>
  );
}
