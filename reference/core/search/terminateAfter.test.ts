/** Tests of `terminate_after` on searches: matches per shard, `terminated_early`, the error for a negative value. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(body: Json, query: Record<string, string> = {}): Body {
  const docs: [string, { n: number }][] = [1, 2, 3, 4, 5].map((n) => [String(n), { n }]);
  const st = cluster(index('a', { n: { type: 'long' } }, docs));
  const r = search(st, request('search', { index: 'a' }, { rest_total_hits_as_int: 'true', ...query }, body), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('terminate_after', () => {
  it('one shard stops at the limit: the total is what it collected, terminated_early true', () => {
    // search/30_limits.yml-style expectations; the response order is took, timed_out, terminated_early, _shards.
    const r = run({ terminate_after: 2, sort: [{ n: 'desc' }] });
    expect(Object.keys(r).slice(0, 4)).toEqual(['took', 'timed_out', 'terminated_early', '_shards']);
    expect([r.terminated_early, r.hits.total]).toEqual([true, 2]);
    // The first two in _doc order were collected, then sorted.
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['2', '1']);
  });
  it('a limit above the matches: terminated_early false; without terminate_after, no such key', () => {
    expect(run({ terminate_after: 10 }).terminated_early).toBe(false);
    expect(run({ terminate_after: 5 }).terminated_early).toBe(false);
    expect('terminated_early' in run({})).toBe(false);
  });
  it('the query parameter works as the body key; a negative value is refused', () => {
    expect(run({}, { terminate_after: '3' }).hits.total).toBe(3);
    expect(run({ terminate_after: -1 }).error.reason).toBe('terminateAfter must be > 0');
  });
  it('counts what passes the post_filter', () => {
    const r = run({ terminate_after: 2, post_filter: { range: { n: { gte: 3 } } } });
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['3', '4']);
  });
});

describe('timeout', () => {
  it('is checked as a time value (SearchSourceBuilder, RestSearchAction) and the search reports timed_out: false', () => {
    expect(run({ timeout: '10s' }).timed_out).toBe(false);
    expect(run({}, { timeout: '1m' }).timed_out).toBe(false);
    const r = run({ timeout: 100 });
    expect([r.status, r.error.reason]).toEqual([400, 'failed to parse setting [timeout] with value [100] as a time value: unit is missing or unrecognized']);
    expect(run({}, { timeout: 'abc' }).status).toBe(400);
  });
});
