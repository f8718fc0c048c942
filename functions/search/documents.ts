// The search document builder: listed projects (approved, archived) read in bulk and shaped as SearchDocuments.
// The one source of documents for full rebuilds and for live updates, whatever the engine.
import type { Db } from '#db/client.ts';
import type { ProjectType, SideType } from '#contracts/enums.ts';
import { ALL_PLUGIN_LOADERS, DATAPACK_LOADERS, v2ProjectType } from '#contracts/loaders.ts';
import type { SearchDocument } from '#platform/search/port.ts';
import { loadDocumentData, type DocumentData, type ProjectFacts } from './document-data.ts';
import type { ProjectTuple } from './queries.ts';

/** SQLite's bound-parameter limit stays far away at this size. */
const CHUNK = 500;
const MOD_FAMILY: readonly string[] = ['mod', 'plugin', 'datapack'];

/** Search dates are RFC 3339 with an explicit offset (api-compat §dates). */
const searchDate = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** v3 types across versions: a mod's data-pack or plugin versions make it one of those too. */
function v3ProjectTypes(projectType: string, loaders: readonly string[]): string[] {
  if (!MOD_FAMILY.includes(projectType) || loaders.length === 0) return [projectType];
  const types = new Set<string>();
  for (const loader of loaders) {
    if ((DATAPACK_LOADERS as readonly string[]).includes(loader)) types.add('datapack');
    else if (ALL_PLUGIN_LOADERS.includes(loader)) types.add('plugin');
    else types.add('mod');
  }
  return [...types].sort();
}

const isOpenSource = (license: string, osi: ReadonlySet<string>) =>
  license.split(/\s+(?:OR|AND)\s+/).every((part) => osi.has(part.replace(/^\(|\)$/g, '')));

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort();

const NO_FACTS: ProjectFacts = { featured: [], additional: [], gallery: [], featuredGallery: null };

function toDocument(project: ProjectTuple, data: DocumentData): SearchDocument {
  const [id, slug, projectType, title, description, teamId, organizationId, published, updated, licenseId, clientSide,
    serverSide, downloads, followers, iconUrl, color] = project;
  const organization = organizationId ? data.organizations.get(organizationId) : undefined;
  const owner = (organization && data.owners.get(organization[2])) ?? data.owners.get(teamId);
  const facts = data.facts.get(id) ?? NO_FACTS;
  const versions = data.versions.get(id);
  // Modpacks list the loaders they target; the internal `mrpack` loader is never shown (api-compat §modpacks).
  const loaders = [...(versions?.loaders ?? [])].filter((loader) => loader !== 'mrpack');
  const rank = (version: string) => data.gameVersionRank.get(version) ?? Number.MAX_SAFE_INTEGER;
  return {
    project_id: id,
    project_type: v2ProjectType(projectType as ProjectType, versions !== undefined),
    all_project_types: v3ProjectTypes(projectType, loaders),
    slug,
    author: owner?.[2] ?? '',
    author_id: owner?.[1] ?? null,
    organization: organization?.[1] ?? null,
    organization_id: organization?.[0] ?? null,
    title,
    description,
    categories: sortedUnique([...facts.featured, ...facts.additional, ...loaders]),
    display_categories: sortedUnique([...facts.featured, ...loaders]),
    versions: [...(versions?.gameVersions ?? [])].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1)),
    downloads,
    follows: followers,
    icon_url: iconUrl ?? '',
    date_created: searchDate(published),
    date_modified: searchDate(updated),
    latest_version: versions?.latest ?? '',
    license: licenseId,
    client_side: clientSide as SideType,
    server_side: serverSide as SideType,
    environment: sortedUnique(versions?.environments ?? []),
    disclosure_types: [],
    gallery: facts.gallery,
    featured_gallery: facts.featuredGallery,
    color,
    project_type_v3: projectType,
    open_source: isOpenSource(licenseId, data.osi),
    created_timestamp: Math.floor(published / 1000),
    modified_timestamp: Math.floor(updated / 1000),
  };
}

/** Documents of every listed project. */
export async function buildAllSearchDocuments(db: Db): Promise<SearchDocument[]> {
  const data = await loadDocumentData(db, null);
  return data.projects.map((project) => toDocument(project, data));
}

/** Documents of those of `projectIds` that are listed; the others belong out of the index. */
export async function buildSearchDocuments(db: Db, projectIds: readonly string[]): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (let i = 0; i < projectIds.length; i += CHUNK) {
    const data = await loadDocumentData(db, projectIds.slice(i, i + CHUNK));
    for (const project of data.projects) docs.push(toDocument(project, data));
  }
  return docs;
}
