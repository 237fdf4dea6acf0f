import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the tables; remember `CREATE EXTENSION IF NOT EXISTS pg_trgm` stays first in 0000. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/tables/index.ts',
  out: './src/server/db/migrations',
});
