import { SelectInput } from 'react-admin';
import { orderStatus } from '@shared/enums';
import { searchFilter } from '../../ui/filters';
import { orderKey } from './messages';

/** The list filter sends `status=Pending|Completed`; no value means All. */
const statusChoices = orderStatus.choices.filter((c) => c.id !== orderStatus.values.FAILED);

const statusInput = () => (
  <SelectInput
    key="status"
    source="status"
    label={orderKey('filters.status')}
    choices={[...statusChoices]}
    emptyText={orderKey('filters.all')}
    emptyValue=""
    alwaysOn
  />
);

export const orderFilters = (withStatus: boolean) => (withStatus ? [searchFilter(), statusInput()] : [searchFilter()]);
