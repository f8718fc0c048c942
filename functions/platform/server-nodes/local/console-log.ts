// One server's console as the node keeps it: the last lines in memory for the panel, every line handed to watchers
// the moment it is read, and a copy in `logs/latest.log` that each start moves aside (the newest few are kept).
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleLine } from '../port.ts';

const KEPT_LOGS = 10;
const TAIL_BYTES = 256 * 1024;

export class ConsoleLog {
  private readonly lines: ConsoleLine[] = [];
  private readonly watchers = new Set<(line: ConsoleLine) => void>();
  private file: number | null = null;
  private readonly logsDirectory: string;
  private readonly capacity: number;

  constructor(logsDirectory: string, capacity = 1000) {
    this.logsDirectory = logsDirectory;
    this.capacity = capacity;
    this.lines.push(...this.previousLines());
  }

  /** After a restart of Kiln the panel still shows what the server printed last. */
  private previousLines(): ConsoleLine[] {
    const path = join(this.logsDirectory, 'latest.log');
    if (!existsSync(path)) return [];
    const { size, mtimeMs } = statSync(path);
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    const handle = openSync(path, 'r');
    try {
      readSync(handle, buffer, 0, length, size - length);
    } finally {
      closeSync(handle);
    }
    const texts = buffer.toString('utf8').split('\n').filter(Boolean);
    if (length < size) texts.shift();
    return texts.slice(-this.capacity).map((text) => ({ at: mtimeMs, text }));
  }

  /** Moves the last run's log aside (as `YYYY-MM-DD-N.log`) and starts a new `latest.log`. */
  rotate(now = new Date()) {
    this.closeFile();
    mkdirSync(this.logsDirectory, { recursive: true });
    const latest = join(this.logsDirectory, 'latest.log');
    if (existsSync(latest)) {
      const day = now.toISOString().slice(0, 10);
      let number = 1;
      while (existsSync(join(this.logsDirectory, `${day}-${number}.log`))) number++;
      renameSync(latest, join(this.logsDirectory, `${day}-${number}.log`));
      const order = (name: string) => {
        const [, date, count] = /^(\d{4}-\d{2}-\d{2})-(\d+)\.log$/.exec(name)!;
        return `${date}-${count!.padStart(9, '0')}`;
      };
      const rotated = readdirSync(this.logsDirectory).filter((name) => /^\d{4}-\d{2}-\d{2}-\d+\.log$/.test(name));
      rotated.sort((a, b) => order(a).localeCompare(order(b)));
      for (const name of rotated.slice(0, -KEPT_LOGS)) rmSync(join(this.logsDirectory, name), { force: true });
    }
    this.file = openSync(latest, 'a');
  }

  append(text: string) {
    const line = { at: Date.now(), text };
    this.lines.push(line);
    if (this.lines.length > this.capacity) this.lines.splice(0, this.lines.length - this.capacity);
    // Writes are small and synchronous, so the file holds every line up to a crash in the order the panel saw them.
    if (this.file !== null) writeSync(this.file, `${text}\n`);
    for (const watcher of this.watchers) {
      // A watcher that fails (a closed socket) must not cost the others their line or the server its console.
      try {
        watcher(line);
      } catch {
        this.watchers.delete(watcher);
      }
    }
  }

  recent(limit: number): ConsoleLine[] {
    return limit <= 0 ? [] : this.lines.slice(-limit);
  }

  watch(onLine: (line: ConsoleLine) => void): () => void {
    this.watchers.add(onLine);
    return () => this.watchers.delete(onLine);
  }

  closeFile() {
    if (this.file !== null) closeSync(this.file);
    this.file = null;
  }
}
