/** Lead-like lists: property leads, construction leads and support (contact-us) requests. status OPEN=1, CLOSE=2, PENDING=3. */
import { doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, searchIndex, sortIndex, timestamps, textSortKeys } from './common';
import { properties } from './property';
import { plotsForSale } from './plots';

const leadColumns = () => ({
  _id: id(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  message: text('message').notNull().default(''),
  status: integer('status').notNull().default(1),
  ...timestamps(),
});

export const propertyLeads = pgTable(
  'property_leads',
  {
    ...leadColumns(),
    /** PROPERTY=1, PLOT=2. */
    leadType: integer('leadType').notNull().default(1),
    propertyId: uuid('propertyId').references(() => properties._id, { onDelete: 'set null' }),
    plotId: uuid('plotId').references(() => plotsForSale._id, { onDelete: 'set null' }),
    relatedTitle: text('relatedTitle').notNull().default(''),
    ...textSortKeys('name', 'email'),
  },
  (t) => [
    ...[t.createdAt, t.name, t.email, t.status, t.leadType].map((c) => sortIndex('property_leads', t, c)),
    ...[t.name, t.phone, t.email, t.message, t.relatedTitle].map((c) => searchIndex('property_leads', c)),
  ],
);

export const constructionLeads = pgTable(
  'construction_leads',
  {
    ...leadColumns(),
    address: text('address').notNull().default(''),
    plotSize: text('plotSize').notNull().default(''),
    budget: doublePrecision('budget').notNull().default(0),
    ...textSortKeys('name', 'email'),
  },
  (t) => [
    ...[t.createdAt, t.name, t.email, t.status, t.budget].map((c) => sortIndex('construction_leads', t, c)),
    ...[t.name, t.phone, t.email, t.message, t.address].map((c) => searchIndex('construction_leads', c)),
  ],
);

export const supportRequests = pgTable(
  'support_requests',
  { ...leadColumns(), subject: text('subject').notNull().default(''), ...textSortKeys('name', 'email', 'subject') },
  (t) => [
    ...[t.createdAt, t.name, t.email, t.status, t.subject].map((c) => sortIndex('support_requests', t, c)),
    ...[t.name, t.phone, t.email, t.subject, t.message].map((c) => searchIndex('support_requests', c)),
  ],
);
