// GET /openapi.json: the API description, built once per process from the operations the modules declare.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { openApiDocument } from './document.ts';

export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) =>
  c.json(openApiDocument(), 200, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' }));
