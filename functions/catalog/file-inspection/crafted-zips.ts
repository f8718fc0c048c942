// Test support: zips written byte by byte, for what zip libraries will not write: entries sharing one compressed
// body, lying sizes, links, local headers out of place, zip64 records.
import { deflateSync, strToU8 } from 'fflate';

export interface CraftedEntry {
  name: string;
  /** The stored body; compressed when `method` is 8 (the default for `deflate()`d content). */
  body: Uint8Array;
  method: 0 | 8;
  /** The size the directory declares for the inflated entry. */
  size: number;
  /** The Unix file mode kept in the external attributes. */
  mode?: number;
  /** The index of an earlier entry whose local header and body this entry's directory record points at. */
  sharesWith?: number;
  /** Moves the directory's local-header offset by this much (past the end of the archive, say). */
  offsetShift?: number;
}

/** An entry as zip tools write it: deflated, with its true size. */
export function deflated(name: string, content: string | Uint8Array): CraftedEntry {
  const raw = typeof content === 'string' ? strToU8(content) : content;
  return { name, body: deflateSync(raw, { level: 9 }), method: 8, size: raw.length };
}

class Writer {
  private buffer = new Uint8Array(1 << 16);
  private view = new DataView(this.buffer.buffer);
  length = 0;

  private reserve(size: number): number {
    if (this.length + size > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + size));
      grown.set(this.buffer);
      this.buffer = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length += size;
    return this.length - size;
  }

  bytes(value: Uint8Array): this {
    this.buffer.set(value, this.reserve(value.length));
    return this;
  }

  u16(value: number): this {
    const at = this.reserve(2);
    this.view.setUint16(at, value, true);
    return this;
  }

  u32(value: number): this {
    const at = this.reserve(4);
    this.view.setUint32(at, value, true);
    return this;
  }

  u64(value: number): this {
    return this.u32(value % 2 ** 32).u32(Math.floor(value / 2 ** 32));
  }

  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/**
 * Writes the entries, then a central directory pointing at them. `zip64` writes every size and offset in zip64
 * extra fields, and the end record in its zip64 form.
 */
export function craftZip(entries: readonly CraftedEntry[], options: { zip64?: boolean } = {}): Uint8Array {
  const out = new Writer();
  const offsets: number[] = [];
  entries.forEach((entry, i) => {
    if (entry.sharesWith !== undefined) {
      offsets.push(offsets[entry.sharesWith]!);
      return;
    }
    offsets[i] = out.length;
    const name = strToU8(entry.name);
    out.u32(0x04034b50).u16(20).u16(0x0800).u16(entry.method).u32(0).u32(0).u32(entry.body.length).u32(entry.size);
    out.u16(name.length).u16(0).bytes(name).bytes(entry.body);
  });
  const directoryStart = out.length;
  entries.forEach((entry, i) => {
    const name = strToU8(entry.name);
    const offset = offsets[i]! + (entry.offsetShift ?? 0);
    const wide = options.zip64 ? 0xffffffff : null;
    out.u32(0x02014b50).u16(0x0314).u16(20).u16(0x0800).u16(entry.method).u32(0).u32(0);
    out.u32(wide ?? entry.body.length).u32(wide ?? entry.size).u16(name.length).u16(options.zip64 ? 28 : 0).u16(0).u16(0).u16(0);
    out.u32(((entry.mode ?? 0o100644) * 0x10000) >>> 0).u32(wide ?? offset).bytes(name);
    if (options.zip64) out.u16(0x0001).u16(24).u64(entry.size).u64(entry.body.length).u64(offset);
  });
  const directorySize = out.length - directoryStart;
  if (options.zip64) {
    const record = out.length;
    out.u32(0x06064b50).u64(44).u16(45).u16(45).u32(0).u32(0).u64(entries.length).u64(entries.length).u64(directorySize).u64(directoryStart);
    out.u32(0x07064b50).u32(0).u64(record).u32(1);
  }
  const count = options.zip64 ? 0xffff : entries.length;
  out.u32(0x06054b50).u16(0).u16(0).u16(count).u16(count);
  out.u32(options.zip64 ? 0xffffffff : directorySize).u32(options.zip64 ? 0xffffffff : directoryStart).u16(0);
  return out.result();
}
