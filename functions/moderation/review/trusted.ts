// What trust gives a creator (docs/moderation.md): their submissions skip the human review queue once the technical
// review found nothing high or medium in their files, and their files with only medium findings need no review.
// The scanner is never skipped: a high finding holds a trusted creator's version like anyone's.
import { changeProjectStatus, mailStatusDecision } from '#catalog';
import type { ProjectStatus } from '#contracts/enums.ts';
import type { FindingSeverity } from '#contracts/technical-review.ts';
import type { Runtime } from '#platform/runtime.ts';
import type { Tx } from '../db.ts';
import { selectPassedTrustedSubmission, selectPassedTrustedSubmissions, selectVersionOwnerTrusted } from './trusted-queries.ts';

/** Submissions approved per run; the scanner's timer comes back every second. */
const APPROVALS_PER_RUN = 20;
/** What a creator may ask for that staff would grant on approval; anything else is approved as public. */
const GRANTED_AS_REQUESTED: readonly ProjectStatus[] = ['approved', 'unlisted', 'private'];

/** Whether a file's findings go to staff, or (a trusted creator's, nothing high) count as cleared. */
export async function needsHumanReview(tx: Tx, versionId: string, highest: FindingSeverity): Promise<boolean> {
  return highest === 'high' || !(await selectVersionOwnerTrusted(tx, versionId));
}

/**
 * Approves trusted creators' queued projects whose files all passed the technical review, as staff would have (the
 * status the creator asked for, else public), told in the thread without an author, to the team and by mail.
 */
export async function approveTrustedSubmissions(runtime: Runtime, now = new Date()): Promise<void> {
  for (const candidate of await selectPassedTrustedSubmissions(runtime.db, APPROVALS_PER_RUN)) {
    const decided = await runtime.db.transaction(async (tx) => {
      // Withdrawn, decided or given a new file since the list was read: left as it is now.
      const project = await selectPassedTrustedSubmission(tx, candidate.id);
      if (!project) return null;
      const requested = project.requestedStatus;
      const status = requested && GRANTED_AS_REQUESTED.includes(requested) ? requested : 'approved';
      await changeProjectStatus(tx, 'kiln', project, status, { now, extra: { requestedStatus: null } });
      return { project, status };
    });
    if (!decided) continue;
    await mailStatusDecision(runtime, { ...decided, message: null, decidedBy: null })
      .catch((error: unknown) => console.error('the status mail could not be sent:', error));
  }
}
