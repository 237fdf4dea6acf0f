/**
 * Vite plugin (build only): renders the stand-alone login page to HTML (src/admin/prerender/loginMarkup.tsx) and
 * puts it into index.html's #root, with the inline check that hides it from visitors who will get another page.
 * The page's modules are loaded through a throwaway Vite server in SSR mode, so they resolve exactly as in the app.
 */
import { createServer, type Plugin } from 'vite';
import { isChunkPlanPass } from './chunkTiersPlugin.ts';

export const PRERENDER_LOGIN_PLUGIN = 'estate:prerender-login';

type LoginPage = { markup: string; headScript: string; headStyle: string };

export function prerenderLogin(): Plugin {
  let configFile: string | false | undefined;
  let root: string;
  return {
    name: PRERENDER_LOGIN_PLUGIN,
    // Not in the chunk-tiers plugin's planning build: only its chunks are read.
    apply: (_config, { command }) => command === 'build' && !isChunkPlanPass(),
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
    },
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile,
        root,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const module = await server.ssrLoadModule('/src/admin/prerender/loginMarkup.tsx');
        const page = (module.renderLoginPage as () => LoginPage)();
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
        return html
          .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`)
          .replace('</head>', `    <style>${page.headStyle}</style>\n    <script>${page.headScript}</script>\n  </head>`);
      } finally {
        await server.close();
      }
    },
  };
}
