import { defineConfig } from 'drizzle-kit';

// Sandbox gateway schema → checked-in SQL migrations (run on PGlite and PostgreSQL 15 alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/sandbox/db/schema.ts',
  out: './src/sandbox/db/migrations',
});
