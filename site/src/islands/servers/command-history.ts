// The console's command history, per server and kept in the browser (localStorage): Up walks back through what was
// sent, Down forward again to the line being typed. Storage that is full or forbidden only loses the history.

const LIMIT = 100;

export const historyKey = (serverId: string) => `kiln:server-commands:${serverId}`;

export class CommandHistory {
  private entries: string[];
  /** entries.length while typing a new line; otherwise the entry shown. */
  private position: number;
  private draft = '';

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null, private readonly key: string) {
    this.entries = this.load();
    this.position = this.entries.length;
  }

  private load(): string[] {
    try {
      const stored: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(-LIMIT) : [];
    } catch {
      return [];
    }
  }

  /** Remembers a sent command (a repeat of the last one once), and goes back to a new line. */
  push(command: string): void {
    if (command && this.entries.at(-1) !== command) this.entries = [...this.entries, command].slice(-LIMIT);
    this.position = this.entries.length;
    this.draft = '';
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.entries));
    } catch {
      // A full or forbidden storage keeps the history for this page only.
    }
  }

  /** The older entry to show, keeping what was being typed; null at the oldest. */
  up(current: string): string | null {
    if (this.position === 0) return null;
    if (this.position === this.entries.length) this.draft = current;
    this.position -= 1;
    return this.entries[this.position]!;
  }

  /** The newer entry to show, or the line being typed past the newest; null when already there. */
  down(): string | null {
    if (this.position >= this.entries.length) return null;
    this.position += 1;
    return this.position === this.entries.length ? this.draft : this.entries[this.position]!;
  }
}
