// Calls to a Wings daemon's HTTP API: the node token as a Bearer credential, a timeout on every call, and Wings'
// failures turned into NodeErrors whose messages are safe to show (Wings' own error text is not passed on).
import type { z } from 'zod';
import { NodeError, type NodeRef } from '../port.ts';

export interface WingsRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  /** JSON-encoded unless it is a string, which is sent as the raw body (file writes), or a stream (uploads). */
  body?: unknown;
  /** The content type of a string or stream body. */
  contentType?: string;
  /** For the whole call; with `stream`, only until the response's headers arrive, so a long download is not cut off. */
  timeoutMs: number;
  stream?: boolean;
  /** Errors to give for statuses that mean something particular for this call (Wings answers 502 to a command for a stopped server). */
  refusals?: Partial<Record<number, NodeError>>;
}

export function nodeBaseUrl(node: NodeRef): string {
  if (!node.url || !node.token) throw new NodeError('This node is not configured for Wings', 'unavailable');
  return node.url.replace(/\/+$/, '');
}

function failure(status: number, what: string): NodeError {
  if (status === 404) return new NodeError(`${what}: not found on the node`, 'not_found');
  if (status === 409) return new NodeError(`${what}: the node is busy with another action`, 'conflict');
  // A refused credential is Kiln's configuration at fault, not the person's request: the node is unusable until fixed.
  if (status === 401 || status === 403) return new NodeError(`${what}: the node refused Kiln's credentials`, 'unavailable');
  if (status >= 500) return new NodeError(`${what}: the node could not do it right now`, 'unavailable');
  return new NodeError(`${what}: the node refused the request`, 'invalid');
}

/** Sends the request; resolves with the response when its status is 2xx. `what` names the action in messages. */
export async function wingsFetch(node: NodeRef, request: WingsRequest, what: string): Promise<Response> {
  const url = new URL(`${nodeBaseUrl(node)}${request.path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const raw = typeof request.body === 'string' || request.body instanceof ReadableStream;
  const headers: Record<string, string> = { authorization: `Bearer ${node.token}`, accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = raw ? (request.contentType ?? 'text/plain') : 'application/json';
  const headersArrived = new AbortController();
  const timer = request.stream ? setTimeout(() => headersArrived.abort(), request.timeoutMs) : undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : raw ? (request.body as BodyInit) : JSON.stringify(request.body),
      signal: request.stream ? headersArrived.signal : AbortSignal.timeout(request.timeoutMs),
      // A stream body is sent as it is read: fetch wants to be told it will not wait for the whole of it.
      ...(request.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    throw new NodeError(`${what}: the node did not answer`, 'unavailable');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw request.refusals?.[response.status] ?? failure(response.status, what);
  }
  return response;
}

/** Like `wingsFetch`, reading a JSON answer of the given shape; any other answer counts as the node being unavailable. */
export async function wingsJson<T>(node: NodeRef, request: WingsRequest, what: string, shape: z.ZodType<T>): Promise<T> {
  const response = await wingsFetch(node, request, what);
  const parsed = shape.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new NodeError(`${what}: the node answered something unreadable`, 'unavailable');
  return parsed.data;
}

/** Like `wingsFetch`, for calls whose answer has no body worth reading (202, 204). */
export async function wingsSend(node: NodeRef, request: WingsRequest, what: string): Promise<void> {
  const response = await wingsFetch(node, request, what);
  await response.body?.cancel();
}
