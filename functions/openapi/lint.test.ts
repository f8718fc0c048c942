// The OpenAPI document passes Redocly's recommended ruleset, relaxed only where a rule cannot apply to Kiln, and keeps summaries plain.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.ts';
import { OPERATIONS } from './operations.ts';

const SOURCE = 'openapi.json';

/**
 * `/v3/servers/notices/{notice}` beside `/v3/servers/{id}/…` reads as ambiguous to the linter, but "notices" is never a
 * server's ID (IDs are 8 base62 characters) and the router tries the fixed path first.
 */
const fixedSegmentNeverAnId = (ruleId: string, message: string) => ruleId === 'no-ambiguous-paths' && message.includes('`/v3/servers/notices/{notice}`');

describe('the OpenAPI document', () => {
  it('has no problem under the recommended ruleset', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Kiln is a hosted service, not a published work: its API has no licence to name.
        'info-license': 'off',
      },
    }, {
      ignore: {
        [SOURCE]: {
          // The download-by-hash route only ever redirects to the file (307): it has no 2xx answer.
          'operation-2xx-response': new Set(['#/paths/~1v2~1version_file~1{hash}~1download/get/responses']),
        },
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument()), absoluteRef: SOURCE, config });
    const reported = problems.filter((problem) => !problem.ignored && !fixedSegmentNeverAnId(problem.ruleId, problem.message))
      .map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(reported).toEqual([]);
    expect(problems.filter((problem) => problem.ignored)).toHaveLength(1);
  });

  it('keeps summaries plain text, since OpenAPI tools show them unformatted (markdown belongs in descriptions)', () => {
    expect(OPERATIONS.filter((operation) => /[`*]/.test(operation.summary)).map((operation) => operation.summary)).toEqual([]);
  });
});
