/**
 * `routing` on a search or count reads only the shards its values route to (OperationRouting.searchShards,
 * computeTargetedShards): `_shards.total` counts those, and documents on the other shards are not seen
 * even when the query matches them. An alias's `search_routing` does the same when the request names the
 * alias and gives no routing (IndexNameExpressionResolver.resolveSearchRouting). Found with the Python
 * client's `helpers.scan(es, index=…, routing=…)`, which returned every shard's documents.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
call(s, 'PUT', '/t', { settings: { number_of_shards: 2 } });
// Routing values on different shards of two: `_search_shards` tells them.
const shardOfRouting = (r: string) => call(s, 'GET', `/t/_search_shards?routing=${r}`).body.shards[0][0].shard;
const routes = ['a', 'b', 'c', 'd', 'e'];
const r0 = routes.find((r) => shardOfRouting(r) === 0)!;
const r1 = routes.find((r) => shardOfRouting(r) === 1)!;
call(s, 'PUT', `/t/_doc/1?routing=${r0}`, { n: 1 });
call(s, 'PUT', `/t/_doc/2?routing=${r1}`, { n: 2 });
call(s, 'POST', '/_aliases', { actions: [{ add: { index: 't', alias: 'only1', search_routing: r1 } }] });
call(s, 'POST', '/t/_refresh');
const ids = (path: string) => call(s, 'POST', path, { sort: [{ n: 'asc' }] }).body;

describe('routed searches', () => {
  it('reads only the shard the routing value routes to', () => {
    const r = ids(`/t/_search?routing=${r0}`);
    expect(r._shards.total).toBe(1);
    expect(r.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1']);
    expect(call(s, 'GET', `/t/_count?routing=${r1}`).body).toMatchObject({ count: 1, _shards: { total: 1 } });
  });

  it('reads each shard one of several routing values names, and with a scroll', () => {
    expect(ids(`/t/_search?routing=${r0},${r1}`).hits.hits).toHaveLength(2);
    const sc = ids(`/t/_search?routing=${r1}&scroll=1m`);
    expect(sc.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['2']);
  });

  it("takes an alias's search_routing when the request names the alias, intersected with the request's routing", () => {
    expect(ids('/only1/_search').hits.hits.map((h: { _id: string }) => h._id)).toEqual(['2']);
    expect(ids(`/only1/_search?routing=${r1},${r0}`)._shards.total).toBe(1);
    expect(ids('/t/_search').hits.hits).toHaveLength(2);
  });

  it('then keeps of those the shards preference=_shards names', () => {
    expect(ids(`/t/_search?routing=${r0}&preference=_shards:1`)._shards.total).toBe(0);
    expect(ids(`/t/_search?routing=${r0},${r1}&preference=_shards:1`).hits.hits.map((h: { _id: string }) => h._id)).toEqual(['2']);
  });
});
