/**
 * What a resource is, written once: its name (the spec's route segment, also the admin URL, folder and
 * i18n key), its API calls, which list filter it uses, its sortable and searchable fields and its schemas.
 * The admin's dataProvider and the server's routes both read this; neither branches on a resource name.
 *
 * A resource's contract (resources/<name>.ts) holds no zod schema, so the admin's shell and lists load no zod;
 * its input schemas live in resources/<name>Schemas.ts, which also adds them to the contract for the server
 * (`withSchemas`). Forms and the server import the schemas module.
 */
import type { z } from 'zod';
import type { ListQueryKey, Route } from './api';

export type ResourceRoutes = {
  list?: Route;
  getOne?: Route;
  create?: Route;
  update?: Route;
  delete?: Route;
  /** Status change with no body (isActive toggle, or the lead status cycle). */
  status?: Route;
  signedUrl?: Route;
};

export type ResourceContract = {
  readonly name: string;
  readonly routes: ResourceRoutes;
  /** 'active' → statusFilter is the active filter on isActive; 'status' → statusFilter on `status`; 'none'. */
  readonly filter: 'active' | 'status' | 'none';
  /** Query values every list call carries whatever the user chose (spec: events and plots to buy → statusFilter 1). */
  readonly fixedQuery?: Partial<Record<ListQueryKey, string | number>>;
  readonly sortable: readonly string[];
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
  /** Text fields the server's `search` matches (case-insensitive substring, Telugu included). */
  readonly searchable: readonly string[];
  /**
   * Of `searchable`, the phone numbers: a search that is a phone number, written any way (+91, spaces, dashes,
   * a leading 0), also finds them by their digits alone.
   */
  readonly phoneSearchable?: readonly string[];
  /** Which meta field carries the list size: most lists give `total`, the image list `totalPages`. */
  readonly listTotal?: 'total' | 'totalPages';
  readonly defaultPageSize?: number;
  readonly record?: z.ZodType;
  readonly create?: z.ZodType;
  readonly update?: z.ZodType;
};

export function resourceContract<const C extends ResourceContract>(c: C): C {
  return c;
}

/** The contract with the schemas its create and update calls validate. */
export function withSchemas<const C extends ResourceContract, const S extends Pick<ResourceContract, 'create' | 'update'>>(contract: C, schemas: S): C & S {
  return { ...contract, ...schemas };
}

/** Standard list query keys for a list of the given filter kind. */
export function listKeys(filter: ResourceContract['filter'], dates = true): ListQueryKey[] {
  const keys: ListQueryKey[] = ['pageNo', 'pageSize', 'search', 'orderBy', 'orderDirection'];
  if (filter !== 'none') keys.push('statusFilter');
  if (dates) keys.push('startDate', 'endDate');
  return keys;
}
