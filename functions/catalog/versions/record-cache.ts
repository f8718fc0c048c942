// Version records kept in this process by id, so bulk hash look-ups and version reads skip SQLite for versions read
// before; forgotten when their project changes. Records are the same for every viewer (visibility is decided after),
// and frozen, so no caller can change a kept one.
import { isSoleProcess, onProjectsChanged } from '#lib/project-changes.ts';
import type { VersionRecord } from './queries.ts';

/** A record with its changelog is a few kilobytes: twenty thousand cover the versions launchers ask about most. */
const RECORD_LIMIT = 20_000;

export interface VersionRecordCache {
  get(id: string): VersionRecord | undefined;
  put(record: VersionRecord): void;
  forgetProjects(projectIds: readonly string[]): void;
  readonly size: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createVersionRecordCache(limit = RECORD_LIMIT): VersionRecordCache {
  const records = new Map<string, VersionRecord>();
  const idsOfProject = new Map<string, Set<string>>();
  const remove = (id: string) => {
    const record = records.get(id);
    if (!record) return;
    records.delete(id);
    idsOfProject.get(record.view.project_id)?.delete(id);
  };
  return {
    get: (id) => records.get(id),
    put(record) {
      remove(record.view.id);
      records.set(record.view.id, deepFreeze(record));
      let ids = idsOfProject.get(record.view.project_id);
      if (!ids) idsOfProject.set(record.view.project_id, (ids = new Set()));
      ids.add(record.view.id);
      for (const oldest of records.keys()) {
        if (records.size <= limit) break;
        remove(oldest);
      }
    },
    forgetProjects(projectIds) {
      for (const projectId of projectIds) {
        for (const id of idsOfProject.get(projectId) ?? []) records.delete(id);
        idsOfProject.delete(projectId);
      }
    },
    get size() {
      return records.size;
    },
  };
}

const processRecords = createVersionRecordCache();
onProjectsChanged((projectIds) => processRecords.forgetProjects(projectIds));

/** The query's order: newest first, then by id. */
const newestFirst = (a: VersionRecord, b: VersionRecord) =>
  a.view.date_published < b.view.date_published ? 1 : a.view.date_published > b.view.date_published ? -1 : a.view.id < b.view.id ? -1 : a.view.id > b.view.id ? 1 : 0;

/**
 * Records by id, newest first: the kept ones from memory, the rest from `load` (then kept), where this process hears
 * every change; straight from `load` elsewhere.
 */
export async function recordsThroughCache(
  ids: readonly string[], load: (ids: readonly string[]) => Promise<VersionRecord[]>, cache = isSoleProcess() ? processRecords : undefined,
): Promise<VersionRecord[]> {
  if (!cache) return load(ids);
  const found: VersionRecord[] = [];
  const missing = new Set<string>();
  for (const id of new Set(ids)) {
    const record = cache.get(id);
    if (record) found.push(record);
    else missing.add(id);
  }
  if (missing.size === 0) return found.sort(newestFirst);
  const loaded = await load([...missing]);
  for (const record of loaded) cache.put(record);
  return found.length === 0 ? loaded : [...found, ...loaded].sort(newestFirst);
}
