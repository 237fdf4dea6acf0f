/** The zod schemas of the wire conventions (api.ts): list paging and sorting, GeoJSON points. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, YMD } from './api';
import { MAX_SEARCH } from './fields';
import { v } from './validation';

const ymd = z.string().regex(YMD);

/** Paging and sorting every list takes. Unknown keys are ignored; numbers arrive as strings on the query. */
export const listQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().max(MAX_SEARCH, v.searchTooLong).optional(),
  orderBy: z.string().max(64).optional(),
  orderDirection: z.enum(['asc', 'desc']).optional(),
  statusFilter: z.coerce.number().int().optional(),
  startDate: ymd.optional(),
  endDate: ymd.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** India's extent, with a margin: the marketplace lists nothing outside it. */
// The messages outsideIndia and coordinatesSwapped (validation.ts) state these numbers.
const INDIA_BOUNDS = { lat: [6, 37.5], lng: [68, 97.5] } as const;
const inIndia = (lng: number, lat: number) =>
  lat >= INDIA_BOUNDS.lat[0] && lat <= INDIA_BOUNDS.lat[1] && lng >= INDIA_BOUNDS.lng[0] && lng <= INDIA_BOUNDS.lng[1];

/**
 * What is wrong with a point on the map for this marketplace, or nothing: a point outside India, or one whose
 * latitude and longitude were swapped (Hyderabad swapped lands in the Arctic; audit 31-M).
 */
export function pointProblem(lng: number, lat: number): string | undefined {
  if (inIndia(lng, lat)) return undefined;
  return inIndia(lat, lng) ? v.coordinatesSwapped : v.outsideIndia;
}

/** GeoJSON point, coordinates [lng, lat] (interface.md "Locations"), in India. */
export const pointSchema = z
  .object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180, v.longitudeRange).max(180, v.longitudeRange), z.number().min(-90, v.latitudeRange).max(90, v.latitudeRange)]),
  })
  .superRefine((point, ctx) => {
    // zod runs this after a failed coordinate too: that one's own message is enough.
    const [lng, lat] = point.coordinates;
    if (!(Math.abs(lng) <= 180 && Math.abs(lat) <= 90)) return;
    const problem = pointProblem(lng, lat);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type Point = z.infer<typeof pointSchema>;
