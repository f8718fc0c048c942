// Third-party applications: registration (secret returned once, sha256 kept), owner-only edits, icons, rotation, deletion.
import type { Db } from '#db/client.ts';
import { hashToken } from '#access';
import { randomId } from '#lib/ids.ts';
import type { BlobObject, BlobStore } from '#platform/blobs/port.ts';
import { randomSecret } from '#access';
import { iconProblem, sniffImageType, type IconProblem } from './icon.ts';
import {
  deleteApp, deleteGrantsOfApp, deleteRedirectUrisOf, insertApp, insertRedirectUris, selectAppsOf, selectAppWithCreator, selectIcon, selectOwnedApp,
  updateApp, updateOwnedAppSecret, type AppWithUris,
} from './queries.ts';
import { appProblem, type AppFields, type AppProblem } from './rules.ts';

export type { AppWithUris } from './queries.ts';
export type ApplicationProblem = AppProblem | IconProblem;

interface Stores {
  db: Db;
  blobs: BlobStore;
}

/** An icon change: new bytes, `null` to remove it, or undefined to leave it. */
export type IconChange = Uint8Array | null | undefined;

export const listApps = (db: Db, userId: string) => selectAppsOf(db, userId);

export const ownedApp = (db: Db, userId: string, id: string) => selectOwnedApp(db, userId, id);

/** The public face of an application (name, icon, creator, redirect URIs) for the consent screen. */
export const appForConsent = (db: Db, id: string) => selectAppWithCreator(db, id);

export const iconPath = (app: Pick<AppWithUris, 'id' | 'iconKey'>) =>
  app.iconKey ? `/_internal/oauth/app/${app.id}/icon?v=${app.iconKey.split('/').pop()}` : null;

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function problemOf(fields: AppFields, icon: IconChange): ApplicationProblem | null {
  return appProblem(fields) ?? (icon ? iconProblem(icon) : null);
}

/** Stores the bytes under a fresh key, so a changed icon gets a new URL and caches never serve the old one. */
async function storeIcon(blobs: BlobStore, appId: string, bytes: Uint8Array) {
  const key = `oauth-icons/${appId}/${randomId()}`;
  const type = sniffImageType(bytes)!;
  await blobs.put(key, bytes, { contentType: type });
  return { iconKey: key, iconType: type };
}

export async function createApplication(
  { db, blobs }: Stores, userId: string, fields: Required<Pick<AppFields, 'name' | 'redirectUris' | 'maxScopes'>> & AppFields, icon?: Uint8Array, now = new Date(),
): Promise<{ error: ApplicationProblem } | { ok: { app: AppWithUris; secret: string } }> {
  const problem = problemOf(fields, icon);
  if (problem) return { error: problem };
  const id = randomId();
  const secret = randomSecret();
  const iconFields = icon ? await storeIcon(blobs, id, icon) : { iconKey: null, iconType: null };
  const app = {
    id, name: fields.name.trim(), description: blank(fields.description), url: blank(fields.url), ...iconFields,
    maxScopes: fields.maxScopes, secretHash: hashToken(secret), createdBy: userId, created: now,
  };
  const redirectUris = fields.redirectUris.map((uri) => ({ id: randomId(), uri }));
  await db.transaction(async (tx) => {
    await insertApp(tx, app);
    await insertRedirectUris(tx, redirectUris.map((row) => ({ ...row, appId: id })));
  });
  return { ok: { app: { ...app, redirectUris }, secret } };
}

/** Owner-scoped: another person's application answers as missing. */
export async function updateApplication({ db, blobs }: Stores, userId: string, id: string, fields: AppFields, icon?: IconChange): Promise<ApplicationProblem | 'missing' | null> {
  const problem = problemOf(fields, icon);
  if (problem) return problem;
  const app = await selectOwnedApp(db, userId, id);
  if (!app) return 'missing';
  const iconFields = icon ? await storeIcon(blobs, id, icon) : icon === null ? { iconKey: null, iconType: null } : {};
  const changes = {
    ...(fields.name !== undefined ? { name: fields.name.trim() } : {}),
    ...(fields.description !== undefined ? { description: blank(fields.description) } : {}),
    ...(fields.url !== undefined ? { url: blank(fields.url) } : {}),
    ...(fields.maxScopes !== undefined ? { maxScopes: fields.maxScopes } : {}),
    ...iconFields,
  };
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) await updateApp(tx, id, changes);
    if (fields.redirectUris) {
      await deleteRedirectUrisOf(tx, id);
      await insertRedirectUris(tx, fields.redirectUris.map((uri) => ({ id: randomId(), appId: id, uri })));
    }
  });
  if ('iconKey' in iconFields && app.iconKey) await blobs.delete(app.iconKey);
  return null;
}

/** A new secret replaces the old one at once; tokens already issued stay valid. */
export async function rotateSecret(db: Db, userId: string, id: string): Promise<string | null> {
  const secret = randomSecret();
  return (await updateOwnedAppSecret(db, userId, id, hashToken(secret))) ? secret : null;
}

/** Deleting an application takes its grants, codes and tokens with it, in one transaction. */
export async function deleteApplication({ db, blobs }: Stores, userId: string, id: string): Promise<boolean> {
  const app = await selectOwnedApp(db, userId, id);
  if (!app) return false;
  await db.transaction(async (tx) => {
    await deleteGrantsOfApp(tx, id);
    await deleteRedirectUrisOf(tx, id);
    await deleteApp(tx, id);
  });
  if (app.iconKey) await blobs.delete(app.iconKey);
  return true;
}

export async function applicationIcon({ db, blobs }: Stores, id: string): Promise<{ type: string; blob: BlobObject } | null> {
  const icon = await selectIcon(db, id);
  const blob = icon ? await blobs.get(icon.key) : null;
  return icon && blob ? { type: icon.type, blob } : null;
}
