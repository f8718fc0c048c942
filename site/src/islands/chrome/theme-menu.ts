// The header theme menu without a reload: a choice writes the color-mode cookie and the inline theme bootstrap
// applies it at once (it also keeps "system" following the OS). Without JavaScript the same form posts instead.
import { COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS } from '#contracts/cookies.ts';

declare global {
  interface Window {
    /** Defined by the inline theme bootstrap (ThemeScript.astro): shows the theme the cookies ask for. */
    kilnApplyTheme?: () => void;
  }
}

/** Marks the current theme in the menu and names it on the toggle ("Theme: Dark"). */
function showChoice(menu: HTMLElement): void {
  const preference = document.documentElement.dataset.themePreference ?? 'system';
  const toggle = menu.querySelector('summary')!;
  const option = menu.querySelector<HTMLButtonElement>(`button[value="${preference}"]`);
  if (!option) return;
  for (const button of menu.querySelectorAll('button[value]')) button.setAttribute('aria-pressed', String(button === option));
  toggle.ariaLabel = (toggle.dataset.current ?? '').replace('{{name}}', option.textContent!.trim());
}

export function enhanceThemeMenu(menu: HTMLDetailsElement): void {
  showChoice(menu);
  menu.addEventListener('submit', (event) => {
    const chosen = (event.submitter as HTMLButtonElement | null)?.value;
    if (!chosen || !window.kilnApplyTheme) return;
    event.preventDefault();
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COLOR_MODE_COOKIE}=${chosen}; Max-Age=${COLOR_MODE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
    window.kilnApplyTheme();
    showChoice(menu);
    // The choice is made: the menu gets out of the way, and keyboard users stay on the toggle, not on a hidden button.
    menu.open = false;
    menu.querySelector('summary')!.focus();
  });
  // Choices no longer reload the page from here on.
  menu.dataset.enhanced = '';
}
