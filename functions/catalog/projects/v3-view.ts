// Project rows and their aggregates to the v3 Project shape (api-compat §v3-shapes): v3 names, link_urls, loader fields as arrays.
import { environmentOfSides } from '../version-publishing/sides.ts';
import type { ProjectAggregates } from './aggregates.ts';
import type { ProjectRow } from './queries.ts';
import { projectV2View } from './v2-view.ts';

interface LinkV3 {
  platform: string;
  donation: boolean;
  url: string;
}

export function projectV3View(row: ProjectRow, aggregates: ProjectAggregates, licenseNames: ReadonlyMap<string, string>, cdnUrl: string) {
  const v2 = projectV2View(row, aggregates, licenseNames, cdnUrl);
  const isModpack = row.projectType === 'modpack' && aggregates.hasVersions;
  const links: Record<string, LinkV3> = {};
  for (const [platform, url] of [['issues', v2.issues_url], ['source', v2.source_url], ['wiki', v2.wiki_url], ['discord', v2.discord_url]] as const) {
    if (url) links[platform] = { platform, donation: false, url };
  }
  for (const link of aggregates.donationUrls) links[link.platform] = { platform: link.platform, donation: true, url: link.url };
  return {
    id: v2.id,
    slug: v2.slug,
    // v3 derives types from the versions' loaders, so a project without versions has none yet.
    project_types: aggregates.hasVersions ? [row.projectType] : [],
    games: ['minecraft_java'],
    team_id: v2.team,
    organization: v2.organization,
    name: v2.title,
    summary: v2.description,
    description: v2.body,
    published: v2.published,
    updated: v2.updated,
    approved: v2.approved,
    queued: v2.queued,
    status: v2.status,
    requested_status: v2.requested_status,
    moderator_message: v2.moderator_message,
    license: v2.license,
    downloads: v2.downloads,
    followers: v2.followers,
    categories: v2.categories,
    additional_categories: v2.additional_categories,
    loaders: isModpack ? ['mrpack'] : v2.loaders,
    versions: v2.versions,
    icon_url: v2.icon_url,
    link_urls: links,
    gallery: v2.gallery.map(({ title, ...item }) => ({ ...item, name: title })),
    color: v2.color,
    thread_id: v2.thread_id,
    monetization_status: v2.monetization_status,
    side_types_migration_review_status: 'reviewed' as const,
    // Loader fields, aggregated over the listed versions and flattened into the project as arrays.
    game_versions: v2.game_versions,
    environment: aggregates.hasVersions ? [environmentOfSides(row.clientSide, row.serverSide)] : [],
    ...(isModpack ? { mrpack_loaders: v2.loaders } : {}),
  };
}

export type ProjectV3 = ReturnType<typeof projectV3View>;
