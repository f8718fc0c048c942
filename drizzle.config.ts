// drizzle-kit: generates SQL migrations from db/schema into db/migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  dbCredentials: { url: 'file:.data/kiln.db' },
});
