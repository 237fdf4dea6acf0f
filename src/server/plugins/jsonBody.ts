/**
 * JSON bodies: Fastify's safe parser (prototype-poisoning refused), but an empty body is accepted as "no body",
 * because the spec's status calls (POST/PATCH with no body) may still send `Content-Type: application/json`.
 * A body nested deeper than any of the API's is refused before parsing: 4000 levels overflowed the stack of the
 * code that walks bodies (a 500 from an 8 kB request, before sign-in).
 * No text/plain parser: Fastify's default one handed the text to the routes, which read JSON sent as text/plain as
 * "Invalid value" on a field "" (audit); it is refused as an unsupported content type, as other non-JSON types are.
 */
import type { FastifyInstance } from 'fastify';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { AppError } from './errors';

export const MAX_JSON_DEPTH = 32;

/** How deep the text's arrays and objects nest, counted without parsing (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return done(new AppError(400, statusCodes.MALFORMED_BODY, serverText('jsonTooDeep', { limit: String(MAX_JSON_DEPTH) })), undefined);
    }
    return parse(request, text, done);
  });
}
