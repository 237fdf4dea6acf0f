/** Blog posts (HTML sanitised on write), reviews/ads (filter by reviewType; 3 or absent = all) and events. */
import { gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { reviewType } from '@shared/enums';
import { showsContent } from '@shared/fieldSchemas';
import { events as eventsContract } from '@shared/resources/content';
import { blogWithSchemas, reviewWithSchemas } from '@shared/resources/contentSchemas';
import { v } from '@shared/validation';
import { blogs, events, reviews } from '../../db/tables/index';
import { invalidInput } from '../../plugins/errors';
import { registerCrud } from '../crud/crudRoutes';
import { intFilter, type ListFilter } from '../crud/listQuery';
import { filesIn } from '../crud/storedFiles';
import { inputToValues, type Row } from '../crud/wire';
import type { ModuleOptions } from '../registry';
import { sanitizeHtml } from './sanitizeHtml';

/** The post with its HTML sanitised; HTML that showed only what sanitising removes (a script) is refused as empty. */
function blogValues(input: Row): Row {
  const longDescription = sanitizeHtml(String(input.longDescription ?? ''));
  if (!showsContent(longDescription)) throw invalidInput('longDescription', v.longDescription);
  return { ...inputToValues(input), longDescription };
}

export const contentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  registerCrud(app, ctx, { contract: blogWithSchemas, table: blogs, upload: 'image', toValues: blogValues, storedFiles: filesIn('thumbImage', 'file') });
  registerCrud(app, ctx, {
    contract: reviewWithSchemas,
    table: reviews,
    upload: 'image',
    storedFiles: filesIn('image'),
    labelOf: (row) => (row.reviewType === reviewType.values.AD ? 'ad' : 'review'),
    filters: [intFilter('reviewType', 'reviewType', [reviewType.values.REVIEW, reviewType.values.AD], [reviewType.values.ALL])],
  });
  registerCrud(app, ctx, { contract: eventsContract, table: events, filters: [eventTimeFilter] });
};

/** `when=upcoming|past` on the events list: what triage asks first is what is coming (audit 32-O). */
const eventTimeFilter: ListFilter = {
  key: 'when',
  where(value, columns) {
    if (value === 'upcoming') return gte(columns.dateTime, new Date());
    if (value === 'past') return lt(columns.dateTime, new Date());
    throw invalidInput('when', v.invalidValue);
  },
};
