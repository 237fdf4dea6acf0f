/**
 * How often what failed for want of an answer asks again by itself: a list (ListLoadError) and a page whose code did
 * not arrive (ViewErrorBoundary). Its own module: the layout must not load the lists' code to know it.
 */
export const RETRY_EVERY_MS = 30_000;
