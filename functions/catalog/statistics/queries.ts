// Platform-wide counts over what is publicly listed.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { LISTED_PROJECT_STATUSES, LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

export async function selectStatistics(db: Db) {
  const projects = list(LISTED_PROJECT_STATUSES);
  const versions = list(LISTED_VERSION_STATUSES);
  const [row] = await db.all<{ projects: number; versions: number; authors: number; files: number }>(sql`
    select
      (select count(*) from projects where status in (${projects})) as projects,
      (select count(*) from versions v join projects p on p.id = v.project_id
        where p.status in (${projects}) and v.status in (${versions})) as versions,
      (select count(distinct tm.user_id) from team_members tm join projects p on p.team_id = tm.team_id
        where p.status in (${projects}) and tm.accepted = 1) as authors,
      (select count(*) from files f join versions v on v.id = f.version_id join projects p on p.id = v.project_id
        where p.status in (${projects}) and v.status in (${versions})) as files
  `);
  return row!;
}
