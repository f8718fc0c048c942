// Versions, their files (immutable, addressed by hash), loaders, game versions and dependencies.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DEPENDENCY_TYPES, FILE_TYPES, VERSION_STATUSES, VERSION_TYPES } from '#contracts/enums.ts';
import { bool, id, timestamp } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

export const versions = sqliteTable(
  'versions',
  {
    id: id().primaryKey(),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    versionNumber: text('version_number').notNull(),
    changelog: text('changelog').notNull().default(''),
    datePublished: timestamp('date_published').notNull(),
    downloads: integer('downloads').notNull().default(0),
    versionType: text('version_type', { enum: VERSION_TYPES }).notNull(),
    status: text('status', { enum: VERSION_STATUSES }).notNull().default('listed'),
    requestedStatus: text('requested_status', { enum: VERSION_STATUSES }),
    featured: bool('featured').notNull().default(false),
    ordering: integer('ordering'),
    environment: text('environment').notNull().default('unknown'),
    /** The edit stamp (optimistic concurrency); null until the first edit after publishing, read as `date_published`. */
    updated: timestamp('updated'),
  },
  (t) => [index('versions_project_published_idx').on(t.projectId, t.datePublished)],
);

export const versionLoaders = sqliteTable(
  'version_loaders',
  {
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    loader: text('loader').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.loader] }), index('version_loaders_loader_idx').on(t.loader)],
);

export const versionGameVersions = sqliteTable(
  'version_game_versions',
  {
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    gameVersion: text('game_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.gameVersion] }), index('version_game_versions_gv_idx').on(t.gameVersion)],
);

export const files = sqliteTable(
  'files',
  {
    id: id().primaryKey(),
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    filename: text('filename').notNull(),
    primary: bool('is_primary').notNull().default(false),
    size: integer('size').notNull(),
    fileType: text('file_type', { enum: FILE_TYPES }),
    sha1: text('sha1').notNull(),
    sha512: text('sha512').notNull(),
    blobKey: text('blob_key').notNull(),
  },
  (t) => [
    index('files_version_idx').on(t.versionId),
    index('files_sha1_idx').on(t.sha1),
    index('files_sha512_idx').on(t.sha512),
  ],
);

export const dependencies = sqliteTable(
  'dependencies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    dependencyVersionId: text('dependency_version_id'),
    dependencyProjectId: text('dependency_project_id'),
    fileName: text('file_name'),
    dependencyType: text('dependency_type', { enum: DEPENDENCY_TYPES }).notNull(),
  },
  (t) => [index('dependencies_version_idx').on(t.versionId), index('dependencies_project_idx').on(t.dependencyProjectId)],
);
