// Kiln ids carried in Wings' version-4 UUIDs, and the file paths Kiln lets through to a node.
import { describe, expect, it } from 'vitest';
import { randomId } from '#lib/ids.ts';
import { safeRelativePath } from './file-path.ts';
import { serverIdOfWingsUuid, wingsUuidOf } from './server-uuid.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('wings server uuids', () => {
  it('turns Kiln ids into version-4 UUIDs and back', () => {
    for (let index = 0; index < 200; index++) {
      const id = randomId();
      const uuid = wingsUuidOf(id)!;
      expect(uuid).toMatch(UUID_V4);
      expect(serverIdOfWingsUuid(uuid)).toBe(id);
      expect(serverIdOfWingsUuid(uuid.toUpperCase())).toBe(id);
    }
    expect(wingsUuidOf('zzzzzzzzzzz')).toBeNull();
    expect(wingsUuidOf('0abc')).toBeNull();
    expect(serverIdOfWingsUuid('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBeNull();
  });
});

describe('server file paths', () => {
  it('normalizes relative paths and refuses the ones leaving the directory', () => {
    expect(safeRelativePath('./config//kiln.yml')).toBe('config/kiln.yml');
    for (const path of ['/etc/passwd', '../x', 'a/../../b', '', '.', 'C:/x', 'a\\b', 'bad\u0000name']) {
      expect(() => safeRelativePath(path), path).toThrow('That file path is not inside the server');
    }
  });
});
