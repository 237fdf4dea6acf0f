import { orderStatus } from '@shared/enums';
import { choiceFilter, searchFilter } from '../../ui/filters';
import { orderKey } from './messages';

/** The list filter sends `status=Pending|Completed`; no value means All. */
const statusChoices = orderStatus.choices.filter((c) => c.id !== orderStatus.values.FAILED);

const statusInput = () =>
  choiceFilter({ source: 'status', label: orderKey('filters.status'), choices: statusChoices, allText: orderKey('filters.all') });

export const orderFilters = (withStatus: boolean) => (withStatus ? [searchFilter(), statusInput()] : [searchFilter()]);
