/**
 * Spec §8 as pure functions: which messages an error answer shows, and the react-admin `HttpError` the
 * http client rejects with. Its body keeps the server's fields and adds
 * `errors: { <field>: message, root: { serverError } }` (react-admin "Server-Side Validation"), so a form
 * shows each field's message in place, and `messages`, the list the toast shows.
 */
import { HttpError } from 'react-admin';
import { KNOWN_STATUS_CODES, statusCodes, type ApiFieldError } from '@shared/api';
import { withArgs } from '@admin/forms/messageWithArgs';

/** Shown when an error answer has no body to read (spec §7, §8). */
export const WRONG_SERVICES = 'Wrong Services';

type ErrorEntry = string | { field?: unknown; message?: unknown; args?: unknown };

export type AppHttpErrorBody = {
  statusCode?: number;
  message?: string;
  /** The texts shown to the user, in order. */
  messages: string[];
  /** react-admin's validation shape. */
  errors: Record<string, unknown> & { root: { serverError: string } };
  /** The server's own errors array, untouched. */
  details: ApiFieldError[];
  [key: string]: unknown;
};

export type AppHttpError = HttpError & { body: AppHttpErrorBody };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads an answer's text: JSON when it parses, otherwise "no body". */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function entriesOf(body: Record<string, unknown>): ApiFieldError[] {
  if (!Array.isArray(body.errors)) return [];
  return (body.errors as ErrorEntry[]).flatMap((entry) => {
    if (nonEmpty(entry)) return [{ field: '', message: entry }];
    if (!isRecord(entry) || !nonEmpty(entry.message)) return [];
    const field = nonEmpty(entry.field) ? entry.field : '';
    return [stringArgs(entry.args) ? { field, message: entry.message, args: entry.args } : { field, message: entry.message }];
  });
}

const stringArgs = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

/** An entry's message as shown: with its placeholders' values when it has some (messageWithArgs.ts). */
const shownMessage = (entry: ApiFieldError) => withArgs(entry.message, entry.args);

/** Spec §8: a known statusCode with an errors array shows each error; otherwise the message; no body → 'Wrong Services'. */
export function errorMessages(body: unknown): string[] {
  if (!isRecord(body)) return [WRONG_SERVICES];
  const entries = entriesOf(body);
  if (typeof body.statusCode === 'number' && KNOWN_STATUS_CODES.has(body.statusCode) && entries.length > 0) {
    return [...new Set(entries.map(shownMessage))];
  }
  if (nonEmpty(body.message)) return [body.message];
  return [WRONG_SERVICES];
}

/** Builds the rejection of an error answer (`status` 0 = no answer at all). */
export function toHttpError(status: number, body: unknown, fallbackMessage?: string): AppHttpError {
  const messages = isRecord(body) || !fallbackMessage ? errorMessages(body) : [fallbackMessage];
  const record = isRecord(body) ? body : {};
  const details = entriesOf(record);
  // The server's own message repeats its first error's, without the values that error carries.
  const topMessage = nonEmpty(record.message) && details[0]?.message === record.message ? shownMessage(details[0]) : record.message;
  const message = messages.length === 1 ? messages[0] : nonEmpty(topMessage) ? topMessage : messages.join('\n');
  const fieldErrors: Record<string, string> = {};
  for (const entry of details) if (entry.field && entry.field !== 'root' && !(entry.field in fieldErrors)) fieldErrors[entry.field] = shownMessage(entry);
  const errorBody: AppHttpErrorBody = {
    ...record,
    messages,
    errors: { ...fieldErrors, root: { serverError: message } },
    details,
  };
  return new HttpError(message, status, errorBody) as AppHttpError;
}

export const isSessionRevoked = (body: unknown) => isRecord(body) && body.statusCode === statusCodes.SESSION_INVALID;

export const isHttpError = (error: unknown): error is AppHttpError =>
  error instanceof HttpError || (isRecord(error) && typeof error.status === 'number' && 'body' in error);

/**
 * The admin's rule for retrying a failed query: up to 3 times (react-query's default) for what may pass on its own
 * (network trouble, a 5xx), never for a 4xx answer: asking again gets the same refusal, each try toasts it, and the
 * retries' back-off kept the page waiting ~7 s before it could say so.
 */
/** The server refused the request (4xx): asking the same again gets the same answer. */
export const isRefusal = (error: unknown): boolean => isHttpError(error) && error.status >= 400 && error.status < 500;

/** The answer ended the session (401, or statusCode 5000): the admin is sent to sign in again. */
export const endsSession = (error: unknown): boolean => isHttpError(error) && (error.status === 401 || isSessionRevoked(error.body));

export const retryUnlessRefused = (failureCount: number, error: unknown): boolean => failureCount < 3 && !isRefusal(error);
