// The daily pool's distribution: the configured daily amount plus Plus's creator share for a UTC day, split among
// monetized projects by views and playtime, then among their people by payout split, credited as pending revenue
// held PENDING_DAYS. The day's row, the ledger and the projects' revenue figures commit together, once per day.
import { dailyEngagement, recordProjectRevenue } from '#analytics';
import { PAYOUT_CURRENCY, PENDING_DAYS } from '#contracts/payouts.ts';
import * as t from '#db/schema/index.ts';
import type { Runtime } from '#access';
import { postMovement, type Entry } from '../ledger/post.ts';
import { plusShareUsd } from './plus-share.ts';
import { monetizedProjects, organizationTeams, teamSplits } from './queries.ts';
import { recipientWeights } from './recipients.ts';
import { projectWeights, splitByWeight } from './split.ts';

const DAY_MS = 86_400_000;

export interface DayReport {
  day: string;
  amount: number;
  distributed: number;
}

export async function distributeDay(runtime: Pick<Runtime, 'db' | 'config' | 'analytics'>, day: string, now: Date): Promise<DayReport | null> {
  const { db } = runtime;
  const amount = Math.max(0, runtime.config.CREATOR_POOL_DAILY_AMOUNT + (await plusShareUsd(db, day)));
  const engagement = await dailyEngagement(runtime.analytics, day);
  const projects = await monetizedProjects(db, engagement.map((row) => row.projectId));
  const earning = new Map(projects.map((project) => [project.id, project]));
  const projectShares = splitByWeight(amount, projectWeights(engagement.filter((row) => earning.has(row.projectId))));
  const organizations = await organizationTeams(db, [...new Set(projects.flatMap((project) => (project.organizationId ? [project.organizationId] : [])))]);
  const splits = await teamSplits(db, [...new Set([...projects.map((project) => project.teamId), ...organizations.values()])]);
  const releaseAt = new Date(Date.parse(`${day}T00:00:00Z`) + (PENDING_DAYS + 1) * DAY_MS);

  const credits = projectShares.flatMap(({ key: projectId, amount: share }) => {
    const project = earning.get(projectId)!;
    const organizationTeam = project.organizationId ? splits.get(organizations.get(project.organizationId) ?? '') ?? [] : [];
    return splitByWeight(share, recipientWeights(splits.get(project.teamId) ?? [], organizationTeam)).map((credit) => ({ projectId, userId: credit.key, amount: credit.amount }));
  });
  const distributed = credits.reduce((sum, credit) => sum + credit.amount, 0);

  return db.transaction(async (tx) => {
    const fresh = await tx.insert(t.payoutPoolDays).values({ day, amount, undistributed: amount - distributed, created: now }).onConflictDoNothing().returning({ day: t.payoutPoolDays.day });
    if (fresh.length === 0) return null;
    await postMovement(tx, { id: `pool:${day}`, kind: 'funding', day, created: now }, [
      { account: 'funding', userId: null, amount: -amount },
      { account: 'pool', userId: null, amount },
    ]);
    for (const credit of credits) {
      const entries: Entry[] = [{ account: 'pool', userId: null, amount: -credit.amount }, { account: 'pending', userId: credit.userId, amount: credit.amount }];
      await postMovement(tx, { id: `revenue:${day}:${credit.projectId}:${credit.userId}`, kind: 'revenue', userId: credit.userId, projectId: credit.projectId, day, releaseAt, created: now }, entries);
    }
    const perProject = new Map<string, number>();
    for (const credit of credits) perProject.set(credit.projectId, (perProject.get(credit.projectId) ?? 0) + credit.amount);
    await recordProjectRevenue(tx, [...perProject].map(([projectId, cents]) => ({ projectId, day, amount: cents, currency: PAYOUT_CURRENCY })));
    return { day, amount, distributed };
  });
}
