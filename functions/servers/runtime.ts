// The runtime as the servers module sees it: the node a server lives on, and the node driver with its refusals
// turned into API errors (an unsupported loader is the caller's mistake; an unreachable node is a 503).
import { ApiError, type ErrorCode } from '#contracts/errors.ts';
import type { Runtime } from '#access';
import { NodeError, type NodeDriver, type NodeRef } from '#platform/server-nodes/port.ts';

export type { Runtime } from '#access';
export type { NodeDriver, NodeRef } from '#platform/server-nodes/port.ts';

const STATUS_OF: Record<NodeError['reason'], ErrorCode> = {
  unsupported: 'invalid_input',
  invalid: 'invalid_input',
  not_found: 'conflict',
  conflict: 'conflict',
  unavailable: 'service_unavailable',
};

export function nodeOf(runtime: Runtime, nodeId: string): NodeRef {
  const node = runtime.nodes.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) throw new ApiError('service_unavailable', 'This server\'s node is not configured any more: contact support.');
  return node;
}

function translated(error: unknown, missing: ErrorCode): unknown {
  if (!(error instanceof NodeError)) return error;
  return new ApiError(error.reason === 'not_found' ? missing : STATUS_OF[error.reason], error.message);
}

/**
 * The configured driver; every call's NodeError becomes an ApiError with the node's message. `missing` is the answer
 * for something the node does not have: a conflict for the server itself, a 404 for a file the caller named.
 */
export async function nodeDriver(runtime: Runtime, missing: ErrorCode = STATUS_OF.not_found): Promise<NodeDriver> {
  const driver = await runtime.nodes.driver();
  return new Proxy(driver, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(translated(error, missing))) : result;
        } catch (error) {
          throw translated(error, missing);
        }
      };
    },
  });
}
