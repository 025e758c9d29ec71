/**
 * Segments, recoveries and shard stores of the primaries the one node holds. Pinned by ES's rest-api-spec
 * indices.segments/10_basic.yml (segment `_0` per shard after a refresh, a closed index is a bad request unless
 * ignored), cat.segments/10_basic.yml (one row per segment), indices.recovery/10_basic.yml (EMPTY_STORE, DONE;
 * a closed index EXISTING_STORE; `detailed` lists the files) and indices.shard_stores/10_basic.yml (`status`
 * selects shards by health; the store of a primary is `allocation: primary`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const es8 = () => testSimulator({ profile: 'elasticsearch@8.19.0' as never });

describe('segments, recovery, shard stores', () => {
  it('segments follow the engine: a refresh writes one, a delete marks a document deleted in it', () => {
    const sim = es8();
    call(sim, 'PUT', '/logs', { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    // Ten documents in one refresh, one more in a second; one of the ten deleted (10%: too few for the merge
    // policy to reclaim them, search/engine/mergePolicy.ts).
    // The engine is built on first read (search/engine/indexEngine.ts): a read after each refresh keeps them apart.
    call(sim, 'POST', '/logs/_bulk?refresh=true', Array.from({ length: 10 }, (_, i) => [{ index: { _id: String(i) } }, { m: `m${i}` }]).flat());
    expect(Object.keys(call(sim, 'GET', '/logs/_segments').body.indices.logs.shards['0'][0].segments)).toEqual(['_0']);
    call(sim, 'PUT', '/logs/_doc/x?refresh=true', { m: 'c' });
    call(sim, 'DELETE', '/logs/_doc/1?refresh=true');
    const r = call(sim, 'GET', '/logs/_segments').body;
    expect(r._shards).toEqual({ total: 1, successful: 1, failed: 0 });
    const shard = r.indices.logs.shards['0'][0];
    expect(shard.routing).toEqual({ state: 'STARTED', primary: true, node: expect.any(String) });
    expect(Object.keys(shard.segments)).toEqual(['_0', '_1']);
    expect(shard.segments._0).toMatchObject({ generation: 0, num_docs: 9, deleted_docs: 1, search: true, compound: true });
    expect(shard.segments._1).toMatchObject({ generation: 1, num_docs: 1, deleted_docs: 0 });
    const rows = call(sim, 'GET', '/_cat/segments/logs?format=json&h=segment,docs.count,docs.deleted').body;
    expect(rows).toEqual([{ segment: '_0', 'docs.count': '9', 'docs.deleted': '1' }, { segment: '_1', 'docs.count': '1', 'docs.deleted': '0' }]);
  });

  it('a closed index: segments refuse it unless ignored; recovery shows it reopened from its store', () => {
    const sim = es8();
    call(sim, 'PUT', '/old', { settings: { number_of_replicas: 0 } });
    call(sim, 'POST', '/old/_close');
    expect(call(sim, 'GET', '/old/_segments').body.error.type).toBe('index_closed_exception');
    expect(call(sim, 'GET', '/old/_segments?ignore_unavailable=true').body._shards.total).toBe(0);
    expect(call(sim, 'GET', '/old/_recovery').body.old.shards[0]).toMatchObject({ type: 'EXISTING_STORE', stage: 'DONE', primary: true });
  });

  it('recovery: every primary created empty and done; active_only lists none; detailed lists no file', () => {
    const sim = es8();
    call(sim, 'PUT', '/fresh', { settings: { number_of_shards: 2 } });
    const r = call(sim, 'GET', '/fresh/_recovery?human=true&detailed=true').body;
    expect(r.fresh.shards.map((s: { id: number; type: string }) => [s.id, s.type])).toEqual([[0, 'EMPTY_STORE'], [1, 'EMPTY_STORE']]);
    expect(r.fresh.shards[0]).toMatchObject({ stage: 'DONE', source: {}, total_time: '0s', index: { files: { total: 0, percent: '0.0%', details: [] } }, translog: { percent: '100.0%' } });
    expect(call(sim, 'GET', '/_recovery?active_only=true').body).toEqual({});
    expect(call(sim, 'GET', '/_cat/recovery?h=index,shard,type,stage,files_percent,translog_ops_percent').text).toBe('fresh 0 empty_store done 0.0% 100.0%\nfresh 1 empty_store done 0.0% 100.0%\n');
  });

  it('shard stores: yellow and red shards by default, green on request; a bad status is refused', () => {
    const sim = es8();
    call(sim, 'PUT', '/solo', { settings: { number_of_replicas: 0 } });
    call(sim, 'PUT', '/pair', { settings: { number_of_replicas: 1 } });
    expect(Object.keys(call(sim, 'GET', '/_shard_stores').body.indices)).toEqual(['pair']);
    const green = call(sim, 'GET', '/_shard_stores?status=green').body.indices;
    expect(Object.keys(green)).toEqual(['solo']);
    expect(green.solo.shards['0'].stores[0]).toMatchObject({ allocation: 'primary', allocation_id: expect.any(String) });
    const bad = call(sim, 'GET', '/_shard_stores?status=blue');
    expect([bad.status, bad.body.error.reason]).toEqual([400, 'unknown cluster health status [blue]']);
  });
});
