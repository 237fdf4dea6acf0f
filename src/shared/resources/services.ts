/** Services with fees (spec §3 Service, §5 Service rules, §7 Service rows). */
import { z } from 'zod';
import { MIN_IMAGES, route } from '../api';
import { isActive, MAX_PREFIX, optionalList, optionalText, requiredList, requiredText, storedPrefix } from '../fields';
import { listKeys, resourceContract } from '../resource';
import { v } from '../validation';

export const serviceInputSchema = z.object({
  title: requiredText(v.title, 200),
  description: requiredText(v.description),
  highlights: requiredList(v.highlights),
  teluguTitle: optionalText(200),
  teluguDescription: optionalText(),
  teluguHighlights: optionalList(),
  /** Rupees; the spec's default is 0. */
  fee: z.number({ error: v.fee }).min(0, v.feeNonNegative).max(1e9, v.tooLong).default(0),
  icon: z.string().max(MAX_PREFIX).nullish().transform((s) => s ?? ''),
  images: z.array(storedPrefix(v.imagesRequired), { error: v.imagesRequired }).min(MIN_IMAGES, v.minImages),
  isActive: isActive(),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type Service = z.infer<typeof serviceInputSchema> & { _id: string; createdAt: string; updatedAt: string };

export const services = resourceContract({
  name: 'services',
  routes: {
    list: route('GET', 'admin/service/list', { query: listKeys('active') }),
    getOne: route('GET', 'admin/service/get/:id'),
    // Extension: the spec shows no service create call.
    create: route('POST', 'admin/service/create', { extension: true }),
    update: route('POST', 'admin/service/update/:id'),
    status: route('PATCH', 'admin/service/status/update/:id'),
    signedUrl: route('POST', 'admin/service/signed-url'),
  },
  filter: 'active',
  sortable: ['createdAt', 'title', 'fee', 'isActive'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['title', 'description', 'teluguTitle', 'teluguDescription'],
  create: serviceInputSchema,
  update: serviceInputSchema,
});
