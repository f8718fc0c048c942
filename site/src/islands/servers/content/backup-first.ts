// "Back up the server first": creates a backup through the backups API and waits until it is finished, so the modpack
// replaces nothing before there is a copy to restore.
import { createBackup, listBackups } from '#site/lib/api-server-backups.ts';

const POLL_MS = 1500;
/** A backup of a large world takes a while; past this the install is not started. */
const GIVE_UP_MS = 15 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the new backup is ready; false when it failed or never finished. */
export async function backUpFirst(serverId: string, name: string): Promise<boolean> {
  const created = await createBackup(serverId, name);
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    await pause(POLL_MS);
    const backup = (await listBackups(serverId, { quiet: true }).catch(() => null))?.backups.find((entry) => entry.id === created.id);
    if (backup?.state === 'ready') return true;
    if (!backup || backup.state === 'create_failed') return false;
  }
  return false;
}
