/** Services with fees, their orders and the orders' one-time codes. */
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isActive, lngLat, searchIndex, sortIndex, stringList, timestamps, textSortKeys } from './common';

export const services = pgTable(
  'services',
  {
    _id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    highlights: stringList('highlights'),
    teluguTitle: text('teluguTitle').notNull().default(''),
    teluguDescription: text('teluguDescription').notNull().default(''),
    teluguHighlights: stringList('teluguHighlights'),
    fee: doublePrecision('fee').notNull().default(0),
    icon: text('icon').notNull().default(''),
    images: stringList('images'),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('title'),
  },
  (t) => [
    ...[t.createdAt, t.title, t.fee, t.isActive].map((c) => sortIndex('services', t, c)),
    ...[t.title, t.description, t.teluguTitle, t.teluguDescription].map((c) => searchIndex('services', c)),
  ],
);

export const serviceOrders = pgTable(
  'service_orders',
  {
    _id: id(),
    orderNo: text('orderNo').notNull(),
    address: text('address').notNull().default(''),
    ...lngLat(),
    serviceId: uuid('serviceId').references(() => services._id, { onDelete: 'set null' }),
    serviceName: text('serviceName').notNull().default(''),
    /** The service's fee when the order was placed; the dashboard's income sums it. */
    fee: doublePrecision('fee').notNull().default(0),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    plotLength: doublePrecision('plotLength').notNull().default(0),
    plotWidth: doublePrecision('plotWidth').notNull().default(0),
    additionalInfo: text('additionalInfo').notNull().default(''),
    plotNo: text('plotNo').notNull().default(''),
    ventureName: text('ventureName').notNull().default(''),
    plotFacing: integer('plotFacing').notNull().default(0),
    /** 'Pending' | 'Completed' | 'Failed'. */
    status: text('status').notNull().default('Pending'),
    images: stringList('images'),
    submissionType: integer('submissionType').notNull().default(0),
    completedAt: timestamp('completedAt', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
    ...textSortKeys('orderNo', 'serviceName', 'name', 'email', 'plotNo', 'ventureName', 'status'),
  },
  (t) => [
    uniqueIndex('service_orders_order_no_idx').on(t.orderNo),
    // orderNo sorted by the key computed on every row, 0.9 s a page on 100,000 orders, its export 95 s (audit 30-G).
    ...[t.createdAt, t.orderNo, t.serviceName, t.name, t.email, t.plotNo, t.ventureName, t.status].map((c) =>
      sortIndex('service_orders', t, c),
    ),
    index('service_orders_completed_idx').on(t.status, t.completedAt),
    ...[t.orderNo, t.serviceName, t.name, t.email, t.plotNo, t.ventureName, t.address, t.additionalInfo].map((c) =>
      searchIndex('service_orders', c),
    ),
  ],
);

export const orderOtps = pgTable(
  'order_otps',
  {
    _id: id(),
    orderId: uuid('orderId')
      .notNull()
      .references(() => serviceOrders._id, { onDelete: 'cascade' }),
    /** 'user' (checked by SUBMIT) or 'admin' (checked by FORCE_SUBMIT). */
    kind: text('kind').notNull(),
    codeHash: text('codeHash').notNull(),
    expiresAt: timestamp('expiresAt', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumedAt', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_otps_order_kind_idx').on(t.orderId, t.kind, t.createdAt)],
);
