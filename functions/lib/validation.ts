// Request validation: zod schemas applied to query, params and JSON bodies, failing as 400 request_error.
import type { Context } from 'hono';
import { z, type ZodType } from 'zod';
import { ApiError } from './errors.ts';

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

/** Query parameters that carry JSON-encoded arrays, e.g. ?ids=["a","b"] (contract §1.2). */
export const jsonStringArray = z.string({ error: 'required (a JSON array of strings)' }).transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `not valid JSON (${(error as Error).message})` });
    return z.NEVER;
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    ctx.addIssue({ code: 'custom', message: 'expected a JSON array of strings, e.g. ["AABBCCDD","my-slug"]' });
    return z.NEVER;
  }
  return value as string[];
});

export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A JSON-array query parameter that is simply ignored when it does not parse (the version list's filters). */
export const lenientJsonStringArray = z.string().optional().transform((text) => {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
  } catch {
    return undefined;
  }
});

export const queryInteger = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number).pipe(z.number().int().min(min).max(max));
