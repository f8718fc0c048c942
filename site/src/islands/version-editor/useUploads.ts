// The upload queue of the version editor: each chosen file goes once to the inspection endpoint (three at a time, the
// rest queued), with progress and cancellation; Kiln keeps it as a staged upload that publishing names, and the
// inspection is handed back to pre-fill the form. A file the server refuses (a broken archive, or one another project
// already published) is marked failed with its reason; a file taken off the list is not kept.
import { useEffect, useRef, useState } from 'react';
import type { FileType } from '#contracts/enums.ts';
import type { InspectionAnswer } from '#contracts/version-write.ts';
import { discardStagedUpload, inspectVersionFile, type UploadTask } from '#site/lib/api-versions.ts';
import { startable } from './upload-queue.ts';
import { stagedIdOf, type UploadItem } from './types.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Extra files named the way build tools name them get their file type without the creator choosing it. */
export function guessFileType(filename: string): FileType | null {
  const lower = filename.toLowerCase();
  if (/\.(asc|gpg|sig)$/.test(lower)) return 'signature';
  if (lower.endsWith('-sources.jar')) return 'sources-jar';
  if (lower.endsWith('-javadoc.jar')) return 'javadoc-jar';
  if (lower.endsWith('-dev.jar')) return 'dev-jar';
  return null;
}

/** `takenNames`: files the version already has, which a new file may not be named like. */
export function useUploads(projectId: string, onInspected: (inspection: InspectionAnswer) => void, takenNames: readonly string[] = []) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const tasks = useRef(new Map<string, UploadTask<InspectionAnswer>>());
  const nextKey = useRef(0);
  const inspected = useRef(onInspected);
  inspected.current = onInspected;

  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  useEffect(() => {
    for (const key of startable(items)) {
      const item = items.find((entry) => entry.key === key)!;
      const task = inspectVersionFile(item.file, projectId, (sent, total) => update(key, { sent, total }));
      tasks.current.set(key, task);
      update(key, { status: 'uploading' });
      task.result.then(
        (inspection) => {
          tasks.current.delete(key);
          update(key, { status: 'done', inspection, sent: item.file.size, total: item.file.size });
          inspected.current(inspection);
        },
        (error: unknown) => {
          tasks.current.delete(key);
          if (!isAbort(error)) update(key, { status: 'failed', error: (error as Error).message });
        },
      );
    }
  }, [items, projectId]);

  useEffect(() => () => {
    for (const task of tasks.current.values()) task.abort();
  }, []);

  /** Queues new files; a file with the name of one already chosen is left out, as a version cannot hold both. */
  const add = (files: File[]) => setItems((list) => {
    const names = new Set([...takenNames, ...list.map((item) => item.file.name)]);
    const fresh = files.filter((file) => !names.has(file.name) && names.add(file.name));
    return [...list, ...fresh.map((file): UploadItem => ({
      key: String(nextKey.current++), file, status: 'queued', sent: 0, total: file.size, inspection: null, error: null,
      fileType: guessFileType(file.name),
    }))];
  });

  /** Cancels a running transfer, or takes a queued or finished file off the list and discards its staged upload. */
  const remove = (key: string) => {
    tasks.current.get(key)?.abort();
    tasks.current.delete(key);
    const staged = items.find((item) => item.key === key);
    const stagedId = staged ? stagedIdOf(staged) : null;
    // The toast already tells of a failure; an upload left behind expires on its own.
    if (stagedId) discardStagedUpload(stagedId).catch(() => undefined);
    setItems((list) => list.filter((item) => item.key !== key));
  };

  /** Empties the list once its files were published: their staged uploads are gone with it. */
  const clear = () => setItems([]);

  const setFileType = (key: string, fileType: FileType | null) => update(key, { fileType });

  return { items, add, remove, clear, setFileType };
}
