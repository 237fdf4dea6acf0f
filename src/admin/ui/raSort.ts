import type { SortPayload } from 'react-admin';

/** react-admin spells sort orders in capitals; the contract writes them as the API does. */
export const raSort = (sort: { readonly field: string; readonly order: 'asc' | 'desc' }): SortPayload => ({
  field: sort.field,
  order: sort.order === 'asc' ? 'ASC' : 'DESC',
});
