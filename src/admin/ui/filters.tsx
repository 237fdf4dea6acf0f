/** List filter inputs shared by the lists: search box and the two status filters of the contract. */
import { SelectInput } from 'react-admin';
import { activeFilter, statusFilter } from '@shared/enums';
import { ListSearchInput } from './ListSearchInput';

/** Free-text search sent as `search`. */
export const searchFilter = () => <ListSearchInput key="q" source="q" alwaysOn />;

/** ALL / ACTIVE / INACTIVE on isActive (statusFilter 1/2/3). */
export const activeFilterInput = () => (
  <SelectInput
    key="statusFilter"
    source="statusFilter"
    label="app.filters.active"
    // ALL is the empty choice (no filter sent): listed once, not again as a choice.
    choices={activeFilter.choices.filter((c) => c.id !== activeFilter.values.ALL)}
    emptyText="app.enums.activeFilter.ALL"
    emptyValue=""
    alwaysOn
  />
);

/** ALL / OPEN / CLOSE / PENDING on a lead's status (statusFilter 0..3). */
export const statusFilterInput = () => (
  <SelectInput
    key="statusFilter"
    source="statusFilter"
    label="app.filters.status"
    choices={statusFilter.choices.filter((c) => c.id !== 0)}
    emptyText="app.enums.statusFilter.ALL"
    emptyValue=""
    alwaysOn
  />
);
