/**
 * The ceiling of the API benchmark: a bare Fastify process answering each list scenario with a fixed page (the
 * very JSON our API returned for it), so the figure is HTTP + JSON serialisation with no database and no auth.
 * Env: PORT, BODIES (a JSON file `{ "<scenario>": <answer body> }`). Route: GET /page/:scenario.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.BODIES ?? '', 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
app.get<{ Params: { scenario: string } }>('/page/:scenario', async (request, reply) => {
  const body = bodies[request.params.scenario];
  if (body === undefined) return reply.status(404).send({ message: 'unknown scenario' });
  return body;
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
