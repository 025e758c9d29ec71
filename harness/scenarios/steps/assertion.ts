/** What every assertion shares: resolve the actual value, resolve the expected one through the stash, compare. */
import { invalid, unknown, valid } from '../../check/verdict.ts';
import type { StepRecord } from '../../model/caseResult.ts';
import { evaluatePath, type PathResult } from '../objectPath.ts';
import { exactValue } from '../../model/exactNumbers.ts';
import { classedValue, loosen } from '../../model/javaNumberClasses.ts';
import { Stash, StashError } from '../stash.ts';
import type { Step, StepAnswer, StepContext } from './types.ts';

/**
 * Read the actual value at `path`: a whole `$name` reads the stash; `''` after HEAD is 2xx-vs-404. `classed`:
 * with the Java class of each number (floats as JavaDouble, stashed numbers loose; model/javaNumberClasses.ts).
 */
export function actualAt(ctx: StepContext, path: string, classed = false): PathResult {
  const lane = ctx.primary;
  try {
    if (path.startsWith('$') && !path.startsWith('${')) {
      const v = lane.stash.lookup(path.slice(1));
      return { ok: true, value: classed ? loosen(v) : v };
    }
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  const res = lane.response;
  if (!res) return { ok: false, error: 'no response to assert on (no `do` ran before this step)' };
  if (path === '' && res.head && (res.value === undefined || res.value === '')) return { ok: true, value: res.status < 400 };
  // A body that did not parse (text, empty) has no paths, not even `''`: Elasticsearch's runner evaluates
  // them to null (`ClientYamlTestResponse.evaluate`). Its text is read through `$body`.
  if (res.parsed === false) return { ok: true, value: null };
  // Integers past 2^53 are read exactly here, as Jackson reads them for Elasticsearch's runner (exactNumbers.ts).
  return evaluatePath(classed ? classedValue(res.outcome, res.value) : exactValue(res.outcome, res.value), path, lane.stash.resolveSegment);
}

/**
 * Resolve an expected value through the stash (typed for a whole `$name`, deep for structures). `classed`: a
 * stashed value put into a structure compares its numbers by value (their Java class is not kept).
 */
export function resolveExpected(ctx: StepContext, v: unknown, classed = false): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    if (typeof v === 'string') return { ok: true, value: Stash.isReference(v) ? ctx.primary.stash.resolveString(v) : v };
    return { ok: true, value: ctx.primary.stash.resolve(v, classed ? loosen : undefined) };
  } catch (err) {
    if (err instanceof StashError) return { ok: false, error: err.message };
    throw err;
  }
}

/** Parse the `{path: expected}` mapping that most assertions take. */
export function parsePairs(value: unknown, kind: string): Array<[string, unknown]> | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `${kind} takes a mapping of path to expected value`;
  const pairs = Object.entries(value as Record<string, unknown>);
  if (pairs.length === 0) return `${kind} needs at least one path`;
  return pairs;
}

/**
 * What an assertion concluded about one path. `runnerError`: the runner could not judge (an expectation it
 * cannot evaluate, such as a regex it cannot translate), so the case is an error, not a failure.
 */
export type AssertionVerdict = { ok: true } | { ok: false; message: string; diff?: string; runnerError?: true };

/** The common template of an assertion: resolve actual and expected, compare, record. */
export function assertionStep(
  kind: string,
  line: number,
  pairs: Array<[string, unknown]>,
  check: (actual: unknown, expected: unknown, path: string) => AssertionVerdict,
  classed: (rawExpected: unknown) => boolean = () => false,
): Step {
  return {
    kind,
    line,
    needs: [],
    async run(ctx: StepContext): Promise<StepAnswer> {
      const name = `step:${kind}`;
      for (const [path, rawExpected] of pairs) {
        const actual = actualAt(ctx, path, classed(rawExpected));
        const expected = resolveExpected(ctx, rawExpected, classed(rawExpected));
        const rec: StepRecord = { kind, file: ctx.file, line, ok: false, expected: expected.ok ? expected.value : rawExpected };
        if (!actual.ok || !expected.ok) {
          const message = `${kind} [${path}]: ${!actual.ok ? actual.error : (expected as { error: string }).error}`;
          ctx.record({ ...rec, message });
          return invalid(name, message);
        }
        rec.actual = actual.value;
        const verdict = check(actual.value, expected.value, path);
        if (!verdict.ok) {
          ctx.record({ ...rec, message: verdict.message, ...(verdict.diff ? { diff: verdict.diff } : {}) });
          const extra = verdict.diff ? { diff: verdict.diff } : {};
          return verdict.runnerError ? unknown(name, verdict.message, extra) : invalid(name, verdict.message, extra);
        }
        ctx.record({ ...rec, ok: true });
      }
      return valid(name, `${kind}: ${pairs.map(([p]) => p).join(', ')}`);
    },
  };
}
