// NodeError across copies of its module: the built site and the start script share one local driver, so an error
// made by the other copy's class must still be recognised (and turned into an API error) by this one.
import { describe, expect, it } from 'vitest';
import { NodeError } from './port.ts';

const BRAND: unique symbol = Symbol.for('kiln.server-nodes.node-error');

class OtherCopyNodeError extends Error {
  readonly reason = 'not_found';
  readonly [BRAND] = true;
}

describe('NodeError', () => {
  it('recognises its own errors and those of another copy of the class, and nothing else', () => {
    expect(new NodeError('gone', 'not_found')).toBeInstanceOf(NodeError);
    expect(new OtherCopyNodeError('gone') instanceof NodeError).toBe(true);
    expect(new Error('gone') instanceof NodeError).toBe(false);
    expect(NodeError[Symbol.hasInstance](null)).toBe(false);
  });
});
