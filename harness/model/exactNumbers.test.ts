/**
 * Integers past 2^53 in `match` and the comparisons, as Elasticsearch's runner (MatchAssertion, Jackson's
 * Integer/Long/BigInteger) compares them. Before, both sides were read as doubles: 2^64 - 2 matched 2^64 - 1.
 */
import { describe, expect, it } from 'vitest';
import { fakeTarget } from '../testing/fakeTarget.ts';
import { runYamlText } from '../testing/runYamlText.ts';
import { renderJson } from '../report/jsonReport.ts';
import { exactNumberEqual, exactNumberOrder } from './exactNumbers.ts';

/** A target whose every answer is this raw JSON text. */
const answering = (text: string) => fakeTarget(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: text }));

const suite = (assertions: string) => `---
"big":
  - do:
      info: {}
${assertions}
`;

async function statusOf(body: string, assertions: string): Promise<string> {
  const [c] = await runYamlText(suite(assertions), answering(body));
  return c!.status;
}

describe('integers past 2^53', () => {
  it('match compares two BigIntegers (past 2^63) exactly', async () => {
    expect(await statusOf('{"v":18446744073709551615}', '  - match: {v: 18446744073709551615}')).toBe('passed');
    expect(await statusOf('{"v":18446744073709551614}', '  - match: {v: 18446744073709551615}')).toBe('failed');
  });

  it('match compares two Longs exactly, inside structures too', async () => {
    expect(await statusOf('{"v":9007199254740993}', '  - match: {v: 9007199254740992}')).toBe('failed');
    expect(await statusOf('{"v":[9007199254740993]}', '  - match: {v: [9007199254740993]}')).toBe('passed');
    expect(await statusOf('{"v":{"x":9007199254740993}}', '  - match: {v: {x: 9007199254740992}}')).toBe('failed');
  });

  it('a Long and a BigInteger compare by their doubles, as MatchAssertion does for different classes', async () => {
    // 2^63 - 1 (a Long) and 2^63 (a BigInteger) are the same double.
    expect(await statusOf('{"v":9223372036854775808}', '  - match: {v: 9223372036854775807}')).toBe('passed');
    // A double and a big integer: by doubles.
    expect(await statusOf('{"v":18446744073709551615}', '  - match: {v: 1.8446744073709552E19}')).toBe('passed');
  });

  it('a stashed big integer keeps its digits', async () => {
    const body = '{"a":18446744073709551614,"b":18446744073709551615}';
    expect(await statusOf(body, '  - set: {a: x}\n  - match: {b: $x}')).toBe('failed');
    expect(await statusOf(body, '  - set: {b: x}\n  - match: {b: $x}')).toBe('passed');
  });

  it('gt and lt order big integers exactly', async () => {
    expect(await statusOf('{"v":18446744073709551615}', '  - gt: {v: 18446744073709551614}')).toBe('passed');
    expect(await statusOf('{"v":18446744073709551614}', '  - gt: {v: 18446744073709551614}')).toBe('failed');
    expect(await statusOf('{"v":9007199254740993}', '  - lte: {v: 9007199254740992}')).toBe('failed');
  });

  it('a digit run inside a string is not read as a number', async () => {
    expect(await statusOf('{"v":"12345678901234567890"}', '  - match: {v: "12345678901234567890"}')).toBe('passed');
  });

  it('a failure report prints the digits', async () => {
    const cases = await runYamlText(suite('  - match: {v: 18446744073709551615}'), answering('{"v":18446744073709551614}'));
    const text = renderJson({ command: 't', target: 'fake', startedAt: '', durationMs: 0, cases, notes: [] } as never);
    expect(text).toContain('18446744073709551615');
    expect(text).toContain('18446744073709551614');
  });

  it('the rule itself', () => {
    expect(exactNumberEqual(2n ** 64n - 1n, 2n ** 64n - 2n)).toBe(false);
    expect(exactNumberEqual(2n ** 63n - 1n, 2n ** 63n)).toBe(true);
    expect(exactNumberEqual(2n ** 53n + 1n, 2n ** 53n)).toBe(false);
    expect(exactNumberEqual(2n ** 53n, 2 ** 53)).toBe(true);
    expect(exactNumberOrder(2n ** 64n - 1n, 2n ** 64n - 2n)).toBe(1);
    expect(exactNumberOrder(5, 2n ** 60n)).toBeLessThan(0);
  });
});

describe('differential checks read big integers exactly', () => {
  it('a target whose unsigned_long differs from the reference only past 2^53 differs', async () => {
    const { compareOutcomes } = await import('../check/differential.ts');
    const { compareSearch } = await import('../check/searchCompare.ts');
    const { okOutcome } = await import('./outcome.ts');
    const ct = { 'content-type': 'application/json' };
    const ref = okOutcome(200, ct, '{"v":18446744073709551615}', 0);
    expect(compareOutcomes(okOutcome(200, ct, '{"v":18446744073709551614}', 0), ref).valid).toBe(false);
    expect(compareOutcomes(okOutcome(200, ct, '{"v":18446744073709551615}', 0), ref).valid).toBe(true);
    const hits = (s: string) => okOutcome(200, ct, `{"hits":{"total":{"value":1,"relation":"eq"},"hits":[{"_id":"1","_score":null,"sort":[${s}]}]},"aggregations":{"t":{"buckets":[{"key":${s},"doc_count":1}]}}}`, 0);
    const body = { sort: ['v'], aggs: { t: { terms: { field: 'v' } } } };
    expect(compareSearch(body, hits('18446744073709551614'), hits('18446744073709551615')).valid).toBe(false);
    expect(compareSearch(body, hits('18446744073709551615'), hits('18446744073709551615')).valid).toBe(true);
  });
});
