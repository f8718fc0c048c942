// Changing a project's status: checked against the state machine table, then inside the caller's transaction the row
// (status, review dates, cleared moderator message), the status_change message in the project's thread, the team's
// notification (when staff decided) and the search refresh.
import { isStaff, type Viewer } from '#access';
import type { ProjectStatus } from '#contracts/enums.ts';
import type { StatusTransition } from '#contracts/project-status.ts';
import { notify } from '#notifications';
import { enqueueSearchRefresh } from '#search';
import type { Db } from '#db/client.ts';
import type { ProjectRow } from './queries.ts';
import { assertStatusChange, statusDates } from './status-rules.ts';
import { appendProjectThreadMessage } from './thread.ts';
import { projectHasVersions, selectAcceptedMemberIds, updateProjectRow, type ProjectChanges, type Tx } from './write-queries.ts';

type StatusProject = Pick<ProjectRow, 'id' | 'status' | 'approved' | 'teamId'>;

/**
 * Who changes a status: a person, or `'kiln'` itself (a trusted creator's submission approved once its files passed the
 * technical review), which decides as staff would and writes to the thread without an author.
 */
export type StatusChanger = Viewer | 'kiln';

const decidesAsStaff = (changer: StatusChanger) => changer === 'kiln' || isStaff(changer);
const authorOf = (changer: StatusChanger) => (changer === 'kiln' ? null : changer.userId);

/** The column changes of moving `project` to `next`; throws when the changer may not. */
export async function planStatusChange(db: Db | Tx, changer: StatusChanger, project: StatusProject, next: ProjectStatus, now: Date) {
  const transition = assertStatusChange(project.status, next, { staff: decidesAsStaff(changer), hasVersions: await projectHasVersions(db, project.id) });
  const changes: ProjectChanges = { status: next, ...statusDates(next, project.approved, now) };
  if (next === 'processing') Object.assign(changes, { moderatorMessage: null, moderatorMessageBody: null });
  return { transition, changes };
}

/** What follows a status change in the same transaction: the thread's record of it, and the team told of staff decisions. */
export async function recordStatusChange(tx: Tx, changer: StatusChanger, project: StatusProject, next: ProjectStatus, now: Date): Promise<void> {
  await appendProjectThreadMessage(tx, {
    projectId: project.id, authorId: authorOf(changer), body: { type: 'status_change', old_status: project.status, new_status: next }, now,
  });
  // Members hear about decisions made for them; their own submissions need no notice.
  if (decidesAsStaff(changer)) {
    await notify(tx, await selectAcceptedMemberIds(tx, [project.teamId]), {
      type: 'status_change', project_id: project.id, old_status: project.status, new_status: next,
    }, now);
  }
}

/** The whole change inside `tx`, for callers that decide more in the same transaction (the review queue). */
export async function changeProjectStatus(
  tx: Tx, changer: StatusChanger, project: StatusProject, next: ProjectStatus, options: { now: Date; extra?: ProjectChanges },
): Promise<StatusTransition> {
  const { transition, changes } = await planStatusChange(tx, changer, project, next, options.now);
  await updateProjectRow(tx, project.id, { ...changes, ...options.extra }, options.now);
  await recordStatusChange(tx, changer, project, next, options.now);
  await enqueueSearchRefresh(tx, [project.id]);
  return transition;
}
