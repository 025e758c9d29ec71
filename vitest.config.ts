/** The test runner's configuration: which tests `npm test` runs, and the fault sweeps it leaves to `npm run test:faults`. */
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The fault sweeps: each runs whole suites through a faulty proxy or against every planted fault, about
 * three minutes together on 2 cores. `npm test` leaves them out (it takes about eight minutes on 2 cores);
 * `npm run test:faults` runs them, and .ci/run runs both.
 */
export const FAULT_SWEEPS = [
  'harness/faults/harmless.test.ts',
  'harness/faults/reindexThroughProxy.test.ts',
  'harness/properties/faults.test.ts',
  'harness/properties/adverse.test.ts',
];

const ALL = ['reference/**/*.test.ts', 'harness/**/*.test.ts'];
// `npm run test:faults` sets it; `npx vitest run path/to/x.test.ts` names its files, so none is left out then.
const sweepsOnly = process.env.TEST_SET === 'faults';
const named = process.argv.slice(2).some((a) => /\.test\.ts$/.test(a));

export default defineConfig({
  test: {
    include: sweepsOnly ? FAULT_SWEEPS : ALL,
    exclude: sweepsOnly || named ? configDefaults.exclude : [...configDefaults.exclude, ...FAULT_SWEEPS],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
