/** Registers a contract Route (method + path relative to /api/v1) on Fastify; the path's `:id` is Fastify's syntax too. */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Route } from '@shared/api';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { AppError } from '../plugins/errors';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function addRoute(app: FastifyInstance, route: Route, handler: Handler, config: FastifyContextConfig = {}) {
  app.route({ method: route.method, url: `/${route.path}`, config: { public: route.public === true, ...config }, handler });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` path parameter, refused with 400 (5021) unless it is an id this server could have issued. */
export function idParam(request: FastifyRequest, name = 'id'): string {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!UUID.test(value)) throw new AppError(400, statusCodes.INVALID_ID, serverText('invalidId', { id: value.slice(0, 64) }), [{ field: name, message: serverText('invalidIdField') }]);
  return value.toLowerCase();
}

export const ok = <T>(message: string, data: T) => ({ message, data });
