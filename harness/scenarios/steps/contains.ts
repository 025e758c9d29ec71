/** The `contains` assertion. */
import { deepEqual, show } from '../../check/diff.ts';
import { assertionStep, parsePairs } from './assertion.ts';
import type { StepParser } from './types.ts';

/** Whether `item` matches `want` on the keys `want` gives (objects), or equals it (scalars). */
function itemMatches(item: unknown, want: unknown): boolean {
  if (want !== null && typeof want === 'object' && !Array.isArray(want)) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
    const obj = item as Record<string, unknown>;
    return Object.entries(want as Record<string, unknown>).every(([k, v]) => k in obj && deepEqual(v, obj[k]));
  }
  return deepEqual(want, item);
}

/** `contains: {path: item}`: the list at path holds a matching item (or the string holds the substring). */
export const parseContains: StepParser = (value, line) => {
  const pairs = parsePairs(value, 'contains');
  if (typeof pairs === 'string') return pairs;
  const step = assertionStep('contains', line, pairs, (actual, expected, path) => {
    if (typeof actual === 'string' && typeof expected === 'string') {
      return actual.includes(expected) ? { ok: true } : { ok: false, message: `contains [${path}]: ${show(actual)} does not contain ${show(expected)}` };
    }
    if (!Array.isArray(actual)) return { ok: false, message: `contains [${path}]: expected a list, got ${show(actual)}` };
    return actual.some((i) => itemMatches(i, expected))
      ? { ok: true }
      : { ok: false, message: `contains [${path}]: no item matches ${show(expected)} in ${show(actual)}` };
  });
  return { ...step, needs: ['contains'] };
};
