// /moderation's data: the queued projects for the search, type filter and sort in the URL, and the typical wait.
import type { AstroGlobal } from 'astro';
import { PROJECT_TYPES, type ProjectType } from '#contracts/enums.ts';
import { QUEUE_SORTS } from '#contracts/review.ts';
import { reviewQueue, typicalWaitMs, type QueueEntry } from '#moderation';
import type { SignedInPage } from '../signed-in-page.ts';

export interface QueuePage {
  entries: QueueEntry[];
  query: string;
  type: ProjectType | null;
  sort: (typeof QUEUE_SORTS)[number];
  typicalWaitMs: number | null;
}

export async function loadQueuePage(astro: AstroGlobal, page: SignedInPage): Promise<QueuePage> {
  const params = astro.url.searchParams;
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  const type = PROJECT_TYPES.find((entry) => entry === params.get('type')) ?? null;
  const sort = QUEUE_SORTS.find((entry) => entry === params.get('sort')) ?? 'oldest';
  const runtime = await astro.locals.kiln.runtime();
  const [entries, typical] = await Promise.all([
    reviewQueue(runtime, page.account.viewer, { query: query || null, type, newest: sort === 'newest' }),
    typicalWaitMs(runtime.db),
  ]);
  return { entries, query, type, sort, typicalWaitMs: typical };
}
