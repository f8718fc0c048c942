// The notable changes beside the metrics (api-compat §8.6 `project_events`): versions published and status changes
// of the projects read, within the asked range, oldest first — what a chart marks so a spike can be explained.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type ProjectEvent =
  | { project_id: string; timestamp: string; kind: 'version_uploaded'; version_id: string; version_name: string; version_number: string }
  | { project_id: string; timestamp: string; kind: 'status_changed'; status_from: string; status_to: string };

interface StatusChangeBody { type: 'status_change'; old_status: string; new_status: string }

export async function projectEvents(db: Db, projectIds: string[], start: Date, end: Date): Promise<ProjectEvent[]> {
  if (!projectIds.length) return [];
  const v = t.versions;
  const versions = await db
    .select({ projectId: v.projectId, id: v.id, name: v.name, versionNumber: v.versionNumber, published: v.datePublished })
    .from(v)
    .where(and(inArray(v.projectId, projectIds), gte(v.datePublished, start), lt(v.datePublished, end)));
  const m = t.threadMessages;
  const changes = await db
    .select({ projectId: t.threads.projectId, body: m.body, created: m.created })
    .from(m)
    .innerJoin(t.threads, eq(t.threads.id, m.threadId))
    .where(and(inArray(t.threads.projectId, projectIds), sql`json_extract(${m.body}, '$.type') = 'status_change'`, gte(m.created, start), lt(m.created, end)))
    .orderBy(asc(m.created));
  const events: ProjectEvent[] = [
    ...versions.map((row) => ({
      project_id: row.projectId, timestamp: row.published.toISOString(), kind: 'version_uploaded' as const,
      version_id: row.id, version_name: row.name, version_number: row.versionNumber,
    })),
    ...changes.map((row) => {
      const body = row.body as StatusChangeBody;
      return { project_id: row.projectId!, timestamp: row.created.toISOString(), kind: 'status_changed' as const, status_from: body.old_status, status_to: body.new_status };
    }),
  ];
  return events.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
