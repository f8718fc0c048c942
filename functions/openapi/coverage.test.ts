// Every public route the app registers has an operation in the OpenAPI document, and every operation is a real route.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '#app';
import { openApiDocument } from './document.ts';

const PUBLIC = /^\/(?:v2|v3|cdn)\//;

/** Parameter names are the document's own, so both sides compare with every parameter as `{}`. */
const registeredShape = (path: string) => path.replace(/:[A-Za-z_]+(?:\{[^}]+\})?|\*/g, '{}');
const documentedShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

const unused = () => {
  throw new Error('only the route table is read');
};
const registered = new Set(createApp({ runtime: unused, config: unused }).routes
  .filter((route) => route.method !== 'ALL')
  .map((route) => `${route.method} ${registeredShape(route.path)}`));

const documented = Object.entries(openApiDocument().paths)
  .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, key: `${method.toUpperCase()} ${documentedShape(path)}` })));

describe('the OpenAPI document and the routes', () => {
  it('documents every /v2, /v3 and /cdn route', () => {
    const documentedKeys = new Set(documented.map(({ key }) => key));
    const undocumented = [...registered].filter((key) => PUBLIC.test(key.split(' ')[1]!) && !documentedKeys.has(key));
    expect(undocumented).toEqual([]);
  });

  it('documents only registered routes, and website pages that exist', () => {
    const isPage = (path: string) => existsSync(new URL(`../../site/src/pages${path}.astro`, import.meta.url));
    const missing = documented.filter(({ path, key }) => !registered.has(key) && !isPage(path));
    expect(missing.map(({ key }) => key)).toEqual([]);
  });
});
