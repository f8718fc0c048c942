// /moderation/technical-review's data (the flagged files for the filters in the URL) and the practice page's samples.
import type { AstroGlobal } from 'astro';
import { technicalReviewFilter, TECHNICAL_REVIEW_DECISIONS, type TechnicalReviewDecision, type TechnicalReviewFilter } from '#contracts/technical-review.ts';
import { listTechnicalReview, sampleReviewItems, type ReviewItem } from '#moderation';
import type { SignedInPage } from '../signed-in-page.ts';

export interface TechnicalReviewScreen {
  items: ReviewItem[];
  counts: Record<'pending' | 'cleared', number> | null;
  filter: TechnicalReviewFilter;
  /** The practice page's last decision, said back to the reviewer. */
  practised: { filename: string; decision: TechnicalReviewDecision } | null;
}

const DEFAULT_FILTER = technicalReviewFilter.parse({});

export async function loadTechnicalReview(astro: AstroGlobal, page: SignedInPage): Promise<TechnicalReviewScreen> {
  const parsed = technicalReviewFilter.safeParse(Object.fromEntries(astro.url.searchParams));
  const filter = parsed.success ? parsed.data : DEFAULT_FILTER;
  const { db } = await astro.locals.kiln.runtime();
  const { items, counts } = await listTechnicalReview(db, page.account.viewer, filter);
  return { items, counts, filter, practised: null };
}

/** The samples, less those already decided on this visit (their IDs ride along in the query string). */
export function loadTechnicalReviewMockup(astro: AstroGlobal): TechnicalReviewScreen {
  const params = astro.url.searchParams;
  const done = new Set(params.getAll('done'));
  const samples = sampleReviewItems(new Date());
  const decided = samples.find((item) => item.file_id === params.get('file'));
  const decision = TECHNICAL_REVIEW_DECISIONS.find((entry) => entry === params.get('decision'));
  if (decided && decision) done.add(decided.file_id);
  return {
    items: samples.filter((item) => !done.has(item.file_id)),
    counts: null,
    filter: DEFAULT_FILTER,
    practised: decided && decision ? { filename: decided.filename, decision } : null,
  };
}
