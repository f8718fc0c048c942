// The publishing checklist (spec §2 screens): what a draft still lacks before review. Required items block
// "Submit for review"; suggested ones only advise.
import { ALL_RIGHTS_RESERVED } from '#contracts/license.ts';
import type { ProjectV2 } from '#catalog';

/** Shorter descriptions rarely tell players enough to decide; moderators ask for more. */
export const DESCRIPTION_MIN_CHARACTERS = 200;

export interface ChecklistItem {
  id: 'description' | 'version' | 'tags' | 'icon' | 'license';
  required: boolean;
  done: boolean;
  /** Where to fix it. */
  href: string;
}

/** Statuses that a member can still submit for review (everything not yet reviewed or sent back). */
const SUBMITTABLE = new Set(['draft', 'rejected']);

export const mayShowChecklist = (status: string) => SUBMITTABLE.has(status) || status === 'processing';

export function publishingChecklist(project: ProjectV2, projectBase: string): ChecklistItem[] {
  const settings = `${projectBase}/settings`;
  return [
    { id: 'description', required: true, done: project.body.trim().length >= DESCRIPTION_MIN_CHARACTERS, href: `${settings}/description` },
    { id: 'version', required: true, done: project.versions.length > 0, href: `${projectBase}/versions` },
    { id: 'tags', required: true, done: project.categories.length > 0, href: `${settings}/tags` },
    { id: 'icon', required: false, done: project.icon_url !== null, href: settings },
    { id: 'license', required: false, done: project.license.id !== ALL_RIGHTS_RESERVED, href: `${settings}/license` },
  ];
}

export const readyForReview = (project: ProjectV2, items: ChecklistItem[]) =>
  SUBMITTABLE.has(project.status) && items.every((item) => !item.required || item.done);
