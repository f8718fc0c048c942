// v2's project sides as a version environment (api-compat §enumerations, §v3-shapes): what initial versions get, and what a project's
// `client_side`/`server_side` edit writes to every one of its versions.
import type { SideType } from '#contracts/enums.ts';
import type { Environment } from '#contracts/version-write.ts';
import { enqueueSearchRefresh } from '#search';
import * as q from './queries.ts';

type KnownSide = Exclude<SideType, 'unknown'>;

/** Rows: the client side; columns: the server side. Nothing supported anywhere says nothing about where it runs. */
const ENVIRONMENTS: Record<KnownSide, Record<KnownSide, Environment>> = {
  required: { required: 'client_and_server', optional: 'client_only_server_optional', unsupported: 'client_only' },
  optional: { required: 'server_only_client_optional', optional: 'client_or_server', unsupported: 'client_only' },
  unsupported: { required: 'server_only', optional: 'server_only', unsupported: 'unknown' },
};

export function environmentOfSides(client: SideType, server: SideType): Environment {
  return client === 'unknown' || server === 'unknown' ? 'unknown' : ENVIRONMENTS[client][server];
}

/** Inside the caller's transaction: every version of the project takes the sides' environment, and search follows. */
export async function applySidesToVersions(tx: q.Tx, projectId: string, client: SideType, server: SideType, now = new Date()): Promise<void> {
  await q.setProjectEnvironment(tx, projectId, environmentOfSides(client, server), now);
  await enqueueSearchRefresh(tx, [projectId]);
}
