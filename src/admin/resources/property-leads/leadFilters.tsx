import { SelectInput } from 'react-admin';
import { leadType } from '@shared/enums';

/** PROPERTY / PLOT filter of the property leads (sent as `leadType`). */
export const leadTypeFilterInput = () => (
  <SelectInput
    key="leadType"
    source="leadType"
    label="app.filters.type"
    choices={[...leadType.choices]}
    emptyText="app.enums.statusFilter.ALL"
    emptyValue=""
    alwaysOn
  />
);
