/** Property listings: CRUD from the contract, with sub-items merged by `_id` (see subItems.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { availabilityStatus, plotType } from '@shared/enums';
import { propertyWithSchemas } from '@shared/resources/propertySchemas';
import { properties } from '../../db/tables/index';
import type { StoredFaq, StoredImage, StoredPropertyReview } from '../../db/tables/property';
import { registerCrud } from '../crud/crudRoutes';
import { intFilter } from '../crud/listQuery';
import { filesIn } from '../crud/storedFiles';
import { inputToValues, type Row } from '../crud/wire';
import type { ModuleOptions } from '../registry';
import { mergeSubItems, reviewStamp } from './subItems';

function propertyValues(input: Row, existing: Row | null): Row {
  const values = inputToValues(input);
  const stored = (key: string) => ((existing?.[key] as unknown[]) ?? []) as never[];
  values.faqs = mergeSubItems(input.faqs as StoredFaq[], stored('faqs') as StoredFaq[]);
  values.images = mergeSubItems(input.images as StoredImage[], stored('images') as StoredImage[]);
  values.reviews = mergeSubItems(input.reviews as StoredPropertyReview[], stored('reviews') as StoredPropertyReview[], reviewStamp);
  return values;
}

export const propertyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  registerCrud(app, ctx, {
    contract: propertyWithSchemas,
    table: properties,
    upload: 'image-or-pdf',
    toValues: propertyValues,
    storedFiles: filesIn('images', 'brochure'),
    filters: [intFilter('availabilityStatus', 'availabilityStatus', availabilityStatus.ids), intFilter('plotType', 'plotType', plotType.ids)],
  });
};
