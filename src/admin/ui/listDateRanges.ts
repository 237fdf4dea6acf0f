import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Which lists on screen show a date range (ListDateRangeFilter), by resource. react-admin does not know the range
 * as one of the list's filters, and the phone's Filters button (in the list's actions) is not its ancestor: the
 * range says it is there, so a list declares it once, by rendering it.
 */
const shown = new Map<string, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(resource: string, by: 1 | -1) {
  const count = (shown.get(resource) ?? 0) + by;
  if (count > 0) shown.set(resource, count);
  else shown.delete(resource);
  for (const listener of listeners) listener();
}

/** Called by the date range of `resource`'s list while it is mounted (before paint: the button shows at once). */
export function useDeclareListDateRange(resource: string | undefined) {
  useLayoutEffect(() => {
    if (!resource) return;
    change(resource, 1);
    return () => change(resource, -1);
  }, [resource]);
}

/** Whether `resource`'s list shows a date range. */
export function useListHasDateRange(resource: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => resource !== undefined && shown.has(resource),
    () => false,
  );
}
