// Query-string value schemas of the API: JSON-encoded arrays, booleans and whole numbers (api-compat §request-formats).
import { z } from 'zod';

/** Query parameters that carry JSON-encoded arrays, e.g. ?ids=["a","b"] (api-compat §request-formats). */
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
