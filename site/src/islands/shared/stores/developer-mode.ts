// Developer mode: toggled by clicking the logo five times, remembered in this browser (read where needed, e.g. the
// version page's copy-ID button).

export const DEVELOPER_MODE_KEY = 'developer-mode';
export const DEVELOPER_MODE_CLICKS = 5;
const CLICK_WINDOW_MS = 3_000;
const CLICKS_KEY = 'developer-mode-clicks';

/**
 * Counts a logo click; returns the new mode when the fifth click toggles it. Clicks are kept in session storage
 * because the logo is a link home, and a click on another page is a navigation.
 */
export function countLogoClick(now = Date.now()): boolean | null {
  const recent: number[] = JSON.parse(sessionStorage.getItem(CLICKS_KEY) ?? '[]').filter((at: number) => now - at < CLICK_WINDOW_MS);
  recent.push(now);
  if (recent.length < DEVELOPER_MODE_CLICKS) {
    sessionStorage.setItem(CLICKS_KEY, JSON.stringify(recent));
    return null;
  }
  sessionStorage.removeItem(CLICKS_KEY);
  const enabled = localStorage.getItem(DEVELOPER_MODE_KEY) !== 'true';
  localStorage.setItem(DEVELOPER_MODE_KEY, String(enabled));
  return enabled;
}
