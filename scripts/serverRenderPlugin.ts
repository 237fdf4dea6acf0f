/**
 * Vite plugin (build only): after the admin's build, builds the server renderer of its lists
 * (src/admin/prerender/listPage.tsx) into `<outDir>/.ssr/listPage.mjs`, one self-contained file of the same sources
 * with the same VITE_* settings, which the API server imports to send a list page with its first rows already in
 * the HTML (src/server/plugins/listPages.ts). A dot folder: the static files route does not serve it.
 */
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { isChunkPlanPass } from './chunkTiersPlugin.ts';

export const SERVER_RENDER_PLUGIN = 'estate:server-render';
export const SERVER_RENDER_FOLDER = '.ssr';
export const SERVER_RENDER_FILE = 'listPage.mjs';

export function serverRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: SERVER_RENDER_PLUGIN,
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr && !isChunkPlanPass(),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/admin/prerender/listPage.tsx',
          outDir: path.resolve(config.root, config.build.outDir, SERVER_RENDER_FOLDER),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: SERVER_RENDER_FILE, codeSplitting: false } },
        },
        // One file that needs nothing from node_modules at run time, whatever each package's Node entry points are.
        ssr: { noExternal: true },
        // React's and MUI's production code, as in the browser, whatever NODE_ENV the server runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development') },
      });
    },
  };
}
