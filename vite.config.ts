import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config'; // also brings the `test` key into Vite's config type
import { checkBuildEnv } from './scripts/buildEnvPlugin.ts';
import { chunkTiers } from './scripts/chunkTiersPlugin.ts';
import { prerenderLogin } from './scripts/prerenderLoginPlugin.ts';
import { serverRender } from './scripts/serverRenderPlugin.ts';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@admin': fileURLToPath(new URL('./src/admin', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@i18n': fileURLToPath(new URL('./i18n', import.meta.url)),
  '@test': fileURLToPath(new URL('./test', import.meta.url)),
};

/**
 * node-polyglot (react-admin's translations) requires the `object.entries` polyfill package, whose
 * get-intrinsic/define-properties family is about 5 kB gzipped on every page, login included; every browser the
 * admin supports has Object.entries.
 */
function nativeObjectEntries(): Plugin {
  const id = '\0native-object-entries';
  return {
    name: 'estate:native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : null),
    load: (loaded) => (loaded === id ? 'module.exports = Object.entries;' : null),
  };
}

/** View tests that send the admin's boot-time and menu-intent requests (src/admin/boot, providers/bootFetch.ts). */
const bootStateTests = ['test/admin/boot/**/*.test.{ts,tsx}', 'test/admin/layout/navigationIntent.test.tsx', 'test/admin/layout/documentTitle.test.tsx'];

function apiOrigin(): string {
  const host = process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 8080}`;
}

export default defineConfig({
  plugins: [checkBuildEnv(), react(), prerenderLogin(), nativeObjectEntries(), chunkTiers(), serverRender()],
  resolve: { alias },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
  // `npm run dev`: the API the dev server hands /api and /storage to is the one scripts/dev.mjs starts, on PORT
  // (it was 8080 whatever PORT said: another PORT gave 502s, audit). A host listening on every address is reached on
  // this machine's loopback.
  server: { proxy: { '/api': apiOrigin(), '/storage': apiOrigin() } },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
    // An upper bound for expect.poll (1 s by default), reached only by a failing test; see test/helpers/setupDom.ts.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['test/admin/**/*.test.{ts,tsx}', 'test/shared/**/*.test.ts', 'test/i18n/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...bootStateTests],
          setupFiles: ['test/helpers/setupDom.ts'],
          testTimeout: 60_000,
          // The view test files share a worker's module cache: react-admin and MUI are imported once per worker
          // instead of once per file (this project ~280 → ~110 s here). Module state therefore outlives a file:
          // setupDom.ts resets the DOM, storage, address and title after each test, and a helper's counters must not
          // be assumed to start anywhere.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that drive the boot-time requests (their answers wait in module state for up to 10 s, keyed by
          // URL and token) each get a fresh module graph, so no answer of one is taken by the next.
          name: 'admin-boot',
          environment: 'jsdom',
          include: bootStateTests,
          setupFiles: ['test/helpers/setupDom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts', 'test/scripts/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server: `npm run test:postgres` (TEST_DATABASE_URL) runs them.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['test/server/**/*.pg.test.ts'])],
          globalSetup: ['test/helpers/serverGlobalSetup.ts'],
          // Each file builds its own app on its own database copy; module state is per database (WeakMaps), so
          // the files share one module cache per worker (86 → 42 s here).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
