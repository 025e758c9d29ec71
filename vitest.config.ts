/** The test runner's configuration: which tests `npm test` runs, and the fault sweeps it leaves to `npm run test:faults`. */
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The fault sweeps: each runs whole suites through a faulty proxy or against every planted fault, about
 * three minutes together on 2 cores. `npm test` leaves them out (it takes about three and a half minutes on 2 cores);
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
    // Most of a file's time is importing the simulator (transform and module evaluation), and most tests wait
    // on sockets and child processes: one worker per core (vitest's default leaves one core to itself) and
    // modules shared between the files of a worker took `npm test` from 453 s to about 200 s on 2 cores.
    // Sharing is safe because the core is pure and every test builds its own simulator, server and files.
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
