// A user's badge bitflags and staff role as the badges a profile shows, in a fixed order.
import { Badge } from '#contracts/permissions.ts';

export type BadgeName = keyof typeof Badge | 'MODERATOR' | 'ADMIN';

export function badgesOf(flags: number, role: string): BadgeName[] {
  const staff: BadgeName[] = role === 'admin' ? ['ADMIN'] : role === 'moderator' ? ['MODERATOR'] : [];
  const earned = (Object.keys(Badge) as (keyof typeof Badge)[]).filter((name) => (flags & Badge[name]) !== 0);
  return [...staff, ...earned];
}
