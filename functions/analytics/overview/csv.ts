// The overview as CSV: one row per day, one column per project, and the day's total (RFC 4180 quoting); revenue in
// the currency's major units, as spreadsheets expect money.
import { minorUnitDigits } from '#contracts/billing.ts';
import type { AnalyticsOverview } from './service.ts';

/** A field with a comma, quote or line break is quoted, its quotes doubled; a leading formula sign is defused for spreadsheets. */
function field(value: string): string {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function overviewCsv(overview: AnalyticsOverview): string {
  const digits = overview.currency ? minorUnitDigits(overview.currency) : 0;
  const amount = (value: number) => (digits ? (value / 10 ** digits).toFixed(digits) : String(value));
  const unit = overview.currency ? ` (${overview.currency})` : '';
  const header = ['date', ...overview.projects.map((project) => `${project.title} (${project.id})`), `total ${overview.metric}${unit}`];
  const lines = [
    header.map(field),
    ...overview.range.days.map((day, index) => [day, ...overview.projects.map((project) => amount(project.values[index]!)), amount(overview.totals[index]!)]),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
