// .env files: parsed with Node's own parser, the environment first, then .env.local, then .env.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFiles } from './env-files.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('loadEnvFiles', () => {
  it('lets the environment win over .env.local, and .env.local over .env', () => {
    root = mkdtempSync(join(tmpdir(), 'kiln-env-'));
    writeFileSync(join(root, '.env'), '# shared\nPORT=5000\nPUBLIC_URL="https://kiln.example"\nLOG_FORMAT=json\nSECRET_KEY=from-dot-env\n');
    writeFileSync(join(root, '.env.local'), 'PORT=5001\nSECRET_KEY=from-dot-env-local # this machine\n');
    const env: NodeJS.ProcessEnv = { LOG_FORMAT: 'text' };
    expect(loadEnvFiles(root, env)).toEqual(['.env.local', '.env']);
    expect(env).toEqual({ PORT: '5001', PUBLIC_URL: 'https://kiln.example', LOG_FORMAT: 'text', SECRET_KEY: 'from-dot-env-local' });
  });

  it('reads nothing when there are no files', () => {
    root = mkdtempSync(join(tmpdir(), 'kiln-env-'));
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFiles(root, env)).toEqual([]);
    expect(env).toEqual({});
  });
});
