/**
 * Skips that depend on the environment (a client that is not installed, a suite that is not there, a
 * mount this process may not make) must not make a green CI that ran nothing. Outside CI a missing piece
 * skips, saying what to install; under `CI=true` it fails instead, with a test naming what `.ci/run` must
 * provide. A test that cannot run in CI for a real reason says so with `ciExempt`, and keeps its skip.
 */
import { it } from 'vitest';

/** Whether CI is running the tests (CI sets CI=true; so does .ci/run's caller). */
export const IN_CI = process.env.CI === 'true';

/**
 * Whether to skip a test whose environment lacks `missing` (undefined: nothing lacks, run it). Under
 * CI=true this registers a failing test naming the missing piece and returns false, so the test itself
 * runs (and fails on what is missing) rather than skipping; with `ciExempt` (the reason CI cannot have it)
 * it skips there too.
 */
export function skipWithout(missing: string | undefined, opts: { ciExempt?: string } = {}): boolean {
  if (missing === undefined) return false;
  if (!IN_CI || opts.ciExempt !== undefined) return true;
  it(`CI provides what these tests need: ${missing}`, () => {
    throw new Error(`${missing}, under CI=true: .ci/run must provide it (a skip here would let a green CI hide that the tests did not run)`);
  });
  return false;
}
