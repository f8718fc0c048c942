// Billing: customers, saved payment methods, subscriptions, the money ledger (charges, refunds, credit), payment
// events by provider id, the staff audit log, the creator pool's daily Plus share and the sandbox clock.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CHARGE_STATUSES, LEDGER_KINDS, PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES, INTERVAL_NAMES } from '#contracts/billing.ts';
import { bool, id, timestamp } from './columns.ts';
import { users } from './users.ts';

export const billingCustomers = sqliteTable('billing_customers', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  /** The language of the person's last billing visit: renewal mails are written in it. */
  locale: text('locale'),
  created: timestamp('created').notNull(),
});

export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: id().primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    primary: bool('primary').notNull().default(false),
    created: timestamp('created').notNull(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId), uniqueIndex('payment_methods_provider_unique').on(t.providerMethodId)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id().primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A catalogue product id (`plus`, later a hosting plan): prices are read from the catalogue, never stored from a client. */
    productId: text('product_id').notNull(),
    interval: text('interval', { enum: INTERVAL_NAMES }).notNull(),
    /** The interval the next renewal switches to, when the subscriber asked for a change. */
    nextInterval: text('next_interval', { enum: INTERVAL_NAMES }),
    /** The cheaper product the next renewal switches to (a smaller hosting plan): downgrades wait for the period's end. */
    nextProductId: text('next_product_id'),
    currency: text('currency').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    periodStart: timestamp('period_start').notNull(),
    periodEnd: timestamp('period_end').notNull(),
    /** Failed renewal attempts in a row; the retry schedule reads it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at'),
    created: timestamp('created').notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_status_due_idx').on(t.status, t.periodEnd),
    // Kiln Plus is bought once: two purchases racing each other (two tabs, two devices) cannot both start one.
    uniqueIndex('subscriptions_one_plus_unique').on(t.userId)
      .where(sql`product_id = 'plus' and status in ('incomplete', 'active', 'past_due', 'cancelled')`),
  ],
);

/**
 * The money ledger: one row per movement (a charge attempt, a refund, credit granted or spent), written in the same
 * transaction as the event that caused it. Amounts are integers in the currency's minor units.
 */
export const ledger = sqliteTable(
  'billing_ledger',
  {
    id: id().primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    productId: text('product_id'),
    interval: text('interval', { enum: INTERVAL_NAMES }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHARGE_STATUSES }).notNull(),
    /** For a charge: how much of it has been refunded so far. */
    refunded: integer('refunded').notNull().default(0),
    /** For a refund: the charge it gives back. */
    chargeId: text('charge_id'),
    /** The provider's payment (PaymentIntent, refund) id, unique so an event for it is applied to one row only. */
    providerPaymentId: text('provider_payment_id'),
    /** `{userId}:{client key}` for movements a person's click started: the same click never charges twice. */
    idempotencyKey: text('idempotency_key'),
    failureMessage: text('failure_message'),
    created: timestamp('created').notNull(),
  },
  (t) => [
    index('billing_ledger_user_created_idx').on(t.userId, t.created),
    uniqueIndex('billing_ledger_provider_payment_unique').on(t.providerPaymentId),
    uniqueIndex('billing_ledger_idempotency_unique').on(t.idempotencyKey),
  ],
);

/** Provider events by id: a redelivered event is found here and changes nothing twice. */
export const billingEvents = sqliteTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own creation time (seconds, as Stripe sends it), to tell a late, stale event from a new one. */
  providerCreated: integer('provider_created').notNull(),
  received: timestamp('received').notNull(),
});

export const billingAuditLog = sqliteTable(
  'billing_audit_log',
  {
    id: id().primaryKey(),
    staffId: text('staff_id').references(() => users.id, { onDelete: 'set null' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    details: text('details', { mode: 'json' }).notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [index('billing_audit_log_user_idx').on(t.userId, t.created)],
);

/** The creator rewards pool's share of Plus revenue per UTC day and currency (refunds subtract); payouts read it. */
export const plusRevenueDays = sqliteTable(
  'plus_revenue_days',
  {
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    revenue: integer('revenue').notNull(),
    creatorShare: integer('creator_share').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/** The sandbox's clock offset (milliseconds ahead of the real clock), moved forward from the development clock page. */
export const sandboxClock = sqliteTable('billing_sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: integer('offset_ms').notNull(),
});
