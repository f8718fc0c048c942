// How a server's plan and region are named on the panel: "Small · 4 GB", "North America".
import type { TFunction } from 'i18next';
import type { ServerView } from '#contracts/servers.ts';
import { formatMegabytes } from './server-stats.ts';

export const planLabel = (t: TFunction, plan: ServerView['plan'], locale: string) =>
  t('servers.planLabel', { plan: t(`servers.plans.${plan.id}`), ram: formatMegabytes(plan.ram_mb, locale) });

export const regionLabel = (t: TFunction, region: string) => t(`servers.regions.${region}`, { defaultValue: region });
