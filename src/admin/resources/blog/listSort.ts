import type { SortPayload } from 'react-admin';
import type { ResourceContract } from '@shared/resource';

/** The contract's default sort in react-admin's spelling (ASC/DESC); the dataProvider lower-cases it again. */
export const listSort = (contract: ResourceContract): SortPayload => ({
  field: contract.defaultSort.field,
  order: contract.defaultSort.order === 'asc' ? 'ASC' : 'DESC',
});
