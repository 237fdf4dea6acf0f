/** Property leads, construction leads and support requests; the public contact-us form creates the latter (rate-limited). */
import type { FastifyPluginAsync } from 'fastify';
import { leadType } from '@shared/enums';
import { constructionLeads as constructionContract, propertyLeads as propertyLeadsContract } from '@shared/resources/leads';
import { supportWithSchemas } from '@shared/resources/leadsSchemas';
import { constructionLeads, propertyLeads, supportRequests } from '../../db/tables/index';
import { registerCrud } from '../crud/crudRoutes';
import { intFilter } from '../crud/listQuery';
import type { ModuleOptions } from '../registry';

export const leadsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  registerCrud(app, ctx, {
    contract: propertyLeadsContract,
    table: propertyLeads,
    filters: [intFilter('leadType', 'leadType', [leadType.values.PROPERTY, leadType.values.PLOT])],
  });
  registerCrud(app, ctx, { contract: constructionContract, table: constructionLeads });
  registerCrud(app, ctx, {
    contract: supportWithSchemas,
    table: supportRequests,
    routeConfig: { create: { rateLimit: { max: ctx.config.CONTACT_RATE_PER_MINUTE, timeWindow: '1 minute' } } },
  });
};
