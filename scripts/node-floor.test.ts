// The oldest Node that Kiln accepts is written in four places; they must agree, and it must be one that runs `.ts`
// files without flags (type stripping on by default since 22.18), or `npm start` fails on it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const FLOOR = '22.18';

describe('the Node floor', () => {
  it('is the same in package.json, scripts/node.sh, .ci/run and the README', () => {
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${FLOOR}`);
    const script = read('scripts/node.sh');
    expect(script).toContain('process.exit(a>22||(a===22&&b>=18)?0:1)');
    expect(script).toContain(`Kiln needs Node.js >= ${FLOOR}`);
    expect(read('.ci/run')).toContain(`Node >= ${FLOOR}`);
    expect(read('README.md')).toContain(`older than ${FLOOR}`);
    for (const text of [script, read('.ci/run'), read('README.md')]) expect(text).not.toMatch(/22\.1[0-7]\b/);
  });
});
