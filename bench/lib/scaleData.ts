/**
 * 100,000 properties and 100,000 service orders, made inside the database with INSERT … SELECT FROM
 * generate_series (seconds, not minutes), through the server's own client and migrations. The secondary
 * indexes are dropped during the load and rebuilt from their own definitions afterwards (a bulk build is far
 * cheaper than 100,000 incremental GIN updates), then VACUUM (ANALYZE), so the planner sees what a grown database has.
 *
 * Words come from the demo vocabulary, picked by a hash of the row number (no pattern ties two columns together):
 * `kokapet` (a locality) matches about 10 % of properties (address or nearby location) and 5 % of orders, a
 * realistic "search by area" on the list screens.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { amenities, builders, faqs, firstNames, highlights, lastNames, localities, propertyReviews, serviceKinds, ventures } from '../../src/server/demo/vocabulary';

export const SCALE_ROWS = 100_000;
export const SEARCH_TERM = 'kokapet';

/** Changes when the schema or this generator changes, so a cached data folder is rebuilt. */
export function scaleDataStamp(rows: number): string {
  const hash = createHash('sha256');
  hash.update(String(rows));
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const vocabulary = JSON.stringify({
  loc: localities.map((l) => l.name),
  pin: localities.map((l) => l.pin),
  lat: localities.map((l) => l.lat),
  lng: localities.map((l) => l.lng),
  ven: ventures,
  bld: builders,
  am: amenities,
  hl: highlights,
  fq: faqs.map((f) => f.question),
  fa: faqs.map((f) => f.answer),
  rv: propertyReviews,
  fn: firstNames,
  ln: lastNames,
  sv: serviceKinds.map((s) => s.title),
  fee: serviceKinds.map((s) => s.fee),
});

type IndexDef = { indexname: string; indexdef: string };

async function secondaryIndexes(db: Db, table: string): Promise<IndexDef[]> {
  const result = await db.execute(sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.tablename = ${table} AND NOT x.indisprimary AND NOT x.indisunique`);
  return (result as unknown as { rows: IndexDef[] }).rows;
}

async function withoutIndexes(db: Db, table: string, load: () => Promise<void>) {
  const defs = await secondaryIndexes(db, table);
  for (const d of defs) await db.execute(sql.raw(`DROP INDEX "${d.indexname}"`));
  await load();
  for (const d of defs) await db.execute(sql.raw(d.indexdef));
  // VACUUM too, as a settled database is: its visibility map lets the sort indexes answer deep pages alone
  // (index-only). Without it PostgreSQL's plan for page 5000 was a sort of the whole table, 80–120 ms, until its
  // autovacuum came by; PGlite's start-up maintenance (maintenance.ts) vacuumed its copy anyway.
  await db.execute(sql.raw(`VACUUM (ANALYZE) "${table}"`));
}

export async function loadScaleData(db: Db, rows = SCALE_ROWS, log: (s: string) => void = () => {}) {
  const v = sql`(SELECT ${vocabulary}::jsonb AS v) voc`;
  const n = (key: string) => JSON.parse(vocabulary)[key].length as number;

  let started = Date.now();
  await db.execute(sql`
    INSERT INTO services ("title", "description", "highlights", "teluguTitle", "teluguDescription", "fee", "isActive")
    SELECT v->'sv'->>i, 'The ' || (v->'sv'->>i) || ' service, done by licensed professionals.', '["Report within 48 hours"]'::jsonb,
           v->'sv'->>i, '', (v->'fee'->>i)::float8, true
    FROM generate_series(0, ${n('sv') - 1}) i, ${v}`);

  await withoutIndexes(db, 'properties', async () => {
    await db.execute(sql`
      INSERT INTO properties ("propertyNo", "address", "areaOfPlot", "nearbyLocation", "priceAreaWise", "pricePerSqft", "projectSize",
        "plotType", "amenities", "aboutBuilder", "locationHighlights", "propertyRatings", "propertyFacing", "availabilityStatus",
        "approvals", "faqs", "reviews", "images", "brochure", "lng", "lat", "isActive", "createdAt", "updatedAt")
      SELECT
        'PRP-' || lpad(g::text, 6, '0'),
        'Plot ' || (g % 500 + 1) || ', ' || (v->'ven'->>((hashint4(g + 101) & 2147483647) % ${n('ven')})) || ', ' || (v->'loc'->>((hashint4(g + 102) & 2147483647) % ${n('loc')})) || ', Hyderabad ' || (v->'pin'->>((hashint4(g + 102) & 2147483647) % ${n('loc')})),
        (150 + g % 350) || ' Sq Yards',
        (v->'loc'->>((hashint4(g + 104) & 2147483647) % ${n('loc')})) || ', ' || (v->'loc'->>((hashint4(g + 105) & 2147483647) % ${n('loc')})),
        '₹ ' || round(((150 + g % 350) * 9 * (2500 + (g * 7919) % 9000)) / 100000.0) || ' L for ' || (150 + g % 350) || ' Sq Yards',
        2500 + (g * 7919) % 9000 + (g % 100) / 100.0,
        (g % 40 + 2) || ' Acres',
        1 + g % 7,
        jsonb_build_array(v->'am'->>((hashint4(g + 106) & 2147483647) % ${n('am')}), v->'am'->>((hashint4(g + 107) & 2147483647) % ${n('am')}), v->'am'->>((hashint4(g + 108) & 2147483647) % ${n('am')})),
        (v->'bld'->>((hashint4(g + 109) & 2147483647) % ${n('bld')})) || ', building in ' || (v->'loc'->>((hashint4(g + 102) & 2147483647) % ${n('loc')})) || ' since ' || (1995 + g % 28) || '.',
        jsonb_build_array(v->'hl'->>((hashint4(g + 111) & 2147483647) % ${n('hl')}), v->'hl'->>((hashint4(g + 112) & 2147483647) % ${n('hl')})),
        (g % 51) / 10.0,
        1 + g % 8,
        1 + g % 3,
        CASE g % 3 WHEN 0 THEN '["HMDA"]'::jsonb WHEN 1 THEN '["HMDA","DTCP"]'::jsonb ELSE '["DTCP","GP"]'::jsonb END,
        jsonb_build_array(jsonb_build_object('_id', gen_random_uuid()::text, 'question', v->'fq'->>((hashint4(g + 113) & 2147483647) % ${n('fq')}), 'answer', v->'fa'->>((hashint4(g + 113) & 2147483647) % ${n('fq')}), 'isDeleted', false)),
        jsonb_build_array(jsonb_build_object('_id', gen_random_uuid()::text, 'review', v->'rv'->>((hashint4(g + 115) & 2147483647) % ${n('rv')}), 'isDeleted', false,
          'createdAt', to_char(now() - g * interval '5 minutes', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'updatedAt', to_char(now() - g * interval '5 minutes', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))),
        jsonb_build_array(
          jsonb_build_object('_id', gen_random_uuid()::text, 'url', 'property/images/scale-' || (g % 8) || '.jpg', 'isDeleted', false),
          jsonb_build_object('_id', gen_random_uuid()::text, 'url', 'property/images/scale-' || ((g + 1) % 8) || '.jpg', 'isDeleted', false)),
        'property/brochures/scale.pdf',
        (v->'lng'->>((hashint4(g + 102) & 2147483647) % ${n('loc')}))::float8 + (g % 97) / 10000.0,
        (v->'lat'->>((hashint4(g + 102) & 2147483647) % ${n('loc')}))::float8 + (g % 89) / 10000.0,
        g % 10 <> 0,
        now() - g * interval '5 minutes',
        now() - g * interval '5 minutes'
      FROM generate_series(1, ${rows}) g, ${v}`);
  });
  log(`properties: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  started = Date.now();
  await withoutIndexes(db, 'service_orders', async () => {
    await db.execute(sql`
      INSERT INTO service_orders ("orderNo", "address", "lng", "lat", "serviceId", "serviceName", "fee", "name", "email", "plotLength",
        "plotWidth", "additionalInfo", "plotNo", "ventureName", "plotFacing", "status", "images", "submissionType", "completedAt",
        "createdAt", "updatedAt")
      SELECT
        'ORD' || lpad(g::text, 7, '0'),
        'Plot ' || (g % 500 + 1) || ', ' || (v->'ven'->>((hashint4(g + 118) & 2147483647) % ${n('ven')})) || ', ' || (v->'loc'->>((hashint4(g + 119) & 2147483647) % ${n('loc')})) || ', Hyderabad',
        (v->'lng'->>((hashint4(g + 119) & 2147483647) % ${n('loc')}))::float8 + (g % 97) / 10000.0,
        (v->'lat'->>((hashint4(g + 119) & 2147483647) % ${n('loc')}))::float8 + (g % 89) / 10000.0,
        (s.m->>(v->'sv'->>((hashint4(g + 122) & 2147483647) % ${n('sv')})))::uuid,
        v->'sv'->>((hashint4(g + 122) & 2147483647) % ${n('sv')}),
        (v->'fee'->>((hashint4(g + 122) & 2147483647) % ${n('sv')}))::float8,
        (v->'fn'->>((hashint4(g + 124) & 2147483647) % ${n('fn')})) || ' ' || (v->'ln'->>((hashint4(g + 125) & 2147483647) % ${n('ln')})),
        lower(replace(v->'fn'->>((hashint4(g + 124) & 2147483647) % ${n('fn')}), ' ', '')) || '.' || lower(v->'ln'->>((hashint4(g + 125) & 2147483647) % ${n('ln')})) || g || '@example.in',
        30 + g % 40,
        40 + g % 30,
        CASE g % 4 WHEN 0 THEN 'Call before visiting' WHEN 1 THEN 'Gate key with the watchman' WHEN 2 THEN '' ELSE 'Corner plot, east side' END,
        (g % 500 + 1)::text,
        v->'ven'->>((hashint4(g + 118) & 2147483647) % ${n('ven')}),
        g % 9,
        CASE WHEN g % 10 < 6 THEN 'Pending' WHEN g % 10 < 9 THEN 'Completed' ELSE 'Failed' END,
        '[]'::jsonb,
        CASE WHEN g % 10 BETWEEN 6 AND 8 THEN 2 ELSE 0 END,
        CASE WHEN g % 10 BETWEEN 6 AND 8 THEN now() - g * interval '5 minutes' + interval '2 days' END,
        now() - g * interval '5 minutes',
        now() - g * interval '5 minutes'
      FROM generate_series(1, ${rows}) g, ${v}, (SELECT jsonb_object_agg("title", "_id") AS m FROM services) s`);
  });
  log(`service_orders: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
