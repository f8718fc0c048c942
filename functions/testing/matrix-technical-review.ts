// The authorization matrix's rows and fixture for the technical review's staff routes: the list, and a verdict on a
// flagged file by JSON (/v3) and by the review page's form (/_internal).
import * as t from '#db/schema/index.ts';
import type { Route } from './matrix-route.ts';
import { makeProject, makeVersion } from './factory.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';

/** A file of the owner's project that the scanner flagged and that waits for review. */
async function flaggedFile(w: World, owner: User): Promise<Vars> {
  const project = await makeProject(w.db, { ownerId: owner.id });
  const version = await makeVersion(w.db, { projectId: project.id, authorId: owner.id });
  const file = version.files[0]!;
  await w.db.insert(t.fileScans).values({ fileId: file.id, versionId: version.id, scannedAt: new Date(), severity: 'high', review: 'pending', classes: 1 });
  await w.db.insert(t.scanFindings).values({
    fileId: file.id, rule: 'process-execution', severity: 'high', entry: 'a/B.class', className: 'a.B', method: 'run()V', detail: 'calls java.lang.Runtime.exec',
  });
  return { project: project.id, version: version.id, file: file.id };
}

export const TECHNICAL_REVIEW_ROUTES: Route[] = [
  { method: 'GET', path: () => '/v3/moderation/technical-review', scope: ['VERSION_READ'], ok: 200, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/v3/moderation/technical-review/${v.file}`, scope: ['VERSION_WRITE'], setup: flaggedFile, body: () => ({ json: { decision: 'clear' } }), ok: 204, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/moderation/technical-review/${v.file}`, scope: ['VERSION_WRITE'], setup: flaggedFile, body: () => ({ form: { decision: 'malicious' } }), ok: 303, anonymous: 'signin', as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
];
