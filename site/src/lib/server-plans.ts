// Kiln Servers' named plans as the marketing page shows them: the contract's sizes and player ranges, priced from the
// billing catalog's RAM tiers, with a line each. The regions are the contract's.
import { hostingTier, type HostingTier } from '#contracts/billing-catalog.ts';
import { NAMED_PLANS } from '#contracts/servers.ts';

export { REGIONS } from '#contracts/servers.ts';

export interface ServerPlan {
  name: 'Small' | 'Medium' | 'Large';
  players: string;
  blurb: string;
  tier: HostingTier;
}

const BLURBS: Record<ServerPlan['name'], string> = {
  Small: 'A world for you and a few friends, vanilla or a light modpack.',
  Medium: 'Room for a bigger group and a full-sized modpack.',
  Large: 'Busy community servers, heavy packs and large builds.',
};

export function serverPlans(): ServerPlan[] {
  return NAMED_PLANS.map((plan) => ({ name: plan.name, players: plan.players, blurb: BLURBS[plan.name], tier: hostingTier(plan.ramMb) }));
}

/** 4096 → "4 GB"; tiers are whole gigabytes. */
export function formatGb(megabytes: number): string {
  return `${Math.round(megabytes / 1024)} GB`;
}
