/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { prerenderLogin } from './scripts/prerenderLoginPlugin';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@admin': fileURLToPath(new URL('./src/admin', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@i18n': fileURLToPath(new URL('./i18n', import.meta.url)),
  '@test': fileURLToPath(new URL('./test', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), prerenderLogin()],
  resolve: { alias },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/storage': 'http://127.0.0.1:8080' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['test/admin/**/*.test.{ts,tsx}', 'test/shared/**/*.test.ts', 'test/i18n/**/*.test.ts'],
          setupFiles: ['test/helpers/setupDom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/helpers/serverGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
