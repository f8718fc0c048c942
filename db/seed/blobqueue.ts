// Writes seeded files into the BlobStore with bounded concurrency, so generation never waits on a single put.
import type { BlobStore } from '#platform/blobs/port.ts';

/** Seeded blobs are version archives, except the pictures under images/. */
const contentTypeOf = (key: string) => (key.startsWith('images/') ? 'image/png' : 'application/zip');

export class BlobQueue {
  readonly #store: BlobStore;
  readonly #concurrency: number;
  readonly #pending: { key: string; bytes: Uint8Array }[] = [];
  #head = 0;
  #active = 0;
  #error: unknown = null;
  #waiters: (() => void)[] = [];
  bytes = 0;
  count = 0;

  constructor(store: BlobStore, concurrency = 48) {
    this.#store = store;
    this.#concurrency = concurrency;
  }

  get backlog(): number {
    return this.#pending.length - this.#head + this.#active;
  }

  add(key: string, bytes: Uint8Array): void {
    this.#pending.push({ key, bytes });
    this.bytes += bytes.length;
    this.count += 1;
    this.#pump();
  }

  #pump(): void {
    while (this.#active < this.#concurrency && this.#head < this.#pending.length) {
      const job = this.#pending[this.#head]!;
      this.#pending[this.#head++] = undefined as never;
      this.#active += 1;
      this.#store.put(job.key, job.bytes, { contentType: contentTypeOf(job.key) }).then(
        () => this.#settle(),
        (error: unknown) => {
          this.#error ??= error;
          this.#settle();
        },
      );
    }
    // Drop the consumed prefix now and then so a long seed doesn't keep every job alive.
    if (this.#head > 4096 && this.#head * 2 > this.#pending.length) {
      this.#pending.splice(0, this.#head);
      this.#head = 0;
    }
  }

  #settle(): void {
    this.#active -= 1;
    this.#pump();
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once at most `limit` writes are queued or running; rethrows the first failed put. */
  async waitBelow(limit: number): Promise<void> {
    while (this.backlog > limit && this.#error === null) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    if (this.#error !== null) throw this.#error;
  }

  drain(): Promise<void> {
    return this.waitBelow(0);
  }
}
