import { defineConfig } from 'drizzle-kit';

// The studio's own database (versions, later users, sessions, audit) → checked-in SQL migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/bff/db/schema.ts',
  out: './src/bff/db/migrations',
});
