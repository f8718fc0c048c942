// Project rows to the card shape the site's listings render.
import { projectTypeForUrl } from '../contracts/loaders.ts';
import type { ProjectCardRow } from './queries.ts';

export interface ProjectCard {
  id: string;
  slug: string | null;
  url: string;
  projectType: string;
  title: string;
  description: string;
  iconUrl: string | null;
  color: number | null;
  downloads: number;
  followers: number;
  updated: string;
  author: string | null;
  categories: string[];
  loaders: string[];
}

const split = (list: string | null) => (list ? list.split(',') : []);

export function projectCardView(row: ProjectCardRow): ProjectCard {
  const loaders = split(row.loaders);
  return {
    id: row.id,
    slug: row.slug,
    url: `/${projectTypeForUrl(row.projectType, loaders)}/${row.slug ?? row.id}`,
    projectType: row.projectType,
    title: row.title,
    description: row.description,
    iconUrl: row.iconUrl,
    color: row.color,
    downloads: row.downloads,
    followers: row.followers,
    updated: row.updated.toISOString(),
    author: row.author,
    categories: split(row.categories),
    loaders,
  };
}
