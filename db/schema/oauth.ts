// Kiln as an OAuth 2 provider: registered applications, people's grants to them, codes and tokens (all secrets hashed).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, id, timestamp } from './columns.ts';
import { users } from './users.ts';

export const oauthApps = sqliteTable(
  'oauth_apps',
  {
    /** The client_id. */
    id: id().primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    url: text('url'),
    /** Blob key and sniffed media type of the uploaded icon. */
    iconKey: text('icon_key'),
    iconType: text('icon_type'),
    maxScopes: integer('max_scopes').notNull(),
    /** sha256 of the client secret, hex. */
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created').notNull(),
  },
  (t) => [index('oauth_apps_created_by_idx').on(t.createdBy)],
);

export const oauthRedirectUris = sqliteTable(
  'oauth_redirect_uris',
  {
    id: id().primaryKey(),
    appId: text('app_id').notNull().references(() => oauthApps.id, { onDelete: 'cascade' }),
    uri: text('uri').notNull(),
  },
  (t) => [uniqueIndex('oauth_redirect_uris_app_uri_unique').on(t.appId, t.uri)],
);

/** What a person granted an application; deleting it revokes every code and token issued under it. */
export const oauthAuthorizations = sqliteTable(
  'oauth_authorizations',
  {
    id: id().primaryKey(),
    appId: text('app_id').notNull().references(() => oauthApps.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    scopes: integer('scopes').notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [uniqueIndex('oauth_authorizations_app_user_unique').on(t.appId, t.userId), index('oauth_authorizations_user_idx').on(t.userId)],
);

export const oauthCodes = sqliteTable(
  'oauth_codes',
  {
    /** Also the family of every token issued from this code, so a replayed code can revoke them. */
    id: id().primaryKey(),
    /** sha256 of the code, hex. */
    codeHash: text('code_hash').notNull().unique(),
    authorizationId: text('authorization_id').notNull().references(() => oauthAuthorizations.id, { onDelete: 'cascade' }),
    scopes: integer('scopes').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expires: timestamp('expires').notNull(),
    used: bool('used').notNull().default(false),
  },
  (t) => [index('oauth_codes_authorization_idx').on(t.authorizationId)],
);

/** One access token and its refresh token; a refresh rotates the pair, keeping the old row to detect replays. */
export const oauthTokens = sqliteTable(
  'oauth_tokens',
  {
    id: id().primaryKey(),
    /** The id of the code the chain of refreshes started from. */
    familyId: text('family_id').notNull(),
    authorizationId: text('authorization_id').notNull().references(() => oauthAuthorizations.id, { onDelete: 'cascade' }),
    /** sha256 of the mro_ access token and of the refresh token, hex. */
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    scopes: integer('scopes').notNull(),
    created: timestamp('created').notNull(),
    accessExpires: timestamp('access_expires').notNull(),
    /** Absolute: rotation passes it on unchanged. */
    refreshExpires: timestamp('refresh_expires').notNull(),
    /** Set when a refresh replaced this pair; both of its tokens stop working then. */
    rotated: timestamp('rotated'),
  },
  (t) => [index('oauth_tokens_family_idx').on(t.familyId), index('oauth_tokens_authorization_idx').on(t.authorizationId)],
);
