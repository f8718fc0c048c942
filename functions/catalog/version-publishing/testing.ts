// Test support for the publishing tests: multipart bodies with a `data` part and file parts, posted with a token.
import { multipart } from '../projects/write-testing.ts';
import type { JsonResponse } from '#testing/http.ts';
import { request } from '#testing/http.ts';

export interface FilePart {
  name: string;
  filename: string;
  bytes: Uint8Array;
}

/** `data` first, as the API requires (api-compat §request-formats), unless `dataLast` builds the refused order. */
export function versionForm(data: unknown, files: FilePart[], options: { dataLast?: boolean } = {}): FormData {
  const dataParts = data === undefined ? [] : [{ name: 'data', json: data }];
  return multipart(options.dataLast ? [...files, ...dataParts] : [...dataParts, ...files]);
}

export const postForm = (base: string, path: string, token: string | undefined, form: FormData): Promise<JsonResponse> =>
  request(base, path, { method: 'POST', token, body: form });

/** The smallest valid creation `data` for one file part named `file`. */
export const versionData = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  project_id: projectId,
  file_parts: ['file'],
  version_number: '1.0.0',
  name: 'First release',
  changelog: 'Hello',
  dependencies: [],
  game_versions: ['1.20.1'],
  version_type: 'release',
  loaders: ['fabric'],
  featured: false,
  ...overrides,
});
