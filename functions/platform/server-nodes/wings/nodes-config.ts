// WINGS_NODES: the Wings nodes Kiln places servers on, as a JSON array in one environment variable. Each entry:
// {"id", "region", "public_host", "url", "token_id", "token", "memory_mb", "ports": "25565-25664"}; `token_id` and
// `token` are the pair the node's config.yml holds (the node sends `token_id.token` to Kiln, Kiln sends `token` to it).
import { z } from 'zod';
import { ConfigError } from '#config';
import { REGION_IDS } from '#contracts/servers.ts';
import type { NodeRef } from '../port.ts';

const portRange = z
  .string()
  .regex(/^\d{1,5}-\d{1,5}$/, 'ports is a range such as 25565-25664')
  .transform((value) => {
    const [from, to] = value.split('-').map(Number) as [number, number];
    return { from, to };
  })
  .refine(({ from, to }) => from >= 1024 && to <= 65535 && from <= to, 'ports is a range between 1024 and 65535, lowest first');

const nodeEntry = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'id is lowercase letters, digits and dashes'),
  region: z.enum(REGION_IDS),
  public_host: z.string().min(1).max(253).regex(/^[A-Za-z0-9.:[\]-]+$/, 'public_host is a host name or an IP address'),
  url: z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, '')),
  // The node sends `token_id.token`: an id with a dot could not be told apart.
  token_id: z.string().regex(/^[^.\s]{1,64}$/, 'token_id has no dots or spaces'),
  token: z.string().regex(/^\S{16,256}$/, 'token is 16 to 256 characters without spaces'),
  memory_mb: z.number().int().positive(),
  ports: portRange,
});

const nodeList = z
  .array(nodeEntry)
  .min(1, 'list at least one node')
  .refine((nodes) => new Set(nodes.map((node) => node.id)).size === nodes.length, 'node ids are unique')
  .refine((nodes) => new Set(nodes.map((node) => node.token_id)).size === nodes.length, 'token_id values are unique');

/** The nodes WINGS_NODES describes; a ConfigError naming the variable and the first problem otherwise. */
export function parseWingsNodes(value: string | undefined): NodeRef[] {
  if (!value?.trim()) throw new ConfigError('SERVER_NODES=wings needs WINGS_NODES, a JSON array of the Wings nodes');
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ConfigError('WINGS_NODES is not valid JSON');
  }
  const parsed = nodeList.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` (at ${issue.path.join('.')})` : '';
    throw new ConfigError(`WINGS_NODES: ${issue.message}${where}`);
  }
  return parsed.data.map((node) => ({
    id: node.id,
    region: node.region,
    publicHost: node.public_host,
    memoryMb: node.memory_mb,
    ports: node.ports,
    url: node.url,
    tokenId: node.token_id,
    token: node.token,
  }));
}
