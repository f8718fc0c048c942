// withMultipart: data first, JSON that parses, files streamed into temporary blobs with their hashes, clear refusals
// for everything else, and no temporary blob left behind whatever happens.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#contracts/errors.ts';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { withMultipart, type MultipartBody, type MultipartOptions } from './multipart.ts';

const OPTIONS = { maxFileBytes: 16, maxFiles: 2 };
/** The body as bytes, as a server receives it (a FormData body streamed by fetch itself does not take cancelling well). */
async function request(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request('http://x/upload', { method: 'POST', body, headers: { 'content-type': encoded.headers.get('content-type')! } });
}
const file = (text: string, name: string) => new File([text], name);

let directory: string;
let blobs: BlobStore;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'kiln-multipart-'));
  blobs = createLocalBlobStore(directory);
});

const storedFiles = async () => (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

/** Reads the body and, while its blobs exist, each file's bytes. */
async function read(body: Request, options: MultipartOptions = OPTIONS): Promise<{ body: MultipartBody; texts: string[] }> {
  return withMultipart(body, blobs, options, async (parsed) => {
    const texts = await Promise.all(parsed.files.map(async (part) => new Response((await blobs.get(part.blobKey))!.body).text()));
    return { body: parsed, texts };
  });
}

async function refusal(promise: Promise<unknown>, status = 400): Promise<string> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  expect(await storedFiles()).toEqual([]);
  return (error as ApiError).message;
}

describe('withMultipart', () => {
  it('returns the parsed data part and the files in order, stored with their sizes and hashes, then removes them', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify({ file_parts: ['a', 'b'] }));
    form.append('a', file('first', 'a.jar'));
    form.append('b', file('second', 'b.jar'));
    const { body, texts } = await read(await request(form));
    expect(body.data).toEqual({ file_parts: ['a', 'b'] });
    expect(body.files.map((part) => [part.name, part.filename, part.size])).toEqual([['a', 'a.jar', 5], ['b', 'b.jar', 6]]);
    expect(texts).toEqual(['first', 'second']);
    expect(body.files[0]!.sha1).toBe(createHash('sha1').update('first').digest('hex'));
    expect(body.files[1]!.sha512).toBe(createHash('sha512').update('second').digest('hex'));
    expect(await storedFiles()).toEqual([]);
  });

  it('streams a file larger than any one chunk, and keeps a part the use moved away', async () => {
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    const form = new FormData();
    form.append('data', '{}');
    form.append('a', new File([big], 'a.jar'));
    const moved = await withMultipart(await request(form), blobs, { maxFileBytes: big.length, maxFiles: 1 }, async ({ files: [part] }) => {
      await blobs.move(part!.blobKey, 'kept/a', { sha1: part!.sha1, size: part!.size });
      return part!;
    });
    expect(moved.sha1).toBe(createHash('sha1').update(big).digest('hex'));
    expect((await blobs.head('kept/a'))?.size).toBe(big.length);
    expect((await storedFiles()).map((entry) => entry.name)).toEqual(['a']);
  });

  it('reads file names in any script, as browsers send them (raw UTF-8)', async () => {
    const form = new FormData();
    form.append('data', '{}');
    form.append('模组', file('x', '模组 é.jar'));
    form.append('b', file('y', 'a\u202Eraj.jar'));
    const { body } = await read(await request(form));
    expect(body.files.map((part) => [part.name, part.filename])).toEqual([['模组', '模组 é.jar'], ['b', 'a\u202Eraj.jar']]);
  });

  it('removes the stored files when the use fails', async () => {
    const form = new FormData();
    form.append('data', '{}');
    form.append('a', file('first', 'a.jar'));
    const failing = withMultipart(await request(form), blobs, OPTIONS, async () => {
      expect(await storedFiles()).toHaveLength(1);
      throw new ApiError('invalid_input', 'no');
    });
    expect(await refusal(failing)).toBe('no');
  });

  it('refuses a data part that comes after a file', async () => {
    const form = new FormData();
    form.append('a', file('first', 'a.jar'));
    form.append('data', '{}');
    expect(await refusal(read(await request(form)))).toBe('`data` field must come before file fields');
  });

  it('refuses missing data unless optional, bad JSON, oversized and surplus files, text parts and non-multipart bodies', async () => {
    const onlyFile = new FormData();
    onlyFile.append('a', file('x', 'a.jar'));
    expect(await refusal(read(await request(onlyFile)))).toBe('`data` field is required');
    const optional = new FormData();
    optional.append('a', file('x', 'a.jar'));
    expect((await read(await request(optional), { ...OPTIONS, dataOptional: true })).body.files).toHaveLength(1);

    const badJson = new FormData();
    badJson.append('data', '{nope');
    expect(await refusal(read(await request(badJson)))).toContain('not valid JSON');

    const big = new FormData();
    big.append('data', '{}');
    big.append('a', file('x'.repeat(17), 'a.jar'));
    expect(await refusal(read(await request(big)))).toContain('File too large');

    const many = new FormData();
    many.append('data', '{}');
    for (const name of ['a', 'b', 'c']) many.append(name, file('x', `${name}.jar`));
    expect(await refusal(read(await request(many)))).toContain('Too many files');

    const twice = new FormData();
    twice.append('data', '{}');
    twice.append('a', file('x', 'a.jar'));
    twice.append('a', file('y', 'b.jar'));
    expect(await refusal(read(await request(twice)))).toBe('Part `a` appears more than once');

    const text = new FormData();
    text.append('data', '{}');
    text.append('a', 'not a file');
    expect(await refusal(read(await request(text)))).toContain('must be a file');

    const json = new Request('http://x/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await refusal(read(json))).toContain('multipart/form-data');
  });

  it('refuses a data part over its limit (413) and a body cut off mid-file (400), leaving no blob behind', async () => {
    const huge = new FormData();
    huge.append('data', JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }));
    expect(await refusal(read(await request(huge)), 413)).toContain('`data` part is larger than 1 MiB');

    const form = new FormData();
    form.append('data', '{}');
    form.append('a', file('x'.repeat(12), 'a.jar'));
    const original = await request(form);
    const contentType = original.headers.get('content-type')!;
    const whole = new Uint8Array(await original.arrayBuffer());
    const cut = new Request('http://x/upload', { method: 'POST', body: whole.slice(0, whole.length - 30), headers: { 'content-type': contentType } });
    expect(await refusal(read(cut, { ...OPTIONS, maxFileBytes: 1024 }))).toBe('The multipart body could not be read');
  });
});
