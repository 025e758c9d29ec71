/** Tests of _count. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { count } from './count.ts';
import { cluster, env, index, request } from '../search/testkit.ts';

const s = cluster(
  index('c', { n: { type: 'long' }, d: { type: 'date' } }, [['1', { n: 1, d: '2020-01-01' }], ['2', { n: 2, d: '2021-01-01' }], ['3', { n: 3 }]], { 'index.number_of_shards': '2' }),
);

function run(parts: Record<string, string>, query: Record<string, string> = {}, body?: Json): { status: number; [k: string]: unknown } {
  const r = count(s, request('count', parts, query, body), env('es6'));
  return isEsError(r) ? { status: r.status, ...errorEnvelope(r) } : { status: (r as ApiResult).status, ...((r as ApiResult).body as object) };
}

describe('count', () => {
  it('counts all, by body query and by q', () => {
    expect(run({ index: 'c' })).toEqual({ status: 200, count: 3, _shards: { total: 2, successful: 2, skipped: 0, failed: 0 } });
    expect(run({}, {}, { query: { range: { d: { lt: '2021' } } } }).count).toBe(1);
    expect(run({ index: 'c' }, { q: 'n:2' }).count).toBe(1);
    expect(run({ index: 'c' }, {}, { query: { bool: { must_not: { exists: { field: 'd' } } } } }).count).toBe(1);
  });
  it('errors: missing index, unknown query, unsupported body keys', () => {
    expect(run({ index: 'zz' })).toMatchObject({ status: 404, error: { type: 'index_not_found_exception', reason: 'no such index' } });
    expect(run({ index: 'c' }, {}, { query: { nope: {} } })).toMatchObject({ status: 400, error: { type: 'parsing_exception', reason: 'no [query] registered for [nope]' } });
    expect(run({ index: 'c' }, {}, { size: 1 })).toMatchObject({ status: 400, error: { type: 'parsing_exception', reason: 'request does not support [size]' } });
  });
  // count/30_min_score.yml (elastic/elasticsearch rest-api-spec, 8.x): "foo bar" scores 0.2211 and "foo bar
  // bar bar bar" 0.1551 for field:foo (BM25), so min_score 0.2 counts one and 0.1 both.
  it('min_score counts only the hits scoring at least it, by q or by body query', () => {
    const m = cluster(index('m', { field: { type: 'text' } }, [['1', { field: 'foo bar' }], ['2', { field: 'foo bar bar bar bar' }]], { 'index.number_of_shards': '1' }));
    const c = (query: Record<string, string>, body?: Json) => (count(m, request('count', { index: 'm' }, query, body), env('es8')) as ApiResult).body as { count: number };
    expect(c({ q: 'field:foo', min_score: '0.2' }).count).toBe(1);
    expect(c({ q: 'field:foo', min_score: '0.1' }).count).toBe(2);
    expect(c({ min_score: '0.2' }, { query: { match: { field: 'foo' } } }).count).toBe(1);
    expect(c({ q: 'field:foo', min_score: '5' }).count).toBe(0);
  });
});

// RestCountAction builds the query as a search does: TypeQueryBuilder.doToQuery's and the common query's
// deprecation warnings come with the count (found with the Python 7.17 client's `count` on a 7.17 profile).
describe('count warnings', () => {
  it('a type query on 7.x warns, as in a search; a plain query does not', () => {
    const run = (body: Json) => count(s, request('count', { index: 'c' }, {}, body), env('elasticsearch@7.17.3' as never)) as ApiResult;
    const r = run({ query: { type: { value: '_doc' } } });
    expect((r.body as { count: number }).count).toBe(3);
    expect(r.warnings).toEqual(['[types removal] Type queries are deprecated, prefer to filter on a field instead.']);
    expect(run({ query: { term: { n: 1 } } }).warnings).toBeUndefined();
  });
});

// RestCountAction / RestValidateQueryAction: a body is read with withContentOrSourceParamParserOrNull and `q` only
// when there is none, so beside a body `q` (and df, analyzer, ...) stay unconsumed and BaseRestHandler refuses them.
describe('q beside a body', () => {
  it('is an unrecognized parameter of _count and _validate/query, not of _search', async () => {
    const { call, testSimulator } = await import('../../testkit.ts');
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/m/_doc/1?refresh=true', { x: 1 });
    expect(call(sim, 'POST', '/m/_count?q=x:1', { query: { match_all: {} } }).body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'request [/m/_count] contains unrecognized parameter: [q]' });
    expect(call(sim, 'POST', '/m/_count?q=x:1&df=x', {}).body.error.reason).toBe('request [/m/_count] contains unrecognized parameters: [df], [q]');
    expect(call(sim, 'POST', '/m/_count?q=x:1').body.count).toBe(1);
    expect(call(sim, 'GET', '/m/_validate/query?q=x:1', { query: { match_all: {} } }).status).toBe(400);
    expect(call(sim, 'GET', '/m/_validate/query?q=x:1').body.valid).toBe(true);
    expect(call(sim, 'POST', '/m/_search?q=x:1', { query: { match_all: {} } }).status).toBe(200);
  });
});
