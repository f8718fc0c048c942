// WCAG AA contrast of every theme's main colour pairs, read from the theme variables in global.css.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
const HEX = '#[0-9a-fA-F]{6}';

function block(selector: string): string {
  const match = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`No ${selector} block in global.css`);
  return match[1]!;
}

/** The colour variables of :root, one map per side of light-dark(). */
function rootThemes(): { light: Map<string, string>; dark: Map<string, string> } {
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  for (const [, name, lightValue, darkValue] of block(':root').matchAll(new RegExp(`--([\\w-]+):\\s*light-dark\\((${HEX}),\\s*(${HEX})\\)`, 'g'))) {
    light.set(name!, lightValue!);
    dark.set(name!, darkValue!);
  }
  return { light, dark };
}

function classTheme(name: string): Map<string, string> {
  return new Map([...block(`.${name}-mode`).matchAll(new RegExp(`--([\\w-]+):\\s*(${HEX})`, 'g'))].map(([, key, value]) => [key!, value!]));
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const { light, dark } = rootThemes();
const THEMES: Record<string, Map<string, string>> = { light, dark, oled: classTheme('oled'), retro: classTheme('retro') };
const BACKGROUNDS = ['bg', 'surface', 'surface-raised'];

// [foreground, backgrounds, minimum ratio, what the pair is]
const PAIRS: [string, string[], number, string][] = [
  ['text', BACKGROUNDS, 4.5, 'body text'],
  ['text-muted', BACKGROUNDS, 4.5, 'secondary text'],
  ['accent', BACKGROUNDS, 4.5, 'links'],
  ['accent-contrast', ['accent'], 4.5, 'primary button labels'],
  ['text', ['accent-soft'], 4.5, 'text on highlighted items'],
  ['accent', ['accent-soft'], 3, 'selected toggle icons'],
  ['focus', BACKGROUNDS, 3, 'focus rings'],
  ['control-border', BACKGROUNDS, 3, 'form control boundaries'],
];

describe('theme colours', () => {
  it('finds the colour variables of all four themes', () => {
    expect(light.size).toBeGreaterThan(8);
    for (const [name, theme] of Object.entries(THEMES)) {
      expect([...light.keys()].filter((key) => !theme.has(key)), `${name} is missing variables`).toEqual([]);
    }
  });

  for (const [name, theme] of Object.entries(THEMES)) {
    describe(name, () => {
      for (const [foreground, backgrounds, minimum, what] of PAIRS) {
        for (const background of backgrounds) {
          it(`${foreground} on ${background} (${what}) reaches ${minimum}:1`, () => {
            const ratio = contrast(theme.get(foreground)!, theme.get(background)!);
            expect(ratio, `${foreground} ${theme.get(foreground)} on ${background} ${theme.get(background)}`).toBeGreaterThanOrEqual(minimum);
          });
        }
      }
    });
  }
});

describe('contrast()', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});
