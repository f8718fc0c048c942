// The header's quick theme control without a reload: light ↔ dark from the theme in use (the dark side being the
// preferred dark theme the inline bootstrap marked on <html>), written to the color-mode cookie as the preference and
// applied at once by the bootstrap. Without JavaScript the form posts and the server does the same (cycledTheme).
import { COLOR_MODE_COOKIE, COLOR_MODE_MAX_AGE_SECONDS } from '#contracts/cookies.ts';

declare global {
  interface Window {
    /** Defined by the inline theme bootstrap (ThemeScript.astro): shows the theme the cookies ask for. */
    kilnApplyTheme?: () => void;
  }
}

const root = document.documentElement;
const shownLight = () => root.classList.contains('light-mode');

/** Names the button by where it goes from the theme in use. */
function label(form: HTMLFormElement): void {
  const button = form.querySelector('button')!;
  const text = (shownLight() ? form.dataset.toDark : form.dataset.toLight) ?? '';
  button.ariaLabel = text;
  button.title = text;
}

export function enhanceThemeToggle(form: HTMLFormElement): void {
  label(form);
  form.addEventListener('submit', (event) => {
    if (!window.kilnApplyTheme) return;
    event.preventDefault();
    const next = shownLight() ? root.dataset.darkTheme ?? 'dark' : 'light';
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COLOR_MODE_COOKIE}=${next}; Max-Age=${COLOR_MODE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
    window.kilnApplyTheme();
    label(form);
  });
  // Presses no longer reload the page from here on.
  form.dataset.enhanced = '';
}
