import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cacheListAnswer, holdsFreshAnswer } from '@admin/boot/bootListCache';
import { prefetchListPage } from '@admin/boot/bootPrefetch';
import { preloadRouteView } from './appRoutes';

/** How long the pointer rests on an entry before it counts as aimed at: passing over the menu loads nothing. */
export const INTENT_DELAY_MS = 80;

/**
 * Handlers for a link (a menu entry) that load what its page needs once the user is about to open it: its view's
 * code and, for a list, its first page (boot/bootPrefetch.ts). The pointer resting on it counts after
 * INTENT_DELAY_MS, pressing it at once. Focus loads the code only: tabbing down the menu passes every entry, and
 * code costs the server nothing. Clicking then opens a page whose code is there and whose data is on its way,
 * instead of starting both after the click; once that first page has arrived it is in react-admin's query cache,
 * and the list opens with its rows.
 */
export function useNavigationIntent(pathname: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const load = (withData: boolean) => {
    clearTimeout(timer.current);
    preloadRouteView(pathname).catch(() => undefined); // a failed download is retried, and reported, on render
    const request = withData ? prefetchListPage(pathname, holdsFreshAnswer(queryClient)) : undefined;
    if (request) cacheListAnswer(queryClient, request);
  };
  const after = (withData: boolean) => () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(withData), INTENT_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer.current);
  return { onPointerEnter: after(true), onFocus: after(false), onPointerLeave: cancel, onBlur: cancel, onPointerDown: () => load(true) };
}
