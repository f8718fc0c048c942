// The analytics store port: append events, build rollups, drop old raw events, and read sums per time slice or per project.
import type { Dimension, EventMetric } from '#contracts/analytics.ts';

export interface AnalyticsEvent {
  time: Date;
  projectId: string;
  metric: EventMetric;
  /** 1 for a view or a download, seconds for playtime. */
  amount: number;
  versionId?: string | null;
  loader?: string | null;
  gameVersion?: string | null;
  country?: string | null;
  source?: string | null;
  /** Events with the same key count once; views use project, visitor hash and hour. */
  dedupeKey?: string | null;
}

export interface SeriesQuery {
  projectIds: string[];
  metric: EventMetric;
  /** Inclusive start, exclusive end. */
  start: Date;
  end: Date;
  sliceMinutes: number;
  /** Sums per value of this dimension instead of the total. */
  bucketBy?: Dimension;
  /** Only events with one of these values, per dimension; any dimension, whichever one the sums are bucketed by. */
  filterBy?: Partial<Record<Dimension, string[]>>;
}

/** One sum: the slice is its index from `start`; `value` is the bucket's value ('' for the total). */
export interface SeriesRow {
  slice: number;
  projectId: string;
  value: string;
  amount: number;
}

export interface TotalsQuery {
  metrics: EventMetric[];
  /** Inclusive start, exclusive end. */
  start: Date;
  end: Date;
}

/** One project's sum of one metric over a range; projects with nothing recorded are left out. */
export interface TotalRow {
  projectId: string;
  metric: EventMetric;
  amount: number;
}

export interface AnalyticsStore {
  readonly kind: 'embedded' | 'clickhouse';
  /** Appends events; a repeated dedupe key is dropped. Returns how many were kept. */
  record(events: AnalyticsEvent[]): Promise<number>;
  /** Rolls up every hour touched since the previous run, up to `now`. */
  rollUp(now: Date): Promise<void>;
  /** Deletes raw events older than `before`; the rollups keep their sums. */
  prune(before: Date): Promise<void>;
  series(query: SeriesQuery): Promise<SeriesRow[]>;
  /** Sums per project of every project at once, for splitting the creator pool. */
  totals(query: TotalsQuery): Promise<TotalRow[]>;
}
