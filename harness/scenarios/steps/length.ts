/** The `length` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep, parsePairs } from './assertion.ts';
import type { StepParser } from './types.ts';

/** Size of a string, list or object; undefined for anything else. */
export function sizeOf(v: unknown): number | undefined {
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (v !== null && typeof v === 'object') return Object.keys(v).length;
  return undefined;
}

/** `length: {path: n}`. */
export const parseLength: StepParser = (value, line) => {
  const pairs = parsePairs(value, 'length');
  if (typeof pairs === 'string') return pairs;
  return assertionStep('length', line, pairs, (actual, expected, path) => {
    const n = sizeOf(actual);
    if (n === undefined) return { ok: false, message: `length [${path}]: ${show(actual)} has no length` };
    const want = typeof expected === 'string' ? Number(expected) : expected;
    return n === want ? { ok: true } : { ok: false, message: `length [${path}]: expected ${show(expected)}, got ${n}` };
  });
};
