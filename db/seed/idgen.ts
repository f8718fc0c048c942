// Deterministic 8-character base62 IDs for every seeded row, unique across all tables.
import { idFromRandom } from '#lib/ids.ts';
import type { Random } from './random.ts';

/**
 * A few million draws from 62^8 would collide now and then; remembering what was issued keeps every
 * ID unique (the API resolves some IDs without knowing the table) and redrawing keeps it deterministic.
 */
export class IdFactory {
  readonly #rng: Random;
  readonly #issued = new Set<string>();

  constructor(rng: Random) {
    this.#rng = rng;
  }

  next(): string {
    for (;;) {
      const id = idFromRandom(this.#rng.bits64());
      if (!this.#issued.has(id)) {
        this.#issued.add(id);
        return id;
      }
    }
  }

  get count(): number {
    return this.#issued.size;
  }
}
