/**
 * The span queries through `_search`, scored as Lucene's SpanWeight scores them: a span_term scores as a
 * term query (every span has width 0, so the sloppy freq is the term freq, and the weight's statistics are
 * the term's); an ordered span_near of adjacent terms scores as the phrase (width 0, the idf summed over its
 * distinct terms); an unordered one of the same terms has width 2 (NearSpansUnordered.width), freq 1/3.
 * Errors are the builders' messages (SpanNearQueryBuilder, SpanNotQueryBuilder, SpanQueryBuilderUtil).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';

const props = { text: { type: 'text' }, other: { type: 'text' } };
const docs: [string, Record<string, Json>][] = [
  ['1', { text: 'the quick brown fox', other: 'quick' }],
  ['2', { text: 'quick fox brown', other: 'x' }],
  ['3', { text: 'brown quick dog jumps over the lazy fox', other: 'y' }],
  ['4', { text: 'a slow red turtle', other: 'z' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', props, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);
const term = (t: string) => ({ span_term: { text: t } });

describe('span queries', () => {
  it('span_term scores as the term query', () => {
    expect(scores(run({ query: term('fox') }))).toEqual(scores(run({ query: { term: { text: 'fox' } } })));
    expect(scores(run({ query: term('fox') })).length).toBe(3);
  });
  it('an ordered span_near of adjacent terms scores as the phrase', () => {
    const near = run({ query: { span_near: { clauses: [term('quick'), term('brown')], slop: 0, in_order: true } } });
    expect(scores(near)).toEqual(scores(run({ query: { match_phrase: { text: 'quick brown' } } })));
    expect(scores(near).map((s) => s[0])).toEqual(['1']);
  });
  it('unordered: either order, each match counting 1/(1 + width) with width maxEnd − minStart', () => {
    const r = run({ explain: true, query: { span_near: { clauses: [term('quick'), term('brown')], slop: 0, in_order: false } } });
    expect(r.hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['1', '3']);
    const e = r.hits.hits[0]._explanation;
    expect(e.description).toMatch(/^weight\(spanNear\(\[text:quick, text:brown\], 0, false\) in \d\) \[PerFieldSimilarity\], result of:$/);
    expect(e.details[0].description).toBe('score(freq=0.33333334), computed as boost * idf * tf from:');
    expect(e.value).toBe(r.hits.hits[0]._score);
  });
  it('slop lets the ordered clauses stand apart; the width lowers the score', () => {
    const r = run({ query: { span_near: { clauses: [term('quick'), term('fox')], slop: 5, in_order: true } } });
    expect(scores(r).map((s) => s[0])).toEqual(['2', '1', '3']);
  });
  it('span_or, span_not, span_first, span_containing, span_within, span_multi, field masking', () => {
    const ids = (q: Json) => run({ query: q }).hits.hits.map((h: { _id: string }) => h._id).sort();
    expect(ids({ span_or: { clauses: [term('dog'), term('turtle')] } })).toEqual(['3', '4']);
    expect(ids({ span_not: { include: term('fox'), exclude: term('brown'), pre: 1 } })).toEqual(['2', '3']);
    expect(ids({ span_not: { include: term('fox'), exclude: term('brown'), dist: 1 } })).toEqual(['3']);
    expect(ids({ span_first: { match: term('quick'), end: 1 } })).toEqual(['2']);
    expect(ids({ span_containing: { big: { span_near: { clauses: [term('quick'), term('fox')], slop: 1, in_order: true } }, little: term('brown') } })).toEqual(['1']);
    expect(ids({ span_within: { big: { span_near: { clauses: [term('quick'), term('fox')], slop: 1, in_order: true } }, little: term('brown') } })).toEqual(['1']);
    expect(ids({ span_multi: { match: { prefix: { text: 'tur' } } } })).toEqual(['4']);
    expect(ids({ span_multi: { match: { fuzzy: { text: { value: 'dgo', fuzziness: 1 } } } } })).toEqual(['3']);
    expect(ids({ span_near: { clauses: [term('quick'), { field_masking_span: { query: { span_term: { other: 'quick' } }, field: 'text' } }], slop: 5, in_order: false } })).toEqual(['1']);
    expect(run({ size: 0, query: { span_first: { match: term('quick'), end: 1 } } }).hits.total.value).toBe(1);
  });
  it("ES's errors", () => {
    const reason = (q: Json) => run({ query: q }).error.root_cause[0].reason;
    expect(reason({ span_near: { slop: 1 } })).toBe('span_near must include [clauses]');
    expect(reason({ span_near: { clauses: [{ term: { text: 'a' } }] } })).toBe('span_near [clauses] must be of type span query');
    expect(reason({ span_near: { clauses: [{ span_term: { text: { value: 'a', boost: 2 } } }] } })).toBe("span_near [clauses] as a nested span clause can't have non-default boost value [2.0]");
    expect(reason({ span_not: { include: term('a') } })).toBe('span_not must have [exclude] span query clause');
    expect(reason({ span_not: { include: term('a'), exclude: term('b'), dist: 1, pre: 1 } })).toBe('span_not can either use [dist] or [pre] & [post] (or none)');
    expect(reason({ span_first: { match: term('a') } })).toBe('spanFirst must have [end] set for it');
    expect(reason({ span_multi: { match: { term: { text: 'a' } } } })).toBe('[span_multi] [match] must be of type multi term query');
    const e = run({ query: { span_or: { clauses: [term('a'), { span_term: { other: 'b' } }] } } });
    expect(e.status).toBe(400);
    expect(e.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'failed to create query: Clauses must have same field.' });
  });
});
