// The Wings node driver's surface: the driver, the panel routes Wings calls on Kiln, the tracker they share, and
// the parse of WINGS_NODES.
export { createWingsNodeDriver, type WingsDriverOptions } from './driver.ts';
export { wingsRemoteRoutes, type WingsPanel, type WingsRemoteOptions, type WingsServerRecord } from './remote-routes.ts';
export { createInstallTracker, type InstallTracker } from './install-tracker.ts';
export { parseWingsNodes } from './nodes-config.ts';
export { wingsUuidOf, serverIdOfWingsUuid } from './server-uuid.ts';
