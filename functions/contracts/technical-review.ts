// The technical review's shared vocabulary: finding severities, review states and the staff's inputs (filters, decisions).
import { z } from 'zod';

/** `high` holds the version until staff clear the file; `medium` and `low` only put the file in front of staff. */
export const FINDING_SEVERITIES = ['low', 'medium', 'high'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** A scanned file's review: nothing to review, waiting for staff, cleared by staff. Malicious files are removed. */
export const REVIEW_STATES = ['clean', 'pending', 'cleared'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const TECHNICAL_REVIEW_DECISIONS = ['clear', 'malicious'] as const;
export type TechnicalReviewDecision = (typeof TECHNICAL_REVIEW_DECISIONS)[number];

/** A form's empty field ("any severity", no search) means no filter. */
const unlessEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The list's filters, from the page's query string: which files, how severe, newest or oldest first. */
export const technicalReviewFilter = z.object({
  state: z.enum(['pending', 'cleared']).default('pending'),
  severity: unlessEmpty(z.enum(FINDING_SEVERITIES)),
  q: unlessEmpty(z.string().trim().max(100)),
  sort: z.enum(['oldest', 'newest']).default('oldest'),
});
export type TechnicalReviewFilter = z.infer<typeof technicalReviewFilter>;

/** A decision on one flagged file; the message goes to the project's thread when the file is malicious. */
export const technicalReviewDecisionInput = z.object({
  decision: z.enum(TECHNICAL_REVIEW_DECISIONS),
  message: z.string().trim().max(65536).optional(),
});
export type TechnicalReviewDecisionInput = z.infer<typeof technicalReviewDecisionInput>;
