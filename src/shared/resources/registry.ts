/** Every resource contract, in the side menu's order (spec §2). Adding a resource = one line here. */
import { blog, events, review } from './content';
import { constructionLeads, propertyLeads, support } from './leads';
import { plotForSale, plotToBuy } from './plots';
import { imageUpload, property, propertyExcel, propertyExcelRows } from './property';
import { serviceOrder } from './serviceOrder';
import { services } from './services';
import type { ResourceContract } from '../resource';

export const resourceContracts = [
  property,
  services,
  serviceOrder,
  propertyLeads,
  plotForSale,
  plotToBuy,
  constructionLeads,
  blog,
  review,
  support,
  events,
  imageUpload,
  propertyExcel,
  propertyExcelRows,
] as const satisfies readonly ResourceContract[];

export type ResourceName = (typeof resourceContracts)[number]['name'];

export const contractByName: ReadonlyMap<string, ResourceContract> = new Map(resourceContracts.map((c) => [c.name, c]));
