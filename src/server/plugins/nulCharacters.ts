/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a body or query string made the database fail and the
 * call answer 500. Such input is refused up front with a 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { serverText } from '@shared/serverMessages';
import { invalidInput } from './errors';

/** The dotted path of the first string (or key) holding a NUL, '' for the value itself; null when none does. */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || !isPlainData(value)) return null; // never a Buffer or stream (uploads)
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = pathOfNul(inner, here);
    if (found !== null) return found;
  }
  return null;
}

/** Parsed JSON or a parsed query string (whose prototype is its parser's own): not a Buffer or a stream. */
function isPlainData(value: object): boolean {
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params, request.body]) {
      const field = pathOfNul(part);
      if (field !== null) throw invalidInput(field, serverText('nulCharacter'));
    }
  });
}
