/** The `close_to` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep, parsePairs } from './assertion.ts';
import type { StepParser } from './types.ts';

/**
 * `close_to: {path: {value: V, error: E}}` (ES 8's runner): the number at the path is within E of V, for
 * values a server computes (scores, averages) that need not match to the last bit.
 */
export const parseCloseTo: StepParser = (value, line, kind) => {
  const pairs = parsePairs(value, kind);
  if (typeof pairs === 'string') return pairs;
  const step = assertionStep(kind, line, pairs, (actual, expected, path) => {
    const e = expected as { value?: unknown; error?: unknown } | null;
    if (e === null || typeof e !== 'object' || typeof e.value !== 'number' || typeof e.error !== 'number') {
      return { ok: false, message: `close_to [${path}]: expects {value: <number>, error: <number>}, got ${show(expected)}` };
    }
    // An integer past 2^53 (a bigint here) is a Number to the Java runner, read as its double.
    if (typeof actual !== 'number' && typeof actual !== 'bigint') return { ok: false, message: `close_to [${path}]: ${show(actual)} is not a number` };
    return Math.abs(Number(actual) - e.value) <= e.error ? { ok: true } : { ok: false, message: `close_to [${path}]: expected ${show(actual)} within ${e.error} of ${e.value}` };
  });
  // ClientYamlTestSuite.validate refuses a close_to assertion without `close_to` in skip.features, as it does
  // `contains` ("so runners that do not support the [close_to] assertion can skip the test").
  return { ...step, needs: ['close_to'] };
};
