// The read-only demo panel's fixed server: a Medium server in Western Europe with two players on, its numbers and a
// few console lines, so visitors see what a panel shows before buying. Nothing here reaches a node.
import type { ServerStatsView, ServerView } from '#contracts/servers.ts';
import { DEFAULT_PREFERENCES, NAMED_PLANS } from '#contracts/servers.ts';

const medium = NAMED_PLANS.find((plan) => plan.id === 'medium')!;
const MB = 1024 * 1024;

export function demoServer(name: string): ServerView {
  return {
    id: 'demo', name, owner_id: 'demo', state: 'running',
    plan: { id: medium.id, ram_mb: medium.ramMb, cpu: 3, storage_mb: medium.ramMb * 8, swap_mb: medium.ramMb / 4 },
    region: 'western-europe', node: 'eu-west-1',
    address: { host: 'demo.kiln.gg', port: 25565, subdomain: null, join: 'demo.kiln.gg' },
    loader: 'fabric', game_version: '1.20.1', startup_flags: '', suspension: null, upgrade: null, billing: null,
    permissions: ['console', 'files', 'backups', 'options'], is_owner: true, preferences: DEFAULT_PREFERENCES, created: '2026-01-15T12:00:00.000Z',
  };
}

export const DEMO_STATS: ServerStatsView = {
  state: 'running', cpu_percent: 23.4, memory_bytes: 3_620 * MB, memory_limit_bytes: medium.ramMb * MB, disk_bytes: 2_310 * MB,
  disk_limit_bytes: medium.ramMb * 8 * MB, uptime_ms: ((2 * 24 + 5) * 60 + 17) * 60_000,
  players: { online: 2, max: medium.maxPlayers, sample: ['Alex', 'Steve'] },
};

export const DEMO_CONSOLE = [
  '[12:00:01] [Server thread/INFO]: Starting minecraft server version 1.20.1',
  '[12:00:01] [Server thread/INFO]: Loading properties',
  '[12:00:02] [Server thread/INFO]: Preparing level "world"',
  '[12:00:06] [Server thread/INFO]: Done (4.812s)! For help, type "help"',
  '[12:14:40] [Server thread/INFO]: Alex joined the game',
  '[12:15:02] [Server thread/INFO]: <Alex> anyone up for the nether?',
  '[12:21:37] [Server thread/INFO]: Steve joined the game',
  '[12:21:45] [Server thread/INFO]: <Steve> on my way',
  '[12:30:00] [Server thread/INFO]: Saving the game (this may take a moment!)',
  '[12:30:01] [Server thread/INFO]: Saved the game',
];
