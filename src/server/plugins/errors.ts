/**
 * One error shape for every failure: `{statusCode, message, errors:[{field, message}]}` (interface.md "Errors").
 * Bad input of any kind (malformed JSON, wrong content type, too-large bodies, bad URLs, unknown routes) is a 4xx;
 * a 5xx never reveals internals. `statusCode` values come from `statusCodes` in the shared contract.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { statusCodes, type ApiErrorBody, type ApiFieldError } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { v } from '@shared/validation';
import { validationArgsOf } from '@shared/validationArgs';

export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: number,
    message: string,
    readonly errors: ApiFieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** `label`: the resource's label (resourceLabels in the shared serverMessages). */
export const notFound = (label: string) => new AppError(404, statusCodes.NOT_FOUND, serverText('notFound', { label }));
/** An update of a record deleted meanwhile: the caller's form still holds the changes (same code as notFound). */
export const notFoundOnSave = (label: string) => new AppError(404, statusCodes.NOT_FOUND, serverText('notFoundOnSave', { label }));
export const invalidInput = (field: string, message: string) =>
  new AppError(400, statusCodes.VALIDATION, message, [{ field, message }]);

export function zodFieldErrors(error: z.ZodError): ApiFieldError[] {
  return error.issues.map((issue) => {
    const args = validationArgsOf(issue);
    return { field: issue.path.map(String).join('.'), message: catalogued(issue.message), ...(args && { args }) };
  });
}

/**
 * Our schemas give their messages as keys of the validation catalogue, which the admin shows in its language; a rule
 * without one would send zod's English developer wording ("Too big: expected string to have <=200 characters"), so
 * it reads "Invalid value" on its field instead.
 */
const catalogued = (message: string) => (message.startsWith('app.validation.') ? message : v.invalidValue);

/** Parses with a contract schema; a failure is a 400 whose errors name each field with the schema's i18n key. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error);
  throw new AppError(400, statusCodes.VALIDATION, errors[0]?.message ?? serverText('invalidRequest'), errors);
}

export const errorBody = (statusCode: number, message: string, errors: ApiFieldError[] = []): ApiErrorBody => ({
  statusCode,
  message,
  errors,
});

/** Fastify's own errors for bad requests, mapped onto our codes. */
function fromFrameworkError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(415, statusCodes.UNSUPPORTED_MEDIA_TYPE, serverText('unsupportedContentType'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, statusCodes.PAYLOAD_TOO_LARGE, serverText('bodyTooLarge'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, statusCodes.MALFORMED_BODY, serverText('malformedJson'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, statusCodes.UNSUPPORTED_MEDIA_TYPE, serverText('expectedMultipart'));
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError(429, statusCodes.TOO_MANY_REQUESTS, serverText('tooManyRequests'));
  if (error instanceof SyntaxError) return new AppError(400, statusCodes.MALFORMED_BODY, serverText('malformedJson'));
  if (status >= 400 && status < 500) return new AppError(status, statusCodes.MALFORMED_BODY, error.message || serverText('badRequest'));
  return null;
}

export function sendError(reply: FastifyReply, error: AppError) {
  return reply.status(error.httpStatus).type('application/json; charset=utf-8').send(errorBody(error.statusCode, error.message, error.errors));
}

/** node-postgres's and PostgreSQL's signs of a lost server: a refused or cut connection, SQLSTATE 08xxx and 57P0x. */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|08\w{3}|57P0[1-3])$/;

/**
 * Whether a failure is the PostgreSQL server being out of reach (stopped, restarting, a network cut), through the
 * query wrappers' `cause`s. It answered a bare 500 "Internal server error", /health included, while it was a
 * "try again in a moment" (audit 31-L): writes work again within a second of the server's return.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++, current = current.cause as typeof current) {
    if (typeof current.code === 'string' && UNREACHABLE_CODES.test(current.code)) return true;
    if (typeof current.message === 'string' && /^Connection terminated|timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof AppError ? error : fromFrameworkError(error);
    if (known) {
      if (known.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: known.statusCode, message: known.message }, 'request refused');
      return sendError(reply, known);
    }
    // The client closed the connection before its body was in (an upload's Cancel, a phone losing its network):
    // nothing failed here, and the answer reaches no one. It was logged as an "unexpected error" (audit).
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' && !request.raw.complete) {
      request.log.info({ url: request.url }, 'client closed the request before its end');
      return sendError(reply, new AppError(400, statusCodes.MALFORMED_BODY, serverText('badRequest')));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, 'the database cannot be reached');
      return sendError(reply, new AppError(503, statusCodes.INTERNAL, serverText('databaseUnreachable')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, new AppError(500, statusCodes.INTERNAL, serverText('internalError')));
  });
}

/**
 * Unknown API routes (the SPA plugin handles non-API GETs before this): 404, or 405 when the path is known with other
 * methods, which `allowedMethods` lists (methodNotAllowed.ts).
 */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply, allowedMethods: (path: string) => string[] = () => []) {
  const path = request.url.split('?')[0];
  const allowed = allowedMethods(path);
  if (allowed.length > 0) {
    void reply.header('allow', allowed.join(', '));
    return sendError(reply, new AppError(405, statusCodes.NOT_FOUND, serverText('methodNotAllowed', { method: request.method, path, allowed: allowed.join(', ') })));
  }
  return sendError(reply, new AppError(404, statusCodes.NOT_FOUND, serverText('routeNotFound', { method: request.method, path })));
}

/** Fastify's framework errors (bad URL encoding, …) reach us here instead of the error handler. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = fromFrameworkError(error) ?? new AppError(400, statusCodes.MALFORMED_BODY, serverText('badRequest'));
  return sendError(reply, known);
}

/**
 * Requests Node's HTTP parser refuses before Fastify routes them (an address or headers over its 16 kB, a request
 * that never finished arriving, malformed HTTP) get the API's error shape too; Fastify's own answer had no `errors`.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  // A reset connection has nobody left to answer (Node's and Fastify's default handlers do the same).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new AppError(408, statusCodes.MALFORMED_BODY, serverText('requestTimeout'))
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError(431, statusCodes.MALFORMED_BODY, serverText('headersTooLarge'))
        : new AppError(400, statusCodes.MALFORMED_BODY, serverText('badRequest'));
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify(errorBody(refusal.statusCode, refusal.message, refusal.errors));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.httpStatus} ${STATUS_CODES[refusal.httpStatus]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
