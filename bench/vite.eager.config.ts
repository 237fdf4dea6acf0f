/**
 * The peer of the admin-load benchmark: our own admin built as ONE chunk, every lazy view and locale inlined
 * (no code splitting), i.e. "a react-admin app of the same shape with every resource loaded eagerly". Like any
 * react-admin app it renders its login page from its JavaScript: our build-time prerendered login form
 * (scripts/prerenderLoginPlugin.ts) is left out, and the report gives our form's hydration time beside its
 * first paint.
 */
import { defineConfig, mergeConfig, type PluginOption } from 'vite';
import base from '../vite.config';
import { PRERENDER_LOGIN_PLUGIN } from '../scripts/prerenderLoginPlugin';
import { SERVER_RENDER_PLUGIN } from '../scripts/serverRenderPlugin';

/** Left out of the peer: our prerendered login form and our server-rendered list pages. */
const isPrerender = (plugin: PluginOption) =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && (plugin.name === PRERENDER_LOGIN_PLUGIN || plugin.name === SERVER_RENDER_PLUGIN));

export default mergeConfig(
  { ...base, plugins: (base.plugins ?? []).flat().filter((plugin) => !isPrerender(plugin)) },
  defineConfig({
    build: { rolldownOptions: { output: { codeSplitting: false } }, chunkSizeWarningLimit: 10_000 },
  }),
);
