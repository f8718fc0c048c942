// readMultipart: data first, JSON that parses, files with names, and clear refusals for everything else.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#contracts/errors.ts';
import { readMultipart } from './multipart.ts';

const OPTIONS = { maxFileBytes: 16, maxFiles: 2 };
const request = (form: FormData) => new Request('http://x/upload', { method: 'POST', body: form });
const file = (text: string, name: string) => new File([text], name);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return (error as ApiError).message;
}

describe('readMultipart', () => {
  it('returns the parsed data part and the files in order', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify({ file_parts: ['a', 'b'] }));
    form.append('a', file('first', 'a.jar'));
    form.append('b', file('second', 'b.jar'));
    const body = await readMultipart(request(form), OPTIONS);
    expect(body.data).toEqual({ file_parts: ['a', 'b'] });
    expect(body.files.map((part) => [part.name, part.filename, new TextDecoder().decode(part.bytes)])).toEqual([
      ['a', 'a.jar', 'first'], ['b', 'b.jar', 'second'],
    ]);
  });

  it('refuses a data part that comes after a file', async () => {
    const form = new FormData();
    form.append('a', file('first', 'a.jar'));
    form.append('data', '{}');
    expect(await refusal(readMultipart(request(form), OPTIONS))).toBe('`data` field must come before file fields');
  });

  it('refuses missing data unless optional, bad JSON, oversized and surplus files, text parts and non-multipart bodies', async () => {
    const onlyFile = new FormData();
    onlyFile.append('a', file('x', 'a.jar'));
    expect(await refusal(readMultipart(request(onlyFile), OPTIONS))).toBe('`data` field is required');
    const optional = new FormData();
    optional.append('a', file('x', 'a.jar'));
    expect((await readMultipart(request(optional), { ...OPTIONS, dataOptional: true })).files).toHaveLength(1);

    const badJson = new FormData();
    badJson.append('data', '{nope');
    expect(await refusal(readMultipart(request(badJson), OPTIONS))).toContain('not valid JSON');

    const big = new FormData();
    big.append('data', '{}');
    big.append('a', file('x'.repeat(17), 'a.jar'));
    expect(await refusal(readMultipart(request(big), OPTIONS))).toContain('File too large');

    const many = new FormData();
    many.append('data', '{}');
    for (const name of ['a', 'b', 'c']) many.append(name, file('x', `${name}.jar`));
    expect(await refusal(readMultipart(request(many), OPTIONS))).toContain('Too many files');

    const text = new FormData();
    text.append('data', '{}');
    text.append('a', 'not a file');
    expect(await refusal(readMultipart(request(text), OPTIONS))).toContain('must be a file');

    const json = new Request('http://x/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await refusal(readMultipart(json, OPTIONS))).toContain('multipart/form-data');
  });
});
