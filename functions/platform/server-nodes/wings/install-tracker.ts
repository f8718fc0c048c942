// What Kiln knows of installs on Wings nodes. Wings does not expose an install in progress through its API; it tells
// the panel when one ends (`POST /api/remote/servers/{uuid}/install`), so the driver marks an install begun and the
// remote routes mark it ended. One tracker is shared by the driver and the remote routes of a process; after a
// restart of Kiln it starts empty, and Kiln's own server records say which installs never finished.

export type InstallOutcome = 'installing' | 'install_failed';

export interface InstallTracker {
  begin(serverId: string): void;
  finish(serverId: string, ok: boolean): void;
  /** Wings restarted: whatever it was installing was abandoned, as Pterodactyl's panel treats a node reset. */
  forget(serverIds: string[]): void;
  /** Null once the install succeeded or when Kiln never saw one. */
  state(serverId: string): InstallOutcome | null;
}

export function createInstallTracker(): InstallTracker {
  const states = new Map<string, InstallOutcome>();
  return {
    begin: (serverId) => void states.set(serverId, 'installing'),
    finish: (serverId, ok) => void (ok ? states.delete(serverId) : states.set(serverId, 'install_failed')),
    forget: (serverIds) => serverIds.forEach((serverId) => states.delete(serverId)),
    state: (serverId) => states.get(serverId) ?? null,
  };
}
