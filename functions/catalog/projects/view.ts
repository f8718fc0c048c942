// The card shape the site's project listings render.
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
