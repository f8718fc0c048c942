// Remembers the layout chosen per project type in the cosmetics cookie, written as serializeCosmetics writes it.
// The cookie's name and lifetime come from the dependency-free cookies module: cosmetics.ts builds zod schemas, which
// islands must not ship.
import { COSMETICS_COOKIE, COSMETICS_MAX_AGE_SECONDS } from '#contracts/cookies.ts';
import type { SearchDisplayMode } from '#contracts/cosmetics.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cookie value with one type's layout changed and every other preference kept as it was. */
export function withLayout(cookieValue: string | null, type: string, layout: SearchDisplayMode): string {
  let cosmetics: Record<string, unknown> = {};
  try {
    const parsed: unknown = cookieValue ? JSON.parse(decodeURIComponent(cookieValue)) : {};
    if (isRecord(parsed)) cosmetics = parsed;
  } catch {
    // A malformed cookie is replaced, as parseCosmetics would read it as defaults anyway.
  }
  const modes = isRecord(cosmetics.searchDisplayMode) ? cosmetics.searchDisplayMode : {};
  return encodeURIComponent(JSON.stringify({ ...cosmetics, searchDisplayMode: { ...modes, [type]: layout } }));
}

export function rememberLayout(type: string, layout: SearchDisplayMode): void {
  const current = document.cookie.match(new RegExp(`(?:^|; )${COSMETICS_COOKIE}=([^;]*)`))?.[1] ?? null;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COSMETICS_COOKIE}=${withLayout(current, type, layout)}; Max-Age=${COSMETICS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
