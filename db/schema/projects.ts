// Projects with their categories, donation links and gallery.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  MONETIZATION_STATUSES, PROJECT_STATUSES, PROJECT_TYPES, REQUESTABLE_PROJECT_STATUSES, SIDE_TYPES,
} from '#contracts/enums.ts';
import { bool, id, timestamp } from './columns.ts';
import { organizations } from './organizations.ts';
import { teams } from './teams.ts';

export const projects = sqliteTable(
  'projects',
  {
    id: id().primaryKey(),
    slug: text('slug'),
    projectType: text('project_type', { enum: PROJECT_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull().default(''),
    teamId: text('team_id').notNull().references(() => teams.id),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    published: timestamp('published').notNull(),
    updated: timestamp('updated').notNull(),
    approved: timestamp('approved'),
    queued: timestamp('queued'),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('draft'),
    requestedStatus: text('requested_status', { enum: REQUESTABLE_PROJECT_STATUSES }),
    moderatorMessage: text('moderator_message'),
    moderatorMessageBody: text('moderator_message_body'),
    licenseId: text('license_id').notNull().default('LicenseRef-All-Rights-Reserved'),
    licenseUrl: text('license_url'),
    clientSide: text('client_side', { enum: SIDE_TYPES }).notNull().default('unknown'),
    serverSide: text('server_side', { enum: SIDE_TYPES }).notNull().default('unknown'),
    downloads: integer('downloads').notNull().default(0),
    followers: integer('followers').notNull().default(0),
    iconUrl: text('icon_url'),
    rawIconUrl: text('raw_icon_url'),
    color: integer('color'),
    issuesUrl: text('issues_url'),
    sourceUrl: text('source_url'),
    wikiUrl: text('wiki_url'),
    discordUrl: text('discord_url'),
    threadId: text('thread_id').notNull(),
    monetizationStatus: text('monetization_status', { enum: MONETIZATION_STATUSES }).notNull().default('monetized'),
  },
  (t) => [
    uniqueIndex('projects_slug_lower_unique').on(sql`lower(${t.slug})`),
    index('projects_team_idx').on(t.teamId),
    index('projects_organization_idx').on(t.organizationId),
    index('projects_status_downloads_idx').on(t.status, t.downloads),
    index('projects_status_updated_idx').on(t.status, t.updated),
  ],
);

export const projectCategories = sqliteTable(
  'project_categories',
  {
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    additional: bool('additional').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.category] }), index('project_categories_category_idx').on(t.category)],
);

export const donationUrls = sqliteTable(
  'donation_urls',
  {
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.platform] })],
);

export const galleryItems = sqliteTable(
  'gallery_items',
  {
    id: id().primaryKey(),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    rawUrl: text('raw_url').notNull(),
    featured: bool('featured').notNull().default(false),
    title: text('title'),
    description: text('description'),
    created: timestamp('created').notNull(),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [index('gallery_items_project_idx').on(t.projectId)],
);
