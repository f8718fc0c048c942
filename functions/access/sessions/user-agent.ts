// Operating system and browser names for the sessions list, read from a User-Agent header.
export const UNKNOWN_OS = 'Unknown OS';
export const UNKNOWN_PLATFORM = 'Unknown platform';

/** Order matters: Android and ChromeOS claim Linux, iOS claims "like Mac OS X". */
const OSES: [RegExp, string][] = [
  [/Windows NT|Windows Phone|Win64|Win32/i, 'Windows'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/i, 'macOS'],
  [/Linux|X11/i, 'Linux'],
];

/** Order matters: Edge and Opera claim Chrome, and Chrome claims Safari. */
const PLATFORMS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const first = (table: [RegExp, string][], agent: string) => table.find(([pattern]) => pattern.test(agent))?.[1];

export function describeUserAgent(agent: string | undefined | null): { os: string; platform: string } {
  const text = agent ?? '';
  return { os: first(OSES, text) ?? UNKNOWN_OS, platform: first(PLATFORMS, text) ?? UNKNOWN_PLATFORM };
}
