/** The `is_after` assertion. */
import { show } from '../../check/diff.ts';
import { assertionStep, parsePairs } from './assertion.ts';
import type { StepParser } from './types.ts';

// java.time.Instant.parse (DateTimeFormatter.ISO_INSTANT): seconds and fraction optional, `Z` or an offset.
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO-8601 instant as nanoseconds since the epoch, or undefined when Instant.parse would throw. */
export function parseInstant(s: string): bigint | undefined {
  const m = INSTANT.exec(s);
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}:${m[2] ?? '00'}${m[4]}`);
  if (Number.isNaN(ms)) return undefined;
  return BigInt(ms) * 1_000_000n + BigInt((m[3] ?? '').padEnd(9, '0') || '0');
}

/**
 * `is_after: {path: instant}` (Elasticsearch's IsAfterAssertion.java): both sides parse as instants and
 * the actual one is strictly after the expected one. One key only (ParserUtils.parseTuple).
 */
export const parseIsAfter: StepParser = (value, line) => {
  const pairs = parsePairs(value, 'is_after');
  if (typeof pairs === 'string') return pairs;
  if (pairs.length !== 1) return `expected key value pair but found an object with ${pairs.length} fields`;
  return assertionStep('is_after', line, pairs, (actual, expected, path) => {
    if (actual === null || actual === undefined) return { ok: false, message: `field [${path}] is null` };
    if (expected === null || expected === undefined) return { ok: false, message: 'value to test against cannot be null' };
    const a = parseInstant(String(actual));
    if (a === undefined) return { ok: false, message: `field [${path}] cannot be parsed to Instant, got [${show(actual)}]` };
    const e = parseInstant(String(expected));
    if (e === undefined) return { ok: false, message: `value to test against [${show(expected)}] cannot be parsed to Instant` };
    return a > e ? { ok: true } : { ok: false, message: `field [${path}] should be after [${show(expected)}], but was ${show(actual)}` };
  });
};
