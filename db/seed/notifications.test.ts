// Demo notifications in a seeded database: the creator's and player's inboxes, each invitation backed by a pending membership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsForDashboard } from '../../functions/notifications/service.ts';
import { seedTestDatabase, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;
let twin: SeededDatabase;

beforeAll(async () => {
  seeded = await seedTestDatabase('kiln-notifications', 60);
  twin = await seedTestDatabase('kiln-notifications', 60);
});

afterAll(() => {
  seeded?.dispose();
  twin?.dispose();
});

const userId = async (db: SeededDatabase, username: string) => String((await db.rows('select id from users where username = ?', [username]))[0]!.id);

describe('demo notifications', () => {
  it('gives the creator a team and an organization invitation, each with its pending membership, and a read status change', async () => {
    const creator = await userId(seeded, 'creator');
    const shown = await notificationsForDashboard(seeded.database.db, creator, 'history');
    expect(shown.map((notification) => [notification.type, notification.read])).toEqual(
      expect.arrayContaining([['team_invite', false], ['organization_invite', false], ['status_change', true]]),
    );
    for (const notification of shown.filter((entry) => entry.type === 'team_invite' || entry.type === 'organization_invite')) {
      const teamId = (notification.body as { team_id: string }).team_id;
      const [member] = await seeded.rows('select accepted, is_owner from team_members where team_id = ? and user_id = ?', [teamId, creator]);
      expect(member).toMatchObject({ accepted: 0, is_owner: 0 });
      expect(notification.actions.map((action) => action.title)).toEqual(['Accept', 'Deny']);
      expect(notification.text).not.toMatch(/Someone|a project|an organization/);
    }
  });

  it('tells the player about updates of followed projects (with real versions) and invites them to a creator project', async () => {
    const player = await userId(seeded, 'player');
    const unread = await notificationsForDashboard(seeded.database.db, player, 'unread');
    const updates = unread.filter((notification) => notification.type === 'project_update');
    expect(updates.length).toBeGreaterThanOrEqual(1);
    for (const update of updates) {
      const body = update.body as { project_id: string; version_id: string };
      expect(await seeded.rows('select 1 from follows where user_id = ? and project_id = ?', [player, body.project_id])).toHaveLength(1);
      expect(await seeded.rows('select 1 from versions where id = ? and project_id = ?', [body.version_id, body.project_id])).toHaveLength(1);
    }
    expect(unread.some((notification) => notification.type === 'team_invite')).toBe(true);
  });

  it('is deterministic', async () => {
    const dump = (db: SeededDatabase) => db.rows('select * from notifications order by id');
    expect(JSON.stringify(await dump(twin))).toBe(JSON.stringify(await dump(seeded)));
  });
});
