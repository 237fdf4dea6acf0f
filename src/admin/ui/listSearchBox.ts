/** How code outside a list's search box finds it and talks to it (ListSearchInput). */

/** The key that goes to the search box, and how other code finds that box (rowFocus.ts, Clear filters). */
export const SEARCH_KEY = '/';
export const SEARCH_BOX_SELECTOR = `input[aria-keyshortcuts="${SEARCH_KEY}"]`;

/**
 * Sent, bubbling, from a Clear filters button to its list: the search box drops a search typed but not yet
 * applied, which otherwise came back half a second after the clearing (audit).
 */
export const FILTERS_CLEARED_EVENT = 'app:filters-cleared';

/** A list's root, from inside it (the dashboard shows two lists). */
export const listRootOf = (element: Element) => element.closest('.list-page');
