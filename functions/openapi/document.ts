// Builds the OpenAPI 3.1 document from the operations the modules declare and the zod schemas their routes validate with.
import { z, type ZodType } from 'zod';
import { hasScope, RESTRICTED_SCOPES } from '#contracts/scopes.ts';
import type { ApiOperation, ApiResponse } from '#lib/api-operation.ts';
import { API_VERSION } from '#lib/info.ts';
import { oauthSecuritySchemes } from '#oauth';
import { OPERATIONS } from './operations.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

const jsonSchema = (schema: ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** What a client sends is the schema before transforms, with anything JSON Schema cannot say left open. */
const inputSchema = (schema: ZodType) => jsonSchema(schema, 'input');

const pathParameters = (operation: ApiOperation) =>
  [...operation.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name: name!, in: 'path', required: true, description: operation.pathParameters[name!], schema: { type: 'string' },
  }));

function queryParameters(operation: ApiOperation) {
  if (!operation.query) return [];
  const schema = inputSchema(operation.query);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return { name, in: 'query', required: schema.required?.includes(name) ?? false, description, schema: propertySchema };
  });
}

function requestBody(operation: ApiOperation) {
  if (operation.body) return { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(operation.body) } } } };
  if (operation.form) return { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: inputSchema(operation.form) } } } };
  return {};
}

/** A token of the scope: a person's own (PAT or session), or an application's they authorized unless the scope is restricted. */
function security(operation: ApiOperation) {
  if (operation.security) return operation.security;
  if (!operation.scope) return [];
  const scopes = [operation.scope].flat();
  const restricted = scopes.some((name) => hasScope(RESTRICTED_SCOPES, name));
  const token = [{ token: scopes }, ...(restricted ? [] : [{ oauth2: scopes }])];
  return operation.scopeOptional ? [{}, ...token] : token;
}

// Every API prefix shares one per-IP limiter; files and the website's pages are not limited.
const RATE_LIMITED = /^\/(?:v2|v3|_internal)\//;
const TOO_MANY_REQUESTS = { description: 'Rate limited: the X-Ratelimit-Reset header says in how many seconds to retry' };

function responses(operation: ApiOperation) {
  const declared = Object.entries(operation.responses).map(([status, response]: [string, string | ApiResponse]) => {
    const { description, schema } = typeof response === 'string' ? { description: response, schema: undefined } : response;
    return [status, { description, ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}) }];
  });
  return Object.fromEntries(RATE_LIMITED.test(operation.path) ? [...declared, ['429', TOO_MANY_REQUESTS]] : declared);
}

function operationObject(operation: ApiOperation) {
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: security(operation),
    parameters: [...pathParameters(operation), ...queryParameters(operation)],
    ...requestBody(operation),
    responses: responses(operation),
  };
}

function buildDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {};
  for (const operation of OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kiln API',
      version: API_VERSION,
      description: 'The /v2 API is wire-compatible with the Modrinth v2 API: existing launchers and tools work by changing only the base URL. '
        + 'Errors are JSON {"error","description"}; list parameters are JSON-encoded arrays; requests are rate limited per IP, '
        + 'and the X-Ratelimit-Limit header of every answer gives the limit.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey', in: 'header', name: 'Authorization',
          description: 'A personal access token (mrp_…) or session token; "Bearer " is optional',
        },
        ...oauthSecuritySchemes,
      },
    },
    paths,
  };
}

let built: ReturnType<typeof buildDocument> | undefined;

/** Built once per process: it depends on the code alone. Callers share it, so they must not change it. */
export const openApiDocument = () => (built ??= buildDocument());
