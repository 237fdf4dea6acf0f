/**
 * Boot-time preloading of the list a signed-in visitor opens directly (/property, /property/list, /service-order):
 * main.tsx starts this import in parallel with the admin's chunk, so the list's code arrives with the admin
 * instead of after it. By convention a resource's list view is the `*List.tsx` module of its folder, named after
 * the resource (registry.ts); test/admin/resources/routeViews.test.ts checks that every registered list is found.
 * The very same modules are the lazy views of the resources, so nothing loads twice.
 */
const listViews = import.meta.glob('./*/*List.tsx');

/** The list module's key in `listViews` for a resource route (`/<resource>` or `/<resource>/list`), if any. */
function listViewKey(pathname: string): { resource: string; key: string } | undefined {
  const [, resource, rest, ...more] = pathname.split('/');
  if (!resource || more.length > 0 || (rest !== undefined && rest !== '' && rest !== 'list')) return undefined;
  const key = Object.keys(listViews).find((path) => path.startsWith(`./${resource}/`));
  return key ? { resource, key } : undefined;
}

/** The resource of a list route (`/<resource>` or `/<resource>/list`) that has a list view, or undefined. */
export const listRouteResource = (pathname: string): string | undefined => listViewKey(pathname)?.resource;

/** The list module of a resource route (`/<resource>` or `/<resource>/list`), or undefined. */
export function listViewLoader(pathname: string): (() => Promise<unknown>) | undefined {
  const found = listViewKey(pathname);
  return found ? listViews[found.key] : undefined;
}

/** Starts loading the list view of `pathname`, if it is a list route; errors surface when the view renders. */
export function preloadListView(pathname: string): void {
  listViewLoader(pathname)?.().catch(() => undefined);
}
