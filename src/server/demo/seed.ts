/**
 * Demo data (DEMO_DATA=1): on a database with no properties, services or orders yet, fills every list with
 * deterministic, realistic rows (seeded PRNG; dates relative to now so the dashboard's periods have figures)
 * and stores a handful of real image and PDF files that the records share. One transaction under an advisory
 * lock, so two processes starting together seed once, and a failure leaves nothing half-seeded.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import {
  blogs,
  constructionLeads,
  events,
  excelBatches,
  excelRows,
  galleryImages,
  plotsForSale,
  plotsToBuy,
  properties,
  propertyLeads,
  reviews,
  serviceOrders,
  services,
  supportRequests,
} from '../db/tables/index';
import { toExcelRow, toPropertyRow } from '../import/batchStore';
import { insertJsonRows } from '../import/jsonInsert';
import { demoBlogs, demoEvents, demoGallery, demoReviews } from './demoContent';
import { demoBrochurePdf, demoPictures } from './demoFiles';
import { demoImport } from './demoImport';
import { demoConstructionLeads, demoPropertyLeads, demoSupportRequests, personMaker } from './demoLeads';
import { type DemoAssets, demoPlotsForSale, demoPlotsToBuy, demoProperties } from './demoListings';
import { demoOrders, demoServices } from './demoServices';
import { createRandom } from './random';

export const DEMO_SEED = 20240601;
const SEED_LOCK = 727_002;

/** How many rows each list gets. */
export const demoCounts = {
  properties: 300,
  plotsForSale: 300,
  plotsToBuy: 250,
  orders: 600,
  propertyLeads: 300,
  constructionLeads: 250,
  supportRequests: 250,
  blogs: 120,
  reviews: 200,
  events: 150,
  gallery: 200,
  importRows: 24,
} as const;

export type SeedOptions = { now?: Date; seed?: number };
export type SeedResult = { seeded: boolean };

async function storeDemoFiles(ctx: AppContext): Promise<DemoAssets> {
  const pictures = demoPictures();
  const brochures = ['Kokapet Greens', 'Shamshabad Airport City', 'Medchal Highway Layout'];
  await Promise.all([
    ...pictures.map((p) => ctx.storage.put(`demo/${p.name}`, p.body)),
    ...brochures.map((name, i) => ctx.storage.put(`demo/brochure-${i + 1}.pdf`, demoBrochurePdf(`${name} - Brochure`))),
  ]);
  return { pictures: pictures.map((p) => `demo/${p.name}`), brochures: brochures.map((_, i) => `demo/brochure-${i + 1}.pdf`) };
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], newId: () => string, size = 1000) {
  // Ids from the seeded source too, so a seeded database is the same everywhere, ids included.
  const withIds = rows.map((row) => ({ _id: newId(), ...row }));
  for (let i = 0; i < withIds.length; i += size) await insertJsonRows(tx, table, withIds.slice(i, i + size));
}

async function isEmpty(tx: DbOrTx): Promise<boolean> {
  for (const table of [properties, services, serviceOrders]) {
    const found = await tx.select({ one: sql<number>`1` }).from(table).limit(1);
    if (found.length > 0) return false;
  }
  return true;
}

export async function seedDemoData(ctx: AppContext, options: SeedOptions = {}): Promise<SeedResult> {
  if (!(await isEmpty(ctx.db))) return { seeded: false };
  const now = options.now ?? new Date();
  const r = createRandom(options.seed ?? DEMO_SEED);
  const person = personMaker(r);
  const assets = await storeDemoFiles(ctx);

  const propertyRows = demoProperties(r, now, assets, demoCounts.properties);
  const plotRows = demoPlotsForSale(r, now, assets, demoCounts.plotsForSale);
  const serviceRows = demoServices(r, now, assets);
  const related = {
    properties: propertyRows.map((p) => ({ _id: p._id, title: p.address })),
    plots: plotRows.map((p) => ({ _id: p._id, title: p.name ?? p.address ?? '' })),
  };
  const imported = demoImport(demoProperties(r, now, assets, demoCounts.importRows));
  const importFile = 'excel/demo/properties-march.csv';
  const importedAt = new Date(now.getTime() - 3 * 86_400_000);
  await ctx.storage.put(importFile, imported.file);

  const seeded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await insertAll(tx, properties, propertyRows, r.uuid);
    await insertAll(tx, plotsForSale, plotRows, r.uuid);
    await insertAll(tx, plotsToBuy, demoPlotsToBuy(r, now, demoCounts.plotsToBuy, () => person().name), r.uuid);
    await insertAll(tx, services, serviceRows, r.uuid);
    await insertAll(tx, serviceOrders, demoOrders(r, now, assets, serviceRows, person, demoCounts.orders), r.uuid);
    await insertAll(tx, propertyLeads, demoPropertyLeads(r, now, person, related, demoCounts.propertyLeads), r.uuid);
    await insertAll(tx, constructionLeads, demoConstructionLeads(r, now, person, demoCounts.constructionLeads), r.uuid);
    await insertAll(tx, supportRequests, demoSupportRequests(r, now, person, demoCounts.supportRequests), r.uuid);
    await insertAll(tx, blogs, demoBlogs(r, now, assets, demoCounts.blogs), r.uuid);
    await insertAll(tx, reviews, demoReviews(r, now, assets, person, demoCounts.reviews), r.uuid);
    await insertAll(tx, events, demoEvents(r, now, demoCounts.events), r.uuid);
    await insertAll(tx, galleryImages, demoGallery(r, now, assets, demoCounts.gallery), r.uuid);

    const batchId = r.uuid();
    await tx.insert(excelBatches).values({
      _id: batchId,
      fileName: importFile,
      originalFileName: 'properties-march.csv',
      ...imported.counts,
      status: imported.status,
      lastRowNumber: imported.rows[imported.rows.length - 1].rowNumber,
      createdAt: importedAt,
      updatedAt: importedAt,
    });
    const importedProperties = imported.rows.map((row) => (row.ok ? toPropertyRow(row.value, r.uuid, importedAt.toISOString()) : null));
    await insertAll(
      tx,
      properties,
      importedProperties.filter((p) => p !== null).map((p) => ({ ...p, createdAt: importedAt, updatedAt: importedAt })),
      r.uuid,
    );
    await insertAll(
      tx,
      excelRows,
      imported.rows.map((row, i) => ({ ...toExcelRow(batchId, row, importedProperties[i]?._id ?? null), createdAt: importedAt })),
      r.uuid,
    );
    return true;
  });
  if (seeded) ctx.log.info({ counts: demoCounts }, 'demo data created');
  return { seeded };
}
