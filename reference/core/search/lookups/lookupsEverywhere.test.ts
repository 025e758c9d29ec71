/**
 * Terms lookups wherever a query runs: `_validate/query` (TransportValidateQueryAction.doExecute rewrites and
 * fetches on the coordinating node; a missing index is the request's 404, elastic/elasticsearch#29483),
 * `_explain` (rewritten on the coordinator from ES 8.3, elastic/elasticsearch#87013; before, the shard's
 * "failed to create query: async actions are left after rewrite"), rescore queries (SearchSourceBuilder.rewrite),
 * aggregations (only their queries: a `terms` aggregation with a script is no lookup), and alias filters,
 * which AliasValidator.validateAliasFilter refuses (Rewriteable.rewrite with assertNoAsyncTasks).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult, Handler } from '../../handler.ts';
import type { ProfileName } from '../../../profiles/names.ts';
import { search } from '../../apis/search.ts';
import { explain } from '../../apis/explain.ts';
import { validateQuery } from '../../apis/validateQuery.ts';
import { putAlias, updateAliases } from '../../apis/aliases.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { holdsLookup } from './lookupUse.ts';

const st = cluster(
  index('users', { user: { type: 'keyword' }, followers: { type: 'keyword' } }, [
    ['u1', { user: 'u1', followers: ['u2', 'u3'] }],
    ['u2', { user: 'u2', followers: ['u1'] }],
    ['u3', { user: 'u3', followers: [] }],
  ]),
);
const LOOKUP = { terms: { user: { index: 'users', id: 'u1', path: 'followers' } } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(api: Handler, parts: Record<string, string>, body: Json, query: Record<string, string> = {}, profile: ProfileName = 'elasticsearch@8.19.0'): any {
  const r = api(st, request('x', parts, query, body), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return { status: (r as ApiResult).status, ...JSON.parse(encodeJson((r as ApiResult).body)) };
}

describe('terms lookups beyond _search', () => {
  it('holdsLookup finds lookups and mlt items by id, not plain terms', () => {
    expect(holdsLookup({ bool: { filter: [LOOKUP] } })).toBe(true);
    expect(holdsLookup({ terms: { user: ['a'], boost: 2 } })).toBe(false);
    expect(holdsLookup({ more_like_this: { fields: ['f'], like: [{ _index: 'users', _id: 'u1' }] } })).toBe(true);
    expect(holdsLookup({ more_like_this: { fields: ['f'], like: [{ _index: 'users', _id: 'u1' }] } }, false)).toBe(false);
  });
  it('validate query fetches the terms; a missing lookup index is a 404', () => {
    const v = run(validateQuery, { index: 'users' }, { query: LOOKUP }, { explain: 'true' });
    expect(v.valid).toBe(true);
    expect(v.explanations[0]).toMatchObject({ index: 'users', valid: true });
    const e = run(validateQuery, { index: 'users' }, { query: { terms: { user: { index: 'gone', id: 'u1', path: 'followers' } } } });
    expect(e.status).toBe(404);
    expect(e.error.type).toBe('index_not_found_exception');
  });
  it('explain fetches from 8.3; before, the shard cannot', () => {
    expect(run(explain, { index: 'users', id: 'u2' }, { query: LOOKUP }).matched).toBe(true);
    expect(run(explain, { index: 'users', id: 'u1' }, { query: LOOKUP }).matched).toBe(false);
    const old = run(explain, { index: 'users', id: 'u2' }, { query: LOOKUP }, {}, 'elasticsearch@8.2.0');
    expect(old).toMatchObject({ status: 400, error: { type: 'query_shard_exception', reason: 'failed to create query: async actions are left after rewrite', index: 'users', caused_by: { type: 'illegal_state_exception' } } });
    expect(run(explain, { index: 'users', id: 'u2' }, { query: LOOKUP }, {}, 'opensearch@2.17.1').status).toBe(400);
    // A document that does not exist answers before the query is built.
    expect(run(explain, { index: 'users', id: 'zz' }, { query: LOOKUP }, {}, 'elasticsearch@8.2.0').matched).toBe(false);
  });
  it('rescore queries and aggregation filters fetch; a scripted terms aggregation is no lookup', () => {
    const r = run(search, { index: 'users' }, { query: { match_all: {} }, rescore: { window_size: 10, query: { rescore_query: LOOKUP, query_weight: 0 } } });
    expect(r.hits.hits.map((h: { _id: string }) => h._id).slice(0, 2).sort()).toEqual(['u2', 'u3']);
    expect(r.hits.hits[2]._score).toBe(0);
    const a = run(search, { index: 'users' }, { size: 0, aggs: { f: { filters: { filters: { x: LOOKUP } } }, t: { terms: { script: { source: "doc['user'].value" } } } } });
    expect(a.aggregations.f.buckets.x.doc_count).toBe(2);
    expect(a.aggregations.t.buckets).toHaveLength(3);
  });
  it('highlight_query and a nested sort filter fetch too (SearchSourceBuilder.rewrite)', () => {
    const h = run(search, { index: 'users' }, { query: { ids: { values: ['u2'] } }, highlight: { fields: { user: { highlight_query: LOOKUP } } } });
    expect(h.hits.hits[0].highlight).toEqual({ user: ['<em>u2</em>'] });
    // A field named `terms` in a sort is a field, not a lookup.
    expect(run(search, { index: 'users' }, { sort: [{ terms: { order: 'asc', unmapped_type: 'keyword' } }] }).hits.total.value).toBe(3);
  });
  it('OpenSearch 3.2 looks terms up by query (opensearch-project/OpenSearch#18195); before, and in ES, `query` is unknown', () => {
    const byQuery = { query: { terms: { user: { index: 'users', path: 'followers', query: { terms: { user: ['u1', 'u2'] } } } } } };
    expect(run(search, { index: 'users' }, byQuery, {}, 'opensearch@3.2.0').hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['u1', 'u2', 'u3']);
    expect(run(search, { index: 'users' }, byQuery, {}, 'opensearch@3.1.0').error.root_cause[0].reason).toMatch(/\[terms_lookup\] unknown field \[query\]$/);
    expect(run(search, { index: 'users' }, byQuery).error.root_cause[0].reason).toMatch(/unknown field \[query\]$/);
  });
  it('an alias filter with a lookup is refused when the alias is added', () => {
    const e = run(putAlias, { index: 'users', name: 'al' }, { filter: { bool: { filter: LOOKUP } } });
    expect(e).toMatchObject({ status: 400, error: { root_cause: [{ type: 'illegal_argument_exception', reason: 'failed to parse filter for alias [al]' }], caused_by: { type: 'illegal_state_exception', reason: 'async actions are left after rewrite' } } });
    const u = run(updateAliases, {}, { actions: [{ add: { index: 'users', alias: 'al', filter: LOOKUP } }] });
    expect(u.error.reason).toBe('failed to parse filter for alias [al]');
    expect(run(putAlias, { index: 'users', name: 'al' }, { filter: { terms: { user: ['u1'] } } }).acknowledged).toBe(true);
  });
});
