// Creator rewards: the daily pool's distributions, the double-entry ledger of creators' money, their balances (the
// row a withdrawal's conditional update guards), withdrawals to payout providers, and tax forms.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAYOUT_STATUSES, TAX_FORM_TYPES } from '#contracts/payouts.ts';
import { timestamp } from './columns.ts';
import { users } from './users.ts';

/** One row per distributed UTC day: its presence makes the distribution idempotent. */
export const payoutPoolDays = sqliteTable('payout_pool_days', {
  day: text('day').primaryKey(),
  /** The configured daily amount plus Plus's creator share, in USD cents. */
  amount: integer('amount').notNull(),
  /** What no monetized project earned: it stays in the pool account. */
  undistributed: integer('undistributed').notNull(),
  created: timestamp('created').notNull(),
});

/**
 * One movement of money: the pool funded, revenue credited, pending revenue released, a withdrawal sent, settled, refused or
 * cancelled. Its id is derived from what caused it, so a job run twice writes it once.
 */
export const payoutMovements = sqliteTable(
  'payout_movements',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['funding', 'revenue', 'release', 'withdrawal', 'settlement', 'reversal'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id'),
    payoutId: text('payout_id'),
    /** Revenue: the UTC day it was earned. */
    day: text('day'),
    /** Revenue: when it stops being pending; null once released. */
    releaseAt: timestamp('release_at'),
    created: timestamp('created').notNull(),
  },
  (t) => [index('payout_movements_user_idx').on(t.userId, t.created), index('payout_movements_release_idx').on(t.releaseAt)],
);

/** `funding` is where the pool's money comes from (Plus's share, the daily amount); it only ever goes negative. */
export const PAYOUT_ACCOUNTS = ['funding', 'pool', 'pending', 'available', 'in_transit', 'paid_out', 'fees'] as const;

/** The double-entry ledger: each movement's entries sum to zero. Creator accounts carry the user, the pool does not. */
export const payoutEntries = sqliteTable(
  'payout_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    movementId: text('movement_id').notNull().references(() => payoutMovements.id, { onDelete: 'cascade' }),
    account: text('account', { enum: PAYOUT_ACCOUNTS }).notNull(),
    userId: text('user_id'),
    amount: integer('amount').notNull(),
  },
  (t) => [index('payout_entries_movement_idx').on(t.movementId), index('payout_entries_user_account_idx').on(t.userId, t.account)],
);

/** Each creator's available cents, kept with the ledger: the check makes an overdraft impossible, whatever the race. */
export const payoutBalances = sqliteTable(
  'payout_balances',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
  },
  (t) => [check('payout_balances_available_check', sql`${t.available} >= 0`)],
);

export const payouts = sqliteTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    /** Gross cents taken from the balance; the recipient gets amount − fee. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    method: text('method').notNull(),
    methodId: text('method_id').notNull(),
    methodAddress: text('method_address'),
    /** The provider's id for the transfer, once it accepted it. */
    platformId: text('platform_id'),
    failureReason: text('failure_reason'),
    created: timestamp('created').notNull(),
    updated: timestamp('updated').notNull(),
  },
  (t) => [index('payouts_user_idx').on(t.userId, t.created), index('payouts_status_idx').on(t.status), uniqueIndex('payouts_platform_unique').on(t.platformId)],
);

export const taxForms = sqliteTable('payout_tax_forms', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  formType: text('form_type', { enum: TAX_FORM_TYPES }).notNull(),
  completed: timestamp('completed').notNull(),
});
