// Seeded pictures for owners: a project's icon (an item, creature, block or scene on a tinted ground), a user's
// blocky face and an organization's banner. Each is drawn from a small spec, so equal specs give equal bytes.
import { Canvas, hsl, mix, shade, type Rgb } from './canvas.ts';
import { drawBlock, drawCreature, drawGear, drawTemplate, MATERIALS, ramp, type BlockLook, type Material, type TemplateName } from './sprites.ts';
import { Random } from '../random.ts';

export type Motif = TemplateName | 'creature' | 'gear' | 'block' | 'landscape';

export interface IconSpec {
  motif: Motif;
  /** Hue of the ground, in degrees. */
  hue: number;
  material: Material;
  /** Drives the details a motif draws at random (a creature's shape, a block's grain, a scene's hills). */
  variant: number;
}

/** The parts of a spec its drawing uses (only items and gears are made of a material): equal keys, equal bytes. */
export const iconKey = ({ motif, hue, material, variant }: IconSpec) =>
  `${motif}:${hue}:${motif === 'creature' || motif === 'block' || motif === 'landscape' ? '' : material}:${variant}`;

/** Icons are 16 × 16 pixels drawn 8 screen pixels wide: 128 × 128. */
const ICON_SCALE = 8;

export function groundOf(spec: Pick<IconSpec, 'hue' | 'motif'>): Rgb {
  return spec.motif === 'landscape' ? skyOf(spec.hue).top : hsl(spec.hue, 0.42, 0.56);
}

interface Sky {
  top: Rgb;
  bottom: Rgb;
  night: boolean;
}

/** Dusk, day or night, chosen by hue so a landscape icon's colour still follows its spec. */
function skyOf(hue: number): Sky {
  if (hue < 120) return { top: [255, 170, 96], bottom: [120, 70, 140], night: false };
  if (hue < 240) return { top: [120, 190, 250], bottom: [196, 230, 255], night: false };
  return { top: [18, 26, 64], bottom: [70, 60, 130], night: true };
}

/** A tiny landscape filling the canvas: banded sky, sun or moon, two rows of hills. */
function drawLandscape(canvas: Canvas, rng: Random, sky: Sky, grass: Rgb): void {
  const { width, height } = canvas;
  for (let y = 0; y < height; y++) {
    // Banded, not smooth: a pixel-art sky, and a palette that stays small.
    const band = Math.min(1, Math.floor((y / height) * 6) / 5);
    canvas.rect(0, y, width, 1, mix(sky.top, sky.bottom, band));
  }
  const sunSize = Math.max(2, Math.round(width / 8));
  canvas.rect(rng.int(Math.round(width * 0.55), width - 4) - sunSize, rng.int(1, Math.max(1, Math.round(height * 0.25))), sunSize, sunSize,
    sky.night ? [232, 236, 246] : [255, 236, 150]);
  if (sky.night) for (let i = 0; i < width / 3; i++) canvas.set(rng.int(0, width - 1), rng.int(0, Math.round(height / 2)), [250, 250, 255]);
  for (const [layer, colour] of [[0.5, shade(mix(grass, sky.bottom, 0.5), -0.1)], [0.68, grass]] as const) {
    let level = height * layer + rng.int(-1, 1);
    for (let x = 0; x < width; x++) {
      if (rng.chance(0.3)) level = Math.max(height * 0.3, Math.min(height - 2, level + rng.int(-1, 1)));
      const top = Math.round(level);
      canvas.set(x, top, shade(colour, 0.18));
      for (let y = top + 1; y < height; y++) canvas.set(x, y, y - top > 2 && layer > 0.6 ? [121, 85, 58] : colour);
    }
  }
}

const BLOCK_LOOKS: BlockLook[] = [
  { top: [106, 170, 64], side: [134, 96, 67], noise: 0.12 }, { top: [128, 128, 128], side: [128, 128, 128], noise: 0.16 },
  { top: [168, 124, 72], side: [150, 108, 62], noise: 0.08 }, { top: [219, 207, 163], side: [219, 207, 163], noise: 0.08 },
  { top: [150, 82, 66], side: [150, 82, 66], noise: 0.14 }, { top: [70, 140, 200], side: [60, 110, 170], noise: 0.1 },
];

export function projectIcon(spec: IconSpec): Uint8Array {
  const rng = Random.fromSeed(`icon:${spec.motif}`, String(spec.variant));
  const ground = groundOf(spec);
  const canvas = new Canvas(16, 16, ground);
  if (spec.motif === 'landscape') {
    drawLandscape(canvas, rng, skyOf(spec.hue), hsl((spec.hue + 110) % 360, 0.45, 0.4));
    return canvas.png(ICON_SCALE);
  }
  // A darker lower half and a faint checker: a ground that reads as a tile, not a flat swatch.
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      const lower = y >= 11 ? -0.12 : 0;
      canvas.set(x, y, shade(ground, lower + (((x >> 2) + (y >> 2)) % 2 === 0 ? 0 : -0.05)));
    }
  }
  const main = ramp(MATERIALS[spec.material]);
  if (spec.motif === 'creature') drawCreature(canvas, 0, 0, rng, ramp(hsl((spec.hue + 180) % 360, 0.5, 0.5)));
  else if (spec.motif === 'gear') drawGear(canvas, 0, 0, main);
  else if (spec.motif === 'block') drawBlock(canvas, 0, 0, rng, BLOCK_LOOKS[spec.variant % BLOCK_LOOKS.length]!);
  else drawTemplate(canvas, 0, 0, spec.motif, main);
  return canvas.png(ICON_SCALE);
}

const SKIN: Rgb[] = [[255, 220, 185], [240, 190, 150], [214, 160, 120], [176, 120, 84], [130, 86, 58], [92, 60, 42]];
const HAIR: Rgb[] = [[40, 28, 20], [84, 52, 30], [150, 100, 52], [222, 190, 110], [170, 60, 30], [60, 60, 64], [230, 230, 230], [70, 90, 190]];
const EYES: Rgb[] = [[60, 100, 200], [70, 130, 70], [96, 64, 40], [40, 40, 40], [120, 80, 170]];

export interface AvatarSpec {
  skin: number;
  hair: number;
  eyes: number;
  /** Bits: 1 long hair at the sides, 2 a fringe, 4 a beard, 8 a cap. */
  style: number;
}

export const AVATAR_CHOICES = { skin: SKIN.length, hair: HAIR.length, eyes: EYES.length } as const;

/** An 8 × 8 blocky face, the way the game draws a player's head, shown 128 × 128. */
export function avatar(spec: AvatarSpec): Uint8Array {
  const skin = SKIN[spec.skin]!;
  const hair = HAIR[spec.hair]!;
  const canvas = new Canvas(8, 8, skin);
  const rng = Random.fromSeed('avatar', `${spec.skin}:${spec.hair}:${spec.style}`);
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) if (rng.chance(0.25)) canvas.set(x, y, shade(skin, -0.06));
  canvas.rect(0, 0, 8, 2, hair);
  for (let x = 0; x < 8; x++) if (rng.chance(0.4)) canvas.set(x, 0, shade(hair, 0.15));
  if (spec.style & 1) {
    canvas.rect(0, 2, 1, 3, hair);
    canvas.rect(7, 2, 1, 3, hair);
  }
  if (spec.style & 2) canvas.rect(rng.int(1, 4), 2, 3, 1, hair);
  canvas.set(1, 4, [245, 245, 245]);
  canvas.set(2, 4, EYES[spec.eyes]!);
  canvas.set(5, 4, EYES[spec.eyes]!);
  canvas.set(6, 4, [245, 245, 245]);
  canvas.rect(3, 5, 2, 1, shade(skin, -0.18));
  canvas.rect(2, 6, 4, 1, shade(skin, -0.4));
  if (spec.style & 4) {
    canvas.rect(1, 6, 6, 2, shade(hair, -0.05));
    canvas.rect(3, 6, 2, 1, shade(skin, -0.45));
  }
  if (spec.style & 8) {
    const cap = hsl((spec.hair * 47 + spec.skin * 90) % 360, 0.55, 0.45);
    canvas.rect(0, 0, 8, 2, cap);
    canvas.rect(0, 1, 8, 1, shade(cap, -0.25));
  }
  return canvas.png(16);
}

const DYES: Rgb[] = [
  [249, 255, 254], [249, 128, 29], [199, 78, 189], [58, 179, 218], [254, 216, 61], [128, 199, 31], [243, 139, 170], [71, 79, 82],
  [157, 157, 151], [22, 156, 156], [137, 50, 184], [60, 68, 170], [131, 84, 50], [94, 124, 22], [176, 46, 38], [29, 29, 33],
];
const PATTERNS: ((u: number, v: number) => boolean)[] = [
  (u) => u >= 3 && u <= 4, (_, v) => v >= 4 && v <= 6, (u, v) => (u >= 3 && u <= 4) || (v >= 4 && v <= 5),
  (u, v) => Math.abs(u - v * 0.66) < 1 || Math.abs(7 - u - v * 0.66) < 1, (u, v) => v >= 6 - Math.abs(u - 3.5),
  (u, v) => u === 0 || u === 7 || v === 0 || v === 11, (_, v) => v < 6, (u, v) => Math.abs(u - 3.5) + Math.abs(v - 5.5) < 3.5,
  (u, v) => (u + (v >> 1)) % 2 === 0 && v % 2 === 0,
];

export interface BannerSpec {
  ground: number;
  cloth: number;
  figure: number;
  pattern: number;
}

export const BANNER_CHOICES = { ground: DYES.length, cloth: DYES.length, figure: DYES.length, pattern: PATTERNS.length } as const;

export const bannerColour = (spec: BannerSpec): Rgb => DYES[spec.cloth]!;

/** A banner on its pole, in the game's dye colours: an organization's coat of arms. */
export function banner(spec: BannerSpec): Uint8Array {
  const ground = shade(DYES[spec.ground]!, -0.35);
  const canvas = new Canvas(16, 16, ground);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) if ((x + y) % 4 === 0) canvas.set(x, y, shade(ground, -0.08));
  const wood: Rgb = [110, 78, 44];
  canvas.rect(2, 1, 12, 1, wood);
  canvas.rect(7, 0, 2, 1, shade(wood, -0.3));
  const cloth = DYES[spec.cloth]!;
  const figure = DYES[spec.figure === spec.cloth ? (spec.figure + 5) % DYES.length : spec.figure]!;
  const pattern = PATTERNS[spec.pattern]!;
  for (let v = 0; v < 12; v++) {
    for (let u = 0; u < 8; u++) {
      const colour = pattern(u, v) ? figure : cloth;
      canvas.set(4 + u, 2 + v, u === 7 ? shade(colour, -0.2) : colour);
    }
  }
  canvas.rect(4, 14, 8, 1, shade(cloth, -0.35));
  return canvas.png(ICON_SCALE);
}
