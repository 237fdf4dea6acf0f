/**
 * The peer of the admin-load benchmark: our own admin built as ONE chunk, every lazy view and locale inlined
 * (no code splitting), i.e. "a react-admin app of the same shape with every resource loaded eagerly".
 */
import { defineConfig, mergeConfig } from 'vite';
import base from '../vite.config';

export default mergeConfig(
  base,
  defineConfig({
    build: { rolldownOptions: { output: { codeSplitting: false } }, chunkSizeWarningLimit: 10_000 },
  }),
);
