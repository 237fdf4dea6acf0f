/**
 * JSON bodies: Fastify's safe parser (prototype-poisoning refused), but an empty body is accepted as "no body",
 * because the spec's status calls (POST/PATCH with no body) may still send `Content-Type: application/json`.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
}
