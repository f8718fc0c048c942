// What the analytics pages show, from the URL's range and metric: the overview of the analytics module, formatted in
// the page's language, with the links of the metric tabs and the CSV export.
import type { AstroGlobal } from 'astro';
import type { Viewer } from '#access';
import { analyticsOverview, type AnalyticsOverview } from '#analytics';
import { analyticsPageQuery, TOOLTIP_PROJECT_LIMIT, METRICS, PAGE_RANGES, UNKNOWN_COUNTRY, type Metric } from '#contracts/analytics.ts';
import { minorUnitDigits } from '#contracts/billing.ts';
import type { PageLanguage } from '#site/i18n/page.ts';
import type { ChartData } from '#site/islands/analytics/chart.ts';
import { orNotFound } from '../project/not-found.ts';

/** Whose projects: one project, an organization's, or (neither) all of the viewer's. */
export interface AnalyticsSubject {
  project?: string;
  organization?: string;
}

export interface AnalyticsView {
  overview: AnalyticsOverview;
  ranges: { value: string; label: string }[];
  tabs: { metric: Metric; label: string; href: string; current: boolean }[];
  csvHref: string;
  total: string;
  chart: ChartData;
  table: { day: string; values: string[]; total: string }[];
  breakdowns: { title: string; rows: { label: string; amount: string }[] }[];
}

const HOUR_SECONDS = 3600;

/** Counts with separators; playtime in hours; revenue in the currency, from minor units. */
export function formatAmount(metric: Metric, amount: number, locale: string, currency: string | null): string {
  if (metric === 'revenue') {
    const digits = minorUnitDigits(currency ?? 'USD');
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'USD' }).format(amount / 10 ** digits);
  }
  if (metric === 'playtime') return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }).format(amount / HOUR_SECONDS);
  return new Intl.NumberFormat(locale).format(amount);
}

function countryName(code: string, locale: string, unknown: string): string {
  if (code === UNKNOWN_COUNTRY) return unknown;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** Null (after the 404 status is set) when an asked project's analytics are not the viewer's to read. */
export async function loadAnalytics(astro: AstroGlobal, viewer: Viewer, language: PageLanguage, subject: AnalyticsSubject): Promise<AnalyticsView | null> {
  const { t, formatLocale } = language;
  const { searchParams } = astro.url;
  // Whose projects is the page's to say, never the query string's.
  const query = analyticsPageQuery.parse({
    range: searchParams.get('range') ?? undefined, start: searchParams.get('start') ?? undefined,
    end: searchParams.get('end') ?? undefined, metric: searchParams.get('metric') ?? undefined, ...subject,
  });
  const runtime = await astro.locals.kiln.runtime();
  const overview = await orNotFound(analyticsOverview(runtime, viewer, query));
  if (!overview) {
    astro.response.status = 404;
    return null;
  }
  const { range, currency } = overview;
  const format = (amount: number) => formatAmount(overview.metric, amount, formatLocale, currency);
  const dayFormat = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const rangeParams = new URLSearchParams({ range: range.range, ...(range.range === 'custom' ? { start: range.first, end: range.last } : {}) });
  const link = (metric: Metric, path: string) => `${path}?${new URLSearchParams({ ...Object.fromEntries(rangeParams), metric })}`;
  const metricName = t(`analytics.metrics.${overview.metric}`);
  const exportParams = new URLSearchParams({ ...Object.fromEntries(rangeParams), metric: overview.metric, ...subject });
  return {
    overview,
    ranges: PAGE_RANGES.map((value) => ({ value, label: t(`analytics.ranges.${value}`) })),
    tabs: METRICS.map((metric) => ({ metric, label: t(`analytics.metrics.${metric}`), href: link(metric, astro.url.pathname), current: metric === overview.metric })),
    csvHref: `/_internal/analytics/export.csv?${exportParams}`,
    total: format(overview.total),
    chart: {
      metric: overview.metric,
      locale: formatLocale,
      currency,
      fractionDigits: minorUnitDigits(currency ?? 'USD'),
      days: range.days.map((day) => Date.parse(`${day}T00:00:00Z`)),
      dayLabels: range.days.map(dayLabel),
      series: overview.projects.slice(0, TOOLTIP_PROJECT_LIMIT).map(({ title, values }) => ({ title, values })),
      totals: overview.totals,
      strings: {
        label: t('analytics.chartLabel', { metric: metricName }),
        total: t('analytics.total'),
        loading: t('analytics.chartLoading'),
        more: overview.projects.length > TOOLTIP_PROJECT_LIMIT ? t('analytics.tooltipMore', { count: overview.projects.length - TOOLTIP_PROJECT_LIMIT }) : null,
      },
    },
    table: range.days.map((day, index) => ({
      day: dayLabel(day),
      values: overview.projects.map((project) => format(project.values[index]!)),
      total: format(overview.totals[index]!),
    })),
    breakdowns: overview.breakdowns.map((breakdown) => ({
      title: t(`analytics.breakdowns.${breakdown.dimension}`),
      rows: breakdown.rows.map((row) => ({
        label: breakdown.dimension === 'country' ? countryName(row.value, formatLocale, t('analytics.unknownCountry')) : row.label,
        amount: format(row.amount),
      })),
    })),
  };
}
