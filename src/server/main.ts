/** Starts the server: configuration → buildApp → listen; closes cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { embeddedDatabaseDir } from './db/client';
import { checkDataDirFree } from './db/dataDirLock';
import { StartupError } from './startupError';

async function main() {
  const config = loadConfig();
  // scripts/start.mjs asks this before a build of a minute or more, so a mistyped variable is reported at once, and
  // a data folder another server uses is refused before the build replaces the admin that server is serving.
  if (process.argv.includes('--check-config')) {
    if (!config.DATABASE_URL) await checkDataDirFree(embeddedDatabaseDir(config));
    return;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      // A slow upload or a long answer still open: said, so that a cut-off client is not a mystery in the log.
      app.log.warn({ signal }, 'requests still open 10 s after the stop signal: stopping without them');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
