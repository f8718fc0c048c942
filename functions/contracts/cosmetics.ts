// Display preferences kept in the cosmetics cookie (spec §9 defaults), readable by server and islands alike.
import { z } from 'zod';
import { validDarkTheme } from './theme.ts';

export { COSMETICS_COOKIE, COSMETICS_MAX_AGE_SECONDS } from './cookies.ts';

export const SEARCH_DISPLAY_MODES = ['list', 'grid', 'gallery'] as const;
export type SearchDisplayMode = (typeof SEARCH_DISPLAY_MODES)[number];

const displayMode = z.enum(SEARCH_DISPLAY_MODES);

export const cosmeticsSchema = z.object({
  rightSearchLayout: z.boolean().catch(false),
  leftContentLayout: z.boolean().catch(false),
  advancedRendering: z.boolean().catch(true),
  externalLinksNewTab: z.boolean().catch(true),
  notUsingBlockers: z.boolean().catch(false),
  hideKilnAppPromos: z.boolean().catch(false),
  // A cookie without the field is an older one the browser's bootstrap warns about; the server only fills in the default.
  preferredDarkTheme: z.unknown().optional().transform((value) => (value === undefined ? 'dark' : validDarkTheme(value))),
  hideStagingBanner: z.boolean().catch(false),
  searchDisplayMode: z.object({
    mod: displayMode.catch('list'),
    plugin: displayMode.catch('list'),
    resourcepack: displayMode.catch('gallery'),
    modpack: displayMode.catch('list'),
    shader: displayMode.catch('gallery'),
    datapack: displayMode.catch('list'),
    user: displayMode.catch('list'),
    collection: displayMode.catch('list'),
  }).catch(() => defaultDisplayModes()),
});

export type Cosmetics = z.infer<typeof cosmeticsSchema>;

const defaultDisplayModes = () => ({
  mod: 'list', plugin: 'list', resourcepack: 'gallery', modpack: 'list', shader: 'gallery', datapack: 'list', user: 'list', collection: 'list',
} as const);

/** Any cookie value (missing, malformed, partial) yields complete cosmetics: bad fields fall back to defaults. */
export function parseCosmetics(value: string | null | undefined): Cosmetics {
  let raw: unknown = {};
  try {
    raw = value ? JSON.parse(decodeURIComponent(value)) : {};
  } catch {
    raw = {};
  }
  return cosmeticsSchema.parse(raw && typeof raw === 'object' ? { searchDisplayMode: {}, ...raw } : { searchDisplayMode: {} });
}

export const serializeCosmetics = (cosmetics: Cosmetics) => encodeURIComponent(JSON.stringify(cosmetics));

/**
 * Classes on <html> through which the stylesheets apply the layout and rendering preferences, so they work without
 * JavaScript. The inline theme bootstrap sets rendering-basic the same way on pre-rendered pages.
 */
export function cosmeticsClasses(cosmetics: Cosmetics): string[] {
  return [
    ...(cosmetics.rightSearchLayout ? ['layout-search-right'] : []),
    ...(cosmetics.leftContentLayout ? ['layout-sidebar-left'] : []),
    ...(cosmetics.advancedRendering ? [] : ['rendering-basic']),
  ];
}
