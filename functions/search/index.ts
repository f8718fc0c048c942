// The search module's public surface. Project search: the index behind the SearchEngine port, its outbox, queries and the /v2/search route.
// Other modules and the site import only this file; everything else in the folder is private.
export { buildAllSearchDocuments } from './documents.ts';
export { parseSearchFilter } from './facets.ts';
export { searchOperations } from './openapi.ts';
export { searchRoutes } from './routes.ts';
export { drainSearchOutbox, enqueueSearchRefresh, initSearch, rebuildSearchIndex, searchIsReady, searchProjects, searchProjectsForPage } from './service.ts';
export { searchResponseView } from './view.ts';
