/** Tests of _search: the response's shape, its errors, size in the body. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError, type EsError } from '../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { ProfileName } from '../../profiles.ts';
import type { ApiResult } from '../handler.ts';
import { search } from './search.ts';
import { cluster, doc, env, index, request } from '../search/testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const props = { n: { type: 'long' }, k: { type: 'keyword' }, d: { type: 'date' }, t: { type: 'text' } } as const;
function fixture(): ClusterState {
  const a = index('a', { ...props }, [['1', { n: 1, k: 'x', d: '2020-01-01', t: 'hello world' }], ['2', { n: 2, k: 'y', d: '2020-02-01' }], ['3', { n: 3, k: 'x' }]]);
  const b = index('b', { ...props }, [['1', { n: 10, k: 'z' }]], { 'index.number_of_shards': '3' });
  a.aliases.set('al', {});
  b.aliases.set('al', {});
  return cluster(a, b);
}

function run(st: ClusterState, parts: Record<string, string>, query: Record<string, string> = {}, body?: Json, profile: ProfileName = 'es8'): Body {
  const r = search(st, request('search', parts, query, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

function fail(st: ClusterState, parts: Record<string, string>, query: Record<string, string> = {}, body?: Json, profile: ProfileName = 'es8'): EsError {
  const r = search(st, request('search', parts, query, body), env(profile));
  if (!isEsError(r)) throw new Error(`expected an error, got ${encodeJson((r as ApiResult).body)}`);
  return r;
}

describe('search response shape', () => {
  it('ES 8: object total, no _type, BM25 scores, _shards summed over indices', () => {
    // A term on a keyword field scores as Lucene's TermQuery under ES's LegacyBM25Similarity: freq 1, no norms
    // (dl = avgdl = 1), so 2.2 · idf · 1/(1 + 1.2) = idf = ln(1 + (3 - 2 + 0.5) / (2 + 0.5)) = 0.47000363 as a float.
    const r = run(fixture(), { index: 'a' }, {}, { query: { term: { k: 'x' } } });
    expect(r).toEqual({
      took: 1,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        total: { value: 2, relation: 'eq' },
        max_score: 0.4700036,
        hits: [
          { _index: 'a', _id: '1', _score: 0.4700036, _source: { n: 1, k: 'x', d: '2020-01-01', t: 'hello world' } },
          { _index: 'a', _id: '3', _score: 0.4700036, _source: { n: 3, k: 'x' } },
        ],
      },
    });
    expect(run(fixture(), { index: 'al' })._shards.total).toBe(4);
    expect(run(fixture(), {})._shards.total).toBe(4);
  });
  it('ES 6: numeric total and _type; rest_total_hits_as_int forces a number on ES 8', () => {
    const r = run(fixture(), { index: 'a' }, {}, { size: 1 }, 'es6');
    expect(r.hits.total).toBe(3);
    expect(r.hits.hits[0]).toMatchObject({ _index: 'a', _type: '_doc', _id: '1' });
    expect(run(fixture(), { index: 'a' }, { rest_total_hits_as_int: 'true' }).hits.total).toBe(3);
  });
  it('default profile prints _type only for named types', () => {
    const st = fixture();
    st.indices.get('a')!.docs.set('9', doc('9', { n: 9 }, 9, { type: 'tweet' }));
    const hits = run(st, { index: 'a' }, {}, undefined, 'default').hits.hits as Body[];
    expect(hits.map((h) => h._type)).toEqual([undefined, undefined, undefined, 'tweet']);
  });
  it('an ids query finds each document once, whatever the order and repetition of its ids, in _doc order', () => {
    const r = run(fixture(), { index: 'a' }, {}, { query: { ids: { values: ['3', '1', '3', 'x', '1'] } }, _source: false });
    expect(r.hits.total.value).toBe(2);
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['1', '3']);
    const filtered = run(fixture(), { index: 'a' }, {}, { query: { bool: { filter: [{ ids: { values: ['3', '1', '3'] } }, { term: { k: 'x' } }] } } });
    expect(filtered.hits.hits.map((h: Body) => h._id)).toEqual(['1', '3']);
  });
  it('the hit _source is the stored RawJson text, byte for byte', () => {
    const st = fixture();
    const d = doc('x', { n: 1 }, 5);
    st.indices.get('a')!.docs.set('x', { ...d, source: new (d.source.constructor as new (t: string) => typeof d.source)('{ "n" : 1.0 }') });
    const r = search(st, request('search', { index: 'a' }, {}, { query: { ids: { values: ['x'] } } }), env());
    expect(encodeJson((r as ApiResult).body)).toContain('"_source":{ "n" : 1.0 }');
  });
  it('explicit sort: sort values, null scores; from/size paging; q and sort params', () => {
    const r = run(fixture(), { index: 'a,b' }, {}, { sort: [{ n: 'desc' }], from: 1, size: 2, _source: false });
    expect(r.hits.max_score).toBeNull();
    expect(r.hits.hits).toEqual([
      { _index: 'a', _id: '3', _score: null, sort: [3] },
      { _index: 'a', _id: '2', _score: null, sort: [2] },
    ]);
    const q = run(fixture(), { index: 'a' }, { q: 'k:x', sort: 'n:desc', _source_includes: 'n' });
    expect(q.hits.hits.map((h: Body) => [h._id, h._source])).toEqual([['3', { n: 3 }], ['1', { n: 1 }]]);
    expect(run(fixture(), { index: 'a' }, { q: 'hello' }).hits.total.value).toBe(1);
    // The whole query string syntax is read now (queryString tests); unmapped fields match nothing.
    expect(run(fixture(), { index: 'a' }, { q: 'a:b AND c:d' }).hits.total.value).toBe(0);
    expect(run(fixture(), { index: 'a' }, {}, { sort: { d: 'asc' }, size: 1 }).hits.hits[0].sort).toEqual([Date.UTC(2020, 0, 1)]);
  });
  it('filter-only totals: track_total_hits caps at 10000 by default (ES 7+)', () => {
    const docs: [string, JsonObject][] = Array.from({ length: 10_001 }, (_, k) => [String(k), { n: k }]);
    const st = cluster(index('big', { n: { type: 'long' } }, docs));
    expect(run(st, { index: 'big' }, {}, { size: 0 }).hits.total).toEqual({ value: 10_000, relation: 'gte' });
    expect(run(st, { index: 'big' }, {}, { size: 0, track_total_hits: true }).hits.total).toEqual({ value: 10_001, relation: 'eq' });
    expect(run(st, { index: 'big' }, {}, { size: 0, track_total_hits: false }).hits.total).toBeUndefined();
    expect(run(st, { index: 'big' }, {}, { size: 0 }, 'es6').hits.total).toBe(10_001);
  });
});

describe('search errors', () => {
  it('missing index 404; ignore_unavailable; empty wildcard; allow_no_indices=false', () => {
    const e = run(fixture(), { index: 'nope' });
    expect(e.status).toBe(404);
    expect(e.error.type).toBe('index_not_found_exception');
    expect(run(fixture(), { index: 'nope' }, {}, undefined, 'es6').error.reason).toBe('no such index');
    expect(run(fixture(), { index: 'nope,a' }, { ignore_unavailable: 'true' }).hits.total.value).toBe(3);
    expect(run(fixture(), { index: 'zz*' })).toMatchObject({ _shards: { total: 0 }, hits: { total: { value: 0 }, max_score: null, hits: [] } });
    expect(run(fixture(), { index: 'zz*' }, { allow_no_indices: 'false' }).status).toBe(404);
  });
  it('closed index: 400 index_closed_exception with its metadata', () => {
    const st = fixture();
    st.indices.get('a')!.closed = true;
    expect(errorEnvelope(fail(st, { index: 'a' }))).toEqual({
      error: {
        root_cause: [{ type: 'index_closed_exception', reason: 'closed', index_uuid: 'uuid-a', index: 'a' }],
        type: 'index_closed_exception',
        reason: 'closed',
        index_uuid: 'uuid-a',
        index: 'a',
      },
      status: 400,
    });
    expect(run(st, { index: 'a,b' }, { ignore_unavailable: 'true' })._shards.total).toBe(3);
  });
  it('result window: from + size over index.max_result_window', () => {
    const e = fail(fixture(), { index: 'a' }, { from: '9995', size: '6' });
    expect(e.status).toBe(400);
    expect((errorEnvelope(e) as Body).error.root_cause[0]).toEqual({
      type: 'illegal_argument_exception',
      reason: 'Result window is too large, from + size must be less than or equal to: [10000] but was [10001]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.',
    });
    const st = fixture();
    st.indices.get('a')!.settings['index.max_result_window'] = '5';
    expect(fail(st, { index: 'a' }, {}, { size: 6 }).cause.type).toBe('search_phase_execution_exception');
    expect(fail(st, { index: 'a' }, { scroll: '1m' }, { size: 6 }).cause.causedBy?.reason).toMatch(/^Batch size is too large, size must be less than or equal to: \[5\] but was \[6\]/);
    expect(fail(fixture(), { index: 'a' }, { size: '10001' }, undefined, 'es6').status).toBe(500);
  });
  it('a body size or from past int: 500 input_coercion_exception on OpenSearch before 3.1, 400 from 3.1', () => {
    // OpenSearch's search/30_limits.yml "Request with size exceeding max integer value" (skipped before 3.1.0:
    // "returns 500 before 3.1.0"): Jackson's InputCoercionException from SearchSourceBuilder's parser.intValue().
    const body = { query: { match_all: {} }, size: 2147483648 };
    const os32 = fail(fixture(), { index: 'a' }, {}, body, 'opensearch@3.2.0');
    expect(os32.status).toBe(400);
    expect(os32.cause).toMatchObject({
      type: 'input_coercion_exception',
      reason: 'Numeric value (2147483648) out of range of int (-2147483648 - 2147483647)\n at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 44]',
    });
    expect(fail(fixture(), { index: 'a' }, {}, { from: -2147483649 }, 'opensearch@2.19.0')).toMatchObject({ status: 500, cause: { type: 'input_coercion_exception' } });
    // Inside int, the result window decides as before; Elasticsearch keeps that answer (not pinned here).
    expect(fail(fixture(), { index: 'a' }, {}, { size: 2147483647 }, 'opensearch@3.2.0').cause.type).toBe('search_phase_execution_exception');
    expect(fail(fixture(), { index: 'a' }, {}, body).cause.type).toBe('search_phase_execution_exception');
  });
  it('scroll validation (ES 7+), keep-alive limits and bad time values', () => {
    expect(fail(fixture(), { index: 'a' }, { scroll: '1m' }, { from: 1, size: 0 }).cause.reason).toBe(
      'Validation Failed: 1: using [from] is not allowed in a scroll context;2: [size] cannot be [0] in a scroll context;',
    );
    expect(fail(fixture(), { index: 'a' }, {}, { slice: { id: 0, max: 2 } }).cause.type).toBe('action_request_validation_exception');
    expect(fail(fixture(), { index: 'a' }, { scroll: 'abc' }).cause).toMatchObject({
      type: 'illegal_argument_exception',
      reason: 'failed to parse setting [scroll] with value [abc] as a time value: unit is missing or unrecognized',
    });
    expect(fail(fixture(), { index: 'a' }, { scroll: 'abc' }, undefined, 'es6').cause.type).toBe('parse_exception');
    expect(fail(fixture(), { index: 'a' }, { scroll: '36h' }).cause.causedBy?.reason).toBe(
      'Keep alive for request (1.5d) is too large. It must be less than (1d). This limit can be set by changing the [search.max_keep_alive] cluster level setting.',
    );
    const st = fixture();
    st.clusterSettings.persistent['search.max_keep_alive'] = '10m';
    expect(fail(st, { index: 'a' }, { scroll: '11m' }).status).toBe(400);
  });
  it('too many open scroll contexts', () => {
    const st = fixture();
    st.clusterSettings.transient = { search: { max_open_scroll_context: 2 } };
    expect(isEsError(search(st, request('search', { index: 'a' }, { scroll: '1m' }), env()))).toBe(false);
    expect(isEsError(search(st, request('search', { index: 'a' }, { scroll: '1m' }), env()))).toBe(false);
    const e = fail(st, { index: 'a' }, { scroll: '1m' });
    expect([e.status, (errorEnvelope(e) as Body).error.root_cause[0]]).toEqual([
      429,
      {
        // ES 8.12+ (the es8 profile is 8.15): its own exception type, still 429.
        type: 'too_many_scroll_contexts_exception',
        reason: 'Trying to create too many scroll contexts. Must be less than or equal to: [2]. This limit can be set by changing the [search.max_open_scroll_context] setting.',
      },
    ]);
    expect(st.scrolls.size).toBe(2);
  });
  it('unknown and unsupported body keys, unknown queries, text sorts', () => {
    // SearchSourceBuilder.parseXContent names the value's own token: 1 is a VALUE_NUMBER.
    expect(fail(fixture(), { index: 'a' }, {}, { foo: 1 }).cause.reason).toBe('Unknown key for a VALUE_NUMBER in [foo].');
    expect(fail(fixture(), { index: 'a' }, {}, { ext: { foo: {} } }).cause.reason).toBe('The search body element [ext] is not supported by this simulator');
    expect(fail(fixture(), { index: 'nope' }, {}, { query: { foo: {} } }).cause.type).toBe('parsing_exception');
    expect(fail(fixture(), { index: 'a' }, {}, { sort: ['t'] }).cause.type).toBe('search_phase_execution_exception');
  });
  it('rejects leave the state untouched', () => {
    const st = fixture();
    fail(st, { index: 'a' }, { scroll: '2d' });
    expect(st.scrolls.size).toBe(0);
    expect(st.counters.scroll).toBe(0);
  });
});

describe('size in the body', () => {
  it('a numeric string is coerced as XContent does; any other string is a number_format_exception', () => {
    expect(run(fixture(), { index: 'a' }, {}, { size: '1' }).hits.hits).toHaveLength(1);
    expect(run(fixture(), { index: 'a' }, {}, { size: '2.7' }).hits.hits).toHaveLength(2);
    const e = fail(fixture(), { index: 'a' }, {}, { size: 'cat' });
    expect([e.status, e.cause.type, e.cause.reason]).toEqual([400, 'number_format_exception', 'For input string: "cat"']);
  });
});
