// The database handles the moderation module writes through: the client itself, or a transaction opened on it.
import type { Db } from '#db/client.ts';

export type { Db };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
