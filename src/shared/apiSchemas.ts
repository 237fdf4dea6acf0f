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

/** GeoJSON point, coordinates [lng, lat] (interface.md "Locations"). */
export const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180, v.longitudeRange).max(180, v.longitudeRange), z.number().min(-90, v.latitudeRange).max(90, v.latitudeRange)]),
});
export type Point = z.infer<typeof pointSchema>;
