/**
 * Property sub-items (faqs, reviews, images) on update. Saved items keep their `_id`; an item sent with
 * isDeleted=true stays stored, marked deleted, and is still returned (so the admin can show history — the list
 * rules count only live items); an unsaved item sent as deleted is dropped; a saved item the client left out is
 * kept and marked deleted rather than lost.
 * An item sent without an `_id` that says what a stored item says is that item: a client that saves the whole
 * record without the items' ids (as the spec's bodies show them) made every item new on each save, and the old ones
 * deleted, so a property grew with each save (audit). Of the deleted items, the last MAX_DELETED_SUB_ITEMS are kept.
 */
import { randomUUID } from 'node:crypto';
import { MAX_DELETED_SUB_ITEMS } from '@shared/fields';

type Incoming = { _id?: string; isDeleted?: boolean };
type Stored = { _id: string; isDeleted: boolean };

/** Keys that are the server's, not what an item says. */
const BOOKKEEPING = new Set(['_id', 'isDeleted', 'createdAt', 'updatedAt']);
const sameContent = (item: object, stored: object) => {
  const said = Object.entries(item).filter(([key]) => !BOOKKEEPING.has(key));
  return said.length > 0 && said.every(([key, value]) => (stored as Record<string, unknown>)[key] === value);
};

export function mergeSubItems<I extends Incoming, S extends Stored>(
  incoming: readonly I[],
  stored: readonly S[],
  stamp: (item: I, previous: S | undefined) => Partial<S> = () => ({}),
): S[] {
  const byId = new Map(stored.map((s) => [s._id, s]));
  const seen = new Set<string>();
  // Sent with their ids first, so that an id-less item never takes an item its own id claims.
  const previousOf = new Map<I, S>();
  for (const item of incoming) {
    const previous = item._id ? byId.get(item._id) : undefined;
    if (previous && !seen.has(previous._id)) {
      seen.add(previous._id);
      previousOf.set(item, previous);
    }
  }
  for (const item of incoming) {
    if (previousOf.has(item) || item._id || item.isDeleted) continue;
    // A live stored item before a deleted one with the same content.
    const same = [...stored].sort((a, b) => Number(a.isDeleted) - Number(b.isDeleted)).find((s) => !seen.has(s._id) && sameContent(item, s));
    if (same) {
      seen.add(same._id);
      previousOf.set(item, same);
    }
  }
  const merged: S[] = [];
  for (const item of incoming) {
    const previous = previousOf.get(item);
    if (previous) {
      merged.push({ ...previous, ...item, ...stamp(item, previous), _id: previous._id, isDeleted: item.isDeleted === true } as S);
    } else if (!item.isDeleted) {
      merged.push({ ...item, ...stamp(item, undefined), _id: randomUUID(), isDeleted: false } as unknown as S);
    }
  }
  for (const old of stored) if (!seen.has(old._id)) merged.push({ ...old, isDeleted: true });
  return withoutOldestDeleted(merged);
}

/** At most MAX_DELETED_SUB_ITEMS deleted items: the first in the list go, which keeps the order items were stored in. */
function withoutOldestDeleted<S extends Stored>(items: S[]): S[] {
  let extra = items.filter((i) => i.isDeleted).length - MAX_DELETED_SUB_ITEMS;
  if (extra <= 0) return items;
  return items.filter((i) => !(i.isDeleted && extra-- > 0));
}

/** Property reviews carry their own timestamps, the server's: a client's `createdAt` ("garbage") was stored (audit). */
export const reviewStamp = (item: { review?: string }, previous: { review: string; createdAt: string; updatedAt: string } | undefined) => {
  const now = new Date().toISOString();
  if (!previous) return { createdAt: now, updatedAt: now };
  return { createdAt: previous.createdAt, updatedAt: previous.review === item.review ? previous.updatedAt : now };
};
