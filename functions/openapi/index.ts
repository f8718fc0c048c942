// The openapi module's public surface. The OpenAPI document and the routes that serve it.
// Other modules and the site import only this file; everything else in the folder is private.
export { openApiDocument } from './document.ts';
export { openApiRoutes } from './routes.ts';
