/** The `matches_in_any_order` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep, parsePairs } from './assertion.ts';
import { matchValue } from './match.ts';
import type { StepParser } from './types.ts';

/**
 * `matches_in_any_order: {path: [..]}` (Elasticsearch's MatchesInAnyOrderAssertion.java): each expected
 * item consumes one actual item that `match`es it, and no actual item is left over; two non-lists compare
 * as `match`. One key only (ParserUtils.parseTuple).
 */
export const parseMatchesInAnyOrder: StepParser = (value, line) => {
  const pairs = parsePairs(value, 'matches_in_any_order');
  if (typeof pairs === 'string') return pairs;
  if (pairs.length !== 1) return `expected key value pair but found an object with ${pairs.length} fields`;
  return assertionStep('matches_in_any_order', line, pairs, (actual, expected, path) => {
    if (!Array.isArray(actual) && !Array.isArray(expected)) return matchValue(actual, expected, path);
    if (!Array.isArray(actual)) return { ok: false, message: `field [${path}] expected to be a list but was [${show(actual)}]` };
    if (!Array.isArray(expected)) return { ok: false, message: `field [${path}] expected value must be a list but was [${show(expected)}]` };
    const left = [...actual];
    for (const want of expected) {
      const i = left.findIndex((item) => matchValue(item, want, path).ok);
      if (i < 0) return { ok: false, message: `field [${path}] expected to contain the same values in any order but no value matched [${show(want)}] in [${show(actual)}]` };
      left.splice(i, 1);
    }
    return left.length === 0 ? { ok: true } : { ok: false, message: `field [${path}] expected to contain the same values in any order but contained unexpected values ${show(left)}` };
  });
};
