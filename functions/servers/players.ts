// Players online, read the way a Minecraft client's server list does (a status ping to the join address). Where
// the runtime has no sockets, or the server does not answer quickly, there is no count rather than a wrong one.
const PING_TIMEOUT_MS = 1500;

export interface PlayersOnline {
  online: number;
  max: number;
  sample: string[];
}

export async function pingPlayers(host: string, port: number): Promise<PlayersOnline | null> {
  try {
    const { status } = await import('minecraft-server-util');
    const answer = await status(host, port, { timeout: PING_TIMEOUT_MS, enableSRV: false });
    return { online: answer.players.online, max: answer.players.max, sample: (answer.players.sample ?? []).map((player) => player.name) };
  } catch {
    return null;
  }
}
