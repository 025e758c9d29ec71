/** The `match` assertion (regexes with Java's semantics). */
import { diffValues, formatDiff, scalarEqual, show } from '../../check/diff.ts';
import { isClassedNumber, loosen, plainNumber } from '../../model/javaNumberClasses.ts';
import { compileJavaRegex, isRegexLiteral, RegexTranslationError } from '../regex.ts';
import { assertionStep, parsePairs, type AssertionVerdict } from './assertion.ts';
import type { StepParser } from './types.ts';

/** Compare one actual value with one expected value under `match` rules (FORMAT.md §4). */
export function matchValue(actual: unknown, expected: unknown, path: string): AssertionVerdict {
  const where = `match [${path === '' ? '(body)' : path}]`;
  if (isRegexLiteral(expected)) {
    let re: RegExp;
    try {
      re = compileJavaRegex(expected, true);
    } catch (err) {
      if (err instanceof RegexTranslationError) return { ok: false, runnerError: true, message: `${where}: cannot evaluate ${expected.trim()}: ${err.message}` };
      throw err;
    }
    if (typeof actual !== 'string') return { ok: false, message: `${where}: expected a string matching ${expected.trim()}, got ${show(actual)}` };
    return re.test(actual) ? { ok: true } : { ok: false, message: `${where}: ${show(actual)} does not match ${expected.trim()}` };
  }
  // At the asserted path two numbers of different classes compare by their doubles (1 equals 1.0); inside a
  // structure each leaf compares by Object.equals (diffValues with the classes of model/javaNumberClasses.ts).
  if (isClassedNumber(expected) || isClassedNumber(actual)) return matchValue(plainNumber(actual), plainNumber(expected), path);
  if (expected !== null && typeof expected === 'object') {
    const entries = diffValues(expected, actual);
    if (entries.length === 0) return { ok: true };
    return { ok: false, message: `${where}: structures differ (${entries.length} difference${entries.length > 1 ? 's' : ''})`, diff: formatDiff(entries) };
  }
  if (actual !== null && typeof actual === 'object') return { ok: false, message: `${where}: expected ${show(expected)}, got ${show(actual)}` };
  return scalarEqual(expected, actual) ? { ok: true } : { ok: false, message: `${where}: expected ${show(expected)}, got ${show(actual)}` };
}

/** `match: {path: expected}`: exact deep equality, numbers by value, `/regex/` in COMMENTS mode. */
export const parseMatch: StepParser = (value, line, _kind, dialect) => {
  const pairs = parsePairs(value, 'match');
  if (typeof pairs === 'string') return pairs;
  // The clients suite's runners (JavaScript) read every number as a double: 1 and 1.0 are one value there.
  // Our own scenarios judge a target by the JSON value it answers (RFC 8259 has one number type): a server
  // that prints the double 2.0 as `2` departs from Jackson's text, not from Elasticsearch's behaviour, and
  // MatchAssertion itself compares numbers of different classes by value at the asserted path; only its
  // MapMatcher leaves tell Integer from Double, which the official suites keep (dialect `elasticsearch`).
  if (dialect === 'clients' || dialect === 'scenarios') return assertionStep('match', line, pairs.map(([p, v]) => [p, loosen(v)]), matchValue);
  // Only a structure needs the numbers' classes (a number at the path compares by value).
  return assertionStep('match', line, pairs, matchValue, (raw) => raw !== null && typeof raw === 'object' && !isClassedNumber(raw));
};
