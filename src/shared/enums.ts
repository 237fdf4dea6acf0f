/**
 * Enumerations of spec §4 as typed constants. Every value has a translatable label whose i18n key is
 * `app.enums.<enumName>.<KEY>`; `choices` feeds react-admin's SelectInput/ChipField directly.
 * Where the spec lists names without numbers (plot type, size unit, payment option) the numbers are the
 * position in the spec's list, Null being 0.
 */
export type EnumDef<V extends string | number, K extends string = string> = {
  readonly name: string;
  readonly values: Readonly<Record<K, V>>;
  readonly ids: readonly V[];
  readonly choices: readonly { id: V; name: string }[];
  label(value: V): string;
  has(value: unknown): value is V;
};

function defineEnum<const T extends Record<string, string | number>>(
  name: string,
  values: T,
): EnumDef<T[keyof T], Extract<keyof T, string>> {
  type V = T[keyof T];
  const entries = Object.entries(values) as [string, V][];
  const ids = entries.map(([, v]) => v);
  const keyOf = new Map<V, string>(entries.map(([k, v]) => [v, k]));
  return {
    name,
    values: values as Readonly<Record<Extract<keyof T, string>, V>>,
    ids,
    choices: entries.map(([k, v]) => ({ id: v, name: `app.enums.${name}.${k}` })),
    label: (value: V) => `app.enums.${name}.${keyOf.get(value) ?? 'UNKNOWN'}`,
    has: (value: unknown): value is V => keyOf.has(value as V),
  };
}

/** Keeps only the choices whose id is not 0 (the "Null" entries a form must not offer as an answer). */
export function withoutNull<V extends string | number>(def: EnumDef<V>) {
  return def.choices.filter((c) => c.id !== 0);
}

export const approvalStatus = defineEnum('approvalStatus', { PENDING: 1, APPROVED: 2, REJECTED: 3 });
export const availabilityStatus = defineEnum('availabilityStatus', { NULL: 0, OPEN: 1, BOOKED: 2, REGISTERED: 3 });
/** The status filter of lead-like lists (property leads, construction leads, support) and the plot-to-buy status. */
export const statusFilter = defineEnum('statusFilter', { ALL: 0, OPEN: 1, CLOSE: 2, PENDING: 3 });
/** The filter of lists whose items have an isActive toggle. */
export const activeFilter = defineEnum('activeFilter', { ALL: 1, ACTIVE: 2, INACTIVE: 3 });
export const plotType = defineEnum('plotType', {
  NULL: 0,
  APARTMENT: 1,
  HOUSING: 2,
  COMMERCIAL: 3,
  SEMI_COMMERCIAL: 4,
  RETAIL: 5,
  INDUSTRIAL: 6,
  RESIDENTIAL: 7,
});
export const facing = defineEnum('facing', {
  NULL: 0,
  NORTH: 1,
  SOUTH: 2,
  EAST: 3,
  WEST: 4,
  NORTH_EAST: 5,
  NORTH_WEST: 6,
  SOUTH_EAST: 7,
  SOUTH_WEST: 8,
});
export const seller = defineEnum('seller', { OWNER: 1, DEALER: 2 });
export const sizeUnit = defineEnum('sizeUnit', { NULL: 0, SQ_YARDS: 1, SQ_FEET: 2, SQ_METER: 3 });
export const paymentOption = defineEnum('paymentOption', { NULL: 0, SPOT_PAYMENT: 1, DAYS_45: 2, LOAN_OPTION: 3 });
export const approvals = defineEnum('approvals', { HMDA: 'HMDA', DTCP: 'DTCP', GP: 'GP', OTHER: 'OTHER' });
/** REVIEW and AD are a review's type; ALL only exists as a list filter. */
export const reviewType = defineEnum('reviewType', { REVIEW: 1, AD: 2, ALL: 3 });
export const leadType = defineEnum('leadType', { PROPERTY: 1, PLOT: 2 });
export const dashboardDateFilter = defineEnum('dashboardDateFilter', { ALL: 0, TODAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 });
export const excelBatchStatus = defineEnum('excelBatchStatus', {
  PROCESSED: 1,
  PENDING: 2,
  PARTIALLY_PROCESSED: 3,
  PROCESSED_WITH_ERRORS: 4,
  PROCESSING: 5,
  FAILED: 6,
});
export const excelFileStatus = defineEnum('excelFileStatus', {
  PROCESSED: 1,
  PENDING: 2,
  FAILED: 3,
  PROCESSED_WITH_ERROR: 4,
});
/** Order status is text on the wire (interface.md). */
export const orderStatus = defineEnum('orderStatus', { PENDING: 'Pending', COMPLETED: 'Completed', FAILED: 'Failed' });
export const submissionType = defineEnum('submissionType', { NULL: 0, FORCE_SUBMIT: 1, SUBMIT: 2 });

export const allEnums = [
  approvalStatus,
  availabilityStatus,
  statusFilter,
  activeFilter,
  plotType,
  facing,
  seller,
  sizeUnit,
  paymentOption,
  approvals,
  reviewType,
  leadType,
  dashboardDateFilter,
  excelBatchStatus,
  excelFileStatus,
  orderStatus,
  submissionType,
] as const;
