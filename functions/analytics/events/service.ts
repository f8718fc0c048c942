// Recording what happened: a project page view (bots left out, one per visitor per project per hour) and playtime.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64, encodeHexLowerCase } from '@oslojs/encoding';
import type { PlaytimeBody } from '#contracts/analytics.ts';
import { isKnownBot } from '#lib/traffic.ts';
import type { Runtime } from '#platform/runtime.ts';
import * as q from './queries.ts';

const HOUR_MS = 3_600_000;

export interface PageView {
  projectId: string;
  clientIp: string;
  userAgent: string | undefined;
  country: string;
  now: Date;
}

const hex = (text: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(text)));

/** sha256 of address, user agent and the day's random salt: raw addresses are never stored, and tomorrow's hash differs. */
export async function visitorHash(runtime: Runtime, clientIp: string, userAgent: string, now: Date): Promise<string> {
  const fresh = encodeBase64(crypto.getRandomValues(new Uint8Array(24)));
  const salt = await q.daySalt(runtime.db, now.toISOString().slice(0, 10), fresh);
  return hex(`${salt}\n${clientIp}\n${userAgent}`);
}

/** Counts a page view; true when it counted (not a bot, not a repeat within the hour). */
export async function recordPageView(runtime: Runtime, view: PageView): Promise<boolean> {
  if (isKnownBot(view.userAgent)) return false;
  const visitor = await visitorHash(runtime, view.clientIp, view.userAgent ?? '', view.now);
  const hour = Math.floor(view.now.getTime() / HOUR_MS);
  const kept = await runtime.analytics.record([{
    time: view.now,
    projectId: view.projectId,
    metric: 'views',
    amount: 1,
    country: view.country,
    dedupeKey: `${view.projectId}:${visitor}:${hour}`,
  }]);
  return kept > 0;
}

/** The app's report of seconds played per version; versions that do not exist are left out. */
export async function recordPlaytime(runtime: Runtime, report: PlaytimeBody, country: string): Promise<void> {
  const projects = new Map((await q.selectVersionProjects(runtime.db, Object.keys(report))).map((row) => [row.versionId, row.projectId]));
  const now = runtime.clock.now();
  await runtime.analytics.record(Object.entries(report).flatMap(([versionId, entry]) => {
    const projectId = projects.get(versionId);
    if (!projectId) return [];
    return [{
      time: now, projectId, metric: 'playtime' as const, amount: entry.seconds,
      versionId, loader: entry.loader, gameVersion: entry.game_version, country, source: 'app',
    }];
  }));
}
