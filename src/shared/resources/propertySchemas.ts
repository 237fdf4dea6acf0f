/** The zod schemas of property listings (spec §5 Property rules) and of a spreadsheet upload; property.ts has the contracts. */
import { z } from 'zod';
import { pointSchema } from '../apiSchemas';
import { approvals, availabilityStatus, facing, plotType } from '../enums';
import { isInPaise, liveCount, MAX_AMOUNT, MAX_DELETED_SUB_ITEMS, MAX_PREFIX, MAX_SUB_ITEMS } from '../fields';
import { enumNumber, isActive, optionalText, requiredList, requiredText, storedPrefix } from '../fieldSchemas';
import { withSchemas } from '../resource';
import { v } from '../validation';
import { property } from './property';

const subItem = { _id: z.string().max(64).optional(), isDeleted: z.boolean().default(false) };

export const propertyImageSchema = z.object({ ...subItem, url: requiredText(v.imagesRequired, MAX_PREFIX) });
export const propertyFaqSchema = z.object({
  ...subItem,
  question: requiredText(v.faqQuestion),
  answer: requiredText(v.faqAnswer),
});
export const propertyReviewSchema = z.object({
  ...subItem,
  review: requiredText(v.review),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** A list of sub-items: at most MAX_SUB_ITEMS live ones, with the deleted ones the server keeps sent back beside them. */
const subItems = <T extends z.ZodType<{ isDeleted: boolean }>>(item: T, required: string) =>
  z
    .array(item, { error: required })
    .max(MAX_SUB_ITEMS + MAX_DELETED_SUB_ITEMS, v.tooManyItems)
    .refine((items) => liveCount(items) <= MAX_SUB_ITEMS, { message: v.tooManyItems, params: { max: MAX_SUB_ITEMS } });

/** The body of create and update: every §5 rule. Removing a saved sub-item sends it back with isDeleted. */
export const propertyInputSchema = z.object({
  address: requiredText(v.address),
  propertyNo: optionalText(100),
  areaOfPlot: requiredText(v.areaOfPlot, 200),
  nearbyLocation: requiredText(v.nearbyLocation),
  priceAreaWise: requiredText(v.priceAreaWise, 200),
  pricePerSqft: z.number({ error: v.pricePerSqft }).positive(v.pricePositive).max(MAX_AMOUNT, v.amountTooLarge).refine(isInPaise, v.amountPaise),
  projectSize: requiredText(v.projectSize, 200),
  plotType: enumNumber(plotType.ids, v.plotType),
  amenities: requiredList(v.amenities),
  aboutBuilder: requiredText(v.aboutBuilder),
  locationHighlights: requiredList(v.locationHighlights),
  propertyRatings: z.number({ error: v.propertyRatings }).min(0, v.ratingRange).max(5, v.ratingRange),
  propertyFacing: enumNumber(facing.ids, v.propertyFacing),
  availabilityStatus: enumNumber(availabilityStatus.ids, v.availabilityStatus),
  approvals: z
    .array(z.enum(approvals.ids as [string, ...string[]], { error: v.approvals }), { error: v.approvals })
    .min(1, v.approvals)
    // Each approval once: ["GP", "GP", "GP"] was stored as sent (audit), and an import cell "GP; gp" reads the same.
    .transform((list) => [...new Set(list)]),
  faqs: subItems(propertyFaqSchema, v.faqs).refine((items) => liveCount(items) >= 1, v.faqs),
  reviews: subItems(propertyReviewSchema, v.reviews).refine((items) => liveCount(items) >= 1, v.reviews),
  brochure: storedPrefix(v.brochure),
  images: subItems(propertyImageSchema, v.imagesRequired)
    .refine((items) => liveCount(items) >= 1, v.imagesRequired)
    .refine((items) => liveCount(items) >= 2, v.minImages),
  location: pointSchema.nullish(),
  isActive: isActive(),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type Property = z.infer<typeof propertyInputSchema> & {
  _id: string;
  faqs: (z.infer<typeof propertyFaqSchema> & { _id: string })[];
  reviews: (z.infer<typeof propertyReviewSchema> & { _id: string })[];
  createdAt: string;
  updatedAt: string;
};

export const propertyWithSchemas = withSchemas(property, { create: propertyInputSchema, update: propertyInputSchema });

export const excelUploadSchema = z.object({
  fileName: requiredText(v.invalidValue, MAX_PREFIX),
  originalFileName: requiredText(v.invalidValue, 255),
  /**
   * An extension: refuse (409, IMPORT_REPEATED) a file whose bytes an earlier batch already imported properties
   * from, so the admin can confirm before the listings are created twice; sent again without it to go ahead.
   */
  unlessImportedBefore: z.boolean().optional(),
});
