// Kiln Servers: hosted game servers (plan, node, port, what their owner wants them to do), their sub-users, console
// tickets, and the notices staff show on panels with who dismissed them.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { NOTICE_LEVELS, SERVER_STATUSES } from '#contracts/servers.ts';
import { bool, id, timestamp } from './columns.ts';
import { users } from './users.ts';
import { subscriptions } from './billing.ts';

export const servers = sqliteTable(
  'servers',
  {
    id: id().primaryKey(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The billing subscription that pays for it; null only for the demo server seeded for local use. */
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** small, medium, large or custom; the resources below are copied from the catalogue tier when it was bought. */
    plan: text('plan').notNull(),
    ramMb: integer('ram_mb').notNull(),
    cpu: integer('cpu').notNull(),
    storageMb: integer('storage_mb').notNull(),
    swapMb: integer('swap_mb').notNull(),
    region: text('region').notNull(),
    nodeId: text('node_id').notNull(),
    port: integer('port').notNull(),
    /** `{subdomain}.{servers domain}`: unique among live servers, null until chosen. */
    subdomain: text('subdomain'),
    loader: text('loader').notNull(),
    gameVersion: text('game_version').notNull(),
    startupFlags: text('startup_flags').notNull().default(''),
    /** Kiln's own lifecycle: awaiting its first payment, being installed, ready, changing plan, or deleted. */
    status: text('status', { enum: SERVER_STATUSES }).notNull(),
    /** What the owner last asked for: after a restart of Kiln, a server that should run is started again. */
    wantsRunning: bool('wants_running').notNull().default(false),
    /** Set while staff suspend the server, with the reason shown to its owner. */
    staffSuspension: text('staff_suspension'),
    /** JSON: the panel's preferences (hide the subdomain label, auto-restart, …). */
    preferences: text('preferences').notNull().default('{}'),
    /** The plan being moved to while `status` is `upgrading`. */
    upgradeRamMb: integer('upgrade_ram_mb'),
    created: timestamp('created').notNull(),
    installed: timestamp('installed'),
    /** Automatic backups: every this many hours; null when they are off. */
    autoBackupHours: integer('auto_backup_hours'),
    /** When the last automatic backup was queued: the next is due an interval later. */
    lastAutoBackup: timestamp('last_auto_backup'),
  },
  (t) => [
    index('servers_owner_idx').on(t.ownerId),
    index('servers_node_idx').on(t.nodeId),
    uniqueIndex('servers_subscription_unique').on(t.subscriptionId),
    uniqueIndex('servers_node_port_unique').on(t.nodeId, t.port),
    uniqueIndex('servers_subdomain_unique').on(t.subdomain),
  ],
);

/** People the owner invited, with a bit set of what they may do (console, files, backups, options). */
export const serverSubusers = sqliteTable(
  'server_subusers',
  {
    serverId: text('server_id').notNull().references(() => servers.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    permissions: integer('permissions').notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serverId, t.userId] }), index('server_subusers_user_idx').on(t.userId)],
);

/** Short-lived, single-use tickets that open a console stream (an EventSource cannot send headers); only hashes kept. */
export const serverConsoleTickets = sqliteTable('server_console_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  serverId: text('server_id').notNull().references(() => servers.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expires: timestamp('expires').notNull(),
});

export const serverNotices = sqliteTable('server_notices', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  level: text('level', { enum: NOTICE_LEVELS }).notNull(),
  /** Markdown, sanitized like descriptions. */
  message: text('message').notNull(),
  title: text('title'),
  dismissable: bool('dismissable').notNull(),
  begins: timestamp('begins'),
  expires: timestamp('expires'),
  /** JSON: null for every server, else `{ nodes: string[], servers: string[] }`. */
  target: text('target'),
  created: timestamp('created').notNull(),
});

export const serverNoticeDismissals = sqliteTable(
  'server_notice_dismissals',
  {
    noticeId: integer('notice_id').notNull().references(() => serverNotices.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    dismissed: timestamp('dismissed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
