import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from the schema; they are committed and applied at start
// (and by the tests) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
