// HTTP routes for team writes (api-compat §team-routes), the same under /v2 and /v3 (api-compat §v3-routes): invite, join, edit a member, transfer
// ownership, remove or leave.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import { teamInviteBody, teamMemberEditBody, teamOwnerBody } from '#contracts/team-write.ts';
import type { AppEnv } from '#access';
import { validJson } from '#lib/validation.ts';
import { editMember, inviteMember, joinTeam, removeMember, transferOwnership } from './write.ts';

export const teamWriteRoutes = new Hono<AppEnv>()
  .post('/team/:id/members', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const invite = await validJson(c, teamInviteBody);
    await inviteMember(await c.var.runtime(), viewer, c.req.param('id'), invite);
    return c.body(null, 204);
  })
  .post('/team/:id/join', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    await joinTeam(await c.var.runtime(), viewer, c.req.param('id'));
    return c.body(null, 204);
  })
  .patch('/team/:id/members/:user', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const edit = await validJson(c, teamMemberEditBody);
    await editMember(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('user'), edit);
    return c.body(null, 204);
  })
  .patch('/team/:id/owner', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const { user_id } = await validJson(c, teamOwnerBody);
    await transferOwnership(await c.var.runtime(), viewer, c.req.param('id'), user_id);
    return c.body(null, 204);
  })
  .delete('/team/:id/members/:user', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    await removeMember(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('user'));
    return c.body(null, 204);
  });
