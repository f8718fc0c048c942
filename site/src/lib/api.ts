// The islands' one way to the API: typed /v2 calls that raise the loading bar and report failures as toasts.
import type { SearchResponse, SearchSort } from '#contracts/search.ts';
import type { GameVersionTag } from '#contracts/wire/tag.ts';
import { whileLoading } from '../islands/shared/stores/loading.ts';
import { addToast } from '../islands/shared/stores/toasts.ts';

/** A failed call; it has already been shown to the visitor as a toast. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

let errorTitle = '';

/** The toast title for failures, from the caller's message files ("An error occurred"). */
export function configureApi(strings: { errorTitle: string }): void {
  errorTitle = strings.errorTitle;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (FormData for multipart uploads, raw bytes for icons). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller tells the visitor itself, beside the form, so a failure raises no toast. */
  quiet?: boolean;
}

/** The answer of a call: its parsed JSON and the edit stamp its ETag carries (the `updated` value, unquoted). */
interface Answer<T> {
  body: T;
  updated: string | null;
}

const stampOf = (etag: string | null) => etag?.replace(/^W\//, '').replace(/^"(.*)"$/, '$1') ?? null;

async function send<T>(path: string, { method = 'GET', query, json, body, headers = {}, signal, quiet = false }: ApiCall): Promise<Answer<T>> {
  const search = query ? new URLSearchParams(query).toString() : '';
  const work = (async () => {
    let response: Response;
    try {
      response = await fetch(search ? `${path}?${search}` : path, {
        method,
        signal,
        headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: json !== undefined ? JSON.stringify(json) : body,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError((error as Error).message, 0);
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const failure = (parsed ?? {}) as { error?: string; description?: string };
      throw new ApiRequestError(failure.description ?? response.statusText, response.status, failure.error);
    }
    return { body: parsed as T, updated: stampOf(response.headers.get('etag')) };
  })();
  try {
    return await whileLoading(work);
  } catch (error) {
    // A superseded request is not a failure the visitor needs to hear about.
    if (!isAbort(error) && !signal?.aborted && !quiet) {
      const failure = error instanceof ApiRequestError ? error : new ApiRequestError(String(error), 0);
      addToast({ type: 'error', title: errorTitle, text: failure.message, errorCode: failure.code });
    }
    throw error;
  }
}

/**
 * Every island request: raises the loading bar, turns `{error, description}` answers into an ApiRequestError shown
 * as a toast, and answers the parsed JSON (undefined for empty 204 answers). Signed-in writes go to `/_internal/v2/…`
 * and `/_internal/v3/…`, where the session cookie is accepted for same-origin requests.
 */
export async function callApi<T = void>(path: string, call: ApiCall = {}): Promise<T> {
  return (await send<T>(path, call)).body;
}

/** A read whose answer an editor will write back: the JSON with the edit stamp of its ETag. */
export const callApiStamped = <T>(path: string, call: ApiCall = {}) => send<T>(path, call);

/**
 * The precondition of an edit made on the copy loaded with this stamp: the server refuses it with a 409 when someone
 * else saved in between, instead of overwriting their change.
 */
export const ifMatch = (updated: string) => ({ 'if-match': `"${updated}"` });

/** Whether a failed save was refused because the resource changed since the editor loaded it. */
export const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

const getJson = <T>(path: string, query: Record<string, string>, signal?: AbortSignal) => callApi<T>(path, { query, signal });

export interface SearchParams {
  query?: string;
  /** Outer array AND, inner arrays OR (api-compat §facets). */
  facets?: string[][];
  index?: SearchSort;
  offset?: number;
  limit?: number;
}

/** GET /v2/search. */
export function searchProjects(params: SearchParams, options: { signal?: AbortSignal } = {}): Promise<SearchResponse> {
  const query: Record<string, string> = {};
  if (params.query) query.query = params.query;
  if (params.facets && params.facets.length > 0) query.facets = JSON.stringify(params.facets);
  if (params.index) query.index = params.index;
  if (params.offset !== undefined) query.offset = String(params.offset);
  if (params.limit !== undefined) query.limit = String(params.limit);
  return getJson<SearchResponse>('/v2/search', query, options.signal);
}

/** GET /v2/tag/game_version: every game version, newest first. */
export function listGameVersions(options: { signal?: AbortSignal } = {}): Promise<GameVersionTag[]> {
  return getJson<GameVersionTag[]>('/v2/tag/game_version', {}, options.signal);
}
