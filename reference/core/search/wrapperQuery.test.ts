/**
 * The `wrapper` query (WrapperQueryBuilder, ES docs "Wrapper query": `{"wrapper": {"query": "<base64>"}}`):
 * the decoded query answers as itself, scores included; a missing `query` is the builder's parse error.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { errorEnvelope, isEsError } from '../errors/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', { t: { type: 'text' } }, [['1', { t: 'a b' }], ['2', { t: 'b c' }]] as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}

describe('wrapper', () => {
  it('runs the decoded query', () => {
    const inner = { match: { t: 'a' } };
    const r = run({ query: { wrapper: { query: btoa(JSON.stringify(inner)) } } });
    expect(r.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual(run({ query: inner }).hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score]));
    expect(r.hits.total.value).toBe(1);
  });
  it('refuses a wrapper without query', () => {
    expect(run({ query: { wrapper: {} } }).error.root_cause[0].reason).toBe('wrapper query has no [query] specified');
  });
});
