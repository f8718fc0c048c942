// The upload queue: at most N at once, the rest wait; cancelling one (waiting or running) lets the next start;
// failures keep the API's words; Cancel all stops everything.
import { describe, expect, it } from 'vitest';
import { UploadCancelled, UploadQueue, type Send } from './upload-queue.ts';

function fakeSend() {
  const running = new Map<string, { resolve: () => void; reject: (error: Error) => void; progress: (loaded: number) => void }>();
  const send: Send = (_file, target, onProgress) => {
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    running.set(target, { ...settle, progress: onProgress });
    return { done, abort: () => settle.reject(new UploadCancelled()) };
  };
  return { send, running };
}

const blob = (size: number) => new Blob([new Uint8Array(size)]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const files = (count: number) => Array.from({ length: count }, (_, index) => ({ file: blob(100), name: `f${index}`, target: `up/f${index}` }));

describe('the upload queue', () => {
  it('runs at most the parallel limit and starts the next when one ends', async () => {
    const { send, running } = fakeSend();
    const queue = new UploadQueue(send, 3);
    queue.add(files(5));
    expect(queue.items.map((item) => item.state)).toEqual(['uploading', 'uploading', 'uploading', 'waiting', 'waiting']);
    running.get('up/f0')!.progress(40);
    expect(queue.items[0]!.loaded).toBe(40);
    running.get('up/f0')!.resolve();
    await settle();
    expect(queue.items.map((item) => item.state)).toEqual(['done', 'uploading', 'uploading', 'uploading', 'waiting']);
    expect(queue.idle).toBe(false);
  });

  it('cancels one on its way and one waiting, keeps failures with their reason, and cancels all', async () => {
    const { send, running } = fakeSend();
    const queue = new UploadQueue(send, 2);
    let changes = 0;
    queue.subscribe(() => changes++);
    queue.add(files(4));
    queue.cancel(queue.items[3]!.id);
    queue.cancel(queue.items[0]!.id);
    await settle();
    expect(queue.items.map((item) => item.state)).toEqual(['cancelled', 'uploading', 'uploading', 'cancelled']);
    running.get('up/f1')!.reject(new Error('Not enough storage: this file needs 120 MB and 80 MB are free on your plan.'));
    await settle();
    expect(queue.items[1]).toMatchObject({ state: 'failed', error: 'Not enough storage: this file needs 120 MB and 80 MB are free on your plan.' });
    queue.cancelAll();
    await settle();
    expect(queue.items[2]!.state).toBe('cancelled');
    expect(queue.idle).toBe(true);
    expect(changes).toBeGreaterThan(0);
    queue.clearFinished();
    expect(queue.items).toEqual([]);
  });
});
