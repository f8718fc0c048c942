// Seeded pictures: every kind is a valid PNG (decoded by an independent decoder) of its documented size, and the
// same spec always gives the same bytes.
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { Canvas } from './canvas.ts';
import { avatar, banner, iconKey, projectIcon, type IconSpec, type Motif } from './icons.ts';
import { palettePng } from './png.ts';
import { inventory, SKIES, textureSheet, world } from './scenes.ts';

const MOTIFS: Motif[] = ['sword', 'potion', 'gem', 'apple', 'heart', 'bolt', 'book', 'chest', 'creature', 'gear', 'block', 'landscape'];

/** Decodes with CRC checks and returns the picture as one RGB triple per pixel. */
function pixelsOf(png: Uint8Array): { width: number; height: number; rgb: (x: number, y: number) => string } {
  const image = decode(png, { checkCrc: true });
  expect(image.channels).toBe(1);
  const palette = image.palette!;
  return {
    width: image.width,
    height: image.height,
    rgb: (x, y) => palette[image.data[y * image.width + x]!]!.slice(0, 3).join(','),
  };
}

describe('palettePng', () => {
  it('writes each pixel as a square of the scale, in its palette colour', () => {
    const pixels = Uint8Array.from([0, 1, 2, 1, 0, 2]);
    const image = pixelsOf(palettePng(3, 2, pixels, [[255, 0, 0], [0, 255, 0], [0, 0, 255]], 4));
    expect([image.width, image.height]).toEqual([12, 8]);
    const expected = ['255,0,0', '0,255,0', '0,0,255', '0,255,0', '255,0,0', '0,0,255'];
    for (let y = 0; y < 8; y++) for (let x = 0; x < 12; x++) expect(image.rgb(x, y)).toBe(expected[Math.floor(y / 4) * 3 + Math.floor(x / 4)]);
  });

  it('refuses a palette it cannot write', () => {
    expect(() => palettePng(1, 1, Uint8Array.of(0), [], 1)).toThrow(/1 to 256 colours/);
    const canvas = new Canvas(300, 1, [0, 0, 0]);
    expect(() => { for (let x = 0; x < 300; x++) canvas.set(x, 0, [x % 256, x >> 8, 0]); }).toThrow(/256 colours/);
  });
});

describe('seeded pictures', () => {
  const icons = MOTIFS.map((motif, i): IconSpec => ({ motif, hue: i * 30, material: 'gold', variant: i }));

  it('are valid PNGs of their documented sizes: icons, faces and banners 128 px, screenshots 640 × 360', () => {
    const pictures = [
      ...icons.map((spec) => [projectIcon(spec), 128, 128] as const),
      [avatar({ skin: 2, hair: 3, eyes: 1, style: 15 }), 128, 128] as const,
      [banner({ ground: 1, cloth: 2, figure: 3, pattern: 4 }), 128, 128] as const,
      ...SKIES.map((sky) => [world({ sky, outlined: sky === 'day', variant: 3 }), 640, 360] as const),
      ...[8, 16, 32].map((size) => [textureSheet({ size, grain: size === 32 ? 2 : 1, tint: size === 8 ? [230, 150, 60] : null, variant: 1 }), 640, 360] as const),
      [inventory({ material: 'diamond', variant: 5 }), 640, 360] as const,
    ];
    for (const [png, width, height] of pictures) {
      const image = pixelsOf(png);
      expect([image.width, image.height]).toEqual([width, height]);
      // Small enough to seed by the hundred thousand.
      expect(png.length).toBeLessThan(32 * 1024);
    }
  });

  it('draw something: an icon is not one flat colour, and differs from another motif', () => {
    const sword = pixelsOf(projectIcon(icons[0]!));
    const colours = new Set<string>();
    for (let y = 0; y < 128; y += 8) for (let x = 0; x < 128; x += 8) colours.add(sword.rgb(x, y));
    expect(colours.size).toBeGreaterThan(5);
    expect(projectIcon(icons[0]!)).not.toEqual(projectIcon({ ...icons[0]!, motif: 'potion' }));
  });

  it('give the same bytes for the same spec, and other bytes for another variant', () => {
    for (const spec of icons) expect(projectIcon({ ...spec })).toEqual(projectIcon(spec));
    expect(world({ sky: 'dusk', outlined: false, variant: 7 })).toEqual(world({ sky: 'dusk', outlined: false, variant: 7 }));
    expect(world({ sky: 'dusk', outlined: false, variant: 7 })).not.toEqual(world({ sky: 'dusk', outlined: false, variant: 8 }));
    expect(textureSheet({ size: 16, grain: 1, tint: null, variant: 2 })).not.toEqual(textureSheet({ size: 16, grain: 1, tint: null, variant: 3 }));
    expect(avatar({ skin: 0, hair: 0, eyes: 0, style: 0 })).toEqual(avatar({ skin: 0, hair: 0, eyes: 0, style: 0 }));
  });

  it('key an icon by what its drawing uses, so a cached picture is never the wrong one', () => {
    for (const spec of icons) {
      const other = { ...spec, material: 'diamond' as const };
      const sameBytes = Buffer.from(projectIcon(other)).equals(Buffer.from(projectIcon(spec)));
      expect(iconKey(other) === iconKey(spec), spec.motif).toBe(sameBytes);
    }
  });
});
