// Builds the OpenAPI 3.1 document from the operation list and the zod schemas the routes validate with.
import { z, type ZodType } from 'zod';
import { API_VERSION } from '#lib/info.ts';
import { OPERATIONS, type Operation } from './operations.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/** The schema of what a client sends (before transforms), with anything JSON Schema cannot say left open. */
const inputSchema = (schema: ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const pathParameters = (path: string) =>
  [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({ name: name!, in: 'path', required: true, schema: { type: 'string' } }));

function queryParameters(operation: Operation) {
  if (!operation.query) return [];
  const schema = inputSchema(operation.query);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return { name, in: 'query', required: schema.required?.includes(name) ?? false, description, schema: propertySchema };
  });
}

function operationObject(operation: Operation) {
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.scope ? { security: [{ token: [operation.scope] }] } : {}),
    parameters: [...pathParameters(operation.path), ...queryParameters(operation)],
    ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(operation.body) } } } } : {}),
    responses: Object.fromEntries(Object.entries(operation.responses).map(([status, description]) => [status, { description }])),
  };
}

export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kiln API',
      version: API_VERSION,
      description: 'The /v2 API is wire-compatible with the Modrinth v2 API: existing launchers and tools work by changing only the base URL. '
        + 'Errors are JSON {"error","description"}; list parameters are JSON-encoded arrays; 300 requests per minute per IP.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A personal access token (mrp_…) or session token; "Bearer " is optional' },
      },
    },
    paths,
  };
}
