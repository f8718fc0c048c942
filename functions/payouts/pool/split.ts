// Dividing whole cents by weights without losing or inventing any: each share is floored, and the cents left over
// go one each to the largest remainders (ties to the earlier entry), so the shares always sum to the amount.
export function splitByWeight<K>(amount: number, weights: { key: K; weight: number }[]): { key: K; amount: number }[] {
  const total = weights.reduce((sum, entry) => sum + Math.max(0, entry.weight), 0);
  if (amount <= 0 || total <= 0) return [];
  const shares = weights.map((entry, index) => {
    const exact = (amount * Math.max(0, entry.weight)) / total;
    return { key: entry.key, amount: Math.floor(exact), remainder: exact - Math.floor(exact), index };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.amount, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.amount += 1;
    left -= 1;
  }
  return shares.filter((share) => share.amount > 0).map(({ key, amount: cents }) => ({ key, amount: cents }));
}

export interface Engagement {
  projectId: string;
  views: number;
  playtimeSeconds: number;
}

/**
 * Each project's weight in the day's pool: half by its share of the monetized projects' views, half by its share of
 * their playtime. A half nobody earned (no playtime reported that day) goes to the other half.
 */
export function projectWeights(engagement: Engagement[]): { key: string; weight: number }[] {
  const views = engagement.reduce((sum, row) => sum + row.views, 0);
  const playtime = engagement.reduce((sum, row) => sum + row.playtimeSeconds, 0);
  const viewHalf = views > 0 ? (playtime > 0 ? 0.5 : 1) : 0;
  const playtimeHalf = playtime > 0 ? 1 - viewHalf : 0;
  return engagement
    .map((row) => ({ key: row.projectId, weight: (views > 0 ? (viewHalf * row.views) / views : 0) + (playtime > 0 ? (playtimeHalf * row.playtimeSeconds) / playtime : 0) }))
    .filter((row) => row.weight > 0);
}
