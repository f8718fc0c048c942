// The `initial_versions` of POST /v2/project (api-compat §project-creation): parsed like POST /v2/version, each given the file parts
// its `file_parts` names, checked and hashed before the project exists, and written in the creation's transaction.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import type { ProjectType, SideType } from '#contracts/enums.ts';
import { createVersionSchema } from '#contracts/version-write.ts';
import type { UploadedPart } from '#lib/multipart.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { withStoredBlobs } from './files.ts';
import { prepareVersion, type PreparedVersion, type PrepareOptions } from './prepare.ts';
import { writeVersion, type Publication } from './publish.ts';
import type { Tx } from './queries.ts';
import { invalid, parseInput } from './refusal.ts';
import { environmentOfSides } from './sides.ts';

export interface NewProject {
  id: string;
  projectType: ProjectType;
  clientSide: SideType;
  serverSide: SideType;
}

export interface InitialVersions {
  versions: PreparedVersion[];
  /** The request's parts that belong to a version; every other part must be the icon or a gallery item. */
  partNames: ReadonlySet<string>;
}

/** An initial version is POST /v2/version's `data` for the project being created. */
function parseEntry(entry: unknown, index: number, projectId: string) {
  const withProject = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? { ...entry, project_id: projectId } : entry;
  return parseInput(createVersionSchema, withProject, `initial_versions[${index}]`);
}

/** Checks every initial version against its parts; a part may belong to one version only. `uploads` as for prepareVersion. */
export async function prepareInitialVersions(
  db: Db, creator: Viewer, project: NewProject, entries: readonly unknown[], parts: UploadedPart[],
  uploads: Pick<PrepareOptions, 'packHosts' | 'blobs'>,
): Promise<InitialVersions> {
  const inputs = entries.map((entry, i) => parseEntry(entry, i, project.id));
  const owner = new Map<string, number>();
  inputs.forEach((input, i) => {
    for (const name of input.file_parts) {
      if (owner.has(name) && owner.get(name) !== i) throw invalid(`File part \`${name}\` is listed by more than one initial version`);
      owner.set(name, i);
    }
  });
  const environment = environmentOfSides(project.clientSide, project.serverSide);
  const versions: PreparedVersion[] = [];
  for (const input of inputs) {
    const own = parts.filter((part) => input.file_parts.includes(part.name));
    versions.push(await prepareVersion(db, project.id, input, own, { ...uploads, environment, modpack: project.projectType === 'modpack', publisher: creator }));
  }
  return { versions, partNames: new Set(owner.keys()) };
}

/** Stores the versions' blobs, then runs `write`; a failure removes the blobs this call added (see withStoredBlobs). */
export const withInitialVersionBlobs = <T>(db: Db, blobs: BlobStore, initial: InitialVersions, write: () => Promise<T>): Promise<T> =>
  withStoredBlobs(db, blobs, initial.versions.flatMap((version) => version.files), write);

/** Inside the creation's transaction, once the project row exists. */
export async function writeInitialVersions(tx: Tx, publication: Publication, initial: InitialVersions): Promise<void> {
  for (const version of initial.versions) await writeVersion(tx, publication, version);
}
