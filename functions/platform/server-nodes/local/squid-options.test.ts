// server.properties as flying-squid sees it: modern and old spellings, bounds, defaults, and Minecraft's seed rule.
import { describe, expect, it } from 'vitest';
import { seedOf, squidSettings } from './squid-options.ts';

describe('squidSettings', () => {
  it('maps the properties flying-squid models', () => {
    const { options, pvp, maxPlayers } = squidSettings(
      { 'server-port': '25601', motd: 'Hi', 'max-players': '12', gamemode: 'creative', difficulty: 'hard', 'view-distance': '6', pvp: 'false', 'online-mode': 'true', 'level-seed': '42' },
      '1.20.1',
      '/srv/abc',
    );
    expect(options).toMatchObject({
      version: '1.20.1',
      port: 25601,
      motd: 'Hi',
      'max-players': 12,
      gameMode: 1,
      difficulty: 3,
      'view-distance': 6,
      'online-mode': true,
      worldFolder: '/srv/abc/world',
      generation: { name: 'superflat', options: { seed: 42 } },
      'everybody-op': false,
      plugins: {},
      modpe: false,
    });
    expect({ pvp, maxPlayers }).toEqual({ pvp: false, maxPlayers: 12 });
  });

  it('falls back to Minecraft defaults, offline mode for a local node, and clamps what is out of range', () => {
    const { options, pvp } = squidSettings({ 'view-distance': '99', gamemode: '2', difficulty: 'bogus', 'server-ip': '127.0.0.1' }, '1.20.1', '/srv/x');
    expect(options).toMatchObject({ port: 25565, motd: 'A Minecraft Server', 'max-players': 20, gameMode: 2, difficulty: 1, 'view-distance': 32, 'online-mode': false, host: '127.0.0.1' });
    expect(options.generation).toEqual({ name: 'superflat', options: {} });
    expect(pvp).toBe(true);
  });
});

describe('seedOf', () => {
  it('takes whole numbers as they are and hashes text as Java does', () => {
    expect(seedOf('-12345')).toBe(-12345);
    expect(seedOf('hello')).toBe(99162322);
    expect(seedOf('99999999999')).toBe(seedOf('99999999999'));
    expect(seedOf('  ')).toBeUndefined();
  });
});
