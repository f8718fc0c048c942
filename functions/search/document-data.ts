// Gathers the rows behind search documents into per-project lookups, for all listed projects or a few.
import type { Db } from '#db/client.ts';
import * as q from './queries.ts';

export interface VersionFacts {
  latest: string;
  latestPublished: number;
  environments: Set<string>;
  loaders: Set<string>;
  gameVersions: Set<string>;
}

export interface ProjectFacts {
  featured: string[];
  additional: string[];
  gallery: string[];
  featuredGallery: string | null;
}

const factsOf = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let facts = map.get(key);
  if (!facts) map.set(key, (facts = make()));
  return facts;
};

export async function loadDocumentData(db: Db, ids: readonly string[] | null) {
  const projects = await q.selectListedProjects(db, ids);
  const only = ids ? projects.map(([id]) => id) : null;
  const organizationIds = ids ? [...new Set(projects.flatMap(([, , , , , , organizationId]) => (organizationId ? [organizationId] : [])))] : null;
  const [organizations, categories, versions, loaders, gameVersions, galleries, osi, gameVersionOrder] = await Promise.all([
    q.selectOrganizations(db, organizationIds),
    q.selectCategories(db, only),
    q.selectListedVersions(db, only),
    q.selectVersionLoaders(db, only),
    q.selectVersionGameVersions(db, only),
    q.selectGalleryItems(db, only),
    q.selectOsiLicenseIds(db),
    q.selectGameVersionOrder(db),
  ]);
  const teamIds = ids ? [...new Set([...projects.map(([, , , , , teamId]) => teamId), ...organizations.map(([, , teamId]) => teamId)])] : null;
  const owners = await q.selectTeamOwners(db, teamIds);

  const byVersion = new Map<string, VersionFacts>();
  const byProjectVersions = new Map<string, VersionFacts>();
  for (const [projectId, versionId, published, environment] of versions) {
    const facts = factsOf<VersionFacts>(byProjectVersions, projectId, () => ({
      latest: versionId, latestPublished: published, environments: new Set(), loaders: new Set(), gameVersions: new Set(),
    }));
    if (published > facts.latestPublished || (published === facts.latestPublished && versionId > facts.latest)) {
      facts.latest = versionId;
      facts.latestPublished = published;
    }
    facts.environments.add(environment);
    byVersion.set(versionId, facts);
  }
  // Tags of versions that are not listed find no facts and drop out here.
  for (const [versionId, loader] of loaders) byVersion.get(versionId)?.loaders.add(loader);
  for (const [versionId, gameVersion] of gameVersions) byVersion.get(versionId)?.gameVersions.add(gameVersion);

  const byProject = new Map<string, ProjectFacts>();
  const blank = () => ({ featured: [], additional: [], gallery: [], featuredGallery: null });
  for (const [projectId, category, additional] of categories) {
    factsOf<ProjectFacts>(byProject, projectId, blank)[additional ? 'additional' : 'featured'].push(category);
  }
  for (const [projectId, url, featured] of galleries) {
    const facts = factsOf<ProjectFacts>(byProject, projectId, blank);
    facts.gallery.push(url);
    if (featured && facts.featuredGallery === null) facts.featuredGallery = url;
  }

  return {
    projects,
    organizations: new Map(organizations.map((row) => [row[0], row])),
    owners: new Map(owners.map((row) => [row[0], row])),
    versions: byProjectVersions,
    facts: byProject,
    osi: new Set(osi),
    gameVersionRank: new Map(gameVersionOrder.map((version, rank) => [version, rank])),
  };
}

export type DocumentData = Awaited<ReturnType<typeof loadDocumentData>>;
