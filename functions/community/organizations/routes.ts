// HTTP routes for v3 organizations (api-compat §v3-organizations): reads with members and projects (and a project's organization,
// api-compat §v3-routes), writes, icon, members and project moves.
import { Hono } from 'hono';
import { uploadLimit } from '#lib/body-limit.ts';
import { optionalViewer, requireViewer } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import {
  addProjectBody, createOrganizationBody, editMemberBody, inviteMemberBody, patchOrganizationBody,
  removeProjectBody, transferOwnershipBody,
} from '#contracts/organization-write.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { iconQuery } from '#contracts/user-profile.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { etagOf, ifMatchStamp } from '#lib/if-match.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import * as members from './member-service.ts';
import { organizationProjectsV3 } from './service.ts';
import * as projects from './project-service.ts';
import * as organizations from './write-service.ts';

/** A larger icon is refused before it is read, with the same 400 the image store gives. */
const iconLimit = uploadLimit(ICON_MAX_BYTES, () => {
  throw new ApiError('invalid_input', 'File too large: the limit is 256 KiB');
});

export const organizationRoutes = new Hono<AppEnv>()
  .get('/organization/:key', async (c) => {
    const runtime = await c.var.runtime();
    const organization = await organizations.getOrganizationV3(runtime, await optionalViewer(c, 'ORGANIZATION_READ'), c.req.param('key'));
    return c.json(organization, 200, { ETag: etagOf(organization.updated) });
  })
  .get('/organizations', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const runtime = await c.var.runtime();
    return c.json(await organizations.getOrganizationsV3(runtime, await optionalViewer(c, 'ORGANIZATION_READ'), ids));
  })
  .get('/organization/:key/members', async (c) => {
    const runtime = await c.var.runtime();
    return c.json((await organizations.getOrganizationV3(runtime, await optionalViewer(c, 'ORGANIZATION_READ'), c.req.param('key'))).members);
  })
  .get('/organization/:key/projects', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await organizationProjectsV3(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key')));
  })
  .get('/project/:key/organization', async (c) => {
    const runtime = await c.var.runtime();
    // The caller is known here only with both scopes: one to see a hidden project, one to see pending members.
    const viewer = (await optionalViewer(c, 'PROJECT_READ')) && (await optionalViewer(c, 'ORGANIZATION_READ'));
    return c.json(await organizations.getProjectOrganizationV3(runtime, viewer, c.req.param('key')));
  })
  .get('/user/:key/organizations', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await organizations.organizationsOfUserV3(runtime, await optionalViewer(c, 'ORGANIZATION_READ'), c.req.param('key')));
  })
  .post('/organization', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_CREATE');
    const body = await validJson(c, createOrganizationBody);
    return c.json(await organizations.createOrganization(await c.var.runtime(), viewer, body));
  })
  .patch('/organization/:key', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    const patch = await validJson(c, patchOrganizationBody);
    await organizations.editOrganization((await c.var.runtime()).db, viewer, c.req.param('key'), patch, { expectedUpdated: ifMatchStamp(c, 'organization') });
    return c.body(null, 204);
  })
  .delete('/organization/:key', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_DELETE');
    await organizations.deleteOrganization(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .patch('/organization/:key/icon', iconLimit, async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    validQuery(c, iconQuery);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await organizations.replaceOrganizationIcon(await c.var.runtime(), viewer, c.req.param('key'), bytes);
    return c.body(null, 204);
  })
  .delete('/organization/:key/icon', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    await organizations.removeOrganizationIcon(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .post('/organization/:key/projects', async (c) => {
    await requireViewer(c, 'PROJECT_WRITE');
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    const { project_id } = await validJson(c, addProjectBody);
    await projects.addProjectToOrganization((await c.var.runtime()).db, viewer, c.req.param('key'), project_id);
    return c.body(null, 204);
  })
  .delete('/organization/:key/projects/:project', async (c) => {
    await requireViewer(c, 'PROJECT_WRITE');
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    const { new_owner } = await validJson(c, removeProjectBody);
    const { db } = await c.var.runtime();
    await projects.removeProjectFromOrganization(db, viewer, c.req.param('key'), c.req.param('project'), new_owner);
    return c.body(null, 204);
  })
  .post('/organization/:key/members', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    const body = await validJson(c, inviteMemberBody);
    await members.inviteMember((await c.var.runtime()).db, viewer, c.req.param('key'), body);
    return c.body(null, 204);
  })
  .post('/organization/:key/join', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    await members.joinOrganization((await c.var.runtime()).db, viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .patch('/organization/:key/members/:user', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    const body = await validJson(c, editMemberBody);
    await members.editMember((await c.var.runtime()).db, viewer, c.req.param('key'), c.req.param('user'), body);
    return c.body(null, 204);
  })
  .delete('/organization/:key/members/:user', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    await members.removeMember((await c.var.runtime()).db, viewer, c.req.param('key'), c.req.param('user'));
    return c.body(null, 204);
  })
  .patch('/organization/:key/owner', async (c) => {
    const viewer = await requireViewer(c, 'ORGANIZATION_WRITE');
    const { user_id } = await validJson(c, transferOwnershipBody);
    await members.transferOwnership((await c.var.runtime()).db, viewer, c.req.param('key'), user_id);
    return c.body(null, 204);
  });
