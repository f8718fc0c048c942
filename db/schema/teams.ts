// Teams own projects and organizations; members carry permission bitflags.
import { integer, real, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import { bool, id } from './columns.ts';
import { users } from './users.ts';

export const teams = sqliteTable('teams', {
  id: id().primaryKey(),
});

export const teamMembers = sqliteTable(
  'team_members',
  {
    id: id().primaryKey(),
    teamId: text('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('Member'),
    isOwner: bool('is_owner').notNull().default(false),
    permissions: integer('permissions').notNull().default(0),
    organizationPermissions: integer('organization_permissions'),
    accepted: bool('accepted').notNull().default(false),
    payoutsSplit: real('payouts_split').notNull().default(0),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [uniqueIndex('team_members_team_user_unique').on(t.teamId, t.userId), index('team_members_user_idx').on(t.userId)],
);
