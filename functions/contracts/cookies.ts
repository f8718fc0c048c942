// Names and lifetimes of the preference cookies (spec §9), in a module without dependencies so islands stay small.
export const COLOR_MODE_COOKIE = 'color-mode';
export const COLOR_MODE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
export const COSMETICS_COOKIE = 'cosmetics';
export const COSMETICS_MAX_AGE_SECONDS = 31_536_000;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_MAX_AGE_SECONDS = 31_536_000;
