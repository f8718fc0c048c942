// Kiln Servers' shared vocabulary: plans, regions, states, sub-user permissions, the typed server.properties fields
// and the request bodies of the /v3/servers API, used by the API and the panel's islands alike.
import { z } from 'zod';
import { idempotencyKey } from './billing.ts';

export const REGIONS = [
  { id: 'north-america', name: 'North America', note: 'Low latency across the United States and Canada.' },
  { id: 'western-europe', name: 'Western Europe', note: 'For players in the UK, Ireland, France, Benelux and Iberia.' },
  { id: 'central-europe', name: 'Central Europe', note: 'For Germany, the Nordics, Poland and their neighbours.' },
] as const;
export type RegionId = (typeof REGIONS)[number]['id'];
export const REGION_IDS = REGIONS.map((region) => region.id) as [RegionId, ...RegionId[]];

/** Named plans by memory (spec §3, §9); any other catalogue tier is a custom plan. Sized for modded play. */
export const NAMED_PLANS = [
  { id: 'small', name: 'Small', ramMb: 4096, players: '1–5', maxPlayers: 5 },
  { id: 'medium', name: 'Medium', ramMb: 6144, players: '6–15', maxPlayers: 15 },
  { id: 'large', name: 'Large', ramMb: 8192, players: '15–25', maxPlayers: 25 },
] as const;
export type PlanId = (typeof NAMED_PLANS)[number]['id'] | 'custom';

export const planOfRam = (ramMb: number): PlanId => NAMED_PLANS.find((plan) => plan.ramMb === ramMb)?.id ?? 'custom';
export const hostingProductId = (ramMb: number) => `hosting-${ramMb}`;
export const ramOfProduct = (productId: string): number | null => {
  const match = /^hosting-(\d+)$/.exec(productId);
  return match ? Number(match[1]) : null;
};

/** Kiln's own lifecycle of a server record. */
export const SERVER_STATUSES = ['pending_payment', 'installing', 'ready', 'upgrading', 'deleted'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

/** What the panel shows: the node's state, or Kiln's when it overrides it (suspended, upgrading). */
export const PANEL_STATES = ['installing', 'install_failed', 'starting', 'running', 'stopping', 'stopped', 'crashed', 'connection_lost', 'suspended', 'upgrading'] as const;
export type PanelState = (typeof PANEL_STATES)[number];

export const SUSPENSION_REASONS = ['payment_failed', 'cancelled', 'staff'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

export const NOTICE_LEVELS = ['critical', 'info', 'survey', 'warning'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

/** Spec §3's game modes; `unknown` is only shown for a value the editor does not know. */
export const GAME_MODES = ['survival', 'creative', 'adventure', 'spectator'] as const;
export const DIFFICULTIES = ['peaceful', 'easy', 'normal', 'hard'] as const;

/** What a sub-user may do; the owner may do everything. `console` includes the power buttons. */
export const SUBUSER_PERMISSIONS = ['console', 'files', 'backups', 'options'] as const;
export type SubuserPermission = (typeof SUBUSER_PERMISSIONS)[number];
export const permissionBit = (permission: SubuserPermission) => 1 << SUBUSER_PERMISSIONS.indexOf(permission);
export const ALL_SERVER_PERMISSIONS = SUBUSER_PERMISSIONS.reduce((bits, permission) => bits | permissionBit(permission), 0);
export const permissionsOf = (bits: number): SubuserPermission[] => SUBUSER_PERMISSIONS.filter((permission) => (bits & permissionBit(permission)) !== 0);

export const POWER_ACTIONS = ['start', 'stop', 'restart', 'kill'] as const;
export const powerBody = z.object({ action: z.enum(POWER_ACTIONS) });

export const COMMAND_MAX_LENGTH = 256;
export const commandBody = z.object({ command: z.string().trim().min(1, 'Type a command').max(COMMAND_MAX_LENGTH) });

export const SERVER_NAME_MAX = 48;
export const renameBody = z.object({ name: z.string().trim().min(1, 'Give the server a name').max(SERVER_NAME_MAX) });

const flag = z.boolean();
/**
 * The typed `server.properties` editor: the fields it offers, each bounded. Keys are the file's own names; other
 * lines of the file are kept as they are.
 */
export const serverProperties = z.object({
  motd: z.string().max(150).refine((value) => !/[\r\n]/.test(value), 'The MOTD is one line'),
  gamemode: z.enum(GAME_MODES),
  difficulty: z.enum(DIFFICULTIES),
  'max-players': z.number().int().min(1).max(1000),
  pvp: flag,
  'white-list': flag,
  'online-mode': flag,
  hardcore: flag,
  'allow-flight': flag,
  'spawn-protection': z.number().int().min(0).max(1000),
  'view-distance': z.number().int().min(2).max(32),
  'simulation-distance': z.number().int().min(2).max(32),
  'level-seed': z.string().max(64).refine((value) => !/[\r\n]/.test(value), 'The seed is one line'),
  'enable-command-block': flag,
});
export type ServerProperties = z.infer<typeof serverProperties>;
export const propertiesBody = serverProperties.partial().strict();

export const STARTUP_FLAGS_MAX = 1024;
export const startupBody = z.object({
  flags: z.string().max(STARTUP_FLAGS_MAX).refine((value) => !/[\r\n]/.test(value), 'Flags are one line'),
});

export const loaderBody = z.object({
  loader: z.string().min(1).max(32),
  game_version: z.string().min(1).max(32),
  /** Reinstalling wipes the world: the panel asks, and the API needs to be told. */
  confirm: z.literal(true),
});

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,30}[a-z0-9])$/;
export const subdomainBody = z.object({
  subdomain: z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, 'Use 3 to 32 lowercase letters, digits and dashes, not starting or ending with a dash'),
});

export const serverPreferences = z.object({
  /** Start the server again when it crashes (up to the restart policy's limit). */
  auto_restart: z.boolean(),
  /** Show memory as MB used rather than a percentage of the plan. */
  ram_as_number: z.boolean(),
  /** Allow backups while the server is running (otherwise it is stopped for them). */
  backup_while_running: z.boolean(),
});
export type ServerPreferences = z.infer<typeof serverPreferences>;
export const DEFAULT_PREFERENCES: ServerPreferences = { auto_restart: true, ram_as_number: false, backup_while_running: true };
export const preferencesBody = serverPreferences.partial().strict();

export const subuserBody = z.object({
  username: z.string().trim().min(1).max(64),
  permissions: z.array(z.enum(SUBUSER_PERMISSIONS)).max(SUBUSER_PERMISSIONS.length),
});
export const subuserPermissionsBody = z.object({ permissions: z.array(z.enum(SUBUSER_PERMISSIONS)).max(SUBUSER_PERMISSIONS.length) });

export const suspendBody = z.object({ reason: z.string().trim().min(1, 'Say why').max(500) });

export const noticeBody = z.object({
  level: z.enum(NOTICE_LEVELS),
  title: z.string().trim().max(100).optional(),
  message: z.string().trim().min(1).max(2000),
  dismissable: z.boolean(),
  begins: z.string().datetime({ offset: true }).nullish(),
  expires: z.string().datetime({ offset: true }).nullish(),
  /** Empty for every server. */
  nodes: z.array(z.string().max(64)).max(100).default([]),
  servers: z.array(z.string().max(64)).max(100).default([]),
});

export const purchaseForm = z.object({
  ram_mb: z.coerce.number().int().positive(),
  interval: z.enum(['monthly', 'quarterly', 'yearly']),
  region: z.enum(REGION_IDS),
  idempotency_key: idempotencyKey,
  payment_method: z.string().max(64).optional(),
  number: z.string().max(32).optional(),
  exp_month: z.string().max(2).optional(),
  exp_year: z.string().max(4).optional(),
  cvc: z.string().max(4).optional(),
});

/** A plan change: the new size, and the click's key (an upgrade is charged once however often it is posted). */
export const planBody = z.object({ ram_mb: z.coerce.number().int().positive(), idempotency_key: idempotencyKey });

/** The wire shape of a server in the API: what the list, the panel and third-party tools read. */
export interface ServerView {
  id: string;
  name: string;
  owner_id: string;
  state: PanelState;
  plan: { id: PlanId; ram_mb: number; cpu: number; storage_mb: number; swap_mb: number };
  region: RegionId;
  node: string;
  address: { host: string; port: number; subdomain: string | null; join: string };
  loader: string;
  game_version: string;
  startup_flags: string;
  suspension: { reasons: SuspensionReason[]; staff_reason: string | null } | null;
  upgrade: { ram_mb: number } | null;
  /** `next_ram_mb`: a smaller plan asked for, which the next renewal moves the server to. */
  billing: { subscription_id: string; status: string; interval: string; period_end: string; next_ram_mb: number | null } | null;
  /** What the viewer may do here. */
  permissions: SubuserPermission[];
  is_owner: boolean;
  preferences: ServerPreferences;
  created: string;
}

export interface ServerStatsView {
  state: PanelState;
  cpu_percent: number;
  memory_bytes: number;
  memory_limit_bytes: number;
  disk_bytes: number;
  disk_limit_bytes: number;
  uptime_ms: number;
  players: { online: number; max: number; sample: string[] } | null;
}
