/**
 * The `intervals` query through `_search`. The documents and the expected hit counts are the official
 * rest-api-spec test search/230_interval_query.yml (Elasticsearch, Apache-2.0); the scores follow Lucene's
 * IntervalScorer (sloppy frequency Σ 1/max(width − minExtent + 1, 1)) and IntervalScoreFunction's saturation
 * `w · S / (S + 1)` in float32.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';
import type { ProfileName } from '../../../../profiles.ts';

const docs: [string, Record<string, Json>][] = [
  ['1', { text: 'Some like it hot, some like it cold' }],
  ['2', { text: 'Its cold outside, theres no kind of atmosphere' }],
  ['3', { text: 'Baby its cold there outside' }],
  ['4', { text: 'Outside it is cold and wet' }],
  ['5', { text: 'the big bad wolf' }],
  ['6', { text: 'the big wolf' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(rule: Json, profile: ProfileName = 'elasticsearch@8.19.0', extra: Record<string, Json> = {}): any {
  const st = cluster(index('test', { text: { type: 'text', analyzer: 'standard' }, kw: { type: 'keyword' } }, docs as never));
  const body = { query: { intervals: { text: rule } }, ...extra } as Json;
  const r = search(st, request('search', { index: 'test' }, {}, body), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const total = (rule: Json) => run(rule).hits.total.value as number;
const ids = (rule: Json) => (run(rule).hits.hits as { _id: string }[]).map((h) => h._id);
const m = (query: string, o: Record<string, Json> = {}) => ({ match: { query, ...o } });
const allOf = (intervals: Json[], o: Record<string, Json> = {}) => ({ all_of: { intervals, ...o } });

describe('intervals: the official 230_interval_query.yml cases', () => {
  it('match: ordered, unordered, phrase and max_gaps', () => {
    expect(total(m('cold outside', { ordered: true }))).toBe(2);
    expect(total(m('cold outside'))).toBe(3);
    expect(total(m('cold outside', { ordered: false }))).toBe(3);
    expect(total(m('cold outside', { ordered: true, max_gaps: 0 }))).toBe(1);
    expect(total(m('cold outside', { max_gaps: 1 }))).toBe(2);
  });
  it('all_of and any_of', () => {
    expect(total(allOf([{ any_of: { intervals: [m('cold'), m('outside')] } }, m('atmosphere')], { ordered: true }))).toBe(1);
    expect(total(allOf([m('cold'), m('outside')], { max_gaps: 0, ordered: true }))).toBe(1);
    expect(total(allOf([m('cold'), m('outside')], { ordered: true }))).toBe(2);
    expect(total(allOf([m('cold'), m('outside')], { max_gaps: 1, ordered: false }))).toBe(2);
  });
  it('filters', () => {
    const coldOutside = allOf([m('cold'), m('outside')], { ordered: false });
    expect(total({ all_of: { ...coldOutside.all_of, filter: { containing: m('is') } } })).toBe(1);
    expect(total({ all_of: { ...coldOutside.all_of, filter: { not_containing: m('is') } } })).toBe(2);
    expect(total(m('is', { filter: { contained_by: coldOutside } }))).toBe(1);
    expect(total(m('it', { filter: { not_contained_by: allOf([m('cold'), m('outside')]) } }))).toBe(1);
    expect(total({ all_of: { intervals: [m('cold'), m('outside')], ordered: true, filter: { not_overlapping: allOf([m('baby'), m('there')], { ordered: false }) } } })).toBe(1);
    expect(ids(m('cold outside', { ordered: true, filter: { overlapping: m('baby there', { ordered: false }) } }))).toEqual(['3']);
    expect(total(m('cold', { filter: { before: m('outside') } }))).toBe(2);
    expect(ids(m('cold', { filter: { after: m('outside') } }))).toEqual(['4']);
  });
  it('prefix, wildcard, fuzzy, regexp and range', () => {
    expect(total(allOf([m('cold'), { prefix: { prefix: 'out' } }]))).toBe(3);
    expect(total(allOf([m('cold'), { wildcard: { pattern: 'out?ide' } }]))).toBe(3);
    expect(total(allOf([{ fuzzy: { term: 'cald' } }, { prefix: { prefix: 'out' } }]))).toBe(3);
    expect(total(allOf([m('cold'), { regexp: { pattern: 'ou.*ide' } }]))).toBe(3);
    expect(total(allOf([m('cold'), { range: { gte: 'out', lte: 'ouu' } }]))).toBe(3);
  });
  it('rewrites disjunctions under a gap-sensitive parent (the shorter block first)', () => {
    const r = run(allOf([m('the'), { any_of: { intervals: [m('big'), m('big bad')] } }, m('wolf')], { max_gaps: 0, ordered: true }));
    expect(r.hits.total.value).toBe(2);
    expect(r.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['6', '5']);
    // BLOCK(the,big,wolf) and BLOCK(the,big,bad,wolf) under one or: minExtent 3, so widths 3 and 4 give S = 1 and 1/2.
    expect(r.hits.hits.map((h: { _score: number }) => Math.fround(h._score))).toEqual([0.5, Math.fround(1 - Math.fround(1 / 1.5))]);
  });
});

describe('intervals: scores and explanations', () => {
  it('a term scores S / (S + 1) with S its frequency, times the boost', () => {
    // "some" occurs twice in doc 1: S = 2, score 1 − 1/3 in float32.
    const r = run({ match: { query: 'some' }, boost: 2 });
    expect(Math.fround(r.hits.hits[0]._score)).toBe(Math.fround(2 * Math.fround(1 - Math.fround(1 / 3))));
  });
  it('explain prints the saturation function', () => {
    const r = run(m('cold outside', { ordered: true, max_gaps: 0 }), 'elasticsearch@8.19.0', { explain: true });
    const e = r.hits.hits[0]._explanation;
    expect(e.description).toBe('Saturation function on interval frequency, computed as w * S / (S + k) from:');
    expect(e.details.map((d: { description: string }) => d.description)).toEqual([
      'w, weight of this function',
      'k, pivot feature value that would give a score contribution equal to w/2',
      'S, the sloppy frequency of the interval query text:BLOCK(cold,outside)',
    ]);
    expect(e.value).toBe(0.5);
  });
});

describe('intervals: script filters and expansion limits', () => {
  it('a script filter sees interval.start, interval.end and interval.gaps (ES docs: "interval.start > 10 && …")', () => {
    // "cold" sits at position 8 in doc 1, 1 in doc 2, 2 in doc 3, 3 in doc 4.
    expect(ids({ match: { query: 'cold', filter: { script: { source: 'interval.start > 2' } } } }).sort()).toEqual(['1', '4']);
    expect(ids({ match: { query: 'cold outside', filter: { script: { source: 'interval.gaps == 0 && interval.end < 3' } } } })).toEqual(['2']);
  });
  it('a prefix past Lucene\'s 128 expansions fails the shard in ES 7 (MultiTermIntervalsSource)', () => {
    const many: [string, Record<string, Json>][] = Array.from({ length: 130 }, (_, i) => [String(i), { text: `t${i} x` }]);
    const st = cluster(index('test', { text: { type: 'text' } }, many as never));
    const body = { query: { intervals: { text: { prefix: { prefix: 't' } } } } } as Json;
    const r7 = search(st, request('search', { index: 'test' }, {}, body), env('elasticsearch@7.17.3'));
    expect(isEsError(r7)).toBe(true);
    const e = errorEnvelope(r7 as never) as { status: number; error: { root_cause: { type: string; reason: string }[] } };
    expect(e.status).toBe(500);
    expect(e.error.root_cause[0]).toEqual({ type: 'illegal_state_exception', reason: 'Automaton [t*] expanded to too many terms (limit 128)' });
    // ES 8 expands up to indices.query.bool.max_clause_count.
    const r8 = search(st, request('search', { index: 'test' }, {}, body), env('elasticsearch@8.19.0'));
    expect(JSON.parse(encodeJson((r8 as ApiResult).body)).hits.total.value).toBe(130);
  });
});

describe('intervals: errors and versions', () => {
  it('an unknown rule lists the version’s rules', () => {
    expect(run({ nope: {} }).error.reason).toBe('Unknown interval type [nope], expecting one of [match, any_of, all_of, prefix, wildcard, regexp, range]');
    expect(run({ regexp: { pattern: 'x' } }, 'elasticsearch@7.17.3').error.reason).toBe('Unknown interval type [regexp], expecting one of [match, any_of, all_of, prefix, wildcard]');
  });
  it('ES 7.0–7.1: no before/after/overlapping filters, no use_field (7.2 added them)', () => {
    expect(JSON.stringify(run(m('cold', { filter: { before: m('outside') } }), 'elasticsearch@7.1.1'))).toContain('Unknown filter type [before]');
    expect(run(m('cold', { use_field: 'text' }), 'elasticsearch@7.1.1').error.reason).toContain('[match] unknown field [use_field]');
    expect(run(m('cold', { filter: { before: m('outside') } }), 'elasticsearch@7.2.0').hits.total.value).toBe(2);
  });
  it("a rule's fields as ObjectParser declares them", () => {
    // ObjectParser's x_content_parse_exception (ES 7+): `[line:col] [match] unknown field [nope]`.
    expect(run({ match: { query: 'a', nope: 1 } }).error.reason).toMatch(/^\[1:\d+\] \[match\] unknown field \[nope\]$/);
    expect(run({ match: { query: 1 } }).error.reason).toMatch(/^\[1:\d+\] \[match\] query doesn't support values of type: VALUE_NUMBER$/);
    expect(run({ match: { ordered: true } }).error.reason).toMatch(/^\[1:\d+\] Required \[query\]$/);
    expect(run({ all_of: { intervals: [{ match: { nope: 1 } }] } }).error.reason).toMatch(/^\[1:\d+\] \[all_of\] failed to parse field \[intervals\]$/);
  });
  it('two rules, no rule', () => {
    expect(run({ match: { query: 'a' }, all_of: { intervals: [] } }).error.reason).toBe('Only one interval rule can be specified, found [match] and [all_of]');
    expect(run({ boost: 2 }).error.reason).toBe('Missing intervals from interval query definition');
  });
  it('a keyword field is refused on the shard', () => {
    const st = cluster(index('test', { kw: { type: 'keyword' } }, [['1', { kw: 'a' }]] as never));
    const r = search(st, request('search', { index: 'test' }, {}, { query: { intervals: { kw: { match: { query: 'a' } } } } }), env('es8'));
    expect(isEsError(r)).toBe(true);
    expect(JSON.stringify(errorEnvelope(r as never))).toContain('Can only use interval queries on text fields - not on [kw] which is of type [keyword]');
  });
  it('a match_only_text field (no positions) is refused on the shard (OpenSearch analysis-common 70_intervals_field_match_only_text.yml)', () => {
    const st = cluster(index('test', { t: { type: 'match_only_text' } }, [['1', { t: 'cats and dogs' }]] as never));
    const r = search(st, request('search', { index: 'test' }, {}, { query: { intervals: { t: { match: { query: 'cats' } } } } }), env('opensearch@2.19.0'));
    expect(isEsError(r)).toBe(true);
    expect(JSON.stringify(errorEnvelope(r as never))).toContain('Cannot create intervals over field [t] with no positions indexed');
  });
  it('an unmapped field matches nothing', () => {
    const st = cluster(index('test', { text: { type: 'text' } }, docs as never));
    const r = search(st, request('search', { index: 'test' }, {}, { query: { intervals: { nope: { match: { query: 'cold' } } } } }), env('es8'));
    expect(JSON.parse(encodeJson((r as ApiResult).body)).hits.total.value).toBe(0);
  });
});
