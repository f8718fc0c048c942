// The publishing core, run inside the caller's transaction: a prepared version's rows, the project's update time (and
// modpack type), the search refresh and the followers' notice. The version's blobs are stored before the transaction.
import { randomId } from '#lib/ids.ts';
import { notify } from '#notifications';
import { enqueueSearchRefresh } from '#search';
import { fileKeyOf } from '#contracts/stored-files.ts';
import type { PreparedVersion } from './prepare.ts';
import * as q from './queries.ts';

export interface Publication {
  projectId: string;
  authorId: string;
  now: Date;
}

export async function writeVersion(tx: q.Tx, { projectId, authorId, now }: Publication, version: PreparedVersion): Promise<void> {
  const { id: versionId, input } = version;
  await q.insertVersion(tx, {
    version: {
      id: versionId, projectId, authorId, name: input.name, versionNumber: input.version_number,
      changelog: input.changelog ?? '', datePublished: now, downloads: 0, versionType: input.version_type, status: input.status,
      requestedStatus: null, featured: input.featured, ordering: input.ordering ?? null, environment: version.environment,
    },
    loaders: version.loaders,
    gameVersions: version.gameVersions,
    files: version.files.map((file, i) => ({
      id: randomId(), versionId, url: fileKeyOf(projectId, versionId, file.filename), filename: file.filename,
      primary: i === version.primary, size: file.size, fileType: file.fileType, sha1: file.sha1, sha512: file.sha512,
      blobKey: file.blobKey,
    })),
    dependencies: version.dependencies,
  });
  await q.touchProject(tx, projectId, now, version.isModpack ? 'modpack' : undefined);
  await enqueueSearchRefresh(tx, [projectId]);
  if (input.status === 'listed') {
    const followers = (await q.selectFollowerIds(tx, projectId)).filter((id) => id !== authorId);
    await notify(tx, followers, { type: 'project_update', project_id: projectId, version_id: versionId }, now);
  }
}
