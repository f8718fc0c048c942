// Loads reference tags (game versions, loaders, categories, licenses, donation platforms, report and project types) idempotently.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { PROJECT_TYPES, type CategoryHeader, type GameVersionType } from '#contracts/enums.ts';
import { categoryIcon, loaderIcon } from './icons.ts';
import gameVersionData from './data/game-versions.json' with { type: 'json' };
import loaderData from './data/loaders.json' with { type: 'json' };
import categoryData from './data/categories.json' with { type: 'json' };
import donationPlatformData from './data/donation-platforms.json' with { type: 'json' };
import reportTypeData from './data/report-types.json' with { type: 'json' };

const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export const ALL_RIGHTS_RESERVED = {
  id: 'LicenseRef-All-Rights-Reserved',
  name: 'All Rights Reserved',
  url: null,
} as const;

type SpdxEntry = { name: string; url?: string; osiApproved: boolean; licenseText?: string };

/** Read from disk rather than imported: bundlers turn JSON keys into exports, and one SPDX id is literally "JSON". */
function spdxLicenses(): Record<string, SpdxEntry> {
  const path = createRequire(import.meta.url).resolve('spdx-license-list/spdx-full.json');
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, SpdxEntry>;
}

export async function loadReferenceData(db: Db): Promise<void> {
  const licenseRows = Object.entries(spdxLicenses())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, license], ordering) => ({
      id, name: license.name, url: license.url || null, osiApproved: license.osiApproved, text: license.licenseText ?? '', ordering,
    }));

  await db.transaction(async (tx) => {
    for (const rows of chunks(gameVersionData.map((gv) => ({
      version: gv.version,
      versionType: gv.version_type as GameVersionType,
      date: new Date(gv.date),
      major: gv.major,
    })))) {
      await tx.insert(t.gameVersions).values(rows).onConflictDoUpdate({
        target: t.gameVersions.version,
        set: { versionType: sql`excluded.version_type`, date: sql`excluded.date`, major: sql`excluded.major` },
      });
    }
    await tx.insert(t.loaders).values(loaderData.map((loader, ordering) => ({
      name: loader.name,
      icon: loaderIcon(loader.name),
      supportedProjectTypes: loader.supported_project_types,
      ordering,
    }))).onConflictDoUpdate({
      target: t.loaders.name,
      set: { icon: sql`excluded.icon`, supportedProjectTypes: sql`excluded.supported_project_types`, ordering: sql`excluded.ordering` },
    });
    await tx.insert(t.categories).values(categoryData.map((category, ordering) => ({
      name: category.name,
      projectType: category.project_type,
      header: category.header as CategoryHeader,
      icon: categoryIcon(category.name),
      ordering,
    }))).onConflictDoUpdate({
      target: [t.categories.name, t.categories.projectType],
      set: { header: sql`excluded.header`, icon: sql`excluded.icon`, ordering: sql`excluded.ordering` },
    });
    for (const rows of chunks([...licenseRows])) {
      await tx.insert(t.licenses).values(rows).onConflictDoUpdate({
        target: t.licenses.id,
        set: { name: sql`excluded.name`, url: sql`excluded.url`, osiApproved: sql`excluded.osi_approved`, text: sql`excluded.text`, ordering: sql`excluded.ordering` },
      });
    }
    await tx.insert(t.donationPlatforms).values(donationPlatformData.map((platform, ordering) => ({ ...platform, ordering })))
      .onConflictDoUpdate({ target: t.donationPlatforms.short, set: { name: sql`excluded.name`, ordering: sql`excluded.ordering` } });
    await tx.insert(t.reportTypes).values(reportTypeData.map((name, ordering) => ({ name, ordering })))
      .onConflictDoUpdate({ target: t.reportTypes.name, set: { ordering: sql`excluded.ordering` } });
    await tx.insert(t.projectTypes).values(PROJECT_TYPES.map((name, ordering) => ({ name, ordering })))
      .onConflictDoUpdate({ target: t.projectTypes.name, set: { ordering: sql`excluded.ordering` } });
  });
}
