/**
 * A script query that throws on one document fails that document's shard alone (AbstractSearchAsyncAction:
 * a shard failure, not a search failure). Pinned by reindex/35_search_failures.yml and
 * update_by_query/35_search_failure.yml (ES 8.x): a two-shard index, a script that always throws, one
 * document; the job, whose search refuses partial results (elastic/elasticsearch#45830), answers 400
 * "Partial shards failure" naming shard 0.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';

function call(sim: Simulator, method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const r = sim.handle({ method, path, query, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: r.status, body: JSON.parse(r.body) };
}

const THROWS_ON_ONE = { script: { script: { lang: 'painless', source: "if (doc['n'].value == 1) { throw new IllegalArgumentException('one!') } return true" } } };

/** A two-shard index holding documents 1 to 6; the shard of each, as the search reports it. */
function setup(): { sim: Simulator; shardOf: Map<string, number> } {
  const sim = new Simulator({ profile: 'elasticsearch@8.19.0', now: () => 0 });
  call(sim, 'PUT', '/src', { settings: { number_of_shards: 2 }, mappings: { properties: { n: { type: 'integer' } } } });
  for (let i = 1; i <= 6; i++) call(sim, 'PUT', `/src/_doc/${i}`, { n: i });
  call(sim, 'POST', '/src/_refresh');
  const all = call(sim, 'POST', '/src/_search', { size: 10, explain: true });
  const shardOf = new Map<string, number>((all.body.hits.hits as { _id: string; _shard: string }[]).map((h) => [h._id, Number(/\]\[(\d+)\]$/.exec(h._shard)![1])]));
  return { sim, shardOf };
}

describe('a document failure in the query phase fails its shard', () => {
  it('the search answers with the other shard and lists the failure', () => {
    const { sim, shardOf } = setup();
    const bad = shardOf.get('1')!;
    const others = [...shardOf].filter(([, s]) => s !== bad).map(([id]) => id).sort();
    expect(others.length).toBeGreaterThan(0);
    const r = call(sim, 'POST', '/src/_search', { size: 10, query: THROWS_ON_ONE });
    expect(r.status).toBe(200);
    expect(r.body._shards).toMatchObject({ total: 2, successful: 1, failed: 1 });
    expect(r.body._shards.failures[0]).toMatchObject({ shard: bad, index: 'src', reason: { type: 'script_exception', caused_by: { type: 'illegal_argument_exception', reason: 'one!' } } });
    expect((r.body.hits.hits as { _id: string }[]).map((h) => h._id).sort()).toEqual(others);
  });

  it('refused partial results fail the search as "Partial shards failure"', () => {
    const { sim } = setup();
    const r = call(sim, 'POST', '/src/_search', { query: THROWS_ON_ONE }, { allow_partial_search_results: 'false' });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'search_phase_execution_exception', reason: 'Partial shards failure', phase: 'query' });
  });

  it('every shard failing is still "all shards failed"', () => {
    const { sim } = setup();
    const r = call(sim, 'POST', '/src/_search', { query: { script: { script: { lang: 'painless', source: "throw new IllegalArgumentException('all!')" } } } });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('all shards failed');
  });

  it('update_by_query and reindex refuse partial results and change nothing', () => {
    const { sim } = setup();
    const u = call(sim, 'POST', '/src/_update_by_query', { query: THROWS_ON_ONE, script: { source: 'ctx._source.n += 100' } });
    expect(u.status).toBe(400);
    expect(u.body.error).toMatchObject({ type: 'search_phase_execution_exception', reason: 'Partial shards failure' });
    const x = call(sim, 'POST', '/_reindex', { source: { index: 'src', query: THROWS_ON_ONE }, dest: { index: 'dest' } });
    expect(x.status).toBe(400);
    expect(x.body.error.reason).toBe('Partial shards failure');
    expect(call(sim, 'POST', '/src/_search', { query: { range: { n: { gte: 100 } } } }).body.hits.total.value).toBe(0);
    expect(call(sim, 'GET', '/dest').status).toBe(404);
  });
});
