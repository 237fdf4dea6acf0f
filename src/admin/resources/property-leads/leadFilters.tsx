import { leadType } from '@shared/enums';
import { choiceFilter } from '@admin/ui/filters';

/** PROPERTY / PLOT filter of the property leads (sent as `leadType`). */
export const leadTypeFilterInput = () => choiceFilter({ source: 'leadType', label: 'app.filters.type', choices: leadType.choices });
