// Search hits as result cards: the project's canonical URL, its picture and its tags in display order.
import type { SearchHit } from '#contracts/search.ts';
import { projectTypeForUrl, projectTypeLabel, type ProjectTypeLabel } from '#contracts/loaders.ts';
import type { ProjectType } from '#contracts/enums.ts';

/** Only what a card shows, so the island's props and state stay small. */
export interface ResultCard {
  id: string;
  url: string;
  title: string;
  author: string;
  description: string;
  icon: string | null;
  /** The featured gallery image, else the first one. */
  image: string | null;
  color: number | null;
  downloads: number;
  follows: number;
  updated: string;
  categories: string[];
  loaders: string[];
  /** Which type name the card shows (mod and plugin, data pack, …). */
  type: ProjectTypeLabel;
}

/** What a card needs to know about the page's tags: which are loaders, and the display order of the others. */
export interface CardCatalog {
  loaders: readonly string[];
  /** Category names in display order (sortTags over the page's categories, done once on the server). */
  tagOrder: readonly string[];
}

export function toResultCard(hit: SearchHit, catalog: CardCatalog): ResultCard {
  const loaders = hit.display_categories.filter((name) => catalog.loaders.includes(name));
  const categories = hit.display_categories.filter((name) => !catalog.loaders.includes(name));
  const rank = (name: string) => {
    const at = catalog.tagOrder.indexOf(name);
    return at < 0 ? catalog.tagOrder.length : at;
  };
  // Search lists a project's loaders among its categories; they decide whether it lives under /plugin or /datapack.
  const urlType = projectTypeForUrl(hit.project_type as ProjectType | 'project', hit.categories);
  return {
    id: hit.project_id,
    url: `/${urlType}/${encodeURIComponent(hit.slug ?? hit.project_id)}`,
    title: hit.title,
    author: hit.author,
    description: hit.description,
    icon: hit.icon_url || null,
    image: hit.featured_gallery ?? hit.gallery[0] ?? null,
    color: hit.color,
    downloads: hit.downloads,
    follows: hit.follows,
    updated: hit.date_modified,
    categories: [...new Set(categories)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    loaders: [...loaders].sort(),
    type: projectTypeLabel(hit.project_type as ProjectType | 'project', hit.categories),
  };
}

/** The project's own colour, else a steady hue from its ID, for icons and gallery pictures that are missing. */
export function tintOf(card: Pick<ResultCard, 'id' | 'color'>): string {
  if (card.color !== null) return `#${card.color.toString(16).padStart(6, '0')}`;
  let hash = 0;
  for (const char of card.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 55%)`;
}
