// Test support: inserts users, tokens, projects, versions and files with real hashes, so each test owns its data.
import { createHash } from 'node:crypto';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { ALL_PROJECT_PERMISSIONS } from '#contracts/permissions.ts';
import { fileKeyOf } from '#contracts/stored-files.ts';
import type {
  DependencyType, ProjectStatus, ProjectType, SideType, UserRole, VersionStatus, VersionType,
} from '#contracts/enums.ts';
import { generateToken, hashToken } from '../access/tokens.ts';
import { randomId } from '#lib/ids.ts';
import type { BlobStore } from '#platform/blobs/port.ts';

let counter = 0;
const next = () => ++counter;
const BASE_TIME = Date.parse('2026-01-01T00:00:00Z');

export async function makeUser(db: Db, overrides: Partial<typeof t.users.$inferInsert> = {}) {
  const n = next();
  const row = { id: randomId(), username: `user${n}`, email: `user${n}@example.test`, role: 'developer' as UserRole, created: new Date(BASE_TIME + n * 1000), ...overrides };
  await db.insert(t.users).values(row);
  return row;
}

export async function makePat(db: Db, userId: string, scopes: number, expires = new Date(Date.now() + 86_400_000)) {
  const token = generateToken('pat');
  await db.insert(t.personalAccessTokens).values({
    id: randomId(), userId, name: 'test token', tokenHash: hashToken(token), scopes, created: new Date(), expires,
  });
  return token;
}

/** People by name, each with a token holding `scopes`: the cast of a test file. */
export async function makePeople<Name extends string>(db: Db, names: readonly Name[], scopes: number) {
  const users = {} as Record<Name, Awaited<ReturnType<typeof makeUser>>>;
  const tokens = {} as Record<Name, string>;
  for (const name of names) {
    users[name] = await makeUser(db);
    tokens[name] = await makePat(db, users[name].id, scopes);
  }
  return { users, tokens };
}

export async function makeTeam(db: Db, ownerId: string) {
  const teamId = randomId();
  await db.insert(t.teams).values({ id: teamId });
  await db.insert(t.teamMembers).values({
    id: randomId(), teamId, userId: ownerId, role: 'Owner', isOwner: true, permissions: ALL_PROJECT_PERMISSIONS, accepted: true, payoutsSplit: 100,
  });
  return teamId;
}

export async function addMember(db: Db, teamId: string, userId: string, options: { accepted?: boolean; permissions?: number; role?: string } = {}) {
  await db.insert(t.teamMembers).values({
    id: randomId(), teamId, userId, role: options.role ?? 'Member', permissions: options.permissions ?? 0, accepted: options.accepted ?? true,
  });
}

export interface ProjectOptions {
  ownerId: string;
  title?: string;
  slug?: string;
  projectType?: ProjectType;
  status?: ProjectStatus;
  description?: string;
  categories?: string[];
  additionalCategories?: string[];
  downloads?: number;
  followers?: number;
  licenseId?: string;
  clientSide?: SideType;
  serverSide?: SideType;
  organizationId?: string;
  published?: Date;
  updated?: Date;
  iconUrl?: string;
}

export async function makeProject(db: Db, options: ProjectOptions) {
  const n = next();
  const teamId = await makeTeam(db, options.ownerId);
  const published = options.published ?? new Date(BASE_TIME + n * 60_000);
  const row = {
    id: randomId(),
    slug: options.slug ?? `project-${n}`,
    projectType: options.projectType ?? 'mod',
    title: options.title ?? `Project ${n}`,
    description: options.description ?? `The summary of project ${n}.`,
    body: `# Project ${n}\n\nA test project.`,
    teamId,
    organizationId: options.organizationId ?? null,
    published,
    updated: options.updated ?? published,
    approved: options.status === undefined || options.status === 'approved' ? published : null,
    status: options.status ?? 'approved',
    licenseId: options.licenseId ?? 'MIT',
    clientSide: options.clientSide ?? 'required',
    serverSide: options.serverSide ?? 'optional',
    downloads: options.downloads ?? 0,
    followers: options.followers ?? 0,
    iconUrl: options.iconUrl ?? null,
    threadId: randomId(),
  } satisfies typeof t.projects.$inferInsert;
  await db.insert(t.projects).values(row);
  const categories = [
    ...(options.categories ?? []).map((category) => ({ projectId: row.id, category, additional: false })),
    ...(options.additionalCategories ?? []).map((category) => ({ projectId: row.id, category, additional: true })),
  ];
  if (categories.length) await db.insert(t.projectCategories).values(categories);
  return { ...row, teamId };
}

export interface VersionOptions {
  projectId: string;
  authorId: string;
  versionNumber?: string;
  name?: string;
  loaders?: string[];
  gameVersions?: string[];
  versionType?: VersionType;
  status?: VersionStatus;
  featured?: boolean;
  datePublished?: Date;
  changelog?: string;
  downloads?: number;
  files?: { filename?: string; bytes?: Uint8Array; primary?: boolean }[];
  dependencies?: { projectId?: string; versionId?: string; fileName?: string; type: DependencyType }[];
  blobs?: BlobStore;
}

const hex = (algorithm: 'sha1' | 'sha512', bytes: Uint8Array) => createHash(algorithm).update(bytes).digest('hex');

export async function makeVersion(db: Db, options: VersionOptions) {
  const n = next();
  const row = {
    id: randomId(),
    projectId: options.projectId,
    authorId: options.authorId,
    name: options.name ?? `Version ${n}`,
    versionNumber: options.versionNumber ?? `1.0.${n}`,
    changelog: options.changelog ?? `Changes in ${n}`,
    datePublished: options.datePublished ?? new Date(BASE_TIME + n * 3_600_000),
    downloads: options.downloads ?? 0,
    versionType: options.versionType ?? 'release',
    status: options.status ?? 'listed',
    featured: options.featured ?? false,
  } satisfies typeof t.versions.$inferInsert;
  await db.insert(t.versions).values(row);
  const loaders = options.loaders ?? ['fabric'];
  if (loaders.length) await db.insert(t.versionLoaders).values(loaders.map((loader) => ({ versionId: row.id, loader })));
  const gameVersions = options.gameVersions ?? ['1.21.1'];
  if (gameVersions.length) {
    await db.insert(t.versionGameVersions).values(gameVersions.map((gameVersion) => ({ versionId: row.id, gameVersion })));
  }
  const fileSpecs = options.files ?? [{}];
  const files = [];
  for (const [index, spec] of fileSpecs.entries()) {
    const bytes = spec.bytes ?? new TextEncoder().encode(`file ${row.id} ${index}`);
    const filename = spec.filename ?? `project-${n}-${index}.jar`;
    const sha1 = hex('sha1', bytes);
    const file = {
      id: randomId(),
      versionId: row.id,
      url: fileKeyOf(options.projectId, row.id, filename),
      filename,
      primary: spec.primary ?? index === 0,
      size: bytes.length,
      fileType: null,
      sha1,
      sha512: hex('sha512', bytes),
      blobKey: `files/${sha1.slice(0, 2)}/${sha1}`,
    };
    await options.blobs?.put(file.blobKey, bytes);
    await db.insert(t.files).values(file);
    files.push({ ...file, bytes });
  }
  if (options.dependencies?.length) {
    await db.insert(t.dependencies).values(options.dependencies.map((dependency) => ({
      versionId: row.id,
      dependencyProjectId: dependency.projectId ?? null,
      dependencyVersionId: dependency.versionId ?? null,
      fileName: dependency.fileName ?? null,
      dependencyType: dependency.type,
    })));
  }
  return { ...row, loaders, gameVersions, files };
}
