// Header theme menu: light, dark, OLED, retro or follow the system; the choice persists in the color-mode cookie.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { THEME_PREFERENCES, type ThemePreference } from '../../../../functions/contracts/theme.ts';
import { applyTheme, loadThemePreference, setThemePreference, themePreference } from '../shared/stores/theme.ts';

function ThemeIcon({ preference }: { preference: ThemePreference }) {
  if (preference === 'light') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  }
  if (preference === 'system') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <rect x="2" y="3" width="20" height="14" rx="2" />
        <path d="M8 21h8M12 17v4" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </svg>
  );
}

export interface ThemeStrings {
  label: string;
  change: string;
  /** Contains {{name}} where the current theme's name goes. */
  current: string;
  names: Record<ThemePreference, string>;
}

export default function ThemeSwitcher({ strings }: { strings: ThemeStrings }) {
  const preference = useStore(themePreference);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(loadThemePreference, []);

  useEffect(() => {
    if (preference !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: light)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [preference]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    wrapper.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const choose = (value: ThemePreference) => setThemePreference(value);

  return (
    <div
      className="theme-switcher"
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={strings.current.replace('{{name}}', strings.names[preference])}
        title={strings.change}
        onClick={() => setOpen((value) => !value)}
      >
        <ThemeIcon preference={preference} />
      </button>
      {open && (
        <fieldset id={menuId} className="theme-menu">
          <legend>{strings.label}</legend>
          {THEME_PREFERENCES.map((value) => (
            <label key={value} className="theme-option">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={preference === value}
                onChange={() => choose(value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') setOpen(false);
                }}
              />
              <span className={`theme-swatch theme-swatch-${value}`} aria-hidden="true" />
              {strings.names[value]}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
