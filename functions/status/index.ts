// The status module's public surface. The platform's status: what the status page reports.
// Other modules and the site import only this file; everything else in the folder is private.
export { platformStatus } from './service.ts';
export { healthRoutes } from './health-routes.ts';
