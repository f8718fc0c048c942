// SQL for analytics reads: the projects a person belongs to (directly or through an organization), and daily revenue.
import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

const direct = alias(t.teamMembers, 'direct_member');
const throughOrganization = alias(t.teamMembers, 'organization_member');

export interface ProjectScope {
  /** Exactly these projects (whatever the membership), else every project the user is a member of. */
  projectIds?: string[];
  organizationId?: string;
}

/** Projects with the user's memberships on them; permissions are decided by the caller. */
export async function selectProjectsWithMemberships(db: Db, userId: string, scope: ProjectScope) {
  const member = or(isNotNull(direct.id), isNotNull(throughOrganization.id));
  return db
    .select({
      id: t.projects.id,
      title: t.projects.title,
      slug: t.projects.slug,
      organizationId: t.projects.organizationId,
      direct: {
        accepted: direct.accepted, isOwner: direct.isOwner, permissions: direct.permissions, organizationPermissions: direct.organizationPermissions,
      },
      organization: {
        accepted: throughOrganization.accepted, isOwner: throughOrganization.isOwner,
        permissions: throughOrganization.permissions, organizationPermissions: throughOrganization.organizationPermissions,
      },
    })
    .from(t.projects)
    .leftJoin(direct, and(eq(direct.teamId, t.projects.teamId), eq(direct.userId, userId)))
    .leftJoin(t.organizations, eq(t.organizations.id, t.projects.organizationId))
    .leftJoin(throughOrganization, and(eq(throughOrganization.teamId, t.organizations.teamId), eq(throughOrganization.userId, userId)))
    .where(and(
      scope.projectIds ? inArray(t.projects.id, scope.projectIds) : member,
      scope.organizationId ? eq(t.projects.organizationId, scope.organizationId) : undefined,
    ))
    .orderBy(t.projects.title);
}

export type ProjectMembershipRow = Awaited<ReturnType<typeof selectProjectsWithMemberships>>[number];

/** Revenue per project and day in [startDay, endDay), in minor units of each currency. */
export async function selectRevenue(db: Db, projectIds: string[], startDay: string, endDay: string) {
  if (!projectIds.length) return [];
  const r = t.analyticsRevenue;
  return db.select({ projectId: r.projectId, day: r.day, currency: r.currency, amount: sql<number>`${r.amount}` }).from(r)
    .where(and(inArray(r.projectId, projectIds), gte(r.day, startDay), lt(r.day, endDay)));
}

/** Every loader and game version of the projects' versions, one row per pair of version and value. */
export async function selectVersionDimensions(db: Db, projectIds: string[]) {
  const loaders = db
    .select({ versionId: t.versionLoaders.versionId, dimension: sql<string>`'loader'`, value: t.versionLoaders.loader })
    .from(t.versionLoaders)
    .innerJoin(t.versions, eq(t.versions.id, t.versionLoaders.versionId))
    .where(inArray(t.versions.projectId, projectIds));
  const gameVersions = db
    .select({ versionId: t.versionGameVersions.versionId, dimension: sql<string>`'game_version'`, value: t.versionGameVersions.gameVersion })
    .from(t.versionGameVersions)
    .innerJoin(t.versions, eq(t.versions.id, t.versionGameVersions.versionId))
    .where(inArray(t.versions.projectId, projectIds));
  return loaders.unionAll(gameVersions);
}
