// The shape in which each module declares the OpenAPI operations of its public routes, beside the routes themselves.
import type { ZodObject, ZodType } from 'zod';
import type { ScopeName } from '#contracts/scopes.ts';

/** The names in a path template: `/v2/team/{id}/members/{user}` → 'id' | 'user'. */
type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParameterNames<Rest> : never;

export interface ApiResponse {
  /** Plain text: the docs page shows it unformatted. */
  description: string;
  /** The JSON body's schema, where a zod contract describes it. */
  schema?: ZodType;
}

interface OperationFields {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Unique across the document; Modrinth's name where the route is Modrinth's, so generated clients keep their method names. */
  operationId: string;
  tag: string;
  /** Plain text, one line: OpenAPI tools show it unformatted. */
  summary: string;
  /** CommonMark: the details that do not fit the summary. */
  description?: string;
  query?: ZodObject;
  /** A JSON body. */
  body?: ZodType;
  /** An application/x-www-form-urlencoded body. */
  form?: ZodObject;
  /** The scope a token needs (every one of them, when several). */
  scope?: ScopeName | readonly ScopeName[];
  /** With `scope`: a caller without such a token is served as anonymous (and sees only public items) instead of refused. */
  scopeOptional?: true;
  /** OpenAPI security requirements that a scope cannot say (an OAuth client authenticating itself). */
  security?: Record<string, string[]>[];
  responses: Record<number, string | ApiResponse>;
}

/** What the caller declares: every parameter of the path template needs a description, checked when it compiles. */
type Declaration<Path extends string> = OperationFields & { path: Path } & ([PathParameterNames<Path>] extends [never]
  ? { pathParameters?: never }
  : { pathParameters: Readonly<Record<PathParameterNames<Path>, string>> });

export interface ApiOperation extends OperationFields {
  path: string;
  /** What each `{name}` of the path takes (e.g. "The project’s ID or slug"). */
  pathParameters: Readonly<Record<string, string>>;
}

export function operation<const Path extends string>(declaration: Declaration<Path>): ApiOperation {
  return { ...declaration, pathParameters: declaration.pathParameters ?? {} };
}
