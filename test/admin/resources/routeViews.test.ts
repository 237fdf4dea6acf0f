/**
 * The list a signed-in visitor opens by URL is preloaded at boot (src/admin/main.tsx): the route must lead to the
 * resource's own list view, and only list routes preload anything.
 */
import { describe, expect, it } from 'vitest';
import { listViewLoader } from '@admin/resources/routeViews';
import { adminResources } from '@admin/resources/registry';

describe('boot-time list preloading', () => {
  it.each([
    ['/property/list', 'PropertyList'],
    ['/property', 'PropertyList'],
    ['/service-order', 'ServiceOrderList'],
    ['/services/list', 'ServiceList'],
  ])('%s loads the module of %s', async (pathname, view) => {
    const loader = listViewLoader(pathname);
    expect(loader).toBeDefined();
    expect(await loader!()).toHaveProperty(view);
  });

  it.each(['/login', '/', '/dashboard/default', '/property/create', '/property/p1', '/property/form/p1', '/nope'])('%s preloads nothing', (pathname) => {
    expect(listViewLoader(pathname)).toBeUndefined();
  });

  it('finds the list of every registered resource whose list is a *List.tsx module (the image gallery and the spreadsheet batches are not)', async () => {
    const withList = adminResources.filter((r) => r.list);
    const found = withList.filter((r) => listViewLoader(`/${r.contract.name}`));
    expect(withList.filter((r) => !found.includes(r)).map((r) => r.contract.name)).toEqual(['image-upload', 'property-excel']);
    for (const resource of found) {
      const module = (await listViewLoader(`/${resource.contract.name}`)!()) as Record<string, unknown>;
      expect(Object.keys(module).some((name) => name.endsWith('List')), resource.contract.name).toBe(true);
    }
  });
});
