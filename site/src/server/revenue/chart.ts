// The revenue chart's days: the last `count` UTC days up to today, each with what was earned (zero when nothing).
const DAY_MS = 86_400_000;

export function lastDays(revenue: { day: string; amount: number }[], count: number, today: string): { day: string; amount: number }[] {
  const byDay = new Map(revenue.map((entry) => [entry.day, entry.amount]));
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, amount: byDay.get(day) ?? 0 };
  });
}
