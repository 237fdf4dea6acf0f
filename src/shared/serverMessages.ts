/**
 * Every text the server sends as an answer's `message` (or an error's `errors[].message`), written once.
 * Each entry is the exact English wire text with `%{name}` placeholders (polyglot's syntax): the server fills them
 * with `serverText`, the admin recognises a received text with `parseServerMessage` and shows its translation
 * (`app.server.<key>`; English uses these templates as they are, so an English admin shows the wire text).
 *
 * The CRUD texts name the resource by its label (`resourceLabels`, "Property created successfully"); the admin
 * translates the label through `app.server.labels.<resource name>`.
 * Validation errors are not here: they travel as i18n keys (`app.validation.*`, see validation.ts).
 */
import type { ResourceName } from './resources/registry';
import { escapeRegExp } from './regExp';

/** The noun a resource's CRUD texts use, by resource name. */
export const resourceLabels = {
  property: 'Property',
  services: 'Service',
  'service-order': 'Order',
  'property-leads': 'Lead',
  'plot-for-sale': 'Plot',
  'plot-to-buy': 'Plot requirement',
  'construction-leads': 'Construction lead',
  blog: 'Blog',
  review: 'Review',
  // A review of type Ad: ads are saved through the review calls.
  ad: 'Ad',
  support: 'Support request',
  events: 'Event',
  'image-upload': 'Image',
} as const satisfies Partial<Record<ResourceName | 'ad', string>>;

export type LabelledResource = keyof typeof resourceLabels;

export const serverMessageTexts = {
  // CRUD calls of every resource (%{label}: a value of resourceLabels)
  listFetched: '%{label} list fetched successfully',
  fetched: '%{label} fetched successfully',
  created: '%{label} created successfully',
  updated: '%{label} updated successfully',
  deleted: '%{label} deleted successfully',
  statusUpdated: '%{label} status updated successfully',
  notFound: '%{label} not found',
  notFoundOnSave: '%{label} not found: it was deleted after you opened it, so your changes were not saved. They are still in the form.',
  // an update whose If-Match names a version that is no longer the stored one (README "API")
  ifMatchInvalid: 'The If-Match header names no version: send the record\'s updatedAt as loaded, in quotes, or leave the header out',
  tooManyFiles: 'At most %{limit} files per upload',
  otpTooManySent: '%{count} codes were sent for this order in the last few minutes: the next can be sent in %{minutes} min',
  editConflict: 'Someone else changed this record after you opened it, so it was not saved. Your entries are still in the form: press "Get their changes" beside Save (or Refresh in the top bar) to take their changes while keeping yours, then save again.',
  // Idempotency-Key (README "API"): a write sent again while its first sending is still being answered, or a key sent with another write
  writeInProgress: 'This change is still being saved from an earlier try: wait a moment, then check the list before saving again',
  idempotencyKeyInvalid: 'An Idempotency-Key is 16 to 100 letters, digits, - or _',
  idempotencyKeyReused: 'This Idempotency-Key was sent before with another request: send a new key for each change',
  statusConflict: 'This record changed since the list was loaded, so its status was not changed. The list now shows its current state.',
  signedUrlCreated: 'Signed URL created successfully',
  // sign-in, profile, password
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  profileFetched: 'Profile fetched successfully',
  passwordUpdated: 'Password updated successfully',
  registered: 'Registered successfully',
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many failed logins: try again in %{minutes} min',
  registrationDisabled: 'Registration is disabled; ask an administrator for an account',
  registrationOpen: 'Registration is open',
  emailTaken: 'An account with this email already exists',
  resetCodeSent: 'If the account exists, a code has been sent to its email',
  codeVerified: 'Code verified',
  passwordReset: 'Password has been reset, please log in',
  codeWrong: 'The code is wrong, has expired or has had %{tries} wrong tries: check it, or send a new code',
  tokenMissing: 'Token Missing',
  tokenInvalid: 'Invalid Token',
  sessionInvalid: 'Session is no longer valid, please log in again',
  // uploads and the gallery
  fileUploaded: 'File uploaded successfully',
  imagesUploaded: 'Images uploaded successfully',
  uploadTooLarge: 'Files up to %{size} MB are accepted',
  fileTooLarge: 'File is too large',
  fileEmpty: 'The file is empty',
  fileTypeNotAllowed: 'File type not allowed; use %{extensions}',
  allowedExtensions: 'Allowed: %{extensions}',
  csvNotUtf8: 'This .csv is saved as UTF-16 ("Unicode text"): save it as "CSV UTF-8" in Excel and upload it again',
  fileContentMismatch: 'The file is named .%{extension} but its content is not a .%{extension} file',
  uploadSignatureInvalid: 'Invalid upload signature',
  uploadHeaderMissing: 'Missing header %{header}: %{value}',
  uploadExpired: 'The upload URL has expired',
  uploadInterrupted: 'The upload was interrupted',
  fileNotFound: 'File not found',
  // service orders
  otpSentToCustomer: 'OTP sent to the customer',
  otpSentToYou: 'OTP sent to you',
  otpStillValid: 'The OTP sent to the customer earlier is still valid; use Re-generate OTP to send a new one',
  orderCompleted: 'Order completed successfully',
  orderAlreadyCompleted: 'This order is already completed',
  imagesNotUploaded: 'Some images were not uploaded',
  notUploaded: 'Not uploaded: %{files}',
  userOtpNotGenerated: 'No user OTP has been generated for this order',
  adminOtpNotGenerated: 'No admin OTP has been generated for this order',
  otpTooManyAttempts: 'Too many wrong OTP attempts; generate a new OTP',
  otpExpired: 'The OTP has expired; generate a new OTP',
  messageNotSent: 'The e-mail could not be sent: the mail server did not take it. Try again in a moment',
  userOtpInvalid: 'Invalid user OTP',
  adminOtpInvalid: 'Invalid admin OTP',
  // the same, under the OTP boxes and in the toast: how many wrong tries are left before the code is locked
  userOtpInvalidTriesLeft: 'Invalid user OTP (tries left: %{left})',
  adminOtpInvalidTriesLeft: 'Invalid admin OTP (tries left: %{left})',
  userOtpInvalidLastTry: 'Invalid user OTP, and that was the last try: generate a new OTP',
  adminOtpInvalidLastTry: 'Invalid admin OTP, and that was the last try: generate a new OTP',
  // spreadsheet import
  uploadUrlCreated: 'Upload URL created',
  importStarted: 'File uploaded: the import has started',
  importAlreadyRunning: 'This file is already being imported',
  importRepeated: 'This file was imported before, as %{name} on %{importedAt}: %{processedRows} properties were created from it',
  spreadsheetFilesFetched: 'Spreadsheet files fetched',
  spreadsheetRowsFetched: 'Spreadsheet rows fetched',
  spreadsheetNotFound: 'Spreadsheet file not found',
  importWrongType: 'Only .xlsx and .csv files can be imported',
  importFileMissing: 'The file was not found in storage: upload it first',
  // an import batch's failure, kept on the batch (fileEmpty above when it has nothing at all)
  importFileGone: 'The uploaded file is missing from storage',
  importUnreadable: 'The file could not be read: %{reason}',
  importNoDataRows: 'The file has no data rows',
  importMissingColumns: 'Missing columns: %{columns}',
  importStoppedAt: 'Reading stopped after row %{row}: %{reason}',
  // the usual %{reason} of the two above (any other is the reader's own words)
  importReasonNotXlsx: 'this is not an .xlsx workbook',
  importReasonTruncated: 'the file ends too early, as if it was not copied or uploaded in full',
  importReasonDamaged: 'the file is damaged, its contents could not be read',
  importReasonOpenQuote: 'a quote (") opened in row %{row} is never closed, so the rest of the file reads as one cell: close it, or remove it',
  importRowLimit: 'Only the first %{limit} rows were imported',
  importNoValidRow: 'No row is valid: see each row’s errors',
  // dashboard, outbox
  dashboardFetched: 'Dashboard fetched successfully',
  outboxFetched: 'Outbox fetched successfully',
  // requests the server refuses as such
  invalidId: 'Invalid id "%{id}"',
  invalidIdField: 'Invalid id',
  invalidRequest: 'Invalid request',
  badRequest: 'Bad request',
  malformedJson: 'Malformed JSON body',
  jsonTooDeep: 'The JSON body nests more than %{limit} levels deep',
  unsupportedContentType: 'Unsupported content type',
  expectedMultipart: 'Expected multipart/form-data',
  malformedMultipart: 'The upload arrived cut off or malformed: send the images again',
  bodyTooLarge: 'Request body is too large',
  headersTooLarge: 'The request’s address or headers are too large',
  requestTimeout: 'The request took too long to arrive',
  tooManyRequests: 'Too many requests, try again later',
  routeNotFound: 'Route %{method} %{path} not found',
  methodNotAllowed: '%{path} does not take %{method}: it takes %{allowed}',
  internalError: 'Internal server error',
  databaseUnreachable: 'The database cannot be reached just now: try again in a moment',
  /** A request that reached a server on its way down (a restart): asking again shortly reaches the new one. */
  serverClosing: 'The server is restarting. Try again in a moment.',
} as const;

export type ServerMessageKey = keyof typeof serverMessageTexts;

type Placeholders<T extends string> = T extends `${string}%{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
type ArgsOf<K extends ServerMessageKey> = [Placeholders<(typeof serverMessageTexts)[K]>] extends [never]
  ? []
  : [Record<Placeholders<(typeof serverMessageTexts)[K]>, string | number>];

const PLACEHOLDER = /%\{(\w+)\}/g;

/** `template` with its %{placeholders} filled from `args`. */
export const fillPlaceholders = (template: string, args: Record<string, string | number> = {}): string =>
  template.replace(PLACEHOLDER, (_, name: string) => String(args[name]));

/** The English text the server sends for `key`, its placeholders filled with `args`. */
export function serverText<K extends ServerMessageKey>(key: K, ...[args]: ArgsOf<K>): string {
  return fillPlaceholders(serverMessageTexts[key], args as Record<string, string | number> | undefined);
}

/** A resource's label; a resource without one has no CRUD texts (a programming error, caught at start). */
export function resourceLabel(resourceName: string): string {
  const label = (resourceLabels as Record<string, string>)[resourceName];
  if (label === undefined) throw new Error(`No label for resource "${resourceName}" in serverMessages.resourceLabels`);
  return label;
}

const resourceByLabel: ReadonlyMap<string, LabelledResource> = new Map(
  Object.entries(resourceLabels).map(([name, label]) => [label, name as LabelledResource]),
);

/** The resource a label names (the admin's key to translate it: `app.server.labels.<name>`). */
export const resourceOfLabel = (label: string): LabelledResource | undefined => resourceByLabel.get(label);

export type ParsedServerMessage = { key: `app.server.${ServerMessageKey}`; args: Record<string, string> };

// Longest first, so a label that starts with another ("Plot requirement", "Plot") is tried first.
const labelPattern = Object.values(resourceLabels)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

type Matcher = { key: ServerMessageKey; pattern: RegExp; names: string[]; literalLength: number };

function matcherOf(key: ServerMessageKey, template: string): Matcher {
  const names: string[] = [];
  const literals = template.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const source = template.replace(/%\{(\w+)\}|[^%]+|%/g, (part, name: string | undefined) => {
    if (name === undefined) return escapeRegExp(part);
    names.push(name);
    // Only known labels count, so "<anything> not found" is not taken for a resource's message.
    return name === 'label' ? `(${labelPattern})` : '(.+?)';
  });
  return { key, pattern: new RegExp(`^${source}$`, 's'), names, literalLength: literals.join('').length };
}

const exactTexts = new Map<string, ServerMessageKey>();
const matchers: Matcher[] = [];
for (const [key, template] of Object.entries(serverMessageTexts) as [ServerMessageKey, string][]) {
  if (template.includes('%{')) matchers.push(matcherOf(key, template));
  else exactTexts.set(template, key);
}
// The most specific template wins: "Route GET /x not found" before "%{label} not found".
matchers.sort((a, b) => b.literalLength - a.literalLength);

/** Recognises a text the server sends: its i18n key and placeholder values, or null for any other text. */
export function parseServerMessage(text: string): ParsedServerMessage | null {
  const exact = exactTexts.get(text);
  if (exact) return { key: `app.server.${exact}`, args: {} };
  for (const { key, pattern, names } of matchers) {
    const match = pattern.exec(text);
    if (match) return { key: `app.server.${key}`, args: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}
