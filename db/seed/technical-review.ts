// Demo data for the technical review: the demo creator's first mod gets one more version whose jar runs a downloaded
// program. Its file is queued for the scanner exactly as publishing queues files, so the server's first scan holds the
// version with a real finding, ready on /moderation/technical-review.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { BlobStore } from '#platform/blobs/port.ts';
import { buildClass, fabricModJson } from '#testing/class-files.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { fileKeyOf } from '#contracts/stored-files.ts';
import { blobKeyOf } from './files.ts';
import { SEED_BASE_DATE } from './generate.ts';
import { IdFactory } from './idgen.ts';
import { HOUR_MS, Random } from './random.ts';

const VERSION_NUMBER = '9.9.9-autoupdate';

/** The updater: fetches a file, then starts it with Runtime.exec, which the process-execution rule flags. */
function updaterJar(mtime: Date): Uint8Array {
  const updater = buildClass({
    name: 'com/example/autoupdate/Updater',
    method: 'checkForUpdates',
    strings: ['https://updates.example.invalid/latest.bin', 'java -jar latest.bin'],
    calls: [
      { owner: 'java/net/URL', name: 'openStream', descriptor: '()Ljava/io/InputStream;' },
      { owner: 'java/nio/file/Files', name: 'copy', descriptor: '(Ljava/io/InputStream;Ljava/nio/file/Path;[Ljava/nio/file/CopyOption;)J' },
      { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' },
    ],
  });
  const entries = { 'fabric.mod.json': new TextEncoder().encode(fabricModJson('autoupdate')), 'com/example/autoupdate/Updater.class': updater };
  return zipSync(entries, { level: 0, mtime });
}

/**
 * Adds the version and queues its file, after seedDemoData (whose own catalogue it leaves as generated); does nothing
 * when the creator has no approved mod (a tiny seed).
 */
export async function seedTechnicalReview(db: Db, blobs: BlobStore, options: { seed: string; now?: Date }): Promise<void> {
  const [creator] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.creator.username));
  if (!creator) return;
  const [project] = await db.select({ id: t.projects.id }).from(t.projects)
    .innerJoin(t.teamMembers, and(eq(t.teamMembers.teamId, t.projects.teamId), eq(t.teamMembers.userId, creator.id), eq(t.teamMembers.isOwner, true)))
    .where(and(eq(t.projects.status, 'approved'), eq(t.projects.projectType, 'mod')))
    .orderBy(asc(t.projects.published), asc(t.projects.id)).limit(1);
  if (!project) return;
  const ids = new IdFactory(Random.fromSeed(options.seed, 'technical-review'));
  const published = new Date((options.now ?? SEED_BASE_DATE).getTime() - 2 * HOUR_MS);
  const bytes = updaterJar(published);
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const versionId = ids.next();
  const fileId = ids.next();
  const filename = `autoupdate-${VERSION_NUMBER}.jar`;
  await blobs.put(blobKeyOf(sha1), bytes, { sha1 });
  await db.transaction(async (tx) => {
    await tx.insert(t.versions).values({
      id: versionId, projectId: project.id, authorId: creator.id, name: `Auto-update ${VERSION_NUMBER}`, versionNumber: VERSION_NUMBER,
      changelog: 'Keeps the mod up to date by itself.', datePublished: published, versionType: 'beta', status: 'listed',
    });
    await tx.insert(t.versionLoaders).values({ versionId, loader: 'fabric' });
    await tx.insert(t.versionGameVersions).values({ versionId, gameVersion: '1.20.1' });
    await tx.insert(t.files).values({
      id: fileId, versionId, url: fileKeyOf(project.id, versionId, filename), filename, primary: true,
      size: bytes.length, sha1, sha512: createHash('sha512').update(bytes).digest('hex'), blobKey: blobKeyOf(sha1),
    });
    await tx.insert(t.fileScanQueue).values({ fileId, enqueuedAt: published, notBefore: published });
  });
}
