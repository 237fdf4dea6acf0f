/** Plots for sale and plots to buy (buyers' requirements). */
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, isActive, lngLat, searchIndex, sortIndex, stringList, timestamps, textSortKeys } from './common';

export const plotsForSale = pgTable(
  'plots_for_sale',
  {
    _id: id(),
    name: text('name').notNull().default(''),
    address: text('address').notNull().default(''),
    assetNo: text('assetNo').notNull().default(''),
    plotNo: text('plotNo').notNull().default(''),
    ...lngLat(),
    pricePerSqft: doublePrecision('pricePerSqft').notNull().default(0),
    plotSize: doublePrecision('plotSize').notNull().default(0),
    plotSizeUnit: integer('plotSizeUnit').notNull().default(0),
    plotWidth: doublePrecision('plotWidth').notNull().default(0),
    plotLength: doublePrecision('plotLength').notNull().default(0),
    plotType: integer('plotType').notNull().default(0),
    plotFacing: integer('plotFacing').notNull().default(0),
    plotSeller: integer('plotSeller').notNull().default(1),
    ventureName: text('ventureName').notNull().default(''),
    builderName: text('builderName').notNull().default(''),
    /** Spec §9: APPROVED (2) by default. */
    approvalStatus: integer('approvalStatus').notNull().default(2),
    availabilityStatus: integer('availabilityStatus').notNull().default(0),
    approvals: stringList('approvals'),
    images: stringList('images'),
    locationHighlights: stringList('locationHighlights'),
    additionalInfo: text('additionalInfo').notNull().default(''),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('name', 'address', 'plotNo', 'ventureName'),
  },
  (t) => [
    ...[
      t.createdAt,
      t.name,
      t.address,
      t.plotNo,
      t.ventureName,
      t.pricePerSqft,
      t.plotSize,
      t.approvalStatus,
      t.availabilityStatus,
      t.isActive,
    ].map((c) => sortIndex('plots_for_sale', t, c)),
    ...[t.name, t.address, t.assetNo, t.plotNo, t.ventureName, t.builderName].map((c) => searchIndex('plots_for_sale', c)),
  ],
);

export const plotsToBuy = pgTable(
  'plots_to_buy',
  {
    _id: id(),
    ticketId: text('ticketId').notNull(),
    name: text('name').notNull().default(''),
    address: text('address').notNull().default(''),
    ...lngLat(),
    plotSize: doublePrecision('plotSize').notNull().default(0),
    plotSizeUnit: integer('plotSizeUnit').notNull().default(0),
    plotType: integer('plotType').notNull().default(0),
    minimumBudget: doublePrecision('minimumBudget').notNull().default(0),
    maximumBudget: doublePrecision('maximumBudget').notNull().default(0),
    approvals: stringList('approvals'),
    availabilityStatus: integer('availabilityStatus').notNull().default(0),
    plotFacing: integer('plotFacing').notNull().default(0),
    paymentOption: integer('paymentOption').notNull().default(0),
    /** OPEN=1, CLOSE=2, PENDING=3. */
    status: integer('status').notNull().default(1),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('ticketId', 'name'),
  },
  (t) => [
    ...[t.createdAt, t.ticketId, t.name, t.minimumBudget, t.maximumBudget, t.plotSize, t.status, t.isActive].map((c) =>
      sortIndex('plots_to_buy', t, c),
    ),
    ...[t.ticketId, t.name, t.address].map((c) => searchIndex('plots_to_buy', c)),
  ],
);
