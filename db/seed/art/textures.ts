// Block textures for seeded resource-pack screenshots: each material drawn at the pack's resolution, with its grain.
import { mix, shade, type Canvas, type Rgb } from './canvas.ts';
import type { Random } from '../random.ts';

export const TEXTURE_NAMES = ['grass', 'stone', 'dirt', 'planks', 'bricks', 'cobblestone', 'ore', 'sand', 'leaves', 'glass', 'log', 'wool'] as const;
export type TextureName = (typeof TEXTURE_NAMES)[number];

export interface TextureStyle {
  /** Pixels per side: 8, 16 or 32, as the pack's resolution category says. */
  size: number;
  /** 0 draws flat colours (simplistic packs), 1 the usual grain, 2 a busy, realistic one. */
  grain: number;
  /** Added to every colour: a themed pack's tint. */
  tint: Rgb | null;
}

const BASE: Record<TextureName, Rgb> = {
  grass: [98, 160, 60], stone: [126, 126, 126], dirt: [134, 96, 67], planks: [168, 130, 80], bricks: [150, 82, 66],
  cobblestone: [118, 118, 118], ore: [126, 126, 126], sand: [219, 207, 163], leaves: [60, 128, 40], glass: [200, 228, 236],
  log: [104, 82, 50], wool: [230, 230, 230],
};

const ORES: Rgb[] = [[74, 214, 204], [236, 190, 52], [196, 38, 36], [52, 190, 96], [44, 86, 196], [40, 40, 40]];

/** Draws one texture at (x, y), each texture pixel `zoom` canvas pixels wide. */
export function drawTexture(canvas: Canvas, x: number, y: number, zoom: number, name: TextureName, style: TextureStyle, rng: Random): void {
  const n = style.size;
  const base = style.tint ? mix(BASE[name], style.tint, 0.3) : BASE[name];
  const grain = () => (style.grain === 0 ? 0 : (rng.int(-2, 2) / 2) * (style.grain === 2 ? 0.16 : 0.08));
  const ore = rng.pick(ORES);
  const unit = n / 16;
  for (let v = 0; v < n; v++) {
    for (let u = 0; u < n; u++) {
      let colour = shade(base, grain());
      const su = u / unit;
      const sv = v / unit;
      switch (name) {
        case 'planks':
          if (Math.floor(sv) % 4 === 3) colour = shade(base, -0.3);
          else if (Math.floor(su) === (Math.floor(sv / 4) % 2 === 0 ? 5 : 12)) colour = shade(base, -0.22);
          break;
        case 'bricks': {
          const row = Math.floor(sv / 4);
          const mortar = Math.floor(sv) % 4 === 3 || Math.floor(su + (row % 2) * 4) % 8 === 7;
          if (mortar) colour = shade([196, 188, 176], grain());
          break;
        }
        case 'cobblestone':
          if ((Math.floor(su / 4 + sv / 8) + Math.floor(sv / 4)) % 3 === 0 && (Math.floor(su) % 4 === 0 || Math.floor(sv) % 4 === 0)) colour = shade(base, -0.35);
          break;
        case 'ore':
          if (rng.chance(0.12) && su > 1 && sv > 1 && su < 15 && sv < 15) colour = shade(ore, grain());
          break;
        case 'leaves':
          if (rng.chance(0.18)) colour = shade(base, -0.45);
          break;
        case 'glass':
          colour = u === 0 || v === 0 || u === n - 1 || v === n - 1 ? [236, 246, 250] : Math.abs(su - sv) < 1.2 || Math.abs(su - sv - 5) < 0.8 ? [246, 252, 255] : base;
          break;
        case 'log':
          if (Math.floor(su) % 3 === 0) colour = shade(base, -0.25 + grain());
          break;
        case 'grass':
          if (sv >= 4) colour = rng.chance(sv < 6 ? 0.5 : 0) ? colour : shade(BASE.dirt, grain());
          break;
      }
      canvas.rect(x + u * zoom, y + v * zoom, zoom, zoom, colour);
    }
  }
}
