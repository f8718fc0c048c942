// What the project header needs beyond the project: its category tags and whether the viewer follows it.
import type { AstroGlobal } from 'astro';
import { listCategories } from '#catalog';
import { followedCollection } from '#community';
import type { ProjectPage } from './load.ts';

export interface ProjectHeaderData {
  categoryTags: Awaited<ReturnType<typeof listCategories>>;
  following: boolean;
}

export async function loadProjectHeader(astro: Pick<AstroGlobal, 'locals'>, page: ProjectPage): Promise<ProjectHeaderData> {
  const { db } = await astro.locals.kiln.runtime();
  // Plugins and data packs share the mod categories.
  const tagType = page.projectType === 'plugin' || page.projectType === 'datapack' ? 'mod' : page.projectType;
  const categoryTags = (await listCategories(db)).filter((tag) => tag.project_type === tagType);
  const following = page.viewer ? (await followedCollection(db, page.viewer)).projects.includes(page.project.id) : false;
  return { categoryTags, following };
}
