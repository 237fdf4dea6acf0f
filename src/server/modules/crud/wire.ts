/**
 * Row ⇄ wire shape: lng/lat columns ⇄ GeoJSON `location`, Dates → ISO strings, stored sort keys left out. Everything
 * else is already the wire name.
 */
import type { Point } from '@shared/api';
import { isSortKeyName } from '../../db/tables/common';

export type Row = Record<string, unknown>;

export function rowToWire(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'lng' || key === 'lat' || isSortKeyName(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  if ('lng' in row || 'lat' in row) {
    const { lng, lat } = row as { lng: number | null; lat: number | null };
    out.location = lng !== null && lat !== null && lng !== undefined && lat !== undefined ? ({ type: 'Point', coordinates: [lng, lat] } satisfies Point) : null;
  }
  return out;
}

/** A validated body → column values: `location` becomes lng/lat; server-owned keys never come from a body. */
export function inputToValues(input: Row): Row {
  const { location, _id, createdAt, updatedAt, ...rest } = input as Row & { location?: Point | null };
  void _id;
  void createdAt;
  void updatedAt;
  if (location === undefined) return rest;
  return { ...rest, lng: location?.coordinates[0] ?? null, lat: location?.coordinates[1] ?? null };
}
