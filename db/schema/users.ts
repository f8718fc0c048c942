// Users: accounts, roles and badge bitflags.
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { USER_ROLES } from '#contracts/enums.ts';
import { bool, id, timestamp } from './columns.ts';

export const users = sqliteTable(
  'users',
  {
    id: id().primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    emailVerified: bool('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    role: text('role', { enum: USER_ROLES }).notNull().default('developer'),
    badges: integer('badges').notNull().default(0),
    allowFriendRequests: bool('allow_friend_requests').notNull().default(true),
    created: timestamp('created').notNull(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
  ],
);
