/**
 * Each harmless variation changes the answer it says it changes (so featurePlanted.test.ts, where they must
 * pass the scenarios, tests something), and nothing else: the same JSON values.
 */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { fakeTarget, jsonResponse } from '../testing/fakeTarget.ts';
import type { Target } from '../targets/target.ts';
import { tiedBucketsByKey, tiedBucketsReversed } from './aggFaults.ts';
import { integralDoublesAsIntegers, jsFloatPrinting, newerSearchFields, nullMaxScoreAbsent, otherHeaders } from './harmlessVariants.ts';

const search = (body: unknown = {}): WireRequest => ({ method: 'POST', path: '/i/_search', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rawJson = (text: string) => fakeTarget(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: text }));

async function answer(t: Target, req: WireRequest = search()): Promise<{ body: string; headers: Record<string, string> }> {
  const o = await t.send(req);
  if (o.kind !== 'ok') throw new Error(o.reason);
  return { body: o.body, headers: o.headers };
}

describe('number printing', () => {
  const text = '{"a":2.0,"b":"2.0","c":2.5,"d":1.0E7,"e":1.0E-4,"f":3,"g":-0.0}';
  it('integral doubles as integers: 2.0 becomes 2, strings and exponents stay', async () => {
    expect((await answer(integralDoublesAsIntegers(rawJson(text)))).body).toBe('{"a":2,"b":"2.0","c":2.5,"d":1.0E7,"e":1.0E-4,"f":3,"g":-0}');
  });
  it('JavaScript printing: exponents expanded where JavaScript does, a double keeps a point', async () => {
    expect((await answer(jsFloatPrinting(rawJson(text)))).body).toBe('{"a":2.0,"b":"2.0","c":2.5,"d":10000000.0,"e":0.0001,"f":3,"g":-0.0}');
    expect(JSON.parse((await answer(jsFloatPrinting(rawJson(text)))).body)).toEqual(JSON.parse(text));
  });
});

/** The JSON an answer of `t` to a search parses to. */
const parsed = async (t: Target, req: WireRequest = search()) => JSON.parse((await answer(t, req)).body);

describe('search answers', () => {
  const hits = { hits: { total: { value: 1, relation: 'eq' }, max_score: null, hits: [{ _id: '1', _score: null, sort: [1] }] }, _shards: { total: 1 } };
  it('max_score null is left out, a number kept', async () => {
    expect((await parsed(nullMaxScoreAbsent(fakeTarget(() => jsonResponse(200, hits))))).hits).not.toHaveProperty('max_score');
    const scored = { hits: { ...hits.hits, max_score: 1.5 } };
    expect((await parsed(nullMaxScoreAbsent(fakeTarget(() => jsonResponse(200, scored))))).hits.max_score).toBe(1.5);
  });
  it('newer fields are added at the top, in _shards, hits and each hit', async () => {
    const a = await parsed(newerSearchFields(fakeTarget(() => jsonResponse(200, hits))));
    expect(Object.keys(a)).toContain('_x_newer_top_field');
    expect(a._shards).toHaveProperty('x_newer_shards_field');
    expect(a.hits.hits[0]).toHaveProperty('_x_newer_hit_field');
  });
  it('other headers: a charset and gateway headers', async () => {
    const { headers } = await answer(otherHeaders(fakeTarget(() => jsonResponse(200, hits))));
    expect(headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(headers.server).toBe('gateway/1.0');
  });
});

describe('equal-count terms buckets', () => {
  const req = search({ size: 0, aggs: { t: { terms: { field: 'f' } }, o: { terms: { field: 'f', order: { _key: 'desc' } } } } });
  const buckets = [
    { key: 'b', doc_count: 2 },
    { key: 'a', doc_count: 2 },
    { key: 'c', doc_count: 1 },
  ];
  const t = fakeTarget(() => jsonResponse(200, { hits: { hits: [] }, aggregations: { t: { buckets }, o: { buckets } } }));
  it('by key: a tie sorted by key ascending (default order only)', async () => {
    const a = await parsed(tiedBucketsByKey(t), req);
    expect(a.aggregations.t.buckets.map((b: { key: string }) => b.key)).toEqual(['a', 'b', 'c']);
    expect(a.aggregations.o.buckets.map((b: { key: string }) => b.key)).toEqual(['b', 'a', 'c']);
  });
  it('reversed (planted): a tie in the other order', async () => {
    const a = await parsed(tiedBucketsReversed(t), req);
    expect(a.aggregations.t.buckets.map((b: { key: string }) => b.key)).toEqual(['a', 'b', 'c']);
  });
});
