// SVG icons for category and loader tags, taken from the Lucide icon set (read from the installed package).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const ICON_DIR = join(dirname(require.resolve('lucide-static/package.json')), 'icons');

const CATEGORY_ICONS: Record<string, string> = {
  '8x-': 'grid-2x2', '16x': 'grid-3x3', '32x': 'grid-3x3', '48x': 'grid-3x3', '64x': 'grid-3x3', '128x': 'grid-3x3',
  '256x': 'grid-3x3', '512x+': 'grid-3x3', adventure: 'compass', atmosphere: 'cloud-sun', audio: 'headphones',
  blocks: 'box', bloom: 'sun', cartoon: 'smile', challenging: 'mountain', 'colored-lighting': 'palette',
  combat: 'swords', 'core-shaders': 'cpu', cursed: 'skull', decoration: 'flower', economy: 'coins',
  entities: 'bug', environment: 'trees', equipment: 'shield', fantasy: 'wand-sparkles', foliage: 'leaf',
  fonts: 'type', food: 'apple', 'game-mechanics': 'settings', gui: 'panels-top-left', items: 'gem',
  'kitchen-sink': 'layers', library: 'book-open', lightweight: 'feather', locale: 'languages', magic: 'sparkles',
  management: 'server', minigame: 'dices', mobs: 'rabbit', modded: 'puzzle', models: 'shapes',
  multiplayer: 'users', optimization: 'zap', 'path-tracing': 'waypoints', pbr: 'layers-3', quests: 'scroll',
  realistic: 'camera', reflections: 'flip-horizontal', 'semi-realistic': 'aperture', shadows: 'moon',
  simplistic: 'square', social: 'message-circle', storage: 'archive', technology: 'cog', themed: 'brush',
  transportation: 'truck', tweaks: 'sliders-horizontal', utility: 'wrench', 'vanilla-like': 'ice-cream-cone',
  worldgen: 'globe', potato: 'gauge', low: 'signal-low', medium: 'signal-medium', high: 'signal-high',
  screenshot: 'image',
};

const LOADER_ICONS: Record<string, string> = {
  fabric: 'scroll', forge: 'anvil', neoforge: 'anvil', quilt: 'grid-2x2-check', datapack: 'braces',
  minecraft: 'box', iris: 'eye', optifine: 'eye', canvas: 'paintbrush', vanilla: 'ice-cream-cone',
  bukkit: 'bucket', spigot: 'droplet', paper: 'file', purpur: 'gem', sponge: 'circle-dot', folia: 'leaf',
  bungeecord: 'network', waterfall: 'waves', velocity: 'gauge',
};

const cache = new Map<string, string>();

function svg(name: string): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  let markup: string;
  try {
    markup = readFileSync(join(ICON_DIR, `${name}.svg`), 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/>\s+</g, '><')
      .trim();
  } catch {
    markup = name === 'tag' ? '' : svg('tag');
  }
  cache.set(name, markup);
  return markup;
}

export const categoryIcon = (category: string) => svg(CATEGORY_ICONS[category] ?? 'tag');
export const loaderIcon = (loader: string) => svg(LOADER_ICONS[loader] ?? 'package');
