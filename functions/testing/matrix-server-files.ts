// The authorization matrix's rows for a server's files and content: the owner (and admins, for support) may use
// them, anyone else finds no server. Reads need SERVER_READ, changes SERVER_WRITE; each case gets its own installed
// server, with a content file and a published data pack where the route needs them.
import { makeProject, makeVersion } from './factory.ts';
import type { Route } from './matrix-route.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';
import { withInstalledServer } from './matrix-servers.ts';

/** An installed server holding `mods/matrix.jar`. */
const withContentFile = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withInstalledServer(w, owner);
  const driver = await w.runtime.nodes.driver();
  await driver.writeFile(w.runtime.nodes.nodes.find((node) => node.id === 'local-north-america')!, vars.server!, 'mods/matrix.jar', 'matrix');
  return vars;
};

/** An installed server and a public data pack version it can run. */
const withDataPack = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withInstalledServer(w, owner);
  const author = await w.user();
  const project = await makeProject(w.db, { ownerId: author.id, projectType: 'datapack' });
  const version = await makeVersion(w.db, { projectId: project.id, authorId: author.id, loaders: ['datapack'], gameVersions: ['1.20.1'], files: [{ filename: 'matrix.zip' }], blobs: w.runtime.blobs });
  return { ...vars, version: version.id };
};

const row = (method: Route['method'], path: string, read: boolean, ok: number, extra: Partial<Route> = {}): Route => ({
  method, path: (v) => `/v3/servers/${v.server}/${path}`, scope: [read ? 'SERVER_READ' : 'SERVER_WRITE'], setup: withInstalledServer, ok, stranger: 404, staff: 'admin', ...extra,
});

export const SERVER_FILE_ROUTES: Route[] = [
  row('GET', 'files?path=', true, 200),
  row('GET', 'files/content?path=server.properties', true, 200),
  row('PUT', 'files/content?path=matrix.txt', false, 204, { body: () => ({ raw: new TextEncoder().encode('edited by the matrix') }) }),
  row('GET', 'files/download?path=server.properties', true, 200),
  row('PUT', 'files/upload?path=matrix.bin', false, 201, { body: () => ({ raw: new Uint8Array(16) }) }),
  row('POST', 'files/folder', false, 204, { body: () => ({ json: { path: 'matrix' } }) }),
  row('POST', 'files/move', false, 204, { body: () => ({ json: { from: 'server.properties', to: 'moved.properties' } }) }),
  row('POST', 'files/delete', false, 204, { body: () => ({ json: { paths: ['server.properties'] } }) }),
  // Not an archive: the request passes authorization and is refused by the node.
  row('POST', 'files/extract', false, 400, { body: () => ({ json: { path: 'server.properties', into: 'unpacked' } }) }),
  row('GET', 'content', true, 200),
  row('POST', 'content', false, 201, { setup: withDataPack, body: (v) => ({ json: { version_id: v.version } }) }),
  row('PATCH', 'content', false, 200, { setup: withContentFile, body: () => ({ json: { path: 'mods/matrix.jar', enabled: false } }) }),
  { ...row('DELETE', 'content', false, 204, { setup: withContentFile }), path: (v) => `/v3/servers/${v.server}/content?path=mods/matrix.jar` },
  // A data pack is not a modpack: authorized callers are told so.
  row('POST', 'modpack', false, 400, { setup: withDataPack, body: (v) => ({ json: { version_id: v.version } }) }),
];
