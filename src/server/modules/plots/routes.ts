/** Plots for sale (list, get, isActive toggle) and plots to buy (list, get, status by action segment, If-Match as the toggles). */
import type { FastifyPluginAsync } from 'fastify';
import { statusCodes } from '@shared/api';
import { statusFilter } from '@shared/enums';
import { plotForSale, plotToBuy, plotToBuyRoutes } from '@shared/resources/plots';
import { resourceLabel, serverText } from '@shared/serverMessages';
import { v } from '@shared/validation';
import { plotsForSale, plotsToBuy } from '../../db/tables/index';
import { AppError, notFound } from '../../plugins/errors';
import { registerCrud } from '../crud/crudRoutes';
import { intFilter } from '../crud/listQuery';
import { requestPrecondition } from '../crud/versions';
import type { ModuleOptions } from '../registry';
import { addRoute, idParam, ok } from '../routing';

export const plotsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  registerCrud(app, ctx, { contract: plotForSale, table: plotsForSale });
  const { OPEN, CLOSE, PENDING } = statusFilter.values;
  const toBuy = registerCrud(app, ctx, { contract: plotToBuy, table: plotsToBuy, filters: [intFilter('status', 'status', [OPEN, CLOSE, PENDING])] });

  addRoute(app, plotToBuyRoutes.setStatus, async (request) => {
    const id = idParam(request);
    const action = (request.params as { action: string }).action;
    if (!['1', '2', '3'].includes(action)) {
      throw new AppError(400, statusCodes.VALIDATION, v.invalidValue, [{ field: 'action', message: v.invalidValue }]);
    }
    const label = resourceLabel(plotToBuy.name);
    const values = { status: Number(action) };
    // As the lists' other status calls: sent with the version the list showed, a status picked on an older list is
    // refused (409) instead of overwriting another admin's change.
    const accepted = requestPrecondition(request);
    const row = await ctx.db.transaction((tx) => toBuy.setStatus(tx, id, values, accepted, () => notFound(label)));
    if (!row) throw notFound(label);
    return ok(serverText('statusUpdated', { label }), toBuy.toWire(row));
  });
};
