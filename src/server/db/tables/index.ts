/** The whole schema, for drizzle's relational API and drizzle-kit (drizzle.config.ts points here). */
import { adminUsers, idempotentWrites, loginFailures, passwordResetCodes, sessions } from './auth';
import { blogs, events, reviews } from './content';
import { constructionLeads, propertyLeads, supportRequests } from './leads';
import { outboxMessages } from './outbox';
import { plotsForSale, plotsToBuy } from './plots';
import { excelBatches, excelRows, galleryImages, properties } from './property';
import { orderOtps, serviceOrders, services } from './services';

export {
  adminUsers,
  idempotentWrites,
  loginFailures,
  passwordResetCodes,
  sessions,
  blogs,
  events,
  reviews,
  constructionLeads,
  propertyLeads,
  supportRequests,
  outboxMessages,
  plotsForSale,
  plotsToBuy,
  excelBatches,
  excelRows,
  galleryImages,
  properties,
  orderOtps,
  serviceOrders,
  services,
};

export const schema = {
  adminUsers,
  idempotentWrites,
  loginFailures,
  passwordResetCodes,
  sessions,
  blogs,
  events,
  reviews,
  constructionLeads,
  propertyLeads,
  supportRequests,
  outboxMessages,
  plotsForSale,
  plotsToBuy,
  excelBatches,
  excelRows,
  galleryImages,
  properties,
  orderOtps,
  serviceOrders,
  services,
};
export type Schema = typeof schema;
