// What a seeded owner's pictures show: an icon motif fitting the project's type and category, a face, a banner, and
// gallery scenes fitting what the project is. Specs come from a small space, so big seeds draw many pictures twice.
import type { ProjectType } from '#contracts/enums.ts';
import type { Rgb } from './canvas.ts';
import { AVATAR_CHOICES, BANNER_CHOICES, type AvatarSpec, type BannerSpec, type IconSpec, type Motif } from './icons.ts';
import { inventory, textureSheet, world, type InventorySpec, type SheetSpec, type Sky, type WorldSpec } from './scenes.ts';
import { MATERIALS, type Material } from './sprites.ts';
import type { Random } from '../random.ts';

/** Different pictures per kind: enough that a small seed rarely repeats one, few enough that a big seed reuses them. */
const VARIANTS = 32;

const MOTIFS: Record<string, readonly Motif[]> = {
  adventure: ['sword', 'gem', 'creature'], combat: ['sword'], equipment: ['sword', 'gem'], cursed: ['creature', 'potion'],
  decoration: ['block', 'chest'], economy: ['gem'], food: ['apple'], library: ['book', 'gear'], magic: ['potion', 'book', 'gem'],
  management: ['gear', 'book'], minigame: ['sword', 'heart'], mobs: ['creature'], optimization: ['bolt'], social: ['heart'],
  storage: ['chest'], technology: ['gear', 'bolt'], transportation: ['block', 'gear'], utility: ['gear', 'book'],
  worldgen: ['block', 'landscape'], 'game-mechanics': ['gear', 'heart', 'potion'], 'kitchen-sink': ['chest', 'block'],
  lightweight: ['bolt', 'block'], quests: ['book', 'sword'], multiplayer: ['heart', 'creature'], challenging: ['creature', 'sword'],
};
const TYPE_MOTIFS: Partial<Record<ProjectType, readonly Motif[]>> = {
  resourcepack: ['block', 'block', 'block', 'landscape'], shader: ['landscape', 'landscape', 'landscape', 'gem'],
};
const MATERIAL_NAMES = Object.keys(MATERIALS).filter((name) => name !== 'wood' && name !== 'leather') as Material[];

export function iconSpec(rng: Random, type: ProjectType, category: string): IconSpec {
  const motif = rng.pick<Motif>(TYPE_MOTIFS[type] ?? MOTIFS[category] ?? ['gem', 'chest', 'gear', 'book']);
  // Hand-drawn items take no random details: one drawing per material and ground.
  const detailed = motif === 'creature' || motif === 'block' || motif === 'landscape';
  return { motif, hue: rng.int(0, 11) * 30, material: rng.pick(MATERIAL_NAMES), variant: detailed ? rng.int(0, VARIANTS - 1) : 0 };
}

export const avatarSpec = (rng: Random): AvatarSpec => ({
  skin: rng.int(0, AVATAR_CHOICES.skin - 1), hair: rng.int(0, AVATAR_CHOICES.hair - 1), eyes: rng.int(0, AVATAR_CHOICES.eyes - 1),
  style: rng.weighted([[0, 4], [1, 2], [2, 3], [3, 1], [4, 1], [6, 1], [8, 2], [10, 1]] as const),
});

export const bannerSpec = (rng: Random): BannerSpec => ({
  ground: rng.int(0, BANNER_CHOICES.ground - 1), cloth: rng.int(0, BANNER_CHOICES.cloth - 1),
  figure: rng.int(0, BANNER_CHOICES.figure - 1), pattern: rng.int(0, BANNER_CHOICES.pattern - 1),
});

export type Scene =
  | ({ kind: 'world' } & WorldSpec)
  | ({ kind: 'sheet' } & SheetSpec)
  | ({ kind: 'inventory' } & InventorySpec);

export interface ScenePick {
  scene: Scene;
  title: string;
}

const SKY_TITLES: Record<Sky, readonly string[]> = {
  day: ['Rolling hills at noon', 'A clear day by the water', 'The valley in daylight'],
  dusk: ['Sunset over the valley', 'Golden hour', 'Evening light on the hills'],
  night: ['Moonlit lake', 'The night sky', 'Stars over the ridge'],
  aurora: ['Northern lights', 'Aurora over the ridge', 'A night with auroras'],
  fog: ['Morning fog', 'Misty hills', 'Fog rolling in'],
};
const SHEET_TITLES = ['Block textures', 'Texture overview', 'Building blocks side by side', 'Terrain and ores'];
const INVENTORY_TITLES = ['New items', 'Inventory showcase', 'Everything it adds', 'A full chest'];

const TINTS: Rgb[] = [[230, 150, 60], [120, 170, 230], [220, 120, 170], [150, 210, 120], [190, 160, 110]];
const RESOLUTIONS: Record<string, number> = { '8x-': 8, '16x': 16, '32x': 32, '48x': 32, '64x': 32, '128x': 32, '256x': 32, '512x+': 32 };
const SHADER_SKIES: Record<string, readonly Sky[]> = {
  fantasy: ['aurora', 'night', 'dusk'], cartoon: ['day', 'dusk', 'night'], cursed: ['fog', 'night'],
};
const OUTDOOR = new Set(['worldgen', 'adventure', 'mobs', 'transportation', 'decoration', 'multiplayer', 'challenging', 'lightweight']);

/** One to four screenshots, the first one featured; no picture, and no title, twice in one gallery. */
export function galleryScenes(rng: Random, type: ProjectType, categories: readonly string[], material: Material): ScenePick[] {
  const primary = categories[0] ?? '';
  const variant = () => rng.int(0, VARIANTS - 1);
  const world = (sky: Sky, outlined = false): Scene => ({ kind: 'world', sky, outlined, variant: variant() });
  let scenes: Scene[];
  if (type === 'resourcepack') {
    const style = {
      size: RESOLUTIONS[categories.find((name) => name in RESOLUTIONS) ?? '16x']!,
      grain: primary === 'simplistic' ? 0 : primary === 'realistic' ? 2 : 1,
      tint: primary === 'themed' ? rng.pick(TINTS) : null,
    };
    const sheets = Array.from({ length: rng.int(1, 2) }, (): Scene => ({ kind: 'sheet', ...style, variant: variant() }));
    scenes = [...sheets, ...rng.sample<Sky>(['day', 'dusk'], rng.int(0, 2)).map((sky) => world(sky))];
  } else if (type === 'shader') {
    scenes = rng.sample<Sky>(SHADER_SKIES[primary] ?? ['day', 'dusk', 'night', 'fog'], rng.int(2, 4)).map((sky) => world(sky, primary === 'cartoon'));
  } else {
    const outdoor = OUTDOOR.has(primary);
    scenes = rng.sample<Sky>(['day', 'dusk', 'night', 'fog'], rng.int(1, 3)).map((sky, i): Scene =>
      outdoor || (type === 'modpack' && i % 2 === 0) ? world(sky) : { kind: 'inventory', material, variant: variant() });
  }
  const titles = new Set<string>();
  const unique = new Map(scenes.map((scene) => [sceneKey(scene), scene]));
  return [...unique.values()].map((scene) => {
    const options = scene.kind === 'world' ? SKY_TITLES[scene.sky] : scene.kind === 'sheet' ? SHEET_TITLES : INVENTORY_TITLES;
    const title = rng.pick(options.filter((option) => !titles.has(option)));
    titles.add(title);
    return { scene, title };
  });
}

export const sceneKey = (scene: Scene) => JSON.stringify(scene);

export function renderScene(scene: Scene): Uint8Array {
  switch (scene.kind) {
    case 'world': return world(scene);
    case 'sheet': return textureSheet(scene);
    case 'inventory': return inventory(scene);
  }
}
