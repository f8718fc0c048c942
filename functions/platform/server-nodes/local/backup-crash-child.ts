// Test support: a process that backs up or restores one local server and is then killed by the crash test. Once the
// archive's bytes have begun to flow (into the store for a backup, out of it for a restore) it prints `begun` and
// holds the rest back, so the kill lands mid-operation every time, not by luck of timing.
// Usage: node backup-crash-child.ts <backup|restore> <node directory> <store directory> <server id> <blob key>
import { createLocalBlobStore } from '../../blobs/local.ts';
import type { BlobStore } from '../../blobs/port.ts';
import type { NodeRef } from '../port.ts';
import { createLocalNodeDriver } from './driver.ts';

const [mode, directory, storeDirectory, serverId, key] = process.argv.slice(2) as [string, string, string, string, string];
const node: NodeRef = { id: 'crash-test', region: 'western-europe', publicHost: '127.0.0.1', memoryMb: 1024, ports: { from: 1024, to: 65535 } };

/** Passes the first chunk on, says so, and holds the next for a minute: the process is still working when it is killed. */
function holdAfterFirstChunk(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let passed = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        if (passed++ === 1) {
          process.stdout.write('begun\n');
          // A pending timer, unlike a bare promise, keeps the process alive while it waits for its kill.
          await new Promise((resolve) => setTimeout(resolve, 60_000));
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

const store = createLocalBlobStore(storeDirectory);
const held: BlobStore = {
  ...store,
  put: (blobKey, bytes, options) => store.put(blobKey, bytes instanceof Uint8Array ? bytes : holdAfterFirstChunk(bytes), options),
  get: async (blobKey, range) => {
    const blob = await store.get(blobKey, range);
    return blob && { ...blob, body: holdAfterFirstChunk(blob.body) };
  },
};

const driver = createLocalNodeDriver({ directory });
const target = { id: 'crash', key, store: held };
await (mode === 'backup' ? driver.createBackup(node, serverId, target) : driver.restoreBackup(node, serverId, target));
process.stdout.write('finished\n');
await driver.close();
