/** List filter inputs shared by the lists: search box and the two status filters of the contract. */
import { SelectInput } from 'react-admin';
import { activeFilter, statusFilter } from '@shared/enums';
import { ListSearchInput } from './ListSearchInput';

/** The search box's filter (react-admin's `q`), sent as `search`. */
export const SEARCH_SOURCE = 'q';

/** Whether a filter value narrows the list: react-admin keeps an emptied input as '' or undefined. */
export const isAppliedFilter = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the list is narrowed by any filter of its own (the search, a status, a date range). */
export function hasAppliedFilters(filterValues: Record<string, unknown> | undefined): boolean {
  return Object.values(filterValues ?? {}).some(isAppliedFilter);
}

/** Free-text search sent as `search`. */
export const searchFilter = () => <ListSearchInput key={SEARCH_SOURCE} source={SEARCH_SOURCE} alwaysOn />;

type Choice = { id: number | string; name: string };
export type ChoiceFilterProps = { source: string; label: string; choices: readonly Choice[]; allText?: string };

/**
 * A list filter that is always shown: pick one of `choices`, or "All" (the empty choice: no filter sent). An
 * enumeration's own ALL value is that empty choice, so it is left out of `choices` rather than listed twice.
 */
export const choiceFilter = ({ source, label, choices, allText = 'app.filters.all' }: ChoiceFilterProps) => (
  <SelectInput key={source} source={source} label={label} choices={[...choices]} emptyText={allText} emptyValue="" alwaysOn />
);

/** ALL / ACTIVE / INACTIVE on isActive (statusFilter 1/2/3). */
export const activeFilterInput = () =>
  choiceFilter({
    source: 'statusFilter',
    label: 'app.filters.active',
    choices: activeFilter.choices.filter((c) => c.id !== activeFilter.values.ALL),
  });

/** ALL / OPEN / CLOSE / PENDING on a lead's status (statusFilter 0..3; plots to buy send it as `status`). */
export const statusFilterInput = (source = 'statusFilter') =>
  choiceFilter({ source, label: 'app.filters.status', choices: statusFilter.choices.filter((c) => c.id !== statusFilter.values.ALL) });
