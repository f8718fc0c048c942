// Recovery of a restore a crash interrupted, state by state (see restore-staging.ts): the server's folder ends either
// as it was or as the backup, never a mix, and nothing of the restore is left.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { nodeDirectory, removeNodeDirectories } from './driver-testing.ts';
import { createLayout, type Layout } from './layout.ts';
import { recoverRestores, restoreFolder } from './restore-staging.ts';

const ID = 'Srv1';
let layout: Layout;
let server: string;
let restore: string;

/** Writes a small tree standing for one version of the server's files. */
function plantTree(path: string, version: string) {
  mkdirSync(join(path, 'world'), { recursive: true });
  writeFileSync(join(path, 'world/level.dat'), `level ${version}`);
  writeFileSync(join(path, `only-in-${version}.txt`), version);
}

const versionOf = (path: string) => {
  const names = readdirSync(path).filter((name) => name.startsWith('only-in-'));
  expect(names).toHaveLength(1);
  const version = names[0]!.slice('only-in-'.length, -'.txt'.length);
  expect(readFileSync(join(path, 'world/level.dat'), 'utf8')).toBe(`level ${version}`);
  return version;
};

function crashedRestore(parts: { server?: boolean; staging?: boolean; complete?: boolean; previous?: boolean }) {
  if (parts.server) plantTree(server, parts.staging ? 'old' : 'new');
  mkdirSync(restore, { recursive: true });
  if (parts.staging) plantTree(join(restore, 'staging'), 'new');
  if (parts.previous) plantTree(join(restore, 'previous'), 'old');
  if (parts.complete) writeFileSync(join(restore, 'complete'), 'complete\n');
}

beforeEach(() => {
  layout = createLayout(nodeDirectory('restore-staging'));
  server = layout.serverDirectory(ID);
  restore = join(layout.nodeFolder, `restore-${ID}`);
});
afterAll(removeNodeDirectories);

describe('recovering an interrupted restore', () => {
  it('deletes an incomplete staging and keeps the folder as it was', () => {
    crashedRestore({ server: true, staging: true });
    recoverRestores(layout);
    expect(versionOf(server)).toBe('old');
    expect(existsSync(restore)).toBe(false);
  });

  it('puts the folder moved aside back when the staging is incomplete and the folder is missing', () => {
    crashedRestore({ staging: true, previous: true });
    recoverRestores(layout);
    expect(versionOf(server)).toBe('old');
    expect(existsSync(restore)).toBe(false);
  });

  it('swaps a complete staging in when the crash came before the folder was moved aside', () => {
    crashedRestore({ server: true, staging: true, complete: true });
    recoverRestores(layout);
    expect(versionOf(server)).toBe('new');
    expect(existsSync(restore)).toBe(false);
  });

  it('moves a complete staging into place when the crash came between the two renames', () => {
    crashedRestore({ staging: true, complete: true, previous: true });
    recoverRestores(layout);
    expect(versionOf(server)).toBe('new');
    expect(existsSync(restore)).toBe(false);
  });

  it('only cleans up when the crash came after the swap', () => {
    crashedRestore({ server: true, complete: true, previous: true });
    recoverRestores(layout);
    expect(versionOf(server)).toBe('new');
    expect(existsSync(restore)).toBe(false);
  });

  it('leaves alone what is not a restore and a node with nothing to recover', () => {
    plantTree(server, 'old');
    mkdirSync(join(layout.nodeFolder, 'restore-not.an.id'), { recursive: true });
    recoverRestores(layout);
    recoverRestores(createLayout(nodeDirectory('restore-staging-empty')));
    expect(versionOf(server)).toBe('old');
    expect(existsSync(join(layout.nodeFolder, 'restore-not.an.id'))).toBe(true);
  });
});

describe('restoring a folder', () => {
  it('swaps the unpacked folder in and leaves nothing behind', async () => {
    plantTree(server, 'old');
    await restoreFolder(layout, ID, async (target) => plantTree(target, 'new'));
    expect(versionOf(server)).toBe('new');
    expect(existsSync(restore)).toBe(false);
  });

  it('keeps the folder as it was when unpacking fails', async () => {
    plantTree(server, 'old');
    const failing = async (target: string) => {
      plantTree(target, 'new');
      throw new Error('archive cut short');
    };
    await expect(restoreFolder(layout, ID, failing)).rejects.toThrow('archive cut short');
    expect(versionOf(server)).toBe('old');
    expect(existsSync(restore)).toBe(false);
  });

  it('restores into a server that had no folder', async () => {
    await restoreFolder(layout, ID, async (target) => plantTree(target, 'new'));
    expect(versionOf(server)).toBe('new');
  });
});
