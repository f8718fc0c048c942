// Which power buttons a server's state allows, shared by the panel as rendered and the island that follows the state.
import type { PanelState, POWER_ACTIONS } from '#contracts/servers.ts';

export type PowerAction = (typeof POWER_ACTIONS)[number];

/**
 * Start from rest, Stop and Restart while it runs or starts; Kill only while it is stopping (the island also offers it
 * when a Stop was asked for and the server still runs). Nothing while it is installing, moving, suspended or out of reach.
 */
export function powerAllowed(state: PanelState, action: PowerAction): boolean {
  switch (action) {
    case 'start':
      return state === 'stopped' || state === 'crashed';
    case 'stop':
    case 'restart':
      return state === 'running' || state === 'starting';
    case 'kill':
      return state === 'stopping';
  }
}

/** How long after a Stop a server still up is offered Kill. */
export const KILL_AFTER_MS = 10_000;
