/** Blog posts, reviews/ads and events. */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, isActive, searchIndex, sortIndex, timestamps, textSortKeys } from './common';

export const blogs = pgTable(
  'blogs',
  {
    _id: id(),
    title: text('title').notNull(),
    seoTitle: text('seoTitle').notNull().default(''),
    metaTitle: text('metaTitle').notNull(),
    metaDescription: text('metaDescription').notNull(),
    shortDescription: text('shortDescription').notNull(),
    /** Sanitised HTML. */
    longDescription: text('longDescription').notNull(),
    featured: boolean('featured').notNull().default(false),
    thumbImage: text('thumbImage').notNull(),
    file: text('file').notNull(),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('title'),
  },
  (t) => [
    ...[t.createdAt, t.title, t.featured, t.isActive].map((c) => sortIndex('blogs', t, c)),
    ...[t.title, t.seoTitle, t.metaTitle, t.shortDescription].map((c) => searchIndex('blogs', c)),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    _id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** REVIEW=1, AD=2. */
    reviewType: integer('reviewType').notNull(),
    linkUrl: text('linkUrl').notNull().default(''),
    image: text('image').notNull().default(''),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('name'),
  },
  (t) => [
    ...[t.createdAt, t.name, t.reviewType, t.isActive].map((c) => sortIndex('reviews', t, c)),
    ...[t.name, t.description, t.linkUrl].map((c) => searchIndex('reviews', c)),
  ],
);

export const events = pgTable(
  'events',
  {
    _id: id(),
    name: text('name').notNull().default(''),
    title: text('title').notNull().default(''),
    dateTime: timestamp('dateTime', { withTimezone: true, mode: 'date' }),
    agenda: text('agenda').notNull().default(''),
    details: text('details').notNull().default(''),
    address: text('address').notNull().default(''),
    link: text('link').notNull().default(''),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('name', 'title', 'address'),
  },
  (t) => [
    ...[t.createdAt, t.name, t.title, t.dateTime, t.address].map((c) => sortIndex('events', t, c)),
    ...[t.name, t.title, t.agenda, t.details, t.address].map((c) => searchIndex('events', c)),
  ],
);
