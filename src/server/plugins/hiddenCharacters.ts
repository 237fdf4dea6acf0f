/**
 * Text no field may hold (`hiddenCharacterIn`): a NUL made the database fail and the call answer 500, half of a
 * surrogate pair was stored as "�", a bell or an escape was stored though it shows nothing. Any such character in
 * a body, a query string or a path parameter is refused up front with a 400 naming the field and the character,
 * whatever the route's schema; the schemas' text rules say the same on the form's fields and the import's rows.
 */
import type { FastifyInstance } from 'fastify';
import { statusCodes } from '@shared/api';
import { hiddenCharacterIn } from '@shared/fields';
import { v } from '@shared/validation';
import { AppError } from './errors';

type Found = { field: string; code: string };

/** The dotted path ('' for the value itself) and code of the first hidden character in a string or key; null when none. */
export function findHiddenCharacter(value: unknown, path = ''): Found | null {
  if (typeof value === 'string') {
    const code = hiddenCharacterIn(value);
    return code ? { field: path, code } : null;
  }
  if (value === null || typeof value !== 'object' || !isPlainData(value)) return null; // never a Buffer or stream (uploads)
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const code = hiddenCharacterIn(key);
    if (code) return { field: here, code };
    const found = findHiddenCharacter(inner, here);
    if (found !== null) return found;
  }
  return null;
}

/** Parsed JSON or a parsed query string (whose prototype is its parser's own): not a Buffer or a stream. */
function isPlainData(value: object): boolean {
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

export function refuseHiddenCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params, request.body]) {
      const found = findHiddenCharacter(part);
      if (found === null) continue;
      const args = { code: found.code };
      throw new AppError(400, statusCodes.VALIDATION, v.hiddenCharacter, [{ field: found.field, message: v.hiddenCharacter, args }]);
    }
  });
}
