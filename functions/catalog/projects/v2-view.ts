// Project rows and their aggregates to the v2 Project shape (api-compat §project-v2).
import { licenseName } from '#contracts/license.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import { v2ProjectType } from '#contracts/loaders.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { isoDate, isoDateOrNull } from '#lib/dates.ts';
import type { ProjectAggregates } from './aggregates.ts';
import type { ProjectRow } from './queries.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function projectV2View(row: ProjectRow, aggregates: ProjectAggregates, licenseNames: ReadonlyMap<string, string>, cdnUrl: string): ProjectV2 {
  return {
    id: row.id,
    slug: row.slug,
    project_type: v2ProjectType(row.projectType, aggregates.hasVersions),
    team: row.teamId,
    organization: row.organizationId,
    title: row.title,
    description: row.description,
    body: row.body,
    body_url: null,
    published: isoDate(row.published),
    updated: isoDate(row.updated),
    approved: isoDateOrNull(row.approved),
    queued: isoDateOrNull(row.queued),
    status: row.status,
    requested_status: row.requestedStatus,
    moderator_message: row.moderatorMessage === null ? null : { message: row.moderatorMessage, body: row.moderatorMessageBody },
    license: { id: row.licenseId, name: licenseName(row.licenseId, licenseNames), url: row.licenseUrl },
    client_side: row.clientSide,
    server_side: row.serverSide,
    downloads: row.downloads,
    followers: row.followers,
    categories: aggregates.categories,
    additional_categories: aggregates.additionalCategories,
    game_versions: aggregates.gameVersions,
    loaders: aggregates.loaders,
    versions: aggregates.versionIds,
    icon_url: storedFileUrl(cdnUrl, row.iconUrl),
    raw_icon_url: storedFileUrl(cdnUrl, row.rawIconUrl ?? row.iconUrl),
    issues_url: row.issuesUrl,
    source_url: row.sourceUrl,
    wiki_url: row.wikiUrl,
    discord_url: row.discordUrl,
    donation_urls: aggregates.donationUrls.map((link) => ({ id: link.platform, platform: capitalise(link.platform), url: link.url })),
    gallery: aggregates.gallery.map((item) => ({
      url: storedFileUrl(cdnUrl, item.url),
      raw_url: storedFileUrl(cdnUrl, item.rawUrl),
      featured: item.featured,
      title: item.title,
      description: item.description,
      created: isoDate(item.created),
      ordering: item.ordering,
    })),
    color: row.color,
    thread_id: row.threadId,
    monetization_status: row.monetizationStatus,
  };
}
