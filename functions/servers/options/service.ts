// The panel's other options: the server's name, its startup flags, preferences, subdomain and a reinstall with
// another loader or game version. Each is checked against the viewer's permissions in one place (access/policy.ts).
import { ApiError, badRequest } from '#contracts/errors.ts';
import type { ServerPreferences } from '#contracts/servers.ts';
import type { Viewer } from '#access';
import { isUniqueViolation } from '#lib/db-errors.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { subdomainTaken, updateServer } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { specOf } from '../provision/spec.ts';
import { preferencesOf } from './preferences.ts';
import { backupBeforeReinstall } from '../backups/reinstall.ts';

/** Names people would mistake for Kiln's own. */
const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'cdn', 'mail', 'admin', 'staff', 'support', 'status', 'kiln', 'servers', 'play', 'panel', 'node']);

export async function renameServer(runtime: Runtime, viewer: Viewer, serverId: string, name: string): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options');
  await updateServer(runtime.db, row.id, { name });
}

export async function setStartupFlags(runtime: Runtime, viewer: Viewer, serverId: string, flags: string): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options');
  await updateServer(runtime.db, row.id, { startupFlags: flags });
  await (await nodeDriver(runtime)).update(nodeOf(runtime, row.nodeId), specOf({ ...row, startupFlags: flags }, {}, preferencesOf(row.preferences).auto_restart));
}

export async function setPreferences(runtime: Runtime, viewer: Viewer, serverId: string, changes: Partial<ServerPreferences>): Promise<ServerPreferences> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options');
  const preferences = { ...preferencesOf(row.preferences), ...changes };
  await updateServer(runtime.db, row.id, { preferences: JSON.stringify(preferences) });
  if (changes.auto_restart !== undefined) {
    await (await nodeDriver(runtime)).update(nodeOf(runtime, row.nodeId), specOf(row, {}, preferences.auto_restart));
  }
  return preferences;
}

export async function subdomainAvailable(runtime: Runtime, viewer: Viewer, serverId: string, subdomain: string): Promise<boolean> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options', false);
  return !RESERVED_SUBDOMAINS.has(subdomain) && !(await subdomainTaken(runtime.db, subdomain, row.id));
}

export async function setSubdomain(runtime: Runtime, viewer: Viewer, serverId: string, subdomain: string): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options');
  if (!runtime.config.SERVER_DOMAIN) throw badRequest('Subdomains are not offered on this Kiln');
  if (RESERVED_SUBDOMAINS.has(subdomain) || (await subdomainTaken(runtime.db, subdomain, row.id))) throw new ApiError('conflict', 'That subdomain is taken');
  try {
    await updateServer(runtime.db, row.id, { subdomain });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', 'That subdomain is taken');
    throw error;
  }
}

/** A new loader or game version means a fresh install: the world and files are wiped, so the caller must confirm. */
export async function reinstallServer(runtime: Runtime, viewer: Viewer, serverId: string, loader: string, gameVersion: string): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options');
  if (row.status !== 'ready') throw new ApiError('conflict', 'The server cannot be reinstalled while it is being installed or moved.');
  const driver = await nodeDriver(runtime);
  const refusal = driver.supports(loader, gameVersion);
  if (refusal) throw badRequest(refusal);
  // The world is wiped: a backup of it comes first (refused at the backup limit with nothing to roll).
  await backupBeforeReinstall(runtime, row);
  const next = { ...row, loader, gameVersion };
  await updateServer(runtime.db, row.id, { loader, gameVersion, status: 'installing', wantsRunning: false });
  // The settings survive a reinstall; the world and everything else start over.
  await driver.reinstall(nodeOf(runtime, row.nodeId), specOf(next, {}, preferencesOf(row.preferences).auto_restart), ['server.properties']);
}
