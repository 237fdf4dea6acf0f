/** Blog posts, reviews/ads and events (spec §3, §5 Blog and Review rules, §7). */
import { z } from 'zod';
import { route } from '../api';
import { reviewType } from '../enums';
import { HTTP_URL, isActive, MAX_PREFIX, optionalText, requiredText, storedPrefix } from '../fields';
import { listKeys, resourceContract } from '../resource';
import { v } from '../validation';

export const blogInputSchema = z.object({
  title: requiredText(v.title, 300),
  seoTitle: optionalText(300),
  metaTitle: requiredText(v.metaTitle, 300),
  metaDescription: requiredText(v.metaDescription, 1000),
  shortDescription: requiredText(v.shortDescription, 2000),
  /** Rich-text HTML; the server sanitises it before storing and the admin again before showing it. */
  longDescription: requiredText(v.longDescription, 200_000),
  featured: z.boolean().default(false),
  thumbImage: storedPrefix(v.thumbImage),
  file: storedPrefix(v.blogImage),
  isActive: isActive(),
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type Blog = z.infer<typeof blogInputSchema> & { _id: string; createdAt: string; updatedAt: string };

export const blog = resourceContract({
  name: 'blog',
  routes: {
    list: route('GET', 'admin/blog/list', { query: listKeys('active') }),
    getOne: route('GET', 'admin/blog/get/:id'),
    create: route('POST', 'admin/blog/create'),
    update: route('PUT', 'admin/blog/update/:id'),
    delete: route('DELETE', 'admin/blog/delete/:id'),
    status: route('PATCH', 'admin/blog/status/update/:id'),
    signedUrl: route('POST', 'admin/blog/signed-url'),
  },
  filter: 'active',
  sortable: ['createdAt', 'title', 'featured', 'isActive'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['title', 'seoTitle', 'metaTitle', 'shortDescription'],
  create: blogInputSchema,
  update: blogInputSchema,
});

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
  .superRefine((r, ctx) => {
    if (r.linkUrl && !HTTP_URL.test(r.linkUrl)) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: v.linkUrlInvalid });
    if (r.reviewType !== reviewType.values.AD) return;
    if (!r.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: v.linkUrl });
    if (!r.image) ctx.addIssue({ code: 'custom', path: ['image'], message: v.image });
  });
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type Review = z.infer<typeof reviewInputSchema> & { _id: string; createdAt: string; updatedAt: string };

export const review = resourceContract({
  name: 'review',
  routes: {
    list: route('GET', 'review/admin/list', { query: [...listKeys('active'), 'reviewType'] }),
    getOne: route('GET', 'review/admin/get/:id'),
    create: route('POST', 'review/admin/create'),
    update: route('PUT', 'review/admin/update/:id'),
    delete: route('DELETE', 'review/admin/delete/:id'),
    status: route('PATCH', 'review/admin/status/update/:id'),
    signedUrl: route('POST', 'review/admin/signed-url'),
  },
  filter: 'active',
  sortable: ['createdAt', 'name', 'reviewType', 'isActive'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'description', 'linkUrl'],
  create: reviewInputSchema,
  update: reviewInputSchema,
});

export type Event = {
  _id: string;
  name: string;
  title: string;
  dateTime: string | null;
  agenda: string;
  details: string;
  address: string;
  link: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export const events = resourceContract({
  name: 'events',
  routes: {
    list: route('GET', 'event/list', { query: listKeys('active') }),
    status: route('PATCH', 'event/status/update/:id'),
  },
  filter: 'active',
  // Spec: "statusFilter always 1" = the active filter's ALL (interface.md).
  fixedQuery: { statusFilter: 1 },
  sortable: ['createdAt', 'name', 'title', 'dateTime', 'address'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'title', 'agenda', 'details', 'address'],
});
