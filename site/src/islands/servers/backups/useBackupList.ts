// The Backups island's copy of the server's backup list: as the page read it, refreshed after every action, and
// polled every two seconds while anything is still under way.
import { useCallback, useEffect, useState } from 'react';
import type { BackupList } from '#contracts/server-backups.ts';
import { listBackups } from '#site/lib/api-server-backups.ts';
import { needsPolling } from '#site/lib/server-backups.ts';

const POLL_MS = 2000;

export function useBackupList(serverId: string, initial: BackupList, alsoPoll: boolean) {
  const [list, setList] = useState<BackupList>(initial);

  const refresh = useCallback(async () => {
    try {
      setList(await listBackups(serverId, { quiet: true }));
    } catch {
      // The next poll or action tries again; the list on screen stays as it was.
    }
  }, [serverId]);

  const polling = alsoPoll || needsPolling(list);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [polling, refresh]);

  return { list, refresh };
}
