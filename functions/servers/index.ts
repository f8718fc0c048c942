// The servers module's public surface. Kiln Servers: buying a server, installing it on a node, its panel's reads and
// actions (power, console, options, sub-users), notices and staff tools.
// Other modules and the site import only this file; everything else in the folder is private.
export { serverApiRoutes } from './api/routes.ts';
export { serverOperations } from './api/openapi.ts';
export { pingRoutes, purchaseRoutes, regionRoutes, BUY_PAGE } from './purchase/routes.ts';
export { purchaseServer, serverName } from './purchase/service.ts';
export { serverIdsBySubscription } from './purchase/panel-links.ts';
export { regionStock, OUT_OF_STOCK } from './placement.ts';
export type { RegionStock } from './placement.ts';
export { getServer, listServers, serverStats } from './read/service.ts';
export type { LiveServer } from './read/service.ts';
export { readServerProperties } from './options/properties.ts';
export type { PropertiesRead } from './options/properties.ts';
export { listSubusers } from './subusers/service.ts';
export type { SubuserView } from './subusers/service.ts';
export { reconcileServers, resumeServers } from './provision/service.ts';
export { startServerJobs } from './provision/timer.ts';
export { wingsCallbackRoutes } from './wings/panel.ts';
export { planApiRoutes, planFormRoutes } from './plan/routes.ts';
export { playersFor } from './provision/spec.ts';
export { panelFormRoutes } from './panel-forms/routes.ts';
export { reinstallChoices, serverPanel } from './panel/service.ts';
export type { LoaderChoice, ServerPanel } from './panel/service.ts';
export { serverBilling } from './panel/billing.ts';
export type { ServerBilling } from './panel/billing.ts';
export { noticeApiRoutes } from './notices/routes.ts';
export { noticeFormRoutes, NOTICES_PAGE } from './notices/form-routes.ts';
export { noticeOperations } from './notices/openapi.ts';
export { activeNotices, findNotice, listNotices, previewNotice } from './notices/service.ts';
export { staffApiRoutes, staffFormRoutes, STAFF_SERVERS_PAGE } from './staff/routes.ts';
export { staffServerOperations } from './staff/openapi.ts';
export { staffServerList } from './staff/service.ts';
export type { StaffServerEntry } from './staff/service.ts';
export { mayActAsAdmin, mayReadAsStaff } from './staff/policy.ts';
