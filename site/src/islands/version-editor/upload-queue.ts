// The upload queue's rule: at most a few transfers at once, the rest wait in the order they were chosen.
import type { UploadStatus } from './types.ts';

export const PARALLEL_UPLOADS = 3;

/** The keys of queued entries that may start now, oldest first, without exceeding the limit of running ones. */
export function startable(entries: readonly { key: string; status: UploadStatus }[], limit = PARALLEL_UPLOADS): string[] {
  const running = entries.filter((entry) => entry.status === 'uploading').length;
  return entries.filter((entry) => entry.status === 'queued').slice(0, Math.max(0, limit - running)).map((entry) => entry.key);
}
