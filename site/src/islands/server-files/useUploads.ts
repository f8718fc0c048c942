// The Files page's upload queue, made (and its code loaded) with the first upload, so pages where nothing is uploaded
// never load it; the listing refreshes each time the queue runs dry.
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { UploadItem, UploadQueue } from './upload-queue.ts';
import type { FilesApi } from './api.ts';

const NONE: readonly UploadItem[] = [];

export interface Upload {
  file: Blob;
  name: string;
  target: string;
}

export function useUploads(api: FilesApi, parallel: number, unreachable: string, onIdle: () => void) {
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  const making = useRef<Promise<UploadQueue> | null>(null);
  const subscribe = useCallback((listener: () => void) => queue?.subscribe(listener) ?? (() => undefined), [queue]);
  const items = useSyncExternalStore(subscribe, () => queue?.items ?? NONE, () => NONE);
  const idle = useRef(onIdle);
  idle.current = onIdle;

  const enqueue = (uploads: Upload[]) => {
    making.current ??= Promise.all([import('./upload-queue.ts'), import('./upload-xhr.ts')]).then(([{ UploadQueue }, { sendWith }]) => {
      const made = new UploadQueue(sendWith(api.uploadUrl, unreachable), parallel);
      // Watched on the queue itself, not through renders: a small upload can start and finish between two renders.
      let busy = false;
      made.subscribe(() => {
        if (busy && made.idle) idle.current();
        busy = !made.idle;
      });
      setQueue(made);
      return made;
    });
    void making.current.then((made) => made.add(uploads));
  };

  return { queue, items, enqueue };
}
