// server.properties round trips: Java syntax is read as Java reads it, and an edit rewrites only the lines it changes.
import { describe, expect, it } from 'vitest';
import { formatPropertyLine, parseProperties, readProperties, updateProperties } from './properties-file.ts';

const MINECRAFT_FILE = [
  '#Minecraft server properties',
  '#Tue Nov 25 10:00:00 UTC 2026',
  'allow-flight=false',
  'difficulty=easy',
  'gamemode=survival',
  'generator-settings={}',
  'level-seed=',
  'motd=A Minecraft Server',
  'server-port=25565',
  '',
].join('\n');

describe('readProperties', () => {
  it('reads a file Minecraft wrote, in file order, with empty values', () => {
    const record = readProperties(MINECRAFT_FILE);
    expect(Object.keys(record)).toEqual(['allow-flight', 'difficulty', 'gamemode', 'generator-settings', 'level-seed', 'motd', 'server-port']);
    expect(record).toMatchObject({ 'level-seed': '', motd: 'A Minecraft Server', 'generator-settings': '{}' });
  });

  it('understands every separator, escapes, unicode and continued lines', () => {
    const record = readProperties(
      ['a:b', 'c d', '  e = f ', 'motd=\\u00A7aGreen \\: \\= \\#1', 'path=C\\:\\\\worlds', 'long=one \\', '    two', '! bang comment', 'dup=1', 'dup=2'].join('\r\n'),
    );
    expect(record).toEqual({ a: 'b', c: 'd', e: 'f ', motd: '§aGreen : = #1', path: 'C:\\worlds', long: 'one two', dup: '2' });
  });

  it('treats comment and blank lines as text, not keys', () => {
    const lines = parseProperties('# motd=nope\n\n   \nkey=value\n');
    expect(lines.map((line) => line.kind)).toEqual(['other', 'other', 'other', 'property']);
  });
});

describe('updateProperties', () => {
  it('changes a key where it stands and keeps every other byte', () => {
    const updated = updateProperties(MINECRAFT_FILE, { motd: 'Kiln test', difficulty: 'easy' });
    expect(updated).toBe(MINECRAFT_FILE.replace('motd=A Minecraft Server', 'motd=Kiln test'));
  });

  it('appends new keys, removes keys set to null, drops repeats and keeps CRLF endings', () => {
    const updated = updateProperties('# head\r\npvp=true\r\nx=1\r\npvp=false\r\n', { pvp: 'false', x: null, 'white-list': 'true' });
    expect(updated).toBe('# head\r\npvp=false\r\nwhite-list=true\r\n');
  });

  it('escapes what Java escapes, so the file reads back to the same values', () => {
    const values = { motd: ' §6Gold: team=1 #1 \\o/ 🙂', 'level-seed': 'tab\there' };
    const updated = updateProperties('', values);
    expect(updated).toContain('motd=\\ \\u00A76Gold\\: team\\=1 \\#1 \\\\o/ \\uD83D\\uDE42\n');
    expect(readProperties(updated)).toEqual(values);
  });

  it('writes keys with separators in them escaped', () => {
    expect(formatPropertyLine('a key=x', 'v')).toBe('a\\ key\\=x=v');
    expect(readProperties(formatPropertyLine('a key=x', 'v'))).toEqual({ 'a key=x': 'v' });
  });

  it('gives an empty file for no properties', () => {
    expect(updateProperties('', {})).toBe('');
  });
});
