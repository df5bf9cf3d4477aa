import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new SQL migration into ./drizzle from src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
