/**
 * Optimistic concurrency of the update calls (README "API", an extension): a record's version is its `updatedAt`
 * as the API answers it (an ISO string, to the millisecond). An update that sends `If-Match: "<that version>"` is
 * refused (409, `editConflict`) when the stored record has moved on since, so a form opened before someone else's
 * save cannot write their changes back over; an update without the header saves as the spec's calls always did.
 *
 * The check is made on the row locked for the update and again by the UPDATE itself (`… AND updatedAt = version`),
 * and every write moves `updatedAt` on by at least a millisecond, so two saves from one version never both pass.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { statusCodes, VERSION_HEADER } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { AppError, invalidInput } from '../../plugins/errors';

/** The versions an `If-Match` header accepts, as epoch milliseconds; null = no precondition (absent, or `*`). */
export function versionPrecondition(header: string | string[] | undefined): number[] | null {
  const value = (Array.isArray(header) ? header.join(',') : header)?.trim();
  if (!value || value === '*') return null;
  // A list of entity tags, quoted or bare; a weak tag (W/"…") is matched as its value. A tag that is no date at all
  // is a malformed header, not someone else's change: it read "Someone else changed this record" (audit).
  const versions = value.split(',').map((tag) => Date.parse(tag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1')));
  if (!versions.every((ms) => Number.isFinite(ms))) throw invalidInput('If-Match', serverText('ifMatchInvalid'));
  return versions;
}

/** The versions a request's `If-Match` header accepts (versionPrecondition). */
export const requestPrecondition = (request: FastifyRequest) => versionPrecondition(request.headers[VERSION_HEADER.toLowerCase()]);

/** The stored version matched by the precondition, or undefined. */
export function matchedVersion(accepted: readonly number[], stored: unknown): number | undefined {
  const ms = stored instanceof Date ? stored.getTime() : Date.parse(String(stored));
  return accepted.includes(ms) ? ms : undefined;
}

/** The stored row is still at `version` (compared to the millisecond: the wire's precision, PostgreSQL keeps µs). */
export const stillAt = (updatedAt: PgColumn, version: number): SQL =>
  sql`date_trunc('milliseconds', ${updatedAt}) = ${new Date(version).toISOString()}::timestamptz`;

/**
 * The next `updatedAt` of a write: now, but always at least a millisecond past the stored one (two writes within a
 * millisecond, or a clock behind another server's), so every save gives a new version.
 */
export const nextVersion = (updatedAt: PgColumn): SQL =>
  sql`greatest(${new Date().toISOString()}::timestamptz, date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')`;

export const editConflict = () => new AppError(409, statusCodes.CONFLICT, serverText('editConflict'));

/** A status change sent from a list that showed an older state of the record (its toggle would undo the change). */
export const statusConflict = () => new AppError(409, statusCodes.CONFLICT, serverText('statusConflict'));
