/** Blog posts, reviews/ads and events (spec §3, §7); the §5 Blog and Review rules (zod) are in contentSchemas.ts. */
import { route } from '../api';
import { listKeys, resourceContract } from '../resource';

export type { Blog, BlogInput, Review, ReviewInput } from './contentSchemas';

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
});

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
    list: route('GET', 'event/list', { query: [...listKeys('active'), 'when'] }),
    status: route('PATCH', 'event/status/update/:id'),
  },
  filter: 'active',
  // Spec: "statusFilter always 1" = the active filter's ALL (interface.md).
  fixedQuery: { statusFilter: 1 },
  sortable: ['createdAt', 'name', 'title', 'dateTime', 'address'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'title', 'agenda', 'details', 'address'],
});

/** The events list's `when` (an extension): events from now on, or before now; events without a date are in neither. */
export const eventTimes = ['upcoming', 'past'] as const;
