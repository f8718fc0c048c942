// Test support for project writes: tiny real images, multipart creation requests, blob listings and search polling.
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect } from 'vitest';
import { request } from '#testing/http.ts';
import type { TestServer } from '#testing/server.ts';

export const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
export const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
/** A PNG signature followed by padding: recognised as PNG, and as large as asked. */
export const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
};
/**
 * An over-limit upload as a client streams it: the full length is announced, the first bytes go out, and the answer
 * is read before the rest is sent. The server refuses on the announced length, so no write races its early answer.
 */
export function sendOversized(url: string, method: string, token: string, bytes: Uint8Array): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(url, { method, agent: false, headers: { authorization: token, 'content-length': bytes.byteLength } }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') });
        outgoing.destroy();
      });
    });
    outgoing.on('error', (error) => { if (!answered) reject(error); });
    outgoing.write(bytes.subarray(0, 64 * 1024));
  });
}

/** Distinct small images: the same PNG with different trailing bytes. */
export const pngVariant = (n: number) => Uint8Array.from([...PNG, n]);

export interface Part {
  name: string;
  bytes?: Uint8Array;
  json?: unknown;
  filename?: string;
}

export function multipart(parts: Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (part.json !== undefined) form.append(part.name, JSON.stringify(part.json));
    else form.append(part.name, new Blob([part.bytes! as Uint8Array<ArrayBuffer>]), part.filename ?? `${part.name}.png`);
  }
  return form;
}

export const projectData = (overrides: Record<string, unknown> = {}) => ({
  title: 'Example Project',
  slug: `example-${Math.random().toString(36).slice(2, 10)}`,
  description: 'An example project for the tests.',
  body: '# Example',
  client_side: 'required',
  server_side: 'optional',
  initial_versions: [],
  categories: [],
  license_id: 'MIT',
  is_draft: true,
  ...overrides,
});

export const createRequest = (server: TestServer, token: string, parts: Part[]) =>
  request(server.url, '/v2/project', { method: 'POST', token, body: multipart(parts) });

/** Every file below the blob store's image folder. */
export function imageBlobs(server: TestServer): string[] {
  const walk = (dir: string): string[] => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  };
  return walk(join(server.runtime.config.blobDir, 'images'));
}

/** Polls /v2/search until the hits satisfy `done`, failing if that takes a second or more. */
export async function expectSearchWithinASecond(server: TestServer, query: string, done: (hits: any[]) => boolean): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { body } = await request(server.url, `/v2/search?query=${encodeURIComponent(query)}&limit=100`);
    if (done(body.hits)) return;
    expect(Date.now() - started, `search for "${query}" did not catch up within a second`).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
