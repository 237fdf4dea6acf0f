/** The zod schemas of blog posts and reviews/ads (spec §5 Blog and Review rules); content.ts has the contracts. */
import { z } from 'zod';
import { reviewType } from '../enums';
import { HTTP_URL, MAX_PREFIX } from '../fields';
import { isActive, optionalText, requiredRichText, requiredText, storedPrefix } from '../fieldSchemas';
import { withSchemas } from '../resource';
import { v } from '../validation';
import { blog, review } from './content';

export const blogInputSchema = z.object({
  title: requiredText(v.title, 300),
  seoTitle: optionalText(300),
  metaTitle: requiredText(v.metaTitle, 300),
  metaDescription: requiredText(v.metaDescription, 1000),
  shortDescription: requiredText(v.shortDescription, 2000),
  /** Rich-text HTML; the server sanitises it before storing and the admin again before showing it. */
  longDescription: requiredRichText(v.longDescription, 200_000),
  featured: z.boolean().default(false),
  thumbImage: storedPrefix(v.thumbImage),
  file: storedPrefix(v.blogImage),
  isActive: isActive(),
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type Blog = z.infer<typeof blogInputSchema> & { _id: string; createdAt: string; updatedAt: string };

export const blogWithSchemas = withSchemas(blog, { create: blogInputSchema, update: blogInputSchema });

/** What the ad rule reads: it runs whenever these parsed, whatever the other fields. */
const AD_FIELDS = new Set(['reviewType', 'linkUrl', 'image']);

/** For an ad (reviewType AD) the link URL (http/https) and the image are required too. */
export const reviewInputSchema = z
  .object({
    name: requiredText(v.reviewName, 200),
    description: requiredText(v.description, 5000),
    reviewType: z.union([z.literal(reviewType.values.REVIEW), z.literal(reviewType.values.AD)], { error: v.reviewType }),
    linkUrl: optionalText(MAX_PREFIX),
    image: optionalText(MAX_PREFIX),
    isActive: isActive(),
  })
  .superRefine(
    (r, ctx) => {
      if (r.linkUrl && !HTTP_URL.test(r.linkUrl)) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: v.linkUrlInvalid });
      if (r.reviewType !== reviewType.values.AD) return;
      if (!r.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: v.linkUrl });
      if (!r.image) ctx.addIssue({ code: 'custom', path: ['image'], message: v.image });
    },
    // Also when the name or the description is missing: an empty ad is told everything it lacks at once.
    { when: ({ issues }) => !issues.some((issue) => AD_FIELDS.has(String(issue.path?.[0]))) },
  );
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type Review = z.infer<typeof reviewInputSchema> & { _id: string; createdAt: string; updatedAt: string };

export const reviewWithSchemas = withSchemas(review, { create: reviewInputSchema, update: reviewInputSchema });
