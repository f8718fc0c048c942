// The Files page's calls to the files API (/_internal/v3/servers/{id}/files…, the session cookie's way in): each
// resolves with the answer or throws the API's own description, which the page shows as it is.
import type { ExtractResult, FileListing } from '#contracts/server-files.ts';

/** A refusal of the API, carrying its description for the person. */
export class FilesApiError extends Error {}

/** The API's description of a refusal, from its JSON body. */
export const describe = (text: string, fallback: string) => {
  try {
    return (JSON.parse(text) as { description?: string }).description ?? fallback;
  } catch {
    return fallback;
  }
};

export function filesApi(serverId: string) {
  const base = `/_internal/v3/servers/${encodeURIComponent(serverId)}/files`;
  const url = (suffix: string, path?: string) => `${base}${suffix}${path === undefined ? '' : `?path=${encodeURIComponent(path)}`}`;

  async function call(input: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(input, init);
    if (!response.ok) throw new FilesApiError(describe(await response.text(), response.statusText));
    return response;
  }
  const post = async <T>(action: string, body: unknown): Promise<T> => {
    const response = await call(url(`/${action}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };

  return {
    list: async (folder: string) => (await (await call(url('', folder), { headers: { accept: 'application/json' } })).json()) as FileListing,
    read: async (path: string) => (await call(url('/content', path))).text(),
    write: async (path: string, text: string) => void (await call(url('/content', path), { method: 'PUT', headers: { 'content-type': 'text/plain; charset=utf-8' }, body: text })),
    makeFolder: (path: string) => post<void>('folder', { path }),
    move: (from: string, to: string) => post<void>('move', { from, to }),
    remove: (paths: string[]) => post<void>('delete', { paths }),
    extract: (path: string, into: string) => post<ExtractResult>('extract', { path, into }),
    /** Creating a file is uploading an empty one. */
    makeFile: async (path: string) => void (await call(url('/upload', path), { method: 'PUT', body: new Blob([]) })),
    downloadUrl: (path: string) => url('/download', path),
    uploadUrl: (path: string) => url('/upload', path),
  };
}

export type FilesApi = ReturnType<typeof filesApi>;
