// GET /openapi.json: the API description, built once per process from the route schemas.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { openApiDocument } from './document.ts';

let cached: ReturnType<typeof openApiDocument> | undefined;

export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  cached ??= openApiDocument();
  return c.json(cached, 200, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' });
});
