// Test support: small fetch helpers that return status, headers and parsed body.
import { request as httpRequest } from 'node:http';

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

export interface StreamedAnswer {
  /** 0 when no answer came within two seconds, or the connection failed first. */
  status: number;
  body: any;
  /** How many bytes of the body had gone out when the answer came. */
  sent: number;
}

/**
 * A large body as a client streams it, to see whether the server answers before reading it all. With `length`, that
 * Content-Length is announced and only the first 64 KiB of the body follow; without, the body goes out chunked,
 * 16 KiB at a time, and stops as soon as an answer arrives.
 */
export function sendStreamed(url: string, init: { method?: string; headers?: Record<string, string>; body: Uint8Array; length?: number }): Promise<StreamedAnswer> {
  const { method = 'POST', body, length } = init;
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    let settled = false;
    const settle = (answer: StreamedAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve(answer);
    };
    const headers = { ...init.headers, ...(length === undefined ? {} : { 'content-length': String(length) }) };
    const outgoing = httpRequest(url, { method, agent: false, headers }, (response) => {
      answered = true;
      const at = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        settle({ status: response.statusCode ?? 0, body: text && response.headers['content-type']?.includes('json') ? JSON.parse(text) : text, sent: at });
      });
    });
    outgoing.on('error', () => { if (!answered) settle({ status: 0, body: null, sent }); });
    const timer = setTimeout(() => settle({ status: 0, body: null, sent }), 2000);
    if (length !== undefined) {
      sent = Math.min(body.byteLength, 64 * 1024);
      outgoing.write(body.subarray(0, sent));
      return;
    }
    const pump = () => {
      if (answered || settled) return;
      if (sent >= body.byteLength) return void outgoing.end();
      const chunk = body.subarray(sent, sent + 16 * 1024);
      sent += chunk.byteLength;
      outgoing.write(chunk, () => setTimeout(pump, 1));
    };
    pump();
  });
}
