// The server panel's plain form posts (they work without JavaScript) and the words of their outcome: each form's
// fields as a browser sends them, and the notices and errors the pages show after the redirect back.
import { z } from 'zod';
import { POWER_ACTIONS, SUBUSER_PERMISSIONS, renameBody, startupBody, subdomainBody } from './servers.ts';
import { AUTO_BACKUP_INTERVALS_HOURS, BACKUP_NAME_MAX } from './server-backups.ts';

/** Loaders a server may be reinstalled with; the node says which of them it can run (see the node driver's `supports`). */
export const SERVER_LOADERS = ['vanilla', 'paper', 'purpur', 'folia', 'spigot', 'fabric', 'quilt', 'forge', 'neoforge'] as const;

/** A checkbox: present ("on") or absent. */
const checkbox = z.literal('on').optional().transform((value) => value === 'on');
/** A repeated field (checkboxes of one name) arrives as one string or an array of them. */
const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.union([item, z.array(item)]).optional().transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const powerForm = z.object({ action: z.enum(POWER_ACTIONS) });
export const renameForm = renameBody;
export const startupForm = startupBody;
export const subdomainForm = subdomainBody;

export const preferencesForm = z.object({
  auto_restart: checkbox,
  ram_as_number: checkbox,
  backup_while_running: checkbox,
});

export const reinstallForm = z.object({
  loader: z.enum(SERVER_LOADERS),
  game_version: z.string().min(1).max(32),
  /** The confirmation dialog's button sends it: reinstalling wipes the world. */
  confirm: z.literal('yes'),
});

export const subuserForm = z.object({
  username: z.string().trim().min(1).max(64),
  permissions: listOf(z.enum(SUBUSER_PERMISSIONS)),
});
export const subuserPermissionsForm = z.object({ permissions: listOf(z.enum(SUBUSER_PERMISSIONS)) });

/**
 * The properties editor's fields as text, each key once (the last value wins: a checkbox sends "true" after its
 * hidden "false"). An empty value of a field the editor shows as unknown means "leave it".
 */
export const propertiesForm = z.record(z.string().max(64), z.union([z.string().max(2000), z.array(z.string().max(2000)).max(4)]));

/** The Backups page's forms. An empty name means "name it after the time"; automatic backups are "off" or hours. */
export const createBackupForm = z.object({ name: z.string().trim().max(BACKUP_NAME_MAX).optional().transform((name) => name || undefined) });
export const renameBackupForm = z.object({ name: z.string().trim().min(1, 'Name the backup').max(BACKUP_NAME_MAX) });
export const lockBackupForm = z.object({ locked: z.enum(['true', 'false']).transform((value) => value === 'true') });
export const autoBackupForm = z.object({
  interval_hours: z.enum(['off', ...AUTO_BACKUP_INTERVALS_HOURS.map(String)]).transform((value) => (value === 'off' ? null : Number(value))),
});

export const PANEL_NOTICES = [
  'purchased', 'power_start', 'power_stop', 'power_restart', 'power_kill', 'renamed', 'saved', 'subdomain', 'reinstalling',
  'invited', 'subuser_saved', 'subuser_removed', 'left', 'cancelled', 'resubscribed', 'renewed', 'plan_changed', 'plan_scheduled',
  'backup_queued', 'backup_restoring', 'backup_saved', 'backup_deleted',
] as const;
export type PanelNotice = (typeof PANEL_NOTICES)[number];

export const PANEL_ERRORS = [
  'invalid', 'conflict', 'forbidden', 'not_found', 'limit_reached', 'unavailable', 'payment_failed', 'card_declined', 'out_of_stock', 'backup_limit', 'backup_busy',
] as const;
export type PanelError = (typeof PANEL_ERRORS)[number];
