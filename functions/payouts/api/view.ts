// The /v3/payout wire shapes: dollars as numbers (Modrinth's decimals), dates as RFC 3339.
import { PAYOUT_CURRENCY, type PayoutMethod } from '#contracts/payouts.ts';
import { isoDate } from '#lib/dates.ts';
import type { PayoutHistory, PayoutOverview } from '../overview.ts';
import type { PayoutRow } from '../withdrawals/queries.ts';

const dollars = (cents: number) => cents / 100;

export function balanceView(overview: PayoutOverview) {
  return {
    balance: {
      available: dollars(overview.balance.available),
      pending: dollars(overview.balance.pending),
      withdrawn_lifetime: dollars(overview.withdrawnLifetime),
      withdrawn_ytd: dollars(overview.withdrawnThisYear),
      dates: Object.fromEntries(overview.balance.releases.map((release) => [`${release.day}T00:00:00Z`, dollars(release.amount)])),
    },
    requested_form_type: overview.taxForm.type,
    form_completion_status: overview.taxForm.status,
  };
}

export function payoutView(payout: PayoutRow) {
  return {
    id: payout.id, user_id: payout.userId, status: payout.status, created: isoDate(payout.created), amount: dollars(payout.amount),
    fee: dollars(payout.fee), method: payout.method, method_id: payout.methodId, method_address: payout.methodAddress, platform_id: payout.platformId,
  };
}

export function historyView(history: PayoutHistory) {
  const withdrawals = history.withdrawals.map((payout) => ({ type: 'withdrawal' as const, ...payoutView(payout) }));
  const revenue = history.revenue.map((day) => ({ type: 'payout_available' as const, created: `${day.day}T00:00:00Z`, amount: dollars(day.amount), payout_source: 'creator_rewards' }));
  return [...withdrawals, ...revenue].sort((a, b) => b.created.localeCompare(a.created));
}

export function methodView(method: PayoutMethod) {
  return {
    id: method.id, type: method.type, name: method.name, category: method.category, supported_countries: method.supportedCountries,
    image_url: null, image_logo_url: null,
    interval: { standard: { min: dollars(method.minAmount), max: dollars(method.maxAmount) } },
    currency_code: PAYOUT_CURRENCY, exchange_rate: 1,
    fee: { percentage: method.fee.percentage, min: dollars(method.fee.min), max: method.fee.max === null ? null : dollars(method.fee.max) },
  };
}
