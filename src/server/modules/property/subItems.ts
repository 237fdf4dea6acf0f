/**
 * Property sub-items (faqs, reviews, images) on update. Saved items keep their `_id`; an item sent with
 * isDeleted=true stays stored, marked deleted, and is still returned (so the admin can show history — the list
 * rules count only live items); an unsaved item sent as deleted is dropped; a saved item the client left out is
 * kept and marked deleted rather than lost.
 */
import { randomUUID } from 'node:crypto';

type Incoming = { _id?: string; isDeleted?: boolean };
type Stored = { _id: string; isDeleted: boolean };

export function mergeSubItems<I extends Incoming, S extends Stored>(
  incoming: readonly I[],
  stored: readonly S[],
  stamp: (item: I, previous: S | undefined) => Partial<S> = () => ({}),
): S[] {
  const byId = new Map(stored.map((s) => [s._id, s]));
  const seen = new Set<string>();
  const merged: S[] = [];
  for (const item of incoming) {
    const previous = item._id ? byId.get(item._id) : undefined;
    if (previous && !seen.has(previous._id)) {
      seen.add(previous._id);
      merged.push({ ...previous, ...item, ...stamp(item, previous), _id: previous._id, isDeleted: item.isDeleted === true } as S);
    } else if (!item.isDeleted) {
      merged.push({ ...item, ...stamp(item, undefined), _id: randomUUID(), isDeleted: false } as unknown as S);
    }
  }
  for (const old of stored) if (!seen.has(old._id)) merged.push({ ...old, isDeleted: true });
  return merged;
}

/** Property reviews carry their own timestamps. */
export const reviewStamp = (item: { review?: string }, previous: { review: string; createdAt: string } | undefined) => {
  const now = new Date().toISOString();
  if (!previous) return { createdAt: now, updatedAt: now };
  return previous.review === item.review ? {} : { updatedAt: now };
};
