// Trusted creators: a submission whose files the technical review passed (nothing high or medium) is approved without
// waiting for a person; a file with only medium findings needs no review; a high finding holds the version and keeps
// the project in the queue, trusted or not.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { listOutbox } from '#platform/mail/index.ts';
import { BENIGN_CLASSES, fabricModJson, jar, type MethodRef } from '#testing/class-files.ts';
import { makeProject } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { runScanJobs } from '../technical-review/jobs.ts';
import { useModerationServer, type Person } from '../testing.ts';

const { context, person, api } = useModerationServer();
const db = () => context.database.db;
const runtime = () => context.server.runtime;

const EXEC: MethodRef = { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' };
const DEFINE: MethodRef = { owner: 'java/lang/ClassLoader', name: 'defineClass', descriptor: '(Ljava/lang/String;[BII)Ljava/lang/Class;' };
let counter = 0;

let moderator: Person;
beforeAll(async () => { moderator = await person('moderator'); });

async function creator(trusted: boolean): Promise<Person> {
  const someone = await person();
  if (trusted) await api(moderator.token, `/v3/moderation/user/${someone.user.id}/trusted`, { method: 'POST', json: { trusted: true } });
  return someone;
}

/** A draft with one published jar whose class makes `calls`, submitted for review; scanned before only when asked. */
async function submitted(owner: Person, calls: MethodRef[], options: { requested?: string; scanFirst?: boolean } = {}) {
  const project = await makeProject(db(), { ownerId: owner.user.id, status: 'draft', title: `Submission ${++counter}` });
  const form = new FormData();
  form.append('data', JSON.stringify({
    project_id: project.id, file_parts: ['file'], version_number: '1.0.0', name: 'Release', changelog: '', dependencies: [],
    game_versions: ['1.20.1'], version_type: 'release', loaders: ['fabric'], featured: false,
  }));
  const bytes = jar([...BENIGN_CLASSES, { name: 'com/example/mod/Loader', strings: [`loader-${counter}`], calls }], { 'fabric.mod.json': fabricModJson() });
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'mod.jar');
  const version = await request(context.server.url, '/v2/version', { method: 'POST', token: owner.token, body: form });
  expect(version.status).toBe(200);
  if (options.scanFirst) await runScanJobs(runtime());
  const submit = await api(owner.token, `/v2/project/${project.id}`, {
    method: 'PATCH', json: { status: 'processing', requested_status: options.requested ?? null },
  });
  expect(submit.status).toBe(204);
  return { project, versionId: version.body.id as string };
}

const statusOf = async (projectId: string) => (await db().select({ status: t.projects.status }).from(t.projects).where(eq(t.projects.id, projectId)))[0]!.status;
const scanOf = async (versionId: string) => (await db().select().from(t.fileScans).where(eq(t.fileScans.versionId, versionId)))[0]!;
const isHeld = async (versionId: string) => (await db().select().from(t.versionHolds).where(eq(t.versionHolds.versionId, versionId))).length > 0;

describe('a trusted creator\'s submission', () => {
  it('is approved once its files are scanned clean: told in the thread by nobody, to the team and by mail', async () => {
    const owner = await creator(true);
    const { project } = await submitted(owner, []);
    expect(await statusOf(project.id)).toBe('processing');
    await runScanJobs(runtime());
    expect(await statusOf(project.id)).toBe('approved');
    const thread = await api(owner.token, `/v2/thread/${project.threadId}`);
    expect(thread.body.messages.at(-1)).toMatchObject({ author_id: null, body: { type: 'status_change', old_status: 'processing', new_status: 'approved' } });
    const notes = await db().select().from(t.notifications).where(eq(t.notifications.userId, owner.user.id));
    expect(notes.map((row) => (row.body as { type: string }).type)).toContain('status_change');
    const mail = (await listOutbox(db(), 500)).find((row) => row.to === owner.user.email);
    expect(mail?.subject).toBe(`Your project “${project.title}” is approved`);
    expect(await db().select().from(t.reviewDecisions).where(eq(t.reviewDecisions.projectId, project.id))).toEqual([]);
  });

  it('gets the status its creator asked for, also when its files were scanned before it was submitted', async () => {
    const owner = await creator(true);
    const { project } = await submitted(owner, [], { requested: 'unlisted', scanFirst: true });
    expect(await statusOf(project.id)).toBe('processing');
    expect(await runScanJobs(runtime())).toEqual({ scanned: 0, failed: 0 });
    expect(await statusOf(project.id)).toBe('unlisted');
  });

  it('with only medium findings needs no file review but waits for a person', async () => {
    const owner = await creator(true);
    const { project, versionId } = await submitted(owner, [DEFINE]);
    await runScanJobs(runtime());
    expect(await scanOf(versionId)).toMatchObject({ severity: 'medium', review: 'cleared', reviewedBy: null });
    expect(await isHeld(versionId)).toBe(false);
    expect(await statusOf(project.id)).toBe('processing');
  });

  it('with a high finding is held and waits, and is approved once staff clear the file', async () => {
    const owner = await creator(true);
    const { project, versionId } = await submitted(owner, [EXEC]);
    await runScanJobs(runtime());
    expect(await scanOf(versionId)).toMatchObject({ severity: 'high', review: 'pending' });
    expect(await isHeld(versionId)).toBe(true);
    expect(await statusOf(project.id)).toBe('processing');
    const { fileId } = await scanOf(versionId);
    expect((await api(moderator.token, `/v3/moderation/technical-review/${fileId}`, { method: 'POST', json: { decision: 'clear' } })).status).toBe(204);
    await runScanJobs(runtime());
    expect(await statusOf(project.id)).toBe('approved');
  });
});

describe('an untrusted creator\'s submission', () => {
  it('waits for a person however clean, and its medium findings wait for staff', async () => {
    const owner = await creator(false);
    const clean = await submitted(owner, []);
    const medium = await submitted(owner, [DEFINE]);
    await runScanJobs(runtime());
    expect(await statusOf(clean.project.id)).toBe('processing');
    expect(await scanOf(medium.versionId)).toMatchObject({ severity: 'medium', review: 'pending' });
    expect(await isHeld(medium.versionId)).toBe(false);
  });
});
