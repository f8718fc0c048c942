// Request validation: zod schemas applied to query, params, JSON bodies and form posts, failing as 400 request_error.
import type { Context } from 'hono';
import { z, type ZodType } from 'zod';
import { ApiError } from '#contracts/errors.ts';

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function parseWith<T>(schema: ZodType<T>, value: unknown, what = 'request'): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError('request_error', `Invalid ${what}: ${describe(result.error)}`);
  return result.data;
}

export const validQuery = <T>(c: Context, schema: ZodType<T>) => parseWith(schema, c.req.query(), 'query');

export async function validJson<T>(c: Context, schema: ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('request_error', 'Request body must be valid JSON');
  }
  return parseWith(schema, body, 'body');
}

/** A form post, urlencoded or multipart; `all` keeps repeated fields as arrays. A body that does not parse is the caller's error. */
export async function validForm<T>(c: Context, schema: ZodType<T>, options: { all?: boolean } = {}): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.parseBody(options);
  } catch {
    throw new ApiError('request_error', 'Request body must be a valid form');
  }
  return parseWith(schema, body, 'form');
}
