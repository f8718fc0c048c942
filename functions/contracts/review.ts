// The review queue's requests (staff decisions, the queue's filters, trusted creators), shared by the API and the moderation pages.
import { z } from 'zod';
import { projectTypeSchema } from './enums.ts';
import { REVIEW_DECISIONS } from './project-status.ts';
import { MESSAGE_BODY_MAX } from './threads.ts';

export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);

export const decisionRequest = z.object({
  status: reviewDecisionSchema,
  message: z.string().trim().max(MESSAGE_BODY_MAX).nullable().optional(),
});
export type DecisionRequest = z.infer<typeof decisionRequest>;

export const QUEUE_SORTS = ['oldest', 'newest'] as const;

export const queueQuery = z.object({
  q: z.string().trim().max(100).optional(),
  type: projectTypeSchema.optional(),
  sort: z.enum(QUEUE_SORTS).default('oldest'),
});

export const trustedRequest = z.object({ trusted: z.boolean() });

/** Why an account is banned, kept for staff (the moderation message limit, api-compat §limits). */
export const BAN_REASON_MAX = 2000;
export const banRequest = z.object({ reason: z.string().trim().min(1).max(BAN_REASON_MAX) });

/** The stages of the staff checklist, in the order a project is looked at. */
export const CHECKLIST_STAGES = ['title', 'summary', 'description', 'links', 'license', 'categories', 'environments', 'gallery', 'versions'] as const;
export type ChecklistStage = (typeof CHECKLIST_STAGES)[number];

/** Message templates staff tick in the checklist; the team reads them (in English) in the project's thread. */
export const REVIEW_TEMPLATES: readonly { id: string; stage: ChecklistStage; text: string }[] = [
  { id: 'title-misleading', stage: 'title', text: 'The title or URL is misleading or does not describe the project. Please choose a name that says what it is.' },
  { id: 'title-squatting', stage: 'title', text: 'The name looks reserved without real content, or uses someone else\u2019s name. Names are for working projects.' },
  { id: 'summary-unclear', stage: 'summary', text: 'The summary does not say what the project does. Please describe it in one clear sentence.' },
  { id: 'description-short', stage: 'description', text: 'The description is too short. Please explain what the project adds, how to use it and what it needs.' },
  { id: 'description-english', stage: 'description', text: 'Please add an English description beside any other language, so every player can understand it.' },
  { id: 'links-broken', stage: 'links', text: 'One or more links do not work or lead somewhere unrelated. Please fix or remove them.' },
  { id: 'license-missing', stage: 'license', text: 'The license is missing or does not match the license in the files. Please choose the license you publish under.' },
  { id: 'categories-wrong', stage: 'categories', text: 'The categories or tags do not fit the project. Please pick those that describe what it does.' },
  { id: 'environments-wrong', stage: 'environments', text: 'The client and server sides do not match how the project works. Please set where it must be installed.' },
  { id: 'gallery-inappropriate', stage: 'gallery', text: 'Some gallery images are unrelated or inappropriate. Please show the project itself.' },
  { id: 'versions-reupload', stage: 'versions', text: 'The files appear to be someone else\u2019s work uploaded without permission. Only publish what you made or may share.' },
  { id: 'versions-broken', stage: 'versions', text: 'The files do not load, or do not match the loaders and game versions given. Please check and upload working files.' },
];

/** The message staff send with a decision: the ticked templates in checklist order, then their own words. */
export function composeReviewMessage(templateIds: readonly string[], custom: string): string | null {
  const parts = REVIEW_TEMPLATES.filter((template) => templateIds.includes(template.id)).map((template) => `- ${template.text}`);
  const text = [parts.join('\n'), custom.trim()].filter(Boolean).join('\n\n');
  return text || null;
}
