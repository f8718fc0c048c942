// The upload queue: files wait, at most `parallel` upload at once, each can be cancelled (waiting or on its way), and
// listeners hear every change so the panel can draw progress. The transfer itself is injected (XMLHttpRequest in the
// browser, a fake in tests).
export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  name: string;
  /** Where it goes: a path inside the server's folder. */
  target: string;
  size: number;
  loaded: number;
  state: UploadState;
  /** Why it failed, as the API described it. */
  error?: string;
}

export interface Transfer {
  done: Promise<void>;
  abort(): void;
}

export type Send = (file: Blob, target: string, onProgress: (loaded: number) => void) => Transfer;

/** A transfer that stopped because it was asked to. */
export class UploadCancelled extends Error {}

export class UploadQueue {
  readonly #send: Send;
  readonly #parallel: number;
  readonly #listeners = new Set<() => void>();
  readonly #files = new Map<number, Blob>();
  readonly #transfers = new Map<number, Transfer>();
  #items: UploadItem[] = [];
  #next = 1;

  constructor(send: Send, parallel: number) {
    this.#send = send;
    this.#parallel = parallel;
  }

  get items(): readonly UploadItem[] {
    return this.#items;
  }

  /** True when nothing waits or runs. */
  get idle(): boolean {
    return this.#items.every((item) => item.state !== 'waiting' && item.state !== 'uploading');
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  add(uploads: { file: Blob; name: string; target: string }[]): void {
    for (const { file, name, target } of uploads) {
      const id = this.#next++;
      this.#files.set(id, file);
      this.#items = [...this.#items, { id, name, target, size: file.size, loaded: 0, state: 'waiting' }];
    }
    this.#pump();
  }

  cancel(id: number): void {
    const item = this.#items.find((each) => each.id === id);
    if (!item || (item.state !== 'waiting' && item.state !== 'uploading')) return;
    this.#transfers.get(id)?.abort();
    this.#files.delete(id);
    this.#update(id, { state: 'cancelled' });
    this.#pump();
  }

  cancelAll(): void {
    for (const item of this.#items) this.cancel(item.id);
  }

  /** Forgets the finished ones (the panel's Clear). */
  clearFinished(): void {
    this.#items = this.#items.filter((item) => item.state === 'waiting' || item.state === 'uploading');
    this.#emit();
  }

  #update(id: number, change: Partial<UploadItem>): void {
    this.#items = this.#items.map((item) => (item.id === id ? { ...item, ...change } : item));
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }

  #pump(): void {
    let running = this.#items.filter((item) => item.state === 'uploading').length;
    for (const item of this.#items) {
      if (running >= this.#parallel) break;
      if (item.state !== 'waiting') continue;
      running++;
      this.#start(item);
    }
    this.#emit();
  }

  #start(item: UploadItem): void {
    const file = this.#files.get(item.id)!;
    this.#update(item.id, { state: 'uploading' });
    const transfer = this.#send(file, item.target, (loaded) => this.#update(item.id, { loaded }));
    this.#transfers.set(item.id, transfer);
    transfer.done.then(
      () => this.#finish(item.id, { state: 'done', loaded: item.size }),
      (error: unknown) => this.#finish(item.id, error instanceof UploadCancelled ? { state: 'cancelled' } : { state: 'failed', error: (error as Error).message }),
    );
  }

  #finish(id: number, change: Partial<UploadItem>): void {
    this.#transfers.delete(id);
    this.#files.delete(id);
    // A cancelled upload may still report its end; it stays cancelled.
    if (this.#items.find((item) => item.id === id)?.state === 'uploading') this.#update(id, change);
    this.#pump();
  }
}
