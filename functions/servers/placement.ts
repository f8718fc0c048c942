// Where a new server goes: the node of its region with the most memory left that can hold its plan, and the lowest
// free port on that node. Stock per region is what its roomiest node has left.
import { ApiError } from '#contracts/errors.ts';
import { REGIONS, type RegionId } from '#contracts/servers.ts';
import type { NodeRef, Runtime } from './runtime.ts';
import { memorySoldByNode, portsInUse, type DbOrTx } from './records/queries.ts';

export const OUT_OF_STOCK = 'This plan is out of stock in this region right now. Pick another region or a smaller plan, or try again later.';

export interface RegionStock {
  id: RegionId;
  name: string;
  /** The most memory (MiB) a single new server can get in this region now. */
  freeMb: number;
}

function freeOn(node: NodeRef, sold: Map<string, number>): number {
  return node.memoryMb - (sold.get(node.id) ?? 0);
}

export async function regionStock(runtime: Runtime, db: DbOrTx = runtime.db): Promise<RegionStock[]> {
  const sold = await memorySoldByNode(db);
  return REGIONS.map((region) => ({
    id: region.id,
    name: region.name,
    freeMb: Math.max(0, ...runtime.nodes.nodes.filter((node) => node.region === region.id).map((node) => freeOn(node, sold))),
  }));
}

/** A node and port for `ramMb` more in `region`, or the out-of-stock refusal; `extraOn` is memory already held there. */
export async function placeServer(runtime: Runtime, db: DbOrTx, region: RegionId, ramMb: number): Promise<{ node: NodeRef; port: number }> {
  const sold = await memorySoldByNode(db);
  const candidates = runtime.nodes.nodes
    .filter((node) => node.region === region && freeOn(node, sold) >= ramMb)
    .sort((a, b) => freeOn(b, sold) - freeOn(a, sold));
  for (const node of candidates) {
    const taken = await portsInUse(db, node.id);
    for (let port = node.ports.from; port <= node.ports.to; port++) {
      if (!taken.has(port)) return { node, port };
    }
  }
  throw new ApiError('conflict', OUT_OF_STOCK);
}

/** Memory the node has not sold yet (MiB); none for a node no longer configured. */
export async function nodeFreeMb(runtime: Runtime, nodeId: string): Promise<number> {
  const node = runtime.nodes.nodes.find((candidate) => candidate.id === nodeId);
  return node ? freeOn(node, await memorySoldByNode(runtime.db)) : 0;
}

export async function nodeHasRoomFor(runtime: Runtime, nodeId: string, extraMb: number): Promise<boolean> {
  return (await nodeFreeMb(runtime, nodeId)) >= extraMb;
}
