// Unique, believable names: project titles and slugs, usernames, organization names and mod ids.
import type { ProjectType } from '#contracts/enums.ts';
import { Random, WeightedTable } from './random.ts';
import type { Theme } from './themes.ts';
import * as w from './words.ts';

const SLUG_PATTERN = /^[a-z0-9._-]{3,64}$/;
const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{1,39}$/;

export function slugify(title: string): string {
  let slug = title.toLowerCase().replace(/'/g, '').replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length < 3) slug = `${slug}-mc`.replace(/^-/, '');
  return slug.slice(0, 64).replace(/-+$/, '');
}

/** Java-style id for manifests: lower snake case starting with a letter. */
export function modIdOf(slug: string): string {
  const id = slug.replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(id) ? id : `mod_${id}`).slice(0, 63);
}

const coined = (rng: Random) => rng.pick(w.COINED_ROOTS) + rng.pick(w.COINED_ENDINGS);
const possessive = (rng: Random) => `${rng.pick(w.FIRST_NAMES)}'s`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type TitleMaker = (rng: Random, theme: Theme) => string;

const makers = (entries: [TitleMaker, number][]) => new WeightedTable(entries);

const TITLE_MAKERS: Record<ProjectType | 'library', WeightedTable<TitleMaker>> = {
  library: makers([
    [(r) => coined(r) + r.pick(w.LIBRARY_TAILS), 70],
    [(r) => `${r.pick(w.FIRST_NAMES)}${r.pick(w.LIBRARY_TAILS)}`, 15],
    [(r) => `${r.pick(w.ADJECTIVES)} ${r.pick(['Config', 'Networking', 'Registry', 'Events', 'Rendering', 'Data'])} ${r.pick(['API', 'Lib'])}`, 15],
  ]),
  mod: makers([
    [(r) => coined(r), 15],
    [(r, t) => `${coined(r)} ${r.pick(t.nouns)}`, 25],
    [(r, t) => `${r.pick(w.ADJECTIVES)} ${r.pick(t.nouns)}`, 25],
    [(r, t) => `${possessive(r)} ${r.pick(t.nouns)}`, 10],
    [(r, t) => `${r.pick(t.nouns)} ${r.pick(w.TITLE_TAILS)}`, 15],
    [(r, t) => `${r.pick(['Just Enough', 'Not Enough', 'Too Many', 'More', 'Simply'])} ${r.pick(t.nouns)}`, 6],
    [(r, t) => `${r.pick(w.ADJECTIVES)} ${r.pick(t.nouns)} ${r.pick(w.TITLE_TAILS)}`, 4],
  ]),
  plugin: makers([
    [(r) => `${r.pick(w.COINED_ROOTS)}${r.pick(w.PLUGIN_TAILS)}`, 15],
    [(r, t) => `${r.pick(w.COINED_ROOTS)}${r.pick(t.nouns)}`, 15],
    [(r) => `${coined(r)}${r.pick(w.PLUGIN_TAILS)}`, 10],
    [(r) => `${r.pick(w.ADJECTIVES)} ${r.pick(w.PLUGIN_TAILS)}`, 20],
    [(r) => `${r.pick(['Ultimate', 'Better', 'Simple', 'Easy', 'Advanced'])}${r.pick(w.PLUGIN_TAILS)}`, 10],
    [(r) => `${r.pick(w.PLUGIN_TAILS)}${r.pick(['X', 'Plus', 'Pro', 'Reloaded', 'Lite'])}`, 8],
    [(r, t) => `${r.pick(w.ADJECTIVES)} ${r.pick(t.nouns)}`, 22],
  ]),
  datapack: makers([
    [(r, t) => `${r.pick(w.ADJECTIVES)} ${r.pick(t.nouns)}`, 35],
    [(r, t) => `${r.pick(t.nouns)} ${r.pick(w.DATAPACK_TAILS)}`, 25],
    [(r, t) => `More ${r.pick(t.nouns)}`, 8],
    [(r, t) => `${possessive(r)} ${r.pick(t.nouns)}`, 15],
    [(r, t) => `${coined(r)} ${r.pick(t.nouns)}`, 17],
  ]),
  resourcepack: makers([
    [(r) => `${r.pick(w.ADJECTIVES)} ${r.pick(w.RESOURCEPACK_NOUNS)}`, 30],
    [(r) => coined(r), 12],
    [(r, t) => `${r.pick(t.nouns)} ${r.pick(w.RESOURCEPACK_NOUNS)}`, 20],
    [(r) => `${possessive(r)} ${r.pick(w.RESOURCEPACK_NOUNS)}`, 15],
    [(r) => `${r.pick(w.ADJECTIVES)} & ${r.pick(w.ADJECTIVES)}`, 8],
    [(r) => `${coined(r)} ${r.pick(w.RESOURCEPACK_NOUNS)}`, 15],
  ]),
  shader: makers([
    [(r) => r.pick(w.SHADER_WORDS), 8],
    [(r) => `${r.pick(w.SHADER_WORDS)} ${r.pick(w.SHADER_TAILS)}`, 25],
    [(r) => `${coined(r)} ${r.pick(w.SHADER_TAILS)}`, 27],
    [(r) => `${r.token(3, 'ABCDEFGHIKLMNPRSTVX')} Shaders`, 12],
    [(r) => `${possessive(r)} ${r.pick(w.ADJECTIVES)} Shaders`, 16],
    [(r) => `${r.pick(w.ADJECTIVES)} ${r.pick(w.SHADER_WORDS)}`, 12],
  ]),
  modpack: makers([
    [(r) => `${r.pick(w.ADJECTIVES)} ${r.pick(w.MODPACK_NOUNS)}`, 25],
    [(r) => `${coined(r)} ${r.pick(w.MODPACK_NOUNS)}`, 22],
    [(r, t) => `${r.pick(t.nouns)} ${r.pick(w.MODPACK_TAILS)}`, 12],
    [(r) => `${r.pick(w.COINED_ROOTS)}craft`, 8],
    [(r) => `${r.pick(w.ADJECTIVES)} ${r.pick(w.MODPACK_NOUNS)} ${r.int(2, 4)}`, 10],
    [(r) => `${possessive(r)} ${r.pick(w.MODPACK_NOUNS)}`, 13],
    [(r) => `All the ${r.pick(w.MODPACK_NOUNS)}`, 10],
  ]),
};

const FALLBACK_TAILS = ['Reforged', 'Continued', 'Plus', 'Legacy', 'Redux', 'Fork', 'Remake', 'Community Edition', 'Extended', 'Revived'];

/** Hands out titles, slugs and usernames, remembering which are taken (slugs and usernames case-insensitively). */
export class NameRegistry {
  readonly #slugs = new Set<string>();
  readonly #usernames = new Set<string>();

  constructor(reservedUsernames: readonly string[] = []) {
    for (const name of reservedUsernames) this.#usernames.add(name.toLowerCase());
  }

  #claimSlug(slug: string): boolean {
    if (!SLUG_PATTERN.test(slug) || this.#slugs.has(slug)) return false;
    this.#slugs.add(slug);
    return true;
  }

  /** A fresh title and slug for a project of `type` about `theme`. */
  projectTitle(rng: Random, type: ProjectType | 'library', theme: Theme): { title: string; slug: string } {
    const table = TITLE_MAKERS[type];
    let title = '';
    for (let attempt = 0; attempt < 8; attempt++) {
      title = table.pick(rng)(rng, theme).slice(0, 64).trim();
      if (this.#claimSlug(slugify(title))) return { title, slug: slugify(title) };
    }
    // Crowded name space (large seeds): real sites are full of "X Reforged" and "X Continued" forks anyway.
    for (const tail of rng.sample(FALLBACK_TAILS, FALLBACK_TAILS.length)) {
      const candidate = `${title.slice(0, 63 - tail.length)} ${tail}`;
      if (this.#claimSlug(slugify(candidate))) return { title: candidate, slug: slugify(candidate) };
    }
    for (let n = 2; ; n++) {
      const candidate = `${title.slice(0, 58)} ${n}`;
      if (this.#claimSlug(slugify(candidate))) return { title: candidate, slug: slugify(candidate) };
    }
  }

  /** Organization names share the slug space with projects, so an org URL never shadows a project. */
  organizationName(rng: Random): { name: string; slug: string } {
    for (let attempt = 0; ; attempt++) {
      const name = rng.weighted<() => string>([
        [() => `${coined(rng)} ${rng.pick(w.ORG_FORMS)}`, 4],
        [() => `Team ${coined(rng)}`, 2],
        [() => `${rng.pick(w.ADJECTIVES)} ${capitalize(rng.pick(w.USER_WORDS))} ${rng.pick(w.ORG_FORMS)}`, 3],
        [() => `${capitalize(rng.pick(w.USER_WORDS))}${rng.pick(['Works', 'Labs', 'Forge', 'Craft'])}`, 2],
      ])() + (attempt > 6 ? ` ${attempt}` : '');
      if (this.#claimSlug(slugify(name))) return { name, slug: slugify(name) };
    }
  }

  username(rng: Random): string {
    for (let attempt = 0; ; attempt++) {
      let name = USERNAME_MAKERS.pick(rng)(rng).slice(0, 39);
      if (attempt > 4) name = `${name.slice(0, 34)}${rng.int(10, 9999)}`;
      if (USERNAME_PATTERN.test(name) && !this.#usernames.has(name.toLowerCase())) {
        this.#usernames.add(name.toLowerCase());
        return name;
      }
    }
  }
}

const digits = (rng: Random) => rng.weighted<string>([
  [String(rng.int(1, 99)), 5], [String(rng.int(1995, 2014)), 3], [String(rng.int(100, 999)), 2], ['', 6],
]);
const syllableName = (rng: Random) => {
  let name = '';
  for (let i = rng.int(2, 3); i > 0; i--) name += rng.pick(w.USER_SYLLABLES);
  return name;
};

const USERNAME_MAKERS = new WeightedTable<(rng: Random) => string>([
  [(r) => capitalize(r.pick(w.USER_ADJECTIVES)) + capitalize(r.pick(w.USER_WORDS)) + digits(r), 25],
  [(r) => `${r.pick(w.USER_WORDS)}${r.int(1, 2024)}`, 10],
  [(r) => capitalize(syllableName(r)) + (r.chance(0.4) ? r.pick(w.USER_TAGS) : ''), 25],
  [(r) => `${r.pick(w.FIRST_NAMES)}_${r.chance(0.5) ? capitalize(r.pick(w.USER_WORDS)) : r.pick(w.USER_TAGS)}`, 10],
  [(r) => `xX_${capitalize(r.pick(w.USER_WORDS))}_Xx`, 2],
  [(r) => `${r.pick(['TheReal', 'Not', 'Its', 'Mr', 'Lady', 'Captain'])}${capitalize(r.chance(0.5) ? r.pick(w.USER_WORDS) : r.pick(w.FIRST_NAMES))}`, 6],
  [(r) => `${r.pick(w.USER_ADJECTIVES)}.${r.pick(w.USER_WORDS)}`, 7],
  [(r) => `${r.pick(w.FIRST_NAMES)}${r.int(1, 2012)}`, 10],
  [(r) => `${syllableName(r)}_`, 5],
]);
