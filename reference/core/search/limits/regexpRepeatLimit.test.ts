/**
 * The counted-repeat refusal of Lucene's RegExp.toAutomatonInternal (Lucene 8/9: REGEXP_REPEAT_MIN checks
 * (states − 1) × min, REGEXP_REPEAT_MINMAX (states − 1) × max, against the limit; strictly over refuses) and
 * its wording per version (TooComplexToDeterminizeException(RegExp, cause): Lucene 9 "would require more than
 * N effort.", Lucene 8 "would result in more than N states."); Lucene 10 (ES 9) has no such check (the official
 * 9.x search/640_regexp_circuit_breaker.yml runs `.{0,10000}`).
 */
import { describe, expect, it } from 'vitest';
import { regexpRepeatOverLimit } from './regexpRepeatLimit.ts';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

describe('regexpRepeatOverLimit', () => {
  it('counts leaf operands exactly', () => {
    expect(regexpRepeatOverLimit('a{10001}', 10000)).toBe(10001);
    expect(regexpRepeatOverLimit('a{10000}', 10000)).toBeUndefined();
    expect(regexpRepeatOverLimit('x[0-9]{3,10001}', 10000)).toBe(10001);
    expect(regexpRepeatOverLimit('.{10001,}', 10000)).toBe(10001);
    // A quoted string and a group of plain characters are one string node: a state per code point, plus one.
    expect(regexpRepeatOverLimit('"abc"{4000}', 10000)).toBe(12000);
    expect(regexpRepeatOverLimit('(abc){3334}', 10000)).toBe(10002);
    expect(regexpRepeatOverLimit('(abc){3333}', 10000)).toBeUndefined();
  });
  it('invents nothing for operands it does not model', () => {
    expect(regexpRepeatOverLimit('(a|b){20000}', 10000)).toBeUndefined();
    expect(regexpRepeatOverLimit('a*{20000}', 10000)).toBeUndefined();
  });
});

describe('a regexp query over the limit, per version', () => {
  const run = (profile: ProfileName, value: string) => {
    const s = testSimulator({ profile });
    call(s, 'PUT', '/rx', { mappings: { properties: { k: { type: 'keyword' } } } });
    call(s, 'PUT', '/rx/_doc/1?refresh=true', { k: 'aaa' });
    return call(s, 'POST', '/rx/_search', { query: { regexp: { k: value } } });
  };
  it('ES 8: Lucene 9 effort wording, a shard failure', () => {
    const r = run('elasticsearch@8.19.0', 'a{10001}');
    expect(r.status).toBe(400);
    expect(r.body.error.failed_shards[0].reason).toMatchObject({ type: 'query_shard_exception', reason: 'failed to create query: Determinizing a{10001} would require more than 10001 effort.', caused_by: { type: 'too_complex_to_determinize_exception' } });
  });
  it('ES 7: Lucene 8 states wording', () => {
    expect(run('elasticsearch@7.17.0', 'a{10001}').body.error.root_cause[0].reason).toBe('failed to create query: Determinizing a{10001} would result in more than 10001 states.');
  });
  it('ES 9: no such check', () => {
    expect(run('elasticsearch@9.1.0', 'a{10001}').status).toBe(200);
  });
});
