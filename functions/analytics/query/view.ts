// Series rows to the contract's AnalyticsData: the source project, the metric kind, the bucket field and the count.
import type { Dimension, Metric } from '#contracts/analytics.ts';
import { minorUnitDigits } from '#contracts/billing.ts';
import type { SeriesRow } from '#platform/analytics/index.ts';

/** The count's field name per metric, as Modrinth's v3 analytics names them. */
const COUNT_FIELD = { views: 'views', downloads: 'downloads', playtime: 'seconds', revenue: 'revenue' } as const;

export type AnalyticsData = { source_project: string; metric_kind: Metric } & Record<string, string | number>;

export function analyticsDataOf(metric: Metric, bucketBy: Dimension | undefined, row: SeriesRow): AnalyticsData {
  const data: AnalyticsData = { source_project: row.projectId, metric_kind: metric };
  if (bucketBy) data[bucketBy] = row.value;
  if (metric === 'revenue') {
    data.currency = row.value;
    data.revenue = row.amount / 10 ** minorUnitDigits(row.value);
  } else {
    data[COUNT_FIELD[metric]] = row.amount;
  }
  return data;
}
