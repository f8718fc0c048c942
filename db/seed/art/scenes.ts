// Seeded gallery screenshots, 160 × 90 pixels shown 640 × 360: a world at some time of day, a resource pack's
// texture sheet, and an inventory full of a mod's items. Each is drawn from a small spec, so equal specs give equal bytes.
import { Canvas, hsl, mix, shade, type Rgb } from './canvas.ts';
import { drawCreature, drawGear, drawTemplate, MATERIALS, ramp, TEMPLATE_NAMES, type Material } from './sprites.ts';
import { drawTexture, TEXTURE_NAMES, type TextureStyle } from './textures.ts';
import { Random } from '../random.ts';

const WIDTH = 160;
const HEIGHT = 90;
const SCALE = 4;

export const SKIES = ['day', 'dusk', 'night', 'aurora', 'fog'] as const;
export type Sky = (typeof SKIES)[number];

const SKY_COLOURS: Record<Sky, [Rgb, Rgb]> = {
  day: [[100, 166, 245], [196, 226, 255]], dusk: [[62, 54, 120], [252, 150, 90]], night: [[10, 14, 40], [40, 50, 96]],
  aurora: [[14, 20, 48], [38, 40, 90]], fog: [[170, 180, 190], [214, 218, 222]],
};

export interface WorldSpec {
  sky: Sky;
  /** Heavy black outlines on the ground's edge: a cartoon shader's look. */
  outlined: boolean;
  variant: number;
}

function drawTree(canvas: Canvas, x: number, ground: number, rng: Random, leaves: Rgb, light: number): void {
  const height = rng.int(4, 7);
  canvas.rect(x, ground - height, 1, height, shade([104, 82, 50], light));
  const radius = rng.int(2, 3);
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      if (Math.abs(dx) + Math.abs(dy) > radius + 1) continue;
      canvas.set(x + dx, ground - height - 1 + dy, shade(leaves, light + (dy < 0 ? 0.1 : -0.08) + (rng.chance(0.2) ? -0.12 : 0)));
    }
  }
}

/** Hills, water, trees and a sky: what a shader or a world-generation mod is shown with. */
export function world(spec: WorldSpec): Uint8Array {
  const rng = Random.fromSeed('world', `${spec.sky}:${spec.outlined}:${spec.variant}`);
  const [top, bottom] = SKY_COLOURS[spec.sky];
  const canvas = new Canvas(WIDTH, HEIGHT, top);
  const dark = spec.sky === 'night' || spec.sky === 'aurora';
  const light = dark ? -0.55 : spec.sky === 'dusk' ? -0.2 : spec.sky === 'fog' ? 0.15 : 0;
  for (let y = 0; y < HEIGHT; y++) canvas.rect(0, y, WIDTH, 1, mix(top, bottom, Math.min(1, Math.floor((y / (HEIGHT * 0.7)) * 8) / 7)));
  if (dark) for (let i = 0; i < 70; i++) canvas.set(rng.int(0, WIDTH - 1), rng.int(0, 45), rng.chance(0.3) ? [255, 255, 220] : [200, 206, 230]);
  if (spec.sky === 'aurora') {
    for (let band = 0; band < 3; band++) {
      const colour: Rgb = band === 1 ? [150, 90, 220] : [70, 230, 160];
      let y = 12 + band * 6;
      for (let x = 0; x < WIDTH; x++) {
        y += rng.int(-1, 1) * (rng.chance(0.4) ? 1 : 0);
        canvas.rect(x, Math.max(2, Math.min(40, y)), 1, 3, mix(colour, top, 0.35));
      }
    }
  }
  const sunX = rng.int(20, 140);
  const sunY = spec.sky === 'dusk' ? 38 : rng.int(8, 20);
  canvas.rect(sunX, sunY, 10, 10, dark ? [226, 230, 240] : spec.sky === 'dusk' ? [255, 200, 110] : [255, 240, 160]);
  if (!dark) {
    for (let i = 0; i < 4; i++) {
      const cx = rng.int(0, WIDTH - 20);
      const cy = rng.int(4, 26);
      canvas.rect(cx, cy, rng.int(12, 24), 3, shade(mix([255, 255, 255], bottom, 0.2), light * 0.5));
      canvas.rect(cx + 3, cy - 2, rng.int(5, 10), 2, shade([255, 255, 255], light * 0.5));
    }
  }
  // Far mountains, then the near ground in columns; water fills what lies below the sea.
  let far = 44 + rng.int(-6, 6);
  for (let x = 0; x < WIDTH; x++) {
    far = Math.max(28, Math.min(58, far + rng.int(-2, 2)));
    canvas.rect(x, far, 1, HEIGHT - far, shade(mix([110, 120, 140], bottom, 0.45), light));
  }
  const sea = 66;
  const grass = shade(hsl(96 + rng.int(-20, 30), 0.45, 0.42), light);
  let level = 60 + rng.int(-4, 4);
  const trees: [number, number][] = [];
  for (let x = 0; x < WIDTH; x++) {
    if (rng.chance(0.35)) level = Math.max(50, Math.min(76, level + rng.int(-2, 2)));
    canvas.set(x, level, spec.outlined ? [20, 20, 24] : shade(grass, 0.15));
    canvas.rect(x, level + 1, 1, 2, grass);
    canvas.rect(x, level + 3, 1, 5, shade([134, 96, 67], light + (x % 3 === 0 ? -0.06 : 0)));
    canvas.rect(x, level + 8, 1, HEIGHT, shade([120, 120, 120], light + (rng.chance(0.2) ? -0.08 : 0)));
    if (level > sea) {
      const water = shade([52, 96, 200], light);
      canvas.rect(x, sea, 1, level - sea, x % 7 === 0 ? shade(water, 0.2) : water);
    } else if (rng.chance(0.08)) {
      trees.push([x, level]);
    }
  }
  for (const [x, ground] of trees) drawTree(canvas, x, ground, rng, hsl(110 + rng.int(-25, 20), 0.5, 0.34), light);
  if (spec.sky === 'fog') for (let y = 0; y < HEIGHT; y += 2) for (let x = (y / 2) % 2; x < WIDTH; x += 2) canvas.set(x, y, shade(canvas.get(x, y)!, 0.18));
  return canvas.png(SCALE);
}

export interface SheetSpec extends TextureStyle {
  variant: number;
}

/** Eight block textures on a backdrop: a resource pack's textures side by side, each 32 pixels wide. */
export function textureSheet(spec: SheetSpec): Uint8Array {
  const rng = Random.fromSeed('sheet', `${spec.size}:${spec.grain}:${spec.tint?.join(',') ?? ''}:${spec.variant}`);
  const backdrop = spec.tint ? shade(mix([60, 62, 70], spec.tint, 0.25), -0.2) : [52, 54, 62] as const;
  const canvas = new Canvas(WIDTH, HEIGHT, backdrop);
  for (let y = 0; y < HEIGHT; y += 4) for (let x = (y / 4) % 2 === 0 ? 0 : 4; x < WIDTH; x += 8) canvas.rect(x, y, 4, 4, shade(backdrop, 0.05));
  const names = rng.sample(TEXTURE_NAMES, 8);
  const zoom = 32 / spec.size;
  names.forEach((name, i) => {
    const x = 8 + (i % 4) * 38;
    const y = 9 + Math.floor(i / 4) * 40;
    canvas.rect(x + 2, y + 2, 32, 32, shade(backdrop, -0.45));
    drawTexture(canvas, x, y, zoom, name, spec, rng);
  });
  return canvas.png(SCALE);
}

const GUI: Rgb = [198, 198, 198];

function slot(canvas: Canvas, x: number, y: number): void {
  canvas.rect(x, y, 18, 18, [139, 139, 139]);
  canvas.rect(x, y, 17, 1, [55, 55, 55]);
  canvas.rect(x, y, 1, 17, [55, 55, 55]);
  canvas.rect(x + 1, y + 17, 17, 1, [255, 255, 255]);
  canvas.rect(x + 17, y + 1, 1, 17, [255, 255, 255]);
}

export interface InventorySpec {
  /** The main material of the mod's items. */
  material: Material;
  variant: number;
}

/** The game's grey container screen, its slots holding a mod's items: how item mods show what they add. */
export function inventory(spec: InventorySpec): Uint8Array {
  const rng = Random.fromSeed('inventory', `${spec.material}:${spec.variant}`);
  const canvas = new Canvas(WIDTH, HEIGHT, [24, 26, 32]);
  for (let y = 0; y < HEIGHT; y += 2) for (let x = (y / 2) % 2 === 0 ? 0 : 1; x < WIDTH; x += 2) canvas.set(x, y, [30, 33, 40]);
  canvas.rect(4, 4, 152, 82, GUI);
  canvas.rect(4, 4, 151, 2, [255, 255, 255]);
  canvas.rect(4, 4, 2, 81, [255, 255, 255]);
  canvas.rect(5, 84, 151, 2, [85, 85, 85]);
  canvas.rect(154, 5, 2, 81, [85, 85, 85]);
  const materials = Object.keys(MATERIALS) as Material[];
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 8; column++) {
      const x = 8 + column * 18;
      const y = 8 + row * 18 + (row === 3 ? 2 : 0);
      slot(canvas, x, y);
      if (!rng.chance(row === 3 ? 0.8 : 0.55)) continue;
      const material = rng.chance(0.6) ? spec.material : rng.pick(materials);
      const kind = rng.int(0, TEMPLATE_NAMES.length + 1);
      if (kind < TEMPLATE_NAMES.length) drawTemplate(canvas, x + 1, y + 1, TEMPLATE_NAMES[kind]!, ramp(MATERIALS[material]));
      else if (kind === TEMPLATE_NAMES.length) drawGear(canvas, x + 1, y + 1, ramp(MATERIALS[material]));
      else drawCreature(canvas, x + 1, y + 1, rng, ramp(hsl(rng.int(0, 359), 0.5, 0.5)));
    }
  }
  return canvas.png(SCALE);
}
