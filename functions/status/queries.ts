// The database probe: the cheapest statement that still needs a working connection.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

export const pingDatabase = (db: Db) => db.run(sql`select 1`);
