import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate -w @foyer/api` writes a migration for whatever the schema files changed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
})
