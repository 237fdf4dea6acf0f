/** The zod schema of a service (spec §5 Service rules); services.ts has the contract. */
import { z } from 'zod';
import { MIN_IMAGES } from '../api';
import { isInPaise, MAX_AMOUNT, MAX_PREFIX } from '../fields';
import { isActive, optionalList, optionalText, requiredList, requiredText, storedPrefix } from '../fieldSchemas';
import { withSchemas } from '../resource';
import { v } from '../validation';
import { services } from './services';

export const serviceInputSchema = z.object({
  // Required, though spec §5 lists only description, highlights and fee: services are named by their title (README).
  title: requiredText(v.title, 200),
  description: requiredText(v.description),
  highlights: requiredList(v.highlights),
  teluguTitle: optionalText(200),
  teluguDescription: optionalText(),
  teluguHighlights: optionalList(),
  /** Rupees; the spec's default is 0. */
  fee: z.number({ error: v.fee }).min(0, v.feeNonNegative).max(MAX_AMOUNT, v.amountTooLarge).refine(isInPaise, v.amountPaise).default(0),
  icon: z.string().max(MAX_PREFIX).nullish().transform((s) => s ?? ''),
  images: z.array(storedPrefix(v.imagesRequired), { error: v.imagesRequired }).min(MIN_IMAGES, v.minImages),
  isActive: isActive(),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type Service = z.infer<typeof serviceInputSchema> & { _id: string; createdAt: string; updatedAt: string };

export const servicesWithSchemas = withSchemas(services, { create: serviceInputSchema, update: serviceInputSchema });
