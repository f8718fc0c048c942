// Prose for seeded rows: project summaries, Markdown bodies, changelogs, user bios and moderator messages.
import type { ProjectType } from '#contracts/enums.ts';
import type { Random } from './random.ts';
import type { Theme } from './themes.ts';
import { FIRST_NAMES } from './words.ts';

export interface ProseContext {
  title: string;
  type: ProjectType;
  theme: Theme;
  loaders: readonly string[];
  gameVersion: string;
  modId: string;
  sourceUrl: string | null;
  issuesUrl: string | null;
  wikiUrl: string | null;
  discordUrl: string | null;
  clientSide: string;
  serverSide: string;
}

const LOADER_NAMES: Record<string, string> = {
  fabric: 'Fabric', quilt: 'Quilt', forge: 'Forge', neoforge: 'NeoForge', 'legacy-fabric': 'Legacy Fabric', ornithe: 'Ornithe',
  liteloader: 'LiteLoader', rift: 'Rift', paper: 'Paper', purpur: 'Purpur', spigot: 'Spigot', bukkit: 'Bukkit', folia: 'Folia',
  sponge: 'Sponge', velocity: 'Velocity', bungeecord: 'BungeeCord', waterfall: 'Waterfall', iris: 'Iris', optifine: 'OptiFine',
  canvas: 'Canvas', vanilla: 'vanilla core shaders', datapack: 'data pack', minecraft: 'vanilla',
};
export const loaderName = (loader: string) => LOADER_NAMES[loader] ?? loader;

const LANGUAGES = ['German', 'French', 'Brazilian Portuguese', 'Japanese', 'Simplified Chinese', 'Russian', 'Spanish', 'Korean', 'Polish', 'Turkish', 'Ukrainian'];

/** Fills {n}, {noun} and {title} in a theme phrase. */
function fill(rng: Random, phrase: string, ctx: ProseContext): string {
  return phrase
    .replace(/\{n\}/g, () => String(rng.int(3, 40)))
    .replace(/\{noun\}/g, () => rng.pick(ctx.theme.nouns).toLowerCase())
    .replace(/\{title\}/g, ctx.title);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const KIND: Record<ProjectType, { adjectives: readonly string[]; noun: string }> = {
  mod: { adjectives: ['', 'lightweight', 'small', 'simple', 'handy'], noun: 'mod' },
  plugin: { adjectives: ['', 'lightweight', 'simple', 'fast', 'open'], noun: 'plugin' },
  datapack: { adjectives: ['', 'vanilla-friendly', 'small'], noun: 'data pack' },
  resourcepack: { adjectives: ['', 'faithful', 'clean'], noun: 'resource pack' },
  shader: { adjectives: ['', 'lightweight', 'beautiful'], noun: 'shader pack' },
  modpack: { adjectives: ['', 'curated', 'lightweight'], noun: 'modpack' },
};

/** "A lightweight Fabric mod", "An open plugin": article, optional adjective and platform, then the noun. */
function kindPhrase(rng: Random, type: ProjectType, platform: string | null): string {
  const words = [rng.pick(KIND[type].adjectives), platform ?? '', KIND[type].noun].filter(Boolean).join(' ');
  return `${/^[aeiou]/i.test(words) ? 'An' : 'A'} ${words}`;
}

const SUMMARY_TAILS = [
  'with full config support', 'built to play nicely with other mods', 'and it stays out of your way', 'for survival and creative alike',
  'tested on large servers', 'made with care for the vanilla style',
];

/** A 30–200 character summary. */
export function summaryOf(rng: Random, ctx: ProseContext): string {
  const does = fill(rng, rng.pick(ctx.theme.does), ctx);
  const platform = loaderName(rng.pick(ctx.loaders));
  const options = [
    `${capitalize(does)}.`,
    `${ctx.title} ${does}.`,
    `${kindPhrase(rng, ctx.type, null)} that ${does}.`,
    `${capitalize(does)}, ${rng.pick(SUMMARY_TAILS)}.`,
    ctx.type === 'mod' || ctx.type === 'plugin' ? `${kindPhrase(rng, ctx.type, platform)} that ${does}.` : `${capitalize(does)}.`,
  ];
  let summary = rng.pick(options);
  if (summary.length < 30) summary = `${summary.slice(0, -1)}, ${rng.pick(SUMMARY_TAILS)}.`;
  if (summary.length > 200) summary = `${capitalize(does)}.`.slice(0, 200);
  return summary;
}

function installSteps(rng: Random, ctx: ProseContext): string[] {
  const loader = loaderName(ctx.loaders[0] ?? 'fabric');
  switch (ctx.type) {
    case 'mod':
      return [`Install ${loader} for Minecraft ${ctx.gameVersion}.`, 'Download the file that matches your loader and game version.', 'Drop the jar into your `mods` folder and start the game.'];
    case 'plugin':
      return ['Stop the server.', `Put the jar into the \`plugins\` folder of your ${loader} server.`, `Start the server and edit \`plugins/${ctx.title.replace(/\s+/g, '')}/config.yml\`.`];
    case 'datapack':
      return ['Open your world folder and put the zip into `datapacks`.', 'Run `/reload` or re-open the world.', 'Check that it shows up in `/datapack list`.'];
    case 'resourcepack':
      return ['Open **Options → Resource Packs**.', 'Drag the zip into the window.', `Move ${ctx.title} to the top of the list.`];
    case 'shader':
      return [`Install ${loader === 'vanilla core shaders' ? 'nothing extra: this uses core shaders' : loader}.`, 'Put the zip into your `shaderpacks` folder.', 'Select it under **Video Settings → Shader Packs**.'];
    case 'modpack':
      return ['Import the `.mrpack` file into your launcher.', `Give the game at least ${rng.int(4, 10)} GB of RAM.`, 'Launch once to generate configs, then play.'];
  }
}

function configBlock(rng: Random, ctx: ProseContext): string | null {
  const key = rng.pick(ctx.theme.nouns).toLowerCase();
  if (ctx.type === 'mod') {
    return rng.chance(0.5)
      ? `Settings live in \`config/${ctx.modId}.json\`:\n\n\`\`\`json\n{\n  "enabled": true,\n  "${key}_limit": ${rng.int(4, 64)},\n  "show_tooltips": ${rng.chance(0.5)}\n}\n\`\`\``
      : `Settings live in \`config/${ctx.modId}-common.toml\`:\n\n\`\`\`toml\n[general]\nenabled = true\n${key}Chance = ${rng.int(1, 99) / 100}\n\`\`\``;
  }
  if (ctx.type === 'plugin') {
    return `The default \`config.yml\`:\n\n\`\`\`yaml\nsettings:\n  enabled: true\n  ${key}-limit: ${rng.int(1, 50)}\n  storage: ${rng.pick(['sqlite', 'mysql', 'yaml'])}\nmessages:\n  prefix: "&8[&b${ctx.title}&8] "\n\`\`\``;
  }
  if (ctx.type === 'datapack') {
    return `Change options in game:\n\n\`\`\`mcfunction\n/function ${ctx.modId}:settings\n/scoreboard players set #${key} ${ctx.modId}.config ${rng.int(1, 20)}\n\`\`\``;
  }
  return null;
}

function faq(rng: Random, ctx: ProseContext): string {
  const targets: Partial<Record<ProjectType, string[]>> = {
    mod: ['fabric', 'forge', 'neoforge', 'quilt'], plugin: ['paper', 'folia', 'sponge', 'velocity'], shader: ['iris', 'optifine', 'canvas'],
    modpack: ['fabric', 'neoforge', 'quilt'],
  };
  const candidates = (targets[ctx.type] ?? []).filter((loader) => !ctx.loaders.includes(loader));
  const other = candidates.length > 0 ? loaderName(rng.pick(candidates)) : `Minecraft ${ctx.gameVersion === '26.2' ? 'snapshots' : 'the next release'}`;
  const serverAnswer = ctx.serverSide === 'unsupported' ? 'No, it is client-side only.' : ctx.clientSide === 'unsupported' ? 'Yes, and only the server needs it.' : 'Yes, install it on both sides.';
  return [
    `**Will you port this to ${other}?** Maybe! Open an issue so we know people want it.`,
    `**Can I use this in my modpack?** Yes, go ahead. A link back is appreciated.`,
    ctx.type === 'mod' || ctx.type === 'modpack' ? `**Does it work on servers?** ${serverAnswer}` : `**Can I edit it for my own use?** Sure, just don't reupload it as your own.`,
  ].slice(0, rng.int(2, 3)).join('\n\n');
}

/** A 300–2000 character Markdown body with headings, lists and sometimes a code block. */
export function bodyOf(rng: Random, ctx: ProseContext, summary: string): string {
  const intro = `${summary} ${rng.pick([
    `${ctx.title} started as a small side project and grew with the help of the community.`,
    'Everything is configurable, and the defaults are tuned to feel like vanilla.',
    'It is designed to be dropped into any world, new or old.',
    'Feedback is very welcome: most features here started as suggestions.',
  ])}`;
  const features = rng.sample(ctx.theme.features, rng.int(3, 6)).map((line) => `- ${fill(rng, line, ctx)}`).join('\n');
  const sections: { text: string; optional: boolean }[] = [
    { text: intro, optional: false },
    { text: `## Features\n\n${features}`, optional: false },
    { text: `## Installation\n\n${installSteps(rng, ctx).map((step, i) => `${i + 1}. ${step}`).join('\n')}`, optional: false },
  ];
  const config = configBlock(rng, ctx);
  if (config && rng.chance(0.6)) sections.push({ text: `## Configuration\n\n${config}`, optional: true });
  if (rng.chance(0.5)) {
    sections.push({ text: `## Compatibility\n\n- Supported: ${ctx.loaders.map(loaderName).join(', ')}\n- Tested with Minecraft ${ctx.gameVersion}\n- Conflicts with other ${rng.pick(ctx.theme.nouns).toLowerCase()} overhauls are likely`, optional: true });
  }
  if (rng.chance(0.5)) sections.push({ text: `## FAQ\n\n${faq(rng, ctx)}`, optional: true });
  const links = [
    ctx.issuesUrl && `Found a bug? Report it on the [issue tracker](${ctx.issuesUrl}).`,
    ctx.wikiUrl && `The [wiki](${ctx.wikiUrl}) has guides and recipes.`,
    ctx.discordUrl && `Come say hi on [Discord](${ctx.discordUrl}).`,
    ctx.sourceUrl && `Source code is on [${new URL(ctx.sourceUrl).hostname}](${ctx.sourceUrl}).`,
  ].filter(Boolean);
  if (links.length > 0) sections.push({ text: `## Support\n\n${links.join(' ')}`, optional: true });

  let body = sections.map((section) => section.text).join('\n\n');
  while (body.length > 2000 && sections.some((section) => section.optional)) {
    sections.splice(sections.findLastIndex((section) => section.optional), 1);
    body = sections.map((section) => section.text).join('\n\n');
  }
  if (body.length < 300) body += `\n\n## FAQ\n\n${faq(rng, ctx)}`;
  if (body.length < 300) body += `\n\n## Credits\n\nThanks to everyone who tested early builds and sent in translations.`;
  return body.slice(0, 2000);
}

const ADDED = [
  'Added {n} new {noun} variants', 'Added a config option to disable {noun}', 'Added {lang} translation (thanks {user})',
  'Added support for Minecraft {mc}', 'Added a keybind to toggle {noun}', 'Added tooltips explaining {noun}',
];
const CHANGED = [
  'Rebalanced {noun} spawn rates', 'Updated to Minecraft {mc}', 'Improved performance of {noun} by about {n}%',
  'Reworked the config screen', 'Moved {noun} definitions to data-driven files', 'Cleaned up textures for {noun}',
];
const FIXED = [
  'Fixed a crash when opening {noun} in multiplayer', 'Fixed {noun} not saving after a restart', 'Fixed a memory leak when switching dimensions',
  'Fixed {noun} dropping twice', 'Fixed an incorrect tooltip on {noun}', 'Fixed a rare desync on servers', 'Fixed z-fighting on {noun}',
];

/** A Markdown changelog for one version. */
export function changelogOf(rng: Random, ctx: ProseContext, versionNumber: string, gameVersion: string, first: boolean): string {
  const item = (phrase: string) => `- ${phrase
    .replace(/\{n\}/g, () => String(rng.int(5, 60)))
    .replace(/\{noun\}/g, () => rng.pick(ctx.theme.nouns).toLowerCase())
    .replace(/\{mc\}/g, gameVersion)
    .replace(/\{lang\}/g, () => rng.pick(LANGUAGES))
    .replace(/\{user\}/g, () => `@${rng.pick(FIRST_NAMES).toLowerCase()}${rng.int(1, 99)}`)}`;
  if (first) return `Initial release of ${ctx.title}! 🎉\n\n${rng.sample(ctx.theme.features, 3).map((line) => `- ${fill(rng, line, ctx)}`).join('\n')}`;
  if (rng.chance(0.5)) {
    const parts: string[] = [];
    const groups: [string, string[]][] = [['Added', ADDED], ['Changed', CHANGED], ['Fixed', FIXED]];
    for (const [heading, phrases] of groups) {
      if (rng.chance(heading === 'Fixed' ? 0.85 : 0.6)) parts.push(`### ${heading}\n\n${rng.sample(phrases, rng.int(1, 3)).map(item).join('\n')}`);
    }
    if (parts.length === 0) parts.push(`### Fixed\n\n${item(rng.pick(FIXED))}`);
    return `## ${versionNumber}\n\n${parts.join('\n\n')}`;
  }
  return rng.sample([...ADDED, ...CHANGED, ...FIXED], rng.int(1, 5)).map(item).join('\n');
}

const BIOS = [
  'Making mods since {old}.', 'Texture artist. 16x forever.', 'Just here for the shaders.', 'Server owner and plugin tinkerer.',
  'Builder, occasional modder, full-time coffee drinker.', 'Redstone nerd. Java developer by day.', 'I make small tweaks for big modpacks.',
  'she/her · modding for fun', 'he/him · mostly data packs', 'Running a small SMP with friends since {old}.', 'Speedrunner on weekends.',
  'Translating mods into {lang}.', 'Pixel art and resource packs.', 'Professional creeper survivor.', 'Modpack dev. Ask me about configs.',
];

export function bioOf(rng: Random): string | null {
  if (rng.chance(0.35)) return null;
  return rng.pick(BIOS).replace('{old}', rng.pick(['1.7.10', '1.12.2', 'beta 1.7', '1.8.9', '1.16'])).replace('{lang}', rng.pick(LANGUAGES));
}

export const REJECTION = {
  message: 'Missing information about what the project does',
  body: 'Thanks for submitting! Please expand the description: explain what the project adds, which versions it supports, and include at least one screenshot. Resubmit once that is done.',
};
