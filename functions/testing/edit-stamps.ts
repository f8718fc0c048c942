// Test support: the optimistic-concurrency contract every editable resource keeps (ETag on read, If-Match on edit).
import { expect } from 'vitest';
import type { EditedThing } from '#lib/edit-stamp.ts';
import type { JsonResponse } from './http.ts';

export interface GuardedResource {
  what: EditedThing;
  /** GET of the resource as its editor loads it. */
  read: () => Promise<JsonResponse>;
  /** PATCH of the resource with the given extra headers. */
  edit: (body: unknown, headers?: Record<string, string>) => Promise<JsonResponse>;
  /** Four edits that each leave a different value, and how to see that value in the read answer. */
  edits: [unknown, unknown, unknown, unknown];
  seen: (body: any) => unknown;
}

const etagOf = async (resource: GuardedResource) => {
  const response = await resource.read();
  expect(response.status).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"$/);
  return { etag: etag!, body: response.body };
};

/**
 * A fresh If-Match edits; a stale one answers 409 and changes nothing; without If-Match (or with `*`) the last write
 * wins, as before; a malformed one is a 400. The ETag moves with every edit.
 */
export async function expectGuardedEdits(resource: GuardedResource): Promise<void> {
  const [first, stale, third, unguarded] = resource.edits;
  const loaded = await etagOf(resource);

  expect((await resource.edit(first, { 'If-Match': loaded.etag })).status).toBe(204);
  const afterFirst = await etagOf(resource);
  expect(afterFirst.etag).not.toBe(loaded.etag);
  const firstValue = resource.seen(afterFirst.body);

  const refused = await resource.edit(stale, { 'If-Match': loaded.etag });
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    error: 'conflict', description: `The ${resource.what} was changed since you loaded it: reload it and make your edit again`,
  });
  const afterRefusal = await etagOf(resource);
  expect(resource.seen(afterRefusal.body)).toEqual(firstValue);
  expect(afterRefusal.etag).toBe(afterFirst.etag);

  expect((await resource.edit(third, { 'If-Match': `W/${afterFirst.etag}` })).status).toBe(204);
  const thirdValue = resource.seen((await etagOf(resource)).body);
  expect(thirdValue).not.toEqual(firstValue);

  expect((await resource.edit(unguarded)).status).toBe(204);
  expect(resource.seen((await etagOf(resource)).body)).not.toEqual(thirdValue);
  expect((await resource.edit(first, { 'If-Match': '*' })).status).toBe(204);
  expect(resource.seen((await etagOf(resource)).body)).toEqual(firstValue);

  const malformed = await resource.edit(stale, { 'If-Match': 'yesterday' });
  expect(malformed.status).toBe(400);
  expect(resource.seen((await etagOf(resource)).body)).toEqual(firstValue);
}
