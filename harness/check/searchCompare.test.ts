/** The search comparison: what Elasticsearch fixes must agree; what it leaves open (tie order) may differ. */
import { describe, expect, it } from 'vitest';
import { okOutcome } from '../model/outcome.ts';
import { compareSearch, compareSearchBodies, scoreClose, ulp32 } from './searchCompare.ts';

const hit = (id: string, score: number | null, extra: Record<string, unknown> = {}) => ({ _index: 'i', _id: id, _score: score, _source: { id }, ...extra });
const answer = (hits: unknown[], total = hits.length, aggregations?: unknown) => ({ hits: { total: { value: total, relation: 'eq' }, max_score: (hits[0] as { _score?: number } | undefined)?._score ?? null, hits }, ...(aggregations ? { aggregations } : {}) });
const paths = (req: unknown, ref: unknown, tgt: unknown) => compareSearchBodies(req, ref, tgt).entries.map((e) => e.path);

describe('scores', () => {
  it('agree within one float32 ulp, not two', () => {
    // Lucene prints a float score as the shortest decimal that reads back as the same float (Float.toString).
    const s = 0.2876821;
    expect(scoreClose(s, Math.fround(s))).toBe(true);
    expect(scoreClose(s, s + ulp32(s))).toBe(true);
    expect(scoreClose(s, s + 3 * ulp32(s))).toBe(false);
    expect(scoreClose(null, null)).toBe(true);
    expect(scoreClose(1, null)).toBe(false);
  });
});

describe('hits', () => {
  const ref = answer([hit('a', 2), hit('b', 1), hit('c', 1), hit('d', 0.5)]);
  it('equal-score ties in either order pass (ES leaves their order open)', () => {
    expect(paths({}, ref, answer([hit('a', 2), hit('c', 1), hit('b', 1), hit('d', 0.5)]))).toEqual([]);
  });
  it('order where scores differ is checked', () => {
    // a missing from the first rank and b extra there; b missing from the tie after it and a extra there.
    expect(paths({}, ref, answer([hit('b', 2), hit('a', 1), hit('c', 1), hit('d', 0.5)]))).toEqual(['hits.hits[i/a]', 'hits.hits[i/b]', 'hits.hits[i/b]', 'hits.hits[i/a]']);
  });
  it('a dropped last hit is a difference', () => {
    expect(paths({}, ref, answer([hit('a', 2), hit('b', 1), hit('c', 1)], 4))).toContain('hits.hits');
  });
  it('a score off by more than an ulp is a difference, and so is max_score', () => {
    expect(paths({}, ref, answer([hit('a', 2.002), hit('b', 1), hit('c', 1), hit('d', 0.5)]))).toEqual(['hits.max_score', 'hits.hits.0._score']);
  });
  it('the total must agree exactly', () => {
    expect(paths({}, ref, answer([hit('a', 2), hit('b', 1), hit('c', 1), hit('d', 0.5)], 5))).toEqual(['hits.total.value']);
  });
  it('a tie cut by the end of the page may hold other members of the tie', () => {
    const page = answer([hit('a', 2), hit('b', 1)], 3);
    expect(paths({}, page, answer([hit('a', 2), hit('c', 1)], 3))).toEqual([]);
  });
  it('a document whose source differs is a difference', () => {
    expect(paths({}, ref, answer([hit('a', 2, { _source: { id: 'x' } }), hit('b', 1), hit('c', 1), hit('d', 0.5)]))).toEqual(['hits.hits[i/a]._source.id']);
  });
  it('with a sort, ties are equal sort values', () => {
    const sorted = answer([hit('a', null, { sort: [1] }), hit('b', null, { sort: [2] }), hit('c', null, { sort: [2] })]);
    const req = { sort: [{ n: 'asc' }] };
    expect(paths(req, sorted, answer([hit('a', null, { sort: [1] }), hit('c', null, { sort: [2] }), hit('b', null, { sort: [2] })]))).toEqual([]);
    expect(paths(req, sorted, answer([hit('b', null, { sort: [2] }), hit('a', null, { sort: [1] }), hit('c', null, { sort: [2] })]))).toContain('hits.hits.0.sort');
  });
});

describe('aggregations', () => {
  const req = { aggs: { t: { terms: { field: 'tag' }, aggs: { p: { percentiles: { field: 'n' } }, s: { sum: { field: 'n' } } } } } };
  const bucket = (key: string, n: number, p50: number, sum: number) => ({ key, doc_count: n, p: { values: { '1.0': 0, '50.0': p50, '99.0': 10 } }, s: { value: sum } });
  const ref = answer([], 0, { t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [bucket('a', 3, 5, 9), bucket('b', 1, 5, 2)] } });
  it('keys, counts and order must agree; exact metrics exactly', () => {
    expect(paths(req, ref, answer([], 0, { t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [bucket('b', 1, 5, 2), bucket('a', 3, 5, 9)] } }))).toContain('aggregations.t.buckets.0.key');
    expect(paths(req, ref, answer([], 0, { t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [bucket('a', 4, 5, 11)] } }))).toEqual(['aggregations.t.buckets', 'aggregations.t.buckets.0.doc_count', 'aggregations.t.buckets.0.s.value', 'aggregations.t.buckets.1']);
    expect(paths(req, ref, answer([], 0, { t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [bucket('a', 3, 5, 9.000001), bucket('b', 1, 5, 2)] } }))).toEqual(['aggregations.t.buckets.0.s.value']);
  });
  it('percentiles agree within their documented error (TDigest estimates differ by implementation)', () => {
    expect(paths(req, ref, answer([], 0, { t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [bucket('a', 3, 5.5, 9), bucket('b', 1, 5, 2)] } }))).toEqual([]);
    expect(paths(req, ref, answer([], 0, { t: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [bucket('a', 3, 8, 9), bucket('b', 1, 5, 2)] } }))).toEqual(['aggregations.t.buckets.0.p.values.50\\.0']);
  });
});

describe('the verdict', () => {
  const ok = (status: number, json: unknown) => okOutcome(status, { 'content-type': 'application/json' }, JSON.stringify(json), 0);
  it('a status that differs is invalid; the same error type is valid', () => {
    expect(compareSearch({}, ok(200, answer([])), ok(400, { error: { type: 'parsing_exception' }, status: 400 })).valid).toBe(false);
    expect(compareSearch({}, ok(400, { error: { type: 'parsing_exception' } }), ok(400, { error: { type: 'parsing_exception' } })).valid).toBe(true);
    expect(compareSearch({}, ok(400, { error: { type: 'x_exception' } }), ok(400, { error: { type: 'parsing_exception' } })).valid).toBe(false);
  });
  it('no answer from the reference is unknown, never the target\'s fault', () => {
    expect(compareSearch({}, ok(200, answer([])), { kind: 'info', reason: 'reset', ms: 0 }).valid).toBe('unknown');
  });
});
