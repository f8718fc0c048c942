// Reads of the blob sweep: the rows that can name a blob, from version files to the owners of uploaded images.
import { inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

/** Whose rows can name an uploaded image or icon. */
export type BlobOwner = 'project' | 'user' | 'organization' | 'collection' | 'app';

/** Of these sha1s, those a published file has. */
export async function selectPublishedSha1s(db: Db, sha1s: readonly string[]): Promise<Set<string>> {
  if (sha1s.length === 0) return new Set();
  const rows = await db.selectDistinct({ sha1: t.files.sha1 }).from(t.files).where(inArray(t.files.sha1, [...sha1s]));
  return new Set(rows.map((row) => row.sha1));
}

/** Of these blob keys, those a staged upload names. */
export async function selectStagedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectDistinct({ key: t.stagedUploads.blobKey }).from(t.stagedUploads).where(inArray(t.stagedUploads.blobKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}

const group = <Row>(rows: Row[], idOf: (row: Row) => string, textsOf: (row: Row) => (string | null)[], into: Map<string, string[]>) => {
  for (const row of rows) {
    const texts = into.get(idOf(row)) ?? [];
    texts.push(...textsOf(row).filter((text): text is string => text !== null));
    into.set(idOf(row), texts);
  }
};

/**
 * The texts of each owner that may name one of its blobs: the image columns (stored keys), the icon key of an
 * application, and a project's Markdown (its body and its versions' changelogs), where body images are linked.
 */
export async function selectOwnerTexts(db: Db, owner: BlobOwner, ids: readonly string[]): Promise<Map<string, string[]>> {
  const texts = new Map<string, string[]>();
  if (ids.length === 0) return texts;
  const list = [...ids];
  if (owner === 'project') {
    const projects = await db.select({ id: t.projects.id, icon: t.projects.iconUrl, raw: t.projects.rawIconUrl, body: t.projects.body })
      .from(t.projects).where(inArray(t.projects.id, list));
    group(projects, (row) => row.id, (row) => [row.icon, row.raw, row.body], texts);
    const gallery = await db.select({ id: t.galleryItems.projectId, url: t.galleryItems.url, raw: t.galleryItems.rawUrl })
      .from(t.galleryItems).where(inArray(t.galleryItems.projectId, list));
    group(gallery, (row) => row.id, (row) => [row.url, row.raw], texts);
    const versions = await db.select({ id: t.versions.projectId, changelog: t.versions.changelog })
      .from(t.versions).where(inArray(t.versions.projectId, list));
    group(versions, (row) => row.id, (row) => [row.changelog], texts);
  } else if (owner === 'user') {
    const rows = await db.select({ id: t.users.id, url: t.users.avatarUrl }).from(t.users).where(inArray(t.users.id, list));
    group(rows, (row) => row.id, (row) => [row.url], texts);
  } else if (owner === 'organization') {
    const rows = await db.select({ id: t.organizations.id, url: t.organizations.iconUrl }).from(t.organizations).where(inArray(t.organizations.id, list));
    group(rows, (row) => row.id, (row) => [row.url], texts);
  } else if (owner === 'collection') {
    const rows = await db.select({ id: t.collections.id, url: t.collections.iconUrl }).from(t.collections).where(inArray(t.collections.id, list));
    group(rows, (row) => row.id, (row) => [row.url], texts);
  } else {
    const rows = await db.select({ id: t.oauthApps.id, key: t.oauthApps.iconKey }).from(t.oauthApps).where(inArray(t.oauthApps.id, list));
    group(rows, (row) => row.id, (row) => [row.key], texts);
  }
  return texts;
}
