/**
 * Every admin resource, in the side menu's order (spec §2). App, Menu and the i18n provider read this list;
 * adding a resource = one line here plus its folder.
 */
import type { AdminResource } from './adminResource';
import { blogResource } from './blog';
import { constructionLeadsResource } from './construction-leads';
import { eventsResource } from './events';
import { imageUploadResource } from './image-upload';
import { plotForSaleResource } from './plot-for-sale';
import { plotToBuyResource } from './plot-to-buy';
import { propertyResource } from './property';
import { propertyExcelResource } from './property-excel';
import { propertyExcelRowsResource } from './property-excel-rows';
import { propertyLeadsResource } from './property-leads';
import { reviewResource } from './review';
import { serviceOrderResource } from './service-order';
import { servicesResource } from './services';
import { supportResource } from './support';

export const adminResources: readonly AdminResource[] = [
  propertyResource,
  servicesResource,
  serviceOrderResource,
  propertyLeadsResource,
  plotForSaleResource,
  plotToBuyResource,
  constructionLeadsResource,
  blogResource,
  reviewResource,
  supportResource,
  eventsResource,
  imageUploadResource,
  propertyExcelResource,
  propertyExcelRowsResource,
];
