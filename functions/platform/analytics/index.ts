// Picks the analytics store the configuration names: the embedded one in the main database, or ClickHouse.
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import { createClickHouseAnalyticsStore } from './clickhouse.ts';
import { createEmbeddedAnalyticsStore } from './embedded.ts';
import type { AnalyticsStore } from './port.ts';

export type { AnalyticsEvent, AnalyticsStore, SeriesQuery, SeriesRow, TotalRow, TotalsQuery } from './port.ts';

export function createAnalyticsStore(config: Config, db: Db): AnalyticsStore {
  if (config.ANALYTICS_STORE === 'clickhouse') {
    return createClickHouseAnalyticsStore({
      url: config.CLICKHOUSE_URL!, username: config.CLICKHOUSE_USER, password: config.CLICKHOUSE_PASSWORD, database: config.CLICKHOUSE_DATABASE,
    });
  }
  return createEmbeddedAnalyticsStore(db);
}
