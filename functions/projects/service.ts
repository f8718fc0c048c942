// Project listings for pages: the most downloaded and the recently updated listed projects.
import type { Db } from '../../db/client.ts';
import { selectListedProjectCards, type ProjectListOrder } from './queries.ts';
import { projectCardView, type ProjectCard } from './view.ts';

export async function listProjectCards(db: Db, order: ProjectListOrder, limit: number): Promise<ProjectCard[]> {
  return (await selectListedProjectCards(db, order, limit)).map(projectCardView);
}
