// The oauth module's public surface. Third-party applications and the OAuth 2 provider.
// Other modules and the site import only this file; everything else in the folder is private.
export { NEW_SECRET_COOKIE, applicationRoutes } from './applications/routes.ts';
export { APP_DESCRIPTION_MAX, APP_NAME_MAX, APP_NAME_MIN, APP_URL_MAX } from './applications/rules.ts';
export { iconPath, listApps } from './applications/service.ts';
export type { AppWithUris } from './applications/service.ts';
export { listAuthorizations } from './provider/authorizations.ts';
export { AUTHORIZE_PARAM_NAMES, alreadyGranted, approve, checkAuthorizeRequest } from './provider/authorize.ts';
export type { AuthorizeParams } from './provider/authorize.ts';
export { oauthOperations, oauthSecuritySchemes } from './provider/openapi.ts';
export { oauthRoutes } from './provider/routes.ts';
export { scopeEntries } from './provider/scopes.ts';
