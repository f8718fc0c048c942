// `npm run deps`: every broken dependency rule, one a line. `npm run deps:graph`: the graph of modules, layers and
// site folders as a Mermaid diagram on stdout.
import { fileURLToPath } from 'node:url';
import { format } from 'dependency-cruiser';
import { TEST_SUPPORT } from '../.dependency-cruiser.mjs';
import { cruiseRules, describeViolation, violations } from './lib/dependency-map.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await cruiseRules(root);

if (process.argv.includes('--graph')) {
  const { output } = await format(result, {
    outputType: 'mermaid',
    // One node per top-level area of functions/, per site folder and per db folder; tests would tie everything to all.
    collapse: '^(functions/[^/]+|site/src/[^/]+|db/[^/]+|scripts)',
    includeOnly: '^(functions|site/src|db|scripts)/',
    exclude: TEST_SUPPORT,
  });
  console.log(output);
} else {
  const found = violations(result);
  for (const violation of found) console.log(describeViolation(violation));
  console.log(`${found.length} dependency rule violation(s) in ${result.summary.totalCruised} modules.`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
