// Seeded pictures, stored where uploads go: icons for most projects, avatars for most people, banners for
// organizations, and gallery screenshots for a share of projects (most resource packs and shaders).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ProjectType } from '#contracts/enums.ts';
import type * as t from '../schema/index.ts';
import { rgbToInt } from './art/canvas.ts';
import { avatarSpec, bannerSpec, galleryScenes, iconSpec, renderScene, sceneKey } from './art/choices.ts';
import { avatar, banner, bannerColour, groundOf, iconKey, projectIcon } from './art/icons.ts';
import type { IdFactory } from './idgen.ts';
import type { ProjectPlan } from './plan.ts';
import { Random } from './random.ts';

type GalleryRow = typeof t.galleryItems.$inferInsert;
export interface SeededBlob {
  key: string;
  bytes: Uint8Array;
}

/** Shares of owners with a picture: the rest keep the lettered placeholder, as some do on any real site. */
const ICON_SHARE = 0.9;
const AVATAR_SHARE = 0.5;
const GALLERY_SHARE: Record<ProjectType, number> = { resourcepack: 0.8, shader: 0.85, modpack: 0.25, mod: 0.12, datapack: 0.1, plugin: 0.05 };
/** For screenshots of the game, not for texture sheets. */
const CAPTIONS = ['Taken with the default settings.', 'On a fresh survival world.', 'With the optional extras turned on.', 'Straight from the game, no edits.'];

/** Pictures drawn so far, by spec: a big seed draws the same few thousand again and again. */
const CACHE_BYTES = 48 * 1024 * 1024;

interface Picture {
  bytes: Uint8Array;
  sha1: string;
}

export class SeedArtwork {
  readonly #seed: string;
  readonly #galleryless: ReadonlySet<string>;
  readonly #cache = new LRUCache<string, Picture>({ maxSize: CACHE_BYTES, sizeCalculation: (picture) => picture.bytes.length });
  readonly #gallery: Omit<GalleryRow, 'id'>[] = [];

  /** Projects owned by `galleryless` people start with an empty gallery, for their owner to fill. */
  constructor(seed: string, galleryless: ReadonlySet<string>) {
    this.#seed = seed;
    this.#galleryless = galleryless;
  }

  /** Each owner's own stream: its pictures never depend on how many draws another owner made. */
  #rng(id: string): Random {
    return Random.fromSeed(this.#seed, `art:${id}`);
  }

  #picture(key: string, draw: () => Uint8Array): Picture {
    let picture = this.#cache.get(key);
    if (!picture) {
      const bytes = draw();
      picture = { bytes, sha1: createHash('sha1').update(bytes).digest('hex') };
      this.#cache.set(key, picture);
    }
    return picture;
  }

  /** Stores a copy under the owner's folder (the blob sweep checks keys of that shape against its rows); returns the key rows store. */
  #store(folder: string, picture: Picture, blobs: SeededBlob[]): string {
    const key = `images/${folder}/${picture.sha1}.png`;
    // A copy: handing the cached bytes to the writer would move their buffer out of the cache.
    blobs.push({ key, bytes: picture.bytes.slice() });
    return key;
  }

  project(plan: ProjectPlan, row: typeof t.projects.$inferInsert, blobs: SeededBlob[]): void {
    const rng = this.#rng(plan.id);
    const categories = plan.categories.filter((category) => !category.additional).map((category) => category.name);
    const icon = iconSpec(rng, plan.type, categories[0] ?? '');
    if (rng.chance(ICON_SHARE)) {
      row.iconUrl = this.#store(`project/${plan.id}`, this.#picture(`icon:${iconKey(icon)}`, () => projectIcon(icon)), blobs);
      row.rawIconUrl = row.iconUrl;
      row.color = rgbToInt(groundOf(icon));
    }
    if (this.#galleryless.has(plan.owner.id) || !rng.chance(GALLERY_SHARE[plan.type])) return;
    const featured = plan.type === 'resourcepack' || plan.type === 'shader' || rng.chance(0.5);
    galleryScenes(rng, plan.type, categories, icon.material).forEach(({ scene, title }, ordering) => {
      const key = this.#store(`project/${plan.id}/gallery`, this.#picture(`scene:${sceneKey(scene)}`, () => renderScene(scene)), blobs);
      this.#gallery.push({
        projectId: plan.id, url: key, rawUrl: key, featured: featured && ordering === 0, title,
        description: scene.kind !== 'sheet' && rng.chance(0.4) ? rng.pick(CAPTIONS) : null,
        created: new Date(Math.round(plan.published + (plan.updated - plan.published) * rng.float())), ordering,
      });
    });
  }

  user(row: typeof t.users.$inferInsert, always: boolean, blobs: SeededBlob[]): void {
    const rng = this.#rng(row.id);
    if (!always && !rng.chance(AVATAR_SHARE)) return;
    const spec = avatarSpec(rng);
    row.avatarUrl = this.#store(`user/${row.id}`, this.#picture(`avatar:${JSON.stringify(spec)}`, () => avatar(spec)), blobs);
  }

  organization(row: typeof t.organizations.$inferInsert, blobs: SeededBlob[]): void {
    const spec = bannerSpec(this.#rng(row.id));
    row.iconUrl = this.#store(`organization/${row.id}`, this.#picture(`banner:${JSON.stringify(spec)}`, () => banner(spec)), blobs);
    row.color = rgbToInt(bannerColour(spec));
  }

  /** The gallery rows, given IDs only now: drawn after every other ID, they shift none of them. */
  galleryRows(ids: IdFactory): GalleryRow[] {
    return this.#gallery.map((item) => ({ id: ids.next(), ...item }));
  }
}
