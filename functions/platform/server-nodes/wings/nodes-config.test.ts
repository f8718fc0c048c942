// WINGS_NODES parsing: a JSON list of nodes becomes NodeRefs, and every mistake is a ConfigError naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '#config';
import { parseWingsNodes } from './nodes-config.ts';

const entry = {
  id: 'eu-1', region: 'central-europe', public_host: 'eu1.play.example', url: 'https://eu1.nodes.example:8080/', token_id: 'Xk3yT0kenId',
  token: 'a-long-node-token-value-123', memory_mb: 65536, ports: '25565-25664',
};

describe('parseWingsNodes', () => {
  it('reads the documented fields', () => {
    expect(parseWingsNodes(JSON.stringify([entry]))).toEqual([{
      id: 'eu-1', region: 'central-europe', publicHost: 'eu1.play.example', memoryMb: 65536, ports: { from: 25565, to: 25664 },
      url: 'https://eu1.nodes.example:8080', tokenId: 'Xk3yT0kenId', token: 'a-long-node-token-value-123',
    }]);
  });

  it.each([
    [undefined, 'SERVER_NODES=wings needs WINGS_NODES, a JSON array of the Wings nodes'],
    ['[', 'WINGS_NODES is not valid JSON'],
    ['[]', 'WINGS_NODES: list at least one node'],
    [JSON.stringify([{ ...entry, region: 'mars' }]), 'WINGS_NODES: Invalid option: expected one of "north-america"|"western-europe"|"central-europe" (at 0.region)'],
    [JSON.stringify([{ ...entry, ports: '30000-20000' }]), 'WINGS_NODES: ports is a range between 1024 and 65535, lowest first (at 0.ports)'],
    [JSON.stringify([{ ...entry, url: 'ftp://eu1' }]), 'WINGS_NODES: Invalid URL (at 0.url)'],
    [JSON.stringify([{ ...entry, token_id: 'has.dot' }]), 'WINGS_NODES: token_id has no dots or spaces (at 0.token_id)'],
    [JSON.stringify([entry, { ...entry, id: 'eu-2' }]), 'WINGS_NODES: token_id values are unique'],
    [JSON.stringify([entry, { ...entry, token_id: 'other' }]), 'WINGS_NODES: node ids are unique'],
  ])('refuses %s', (value, message) => {
    expect(() => parseWingsNodes(value)).toThrow(ConfigError);
    expect(() => parseWingsNodes(value)).toThrow(message);
  });
});
