// SQL over server_backups and the servers' automatic-backup columns; no decisions.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { BUSY_BACKUP_STATES, type BackupState } from '#contracts/server-backups.ts';
import type { DbOrTx } from '../records/queries.ts';

export type BackupRow = typeof t.serverBackups.$inferSelect;
export type NewBackupRow = typeof t.serverBackups.$inferInsert;

/** Backups made in the same millisecond keep the order they were asked for in. */
const insertion = sql`${t.serverBackups}.rowid`;

export async function backupsOf(db: DbOrTx, serverId: string): Promise<BackupRow[]> {
  return db.select().from(t.serverBackups).where(eq(t.serverBackups.serverId, serverId)).orderBy(desc(t.serverBackups.created), desc(insertion));
}

export async function backupRow(db: DbOrTx, serverId: string, backupId: string): Promise<BackupRow | null> {
  const [row] = await db.select().from(t.serverBackups).where(and(eq(t.serverBackups.id, backupId), eq(t.serverBackups.serverId, serverId)));
  return row ?? null;
}

export async function backupById(db: DbOrTx, backupId: string): Promise<BackupRow | null> {
  const [row] = await db.select().from(t.serverBackups).where(eq(t.serverBackups.id, backupId));
  return row ?? null;
}

export async function insertBackup(db: DbOrTx, row: NewBackupRow): Promise<void> {
  await db.insert(t.serverBackups).values(row);
}

export async function updateBackup(db: DbOrTx, id: string, values: Partial<NewBackupRow>): Promise<void> {
  await db.update(t.serverBackups).set(values).where(eq(t.serverBackups.id, id));
}

/** Moves a backup from one state to another only if it is still in `from`: the row, or null when another got there first. */
export async function moveBackupState(db: DbOrTx, id: string, from: BackupState[], values: Partial<NewBackupRow>): Promise<BackupRow | null> {
  const [row] = await db.update(t.serverBackups).set(values).where(and(eq(t.serverBackups.id, id), inArray(t.serverBackups.state, from))).returning();
  return row ?? null;
}

export async function deleteBackupRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(t.serverBackups).where(eq(t.serverBackups.id, id));
}

export async function busyBackupOf(db: DbOrTx, serverId: string): Promise<BackupRow | null> {
  const [row] = await db.select().from(t.serverBackups)
    .where(and(eq(t.serverBackups.serverId, serverId), inArray(t.serverBackups.state, [...BUSY_BACKUP_STATES]))).limit(1);
  return row ?? null;
}

/** The backups that count against the limit: every one but failed creates, which hold no archive. */
export async function countedBackups(db: DbOrTx, serverId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(t.serverBackups)
    .where(and(eq(t.serverBackups.serverId, serverId), ne(t.serverBackups.state, 'create_failed')));
  return Number(row?.count ?? 0);
}

/** The backup rolling would delete: the oldest unlocked automatic one that is finished (ready or a failed restore or download). */
export async function oldestRollable(db: DbOrTx, serverId: string): Promise<BackupRow | null> {
  const [row] = await db.select().from(t.serverBackups)
    .where(and(
      eq(t.serverBackups.serverId, serverId), eq(t.serverBackups.automated, true), eq(t.serverBackups.locked, false),
      inArray(t.serverBackups.state, ['ready', 'restore_failed', 'download_failed']),
    ))
    .orderBy(asc(t.serverBackups.created), asc(insertion)).limit(1);
  return row ?? null;
}

/** Work the job has not picked up yet, oldest first: queued creates and restores nobody started. */
export async function waitingWork(db: DbOrTx, limit: number): Promise<BackupRow[]> {
  return db.select().from(t.serverBackups)
    .where(or(eq(t.serverBackups.state, 'queued'), and(eq(t.serverBackups.state, 'restoring'), isNull(t.serverBackups.started))))
    .orderBy(asc(t.serverBackups.created), asc(insertion)).limit(limit);
}

/** At boot: work a previous process began and cannot have finished. */
export async function interruptedBackups(db: DbOrTx): Promise<BackupRow[]> {
  return db.select().from(t.serverBackups).where(or(
    eq(t.serverBackups.state, 'creating'),
    and(eq(t.serverBackups.state, 'restoring'), isNotNull(t.serverBackups.started)),
    eq(t.serverBackups.state, 'preparing_download'),
  ));
}

/** Servers with automatic backups on whose interval has passed since the last one (or that never had one). */
export async function serversDueForAutoBackup(db: DbOrTx, now: Date) {
  return db.select({ id: t.servers.id, hours: t.servers.autoBackupHours, last: t.servers.lastAutoBackup }).from(t.servers)
    .where(and(
      isNotNull(t.servers.autoBackupHours), eq(t.servers.status, 'ready'),
      or(isNull(t.servers.lastAutoBackup), lte(sql`${t.servers.lastAutoBackup} + ${t.servers.autoBackupHours} * 3600000`, now.getTime())),
    ));
}

/** Takes a waiting restore for this process: the row, or null when another process took it first. */
export async function claimRestore(db: DbOrTx, id: string, now: Date): Promise<BackupRow | null> {
  const [row] = await db.update(t.serverBackups).set({ started: now })
    .where(and(eq(t.serverBackups.id, id), eq(t.serverBackups.state, 'restoring'), isNull(t.serverBackups.started))).returning();
  return row ?? null;
}
