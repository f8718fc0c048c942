// Where the demo data's main pages are: the most downloaded mod, its newest version, the creator's organization and
// the player's collection, found through the public API so the browser tests need no fixed IDs.
import type { APIRequestContext } from '@playwright/test';

export interface DemoPages {
  project: string;
  version: string;
  organization: string;
  collection: string;
}

export async function demoPages(request: APIRequestContext): Promise<DemoPages> {
  const json = async <T>(path: string): Promise<T> => (await request.get(path)).json() as Promise<T>;
  const { hits: [project] } = await json<{ hits: { slug: string; project_id: string }[] }>(
    `/v2/search?limit=1&index=downloads&facets=${encodeURIComponent('[["project_type:mod"]]')}`);
  const [newest] = await json<{ id: string }[]>(`/v2/project/${project!.project_id}/version`);
  const [organization] = await json<{ slug: string }[]>('/v3/user/creator/organizations');
  const [collection] = await json<{ id: string }[]>('/v3/user/player/collections');
  return {
    project: `/mod/${project!.slug}`,
    version: `/mod/${project!.slug}/version/${newest!.id}`,
    organization: `/organization/${organization!.slug}`,
    collection: `/collection/${collection!.id}`,
  };
}
