/**
 * `npm run lint`'s refusal of import cycles (issue #12): prints each cycle and fails when there is
 * one. The search is scripts/import-cycles.ts.
 */
import { fileURLToPath } from 'node:url';
import { findImportCycles } from './import-cycles.js';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const cycles = findImportCycles(rootDir);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`Import cycle:\n  ${cycle.join('\n  -> ')}\n`);
  console.error(
    `${cycles.length} import cycle(s). Move what both sides need into a module of its own, or import only types.`,
  );
  process.exit(1);
}
console.log('No import cycles.');
