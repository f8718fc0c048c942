// Turns one project plan into rows and file bytes: project (and its pictures), categories, donations, versions, loaders, game versions, files, dependencies.
import type * as t from '../schema/index.ts';
import type { SeedArtwork } from './artwork.ts';
import { bodyOf, changelogOf, REJECTION, summaryOf, type ProseContext } from './content.ts';
import { buildPrimaryFile, buildSourcesFile, type BuiltFile, type ModpackContents } from './files.ts';
import { loaderVersion, MRPACK_LOADER_KEYS, type Timeline } from './gameversions.ts';
import type { IdFactory } from './idgen.ts';
import type { ArchiveSpec } from './manifests.ts';
import type { IndexedFile, ModFileIndex } from './modpacks.ts';
import type { ProjectPlan } from './plan.ts';
import { environmentOf, isPublicStatus } from './taxonomy.ts';

export interface Batch {
  projects: (typeof t.projects.$inferInsert)[];
  categories: (typeof t.projectCategories.$inferInsert)[];
  donations: (typeof t.donationUrls.$inferInsert)[];
  versions: (typeof t.versions.$inferInsert)[];
  versionLoaders: (typeof t.versionLoaders.$inferInsert)[];
  versionGameVersions: (typeof t.versionGameVersions.$inferInsert)[];
  files: (typeof t.files.$inferInsert)[];
  dependencies: (typeof t.dependencies.$inferInsert)[];
  blobs: { key: string; bytes: Uint8Array }[];
}

export const emptyBatch = (): Batch => ({
  projects: [], categories: [], donations: [], versions: [], versionLoaders: [], versionGameVersions: [], files: [], dependencies: [], blobs: [],
});

export interface MaterializeContext {
  ids: IdFactory;
  cdnUrl: string;
  index: ModFileIndex;
  timeline: Timeline;
  artwork: SeedArtwork;
}

const newestOf = (gameVersions: readonly string[]) => gameVersions[gameVersions.length - 1]!;

/**
 * Settles each modpack version's game version and bundled mods from the mods seeded so far
 * (modpacks are materialized last, so every public mod file is indexed by then).
 */
function settleModpack(plan: ProjectPlan, ctx: MaterializeContext): Map<string, { contents: ModpackContents; bundled: IndexedFile[] }> {
  const r = plan.content;
  const loader = plan.loaders[0]!;
  const out = new Map<string, { contents: ModpackContents; bundled: IndexedFile[] }>();
  let atLeast = 0;
  for (const version of plan.versions) {
    const gameVersion = ctx.index.chooseGameVersion(r, ctx.timeline, loader, version.time, atLeast, plan.pinned) ?? newestOf(version.gameVersions);
    atLeast = Math.max(atLeast, ctx.timeline.get(gameVersion)?.index ?? 0);
    version.gameVersions = [gameVersion];
    const bundled = ctx.index.choose(r, loader, gameVersion, r.int(4, 24), plan.id);
    out.set(version.id, {
      bundled,
      contents: {
        loaderKey: MRPACK_LOADER_KEYS[loader] ?? 'fabric-loader',
        loaderVersion: loaderVersion(r, loader, gameVersion),
        files: bundled.map((entry) => entry.file),
      },
    });
  }
  return out;
}

function addFile(batch: Batch, ctx: MaterializeContext, versionId: string, built: BuiltFile): void {
  batch.files.push({
    id: ctx.ids.next(), versionId, url: built.key, filename: built.filename, primary: built.primary, size: built.size,
    fileType: built.fileType, sha1: built.sha1, sha512: built.sha512, blobKey: built.blobKey,
  });
  batch.blobs.push({ key: built.blobKey, bytes: built.bytes });
}

export function materialize(plan: ProjectPlan, ctx: MaterializeContext, batch: Batch): void {
  const r = plan.content;
  const packs = plan.type === 'modpack' ? settleModpack(plan, ctx) : null;
  const newest = newestOf(plan.versions[plan.versions.length - 1]!.gameVersions);
  const prose: ProseContext = {
    title: plan.title, type: plan.type, theme: plan.theme, loaders: plan.loaders, gameVersion: newest, modId: plan.modId,
    sourceUrl: plan.sourceUrl, issuesUrl: plan.issuesUrl, wikiUrl: plan.wikiUrl, discordUrl: plan.discordUrl,
    clientSide: plan.clientSide, serverSide: plan.serverSide,
  };
  const summary = summaryOf(r, prose);
  const rejected = plan.status === 'rejected';
  const row: typeof t.projects.$inferInsert = {
    id: plan.id, slug: plan.slug, projectType: plan.type, title: plan.title, description: summary, body: bodyOf(r, prose, summary),
    teamId: plan.teamId, organizationId: plan.organization?.id ?? null, published: new Date(plan.published), updated: new Date(plan.updated),
    approved: plan.approved === null ? null : new Date(plan.approved), queued: plan.queued === null ? null : new Date(plan.queued),
    status: plan.status, requestedStatus: plan.requestedStatus, moderatorMessage: rejected ? REJECTION.message : null,
    moderatorMessageBody: rejected ? REJECTION.body : null, licenseId: plan.license, licenseUrl: null,
    clientSide: plan.clientSide, serverSide: plan.serverSide, downloads: plan.downloads, followers: plan.followers,
    iconUrl: null, rawIconUrl: null, color: null, issuesUrl: plan.issuesUrl, sourceUrl: plan.sourceUrl, wikiUrl: plan.wikiUrl,
    discordUrl: plan.discordUrl, threadId: plan.threadId, monetizationStatus: 'monetized',
  };
  ctx.artwork.project(plan, row, batch.blobs);
  batch.projects.push(row);
  for (const category of plan.categories) batch.categories.push({ projectId: plan.id, category: category.name, additional: category.additional });
  for (const donation of plan.donations) batch.donations.push({ projectId: plan.id, ...donation });

  // Archives link back to the project page on the site the CDN belongs to, unless the project has a repository.
  const homepage = plan.sourceUrl ?? `${new URL(ctx.cdnUrl).origin}/${plan.type}/${plan.slug}`;
  const environment = environmentOf(plan.clientSide, plan.serverSide);
  const indexable = plan.type === 'mod' && isPublicStatus(plan.status);
  let previousChangelog = '';
  plan.versions.forEach((version, k) => {
    const changelog = version.reuseChangelog && k > 0 ? previousChangelog : changelogOf(r, prose, version.number, newestOf(version.gameVersions), k === 0);
    previousChangelog = changelog;
    batch.versions.push({
      id: version.id, projectId: plan.id, authorId: version.authorId, name: version.name, versionNumber: version.number, changelog,
      datePublished: new Date(version.time), downloads: version.downloads, versionType: version.type, status: 'listed',
      requestedStatus: null, featured: version.featured, ordering: null, environment,
    });
    for (const loader of version.loaders) batch.versionLoaders.push({ versionId: version.id, loader });
    for (const gameVersion of version.gameVersions) batch.versionGameVersions.push({ versionId: version.id, gameVersion });

    const spec: ArchiveSpec = {
      projectId: plan.id, versionId: version.id, title: plan.title, slug: plan.slug, modId: plan.modId, summary, author: plan.authorName,
      versionNumber: version.number, loaders: version.loaders, gameVersions: version.gameVersions, license: plan.license, homepage,
      sourceUrl: plan.sourceUrl, issuesUrl: plan.issuesUrl, clientSide: plan.clientSide, serverSide: plan.serverSide,
      requires: plan.requires.map((library) => library.modId), categories: plan.categories.map((category) => category.name),
    };
    const pack = packs?.get(version.id);
    const primary = buildPrimaryFile(plan.type, spec, new Date(version.time), ctx.cdnUrl, r.int(0, 1000), pack?.contents);
    addFile(batch, ctx, version.id, primary);
    if (version.sources) addFile(batch, ctx, version.id, buildSourcesFile(spec, new Date(version.time), ctx.cdnUrl));

    const depend = (projectId: string, dependencyType: 'required' | 'optional' | 'incompatible' | 'embedded', dependencyVersionId: string | null = null) =>
      batch.dependencies.push({ versionId: version.id, dependencyProjectId: projectId, dependencyVersionId, fileName: null, dependencyType });
    for (const library of plan.requires) depend(library.id, 'required');
    for (const other of plan.optional) depend(other.id, 'optional');
    for (const other of plan.incompatible) depend(other.id, 'incompatible');
    for (const entry of pack?.bundled ?? []) depend(entry.projectId, 'embedded', entry.versionId);

    if (indexable) {
      ctx.index.add(version.loaders, version.gameVersions, {
        projectId: plan.id, versionId: version.id,
        file: { path: `mods/${primary.filename}`, hashes: { sha1: primary.sha1, sha512: primary.sha512 }, downloads: [primary.url], fileSize: primary.size },
      }, [plan.clientSide, plan.serverSide]);
    }
  });
}
