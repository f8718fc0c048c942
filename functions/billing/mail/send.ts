// Billing's mails (receipt, failed renewal, cancellation) through the account mail composer, in the language of the
// person's last billing visit, with amounts and dates written the way that language writes them.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { composeAccountMail, mailLocale } from '#accounts';
import type { Runtime } from '#access';
import { formatAmount } from '../money.ts';

export type BillingMail =
  | { kind: 'billingReceipt'; userId: string; productId: string; period: { from: Date; to: Date }; amount: number; currency: string; date: Date; receipt: string }
  | { kind: 'billingRenewalFailed'; userId: string; productId: string; date: Date; retry: Date; reason: string }
  | { kind: 'billingCancelled'; userId: string; productId: string; date: Date };

const PRODUCT_NAMES: Record<string, string> = { plus: 'Kiln Plus' };
const productName = (id: string) => PRODUCT_NAMES[id] ?? id;

export async function sendBillingMail(runtime: Pick<Runtime, 'db' | 'config' | 'mail'>, mail: BillingMail): Promise<void> {
  const [person] = await runtime.db.select({ email: t.users.email, username: t.users.username, locale: t.billingCustomers.locale })
    .from(t.users).leftJoin(t.billingCustomers, eq(t.billingCustomers.userId, t.users.id)).where(eq(t.users.id, mail.userId));
  if (!person?.email) return;
  const locale = mailLocale(person.locale);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  const values: Record<string, string> = { product: productName(mail.productId), date: date(mail.date) };
  if (mail.kind === 'billingReceipt') {
    const period = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(mail.period.from, mail.period.to);
    Object.assign(values, { amount: formatAmount(mail.amount, mail.currency, locale), period, receipt: mail.receipt });
  }
  if (mail.kind === 'billingRenewalFailed') Object.assign(values, { retry: date(mail.retry), reason: mail.reason });
  const page = mail.kind === 'billingReceipt' ? '/settings/billing/charges' : '/settings/billing';
  await runtime.mail.send(composeAccountMail(mail.kind, { to: person.email, locale, username: person.username, link: `${runtime.config.publicUrl}${page}`, values }));
}
