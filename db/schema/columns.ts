// Column helpers shared by every table: base62 IDs, millisecond timestamps, booleans.
import { integer, text } from 'drizzle-orm/sqlite-core';

export const id = (name = 'id') => text(name);
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
export const bool = (name: string) => integer(name, { mode: 'boolean' });
