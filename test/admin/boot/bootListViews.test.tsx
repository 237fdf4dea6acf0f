/**
 * Every list the boot prefetch asks for starts with the parameters the prefetch assumes: the contract's default
 * sort, 10 rows, no filter. A view given other defaults (a `perPage`, a permanent `filter`, another `sort`) would
 * make the early answer go unused and cost a wasted request on every page load, and a `meta` would miss the
 * cached answer; this catches both.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initialListParams } from '@admin/boot/bootPrefetch';
import { listRouteResource } from '@admin/resources/routeViews';
import { contractByName } from '@shared/resources/registry';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const prefetched = [...contractByName.values()].filter(
  (contract) => listRouteResource(`/${contract.name}`) === contract.name && contract.routes.list && !contract.routes.list.path.includes(':'),
);

describe('the lists prefetched at boot', () => {
  it('are most of the admin’s lists', () => {
    expect(prefetched.map((c) => c.name)).toEqual(expect.arrayContaining(['property', 'service-order', 'plot-for-sale', 'blog']));
  });

  it.each(prefetched.map((contract) => [contract.name, contract] as const))(
    '%s asks first for what was prefetched',
    async (name, contract) => {
      const getList = vi.fn(async (_resource: string, _params: unknown) => ({ data: [], total: 0 }));
      const view = renderAdmin({ path: `/${name}`, dataProvider: { getList } });
      await waitFor(() => expect(getList.mock.calls.some(([resource]) => resource === name)).toBe(true));
      const [, params] = getList.mock.calls.find(([resource]) => resource === name)!;
      const { pagination, sort, filter, meta } = params as Record<string, unknown>;
      expect({ pagination, sort, filter }).toEqual(initialListParams(contract, '', null));
      expect(meta).toBeUndefined(); // the cached answer's key has none (bootListCache.ts)
      view.unmount();
    },
    ADMIN_TEST_TIMEOUT,
  );
});
