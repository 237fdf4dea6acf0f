import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { planTiers } from '../../scripts/chunkTiersPlugin';

const root = '/app';
const src = (file: string) => `${root}/src/admin/${file}`;

/** A chunk of a default build, as rolldown reports it (only what the planner reads). */
function chunk(fileName: string, moduleIds: string[], imports: string[], kind: { entry?: boolean; facade?: string } = {}) {
  return {
    fileName,
    moduleIds,
    imports,
    isEntry: kind.entry ?? false,
    isDynamicEntry: !kind.entry && kind.facade !== undefined,
    facadeModuleId: kind.facade ?? null,
  } as unknown as Rolldown.OutputChunk;
}

// The entry imports a chunk Root shares; Root and App are lazy; four lists, three share a datagrid chunk.
const build = [
  chunk('index.js', [src('main.tsx')], ['storage.js'], { entry: true, facade: src('main.tsx') }),
  chunk('storage.js', [src('providers/storage.ts')], []),
  chunk('Root.js', [src('Root.tsx'), src('pages/auth/LoginForm.tsx')], ['react.js', 'storage.js'], { facade: src('Root.tsx') }),
  chunk('react.js', ['/app/node_modules/react/index.js'], []),
  chunk('App.js', [src('App.tsx')], ['react.js', 'ra.js'], { facade: src('App.tsx') }),
  chunk('ra.js', ['/app/node_modules/ra-core/index.js'], ['react.js']),
  ...['A', 'B', 'C'].map((r) => chunk(`${r}List.js`, [src(`resources/${r.toLowerCase()}/${r}List.tsx`)], ['ra.js', 'datagrid.js'], { facade: src(`resources/${r.toLowerCase()}/${r}List.tsx`) })),
  chunk('DList.js', [src('resources/d/DList.tsx')], ['ra.js', 'map.js'], { facade: src('resources/d/DList.tsx') }),
  chunk('datagrid.js', ['/app/node_modules/ra-ui/Datagrid.js'], ['react.js']),
  chunk('map.js', ['/app/node_modules/leaflet/leaflet.js'], []),
];

describe('the chunk tiers planned from a default build', () => {
  const plan = planTiers(build, root);

  it('puts shared code in the tier of the first screen that loads it', () => {
    expect(plan.get('/app/node_modules/react/index.js')).toBe('login');
    expect(plan.get(src('pages/auth/LoginForm.tsx'))).toBe('login');
    expect(plan.get('/app/node_modules/ra-core/index.js')).toBe('admin');
    expect(plan.get('/app/node_modules/ra-ui/Datagrid.js')).toBe('lists');
  });

  it('leaves alone the entry’s chunks, every lazily imported module and code fewer than three lists load', () => {
    expect(plan.has(src('providers/storage.ts'))).toBe(false);
    expect(plan.has(src('main.tsx'))).toBe(false);
    for (const lazy of ['Root.tsx', 'App.tsx', 'resources/a/AList.tsx', 'resources/d/DList.tsx']) expect(plan.has(src(lazy)), lazy).toBe(false);
    expect(plan.has('/app/node_modules/leaflet/leaflet.js')).toBe(false);
  });
});
