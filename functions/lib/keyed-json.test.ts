// Keyed JSON is JSON.stringify's text, records serialised once.
import { describe, expect, it } from 'vitest';
import { keyedJson } from './keyed-json.ts';

describe('keyed JSON', () => {
  it('writes what JSON.stringify writes, for records and lists of records', () => {
    const a = Object.freeze({ id: 'a', name: 'quote " and \u2028 line', files: [{ url: 'https://cdn.test/a b.jar' }] });
    const b = Object.freeze({ id: 'b', loaders: [] });
    const entries = { 'hash"1': a, hash2: [a, b], empty: [] as object[] };
    expect(keyedJson(entries)).toBe(JSON.stringify(entries));
    expect(JSON.parse(keyedJson({}))).toEqual({});
  });

  it('serialises each record once, so a record read again costs no new serialisation', () => {
    let reads = 0;
    const record = { get id() {
      reads++;
      return 'a';
    } };
    keyedJson({ one: record, two: record });
    keyedJson({ three: [record] });
    expect(reads).toBe(1);
  });
});
