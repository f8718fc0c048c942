// Test support: small fetch helpers that return status, headers and parsed body.
export interface JsonResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function request<T = any>(base: string, path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<JsonResponse<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', init.token);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(base + path, { ...init, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** A form post as the site's own pages send it (same origin), redirects left unfollowed so tests can read them. */
export function postForm(base: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(base + path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: base, ...headers } });
}
