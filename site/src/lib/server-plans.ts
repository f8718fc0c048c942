// Kiln Servers' named plans and regions (spec §9), priced from the billing catalog's RAM tiers.
import { hostingTier, type HostingTier } from '#contracts/billing-catalog.ts';

export interface ServerPlan {
  name: 'Small' | 'Medium' | 'Large';
  players: string;
  blurb: string;
  tier: HostingTier;
}

// Sized for modded play, where memory runs out long before CPU: 4, 6 and 8 GB cover the player ranges comfortably.
const PLAN_RAM_MB = { Small: 4096, Medium: 6144, Large: 8192 } as const;

export function serverPlans(): ServerPlan[] {
  return [
    { name: 'Small', players: '1–5', blurb: 'A world for you and a few friends, vanilla or a light modpack.', tier: hostingTier(PLAN_RAM_MB.Small) },
    { name: 'Medium', players: '6–15', blurb: 'Room for a bigger group and a full-sized modpack.', tier: hostingTier(PLAN_RAM_MB.Medium) },
    { name: 'Large', players: '15–25', blurb: 'Busy community servers, heavy packs and large builds.', tier: hostingTier(PLAN_RAM_MB.Large) },
  ];
}

export const REGIONS = [
  { name: 'North America', note: 'Low latency across the United States and Canada.' },
  { name: 'Western Europe', note: 'For players in the UK, Ireland, France, Benelux and Iberia.' },
  { name: 'Central Europe', note: 'For Germany, the Nordics, Poland and their neighbours.' },
] as const;

/** 4096 → "4 GB"; tiers are whole gigabytes. */
export function formatGb(megabytes: number): string {
  return `${Math.round(megabytes / 1024)} GB`;
}
