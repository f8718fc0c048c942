// One page of a long list from the `page` query parameter (1-based; out-of-range values clamp to the nearest page).
export const PAGE_SIZE = 20;

export function pageOf<T>(items: readonly T[], pageParam: string | null, size = PAGE_SIZE) {
  const total = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(total, Math.max(1, Number.parseInt(pageParam ?? '1', 10) || 1));
  return { items: items.slice((current - 1) * size, current * size), current, total };
}
