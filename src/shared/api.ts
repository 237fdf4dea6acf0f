/**
 * Wire conventions shared by the admin and the server (interface.md "Wire conventions").
 * Base prefix /api/v1; lists answer {message, data:{results, meta:{total}}}; errors answer
 * {statusCode, message, errors:[{field, message}]}. The zod schemas of these conventions are in apiSchemas.ts,
 * so that the admin's shell and lists, which need only routes and constants, do not load zod.
 */
export type { ListQuery, Point } from './apiSchemas';

export const API_PREFIX = '/api/v1';
export const DEFAULT_PAGE_SIZE = 10;
export const GALLERY_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const OTP_LENGTH = 4;
/** A one-time code (order OTP, password-reset code) works this long, for this many wrong tries. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const MIN_IMAGES = 2;
/** An order's completion photos: at most this many (50,000 copies of one were accepted, in 5 s). */
export const MAX_IMAGES = 20;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every query key a list call of §7 can take. */
export const listQueryKeys = [
  'pageNo',
  'pageSize',
  'search',
  'orderBy',
  'orderDirection',
  'statusFilter',
  'startDate',
  'endDate',
  'status',
  'reviewType',
  'leadType',
  'dateFilter',
  // Extensions: the property list's filters by availability and plot type (README "API").
  'availabilityStatus',
  'plotType',
  // Extension: events still to come or already past (`eventTimes` in resources/content.ts).
  'when',
] as const;
export type ListQueryKey = (typeof listQueryKeys)[number];

/** One call of the API: the path is relative to API_PREFIX, with `:name` parameters. */
export type Route = {
  readonly method: HttpMethod;
  readonly path: string;
  /** Query keys the call takes (lists). */
  readonly query?: readonly ListQueryKey[];
  /** Extensions beyond spec §7 are documented in the README's API section. */
  readonly extension?: true;
  /** Calls that need no bearer token. */
  readonly public?: true;
};

export function route(method: HttpMethod, path: string, extra: Omit<Route, 'method' | 'path'> = {}): Route {
  return { method, path, ...extra };
}

/** Fills `:name` parameters; throws when one is missing so a wrong call never reaches the network. */
export function buildPath(r: Route, params: Record<string, string | number> = {}): string {
  return r.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${r.path}`);
    return encodeURIComponent(String(value));
  });
}

export const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Optimistic concurrency of the update calls (an extension, README "API"): the caller may send the record's
 * `updatedAt` as it loaded it, as an entity tag (`If-Match: "2024-05-02T09:00:00.000Z"`); the server then refuses the
 * save (HTTP 409, statusCodes.CONFLICT, serverMessages `editConflict`) when the stored record has changed since.
 * Without the header an update saves as the spec's call does. Status calls take none.
 */
export const VERSION_HEADER = 'If-Match';
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;
/** The If-Match header naming a version the caller loaded, or none without one. */
export const versionHeaders = (version: unknown): Record<string, string> | undefined =>
  typeof version === 'string' && version !== '' ? { [VERSION_HEADER]: versionTag(version) } : undefined;

export type ListMeta = { total: number; totalPages?: number };
export type ListResponse<T> = { message: string; data: { results: T[]; meta: ListMeta } };
export type ItemResponse<T> = { message: string; data: T };

/** `args`: the values of the message's placeholders, when it has any (validationArgs.ts). */
export type ApiFieldError = { field: string; message: string; args?: Record<string, string> };
export type ApiErrorBody = { statusCode: number; message: string; errors: ApiFieldError[] };

/**
 * Server statusCodes, taken from the spec's known list (§8). The spec does not say what each means;
 * this is our assignment, and the admin only relies on "known list" membership and 5000.
 */
export const statusCodes = {
  VALIDATION: 1000,
  SESSION_INVALID: 5000,
  INVALID_CREDENTIALS: 5001,
  TOO_MANY_REQUESTS: 5002,
  NOT_FOUND: 5020,
  INVALID_ID: 5021,
  CONFLICT: 5022,
  FORBIDDEN: 5023,
  UPLOAD_BAD_SIGNATURE: 5030,
  UPLOAD_EXPIRED: 5031,
  UPLOAD_TOO_LARGE: 5032,
  UPLOAD_BAD_TYPE: 5033,
  IMPORT_BAD_FILE: 5040,
  IMPORT_NOT_FOUND: 5041,
  /** upload-file with `unlessImportedBefore`: a file with the same bytes was imported before (an extension). */
  IMPORT_REPEATED: 5042,
  MALFORMED_BODY: 5050,
  PAYLOAD_TOO_LARGE: 5051,
  UNSUPPORTED_MEDIA_TYPE: 5052,
  OTP_INVALID: 5070,
  OTP_EXPIRED: 5071,
  OTP_TOO_MANY_ATTEMPTS: 5072,
  OTP_NOT_GENERATED: 5073,
  ORDER_ALREADY_COMPLETED: 5074,
  INTERNAL: 5300,
  /** The mail server refused an OTP or reset-code e-mail. */
  MESSAGE_NOT_SENT: 5301,
} as const;

/** The spec's list of statusCodes whose errors array is shown message by message (§8). */
export const KNOWN_STATUS_CODES: ReadonlySet<number> = new Set([
  ...range(5200, 5211),
  1000,
  ...range(5020, 5026),
  ...range(5070, 5074),
  5300,
  ...range(5000, 5002),
  5301,
  ...range(5050, 5052),
  ...range(5030, 5033),
  50010,
  50011,
  5040,
  5041,
  ...range(5100, 5105),
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Default map centre of spec §9. */
export const DEFAULT_MAP_CENTER = { lat: 26.96, lng: 75.77 } as const;

/** The business runs in India: list date filters and dashboard periods are whole days in this zone (no DST). */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
export const BUSINESS_UTC_OFFSET = '+05:30';
export const BUSINESS_UTC_OFFSET_MINUTES = 5 * 60 + 30;
/** Date filters start no earlier than this year (MUI X pickers' own lower bound): 0026 is a lost keystroke. */
export const EARLIEST_YEAR = 1900;
