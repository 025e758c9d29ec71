/**
 * An index with `index.routing_partition_size` > 1 end to end: documents of one routing value spread over the
 * partition's shards (IndexRouting.Partitioned), a routed search reads exactly those shards
 * (collectSearchShards), and creation, mappings and settings are checked as ES checks them
 * (IndexMetadata.Builder.build, DocumentMapper.validate, ParentJoinFieldMapper, IndexMetadata's Final setting).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const PARTITIONED = { settings: { number_of_shards: 4, number_of_routing_shards: 4, routing_partition_size: 2 }, mappings: { _routing: { required: true } } };

describe('partitioned routing across the APIs', () => {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/p', PARTITIONED);
  const lines = Array.from({ length: 30 }, (_, i) => [{ index: { _id: `d${i}`, routing: 'tenant' } }, { n: i }]).flat();
  call(s, 'POST', '/p/_bulk?refresh=true', lines.map((l) => JSON.stringify(l)).join('\n') + '\n', { 'content-type': 'application/x-ndjson' });
  const routedShards = call(s, 'GET', '/p/_search_shards?routing=tenant').body.shards.map((g: { shard: number }[]) => g[0]!.shard).sort();

  it('_search_shards names the partition of the routing value, a routed search reads those shards and finds every document', () => {
    expect(routedShards).toHaveLength(2);
    const r = call(s, 'POST', '/p/_search?routing=tenant', { size: 0 }).body;
    expect(r._shards.total).toBe(2);
    expect(r.hits.total.value).toBe(30);
    expect(call(s, 'GET', '/p/_count?routing=tenant').body).toMatchObject({ count: 30, _shards: { total: 2 } });
  });

  it('puts the documents of one routing value on both shards of its partition, nowhere else', () => {
    const perShard = routedShards.map((n: number) => call(s, 'POST', `/p/_search?preference=_shards:${n}`, { size: 0 }).body.hits.total.value);
    expect(perShard.every((c: number) => c > 0)).toBe(true);
    expect(perShard.reduce((a: number, b: number) => a + b, 0)).toBe(30);
    const explained = call(s, 'POST', '/p/_search?routing=tenant', { size: 30, explain: true }).body.hits.hits.map((h: { _shard: string }) => Number(/\]\[(\d+)\]$/.exec(h._shard)![1]));
    expect([...new Set(explained)].sort()).toEqual(routedShards);
  });

  it('gets, updates and deletes by id with the routing; without it answers routing_missing_exception', () => {
    expect(call(s, 'GET', '/p/_doc/d7?routing=tenant').body).toMatchObject({ found: true, _routing: 'tenant' });
    expect(call(s, 'GET', '/p/_doc/d7').body.error.type).toBe('routing_missing_exception');
    expect(call(s, 'POST', '/p/_update/d7?routing=tenant', { doc: { m: 1 } }).body.result).toBe('updated');
    const mget = call(s, 'POST', '/p/_mget', { docs: [{ _id: 'd3', routing: 'tenant' }, { _id: 'd4' }] }).body.docs;
    expect(mget[0].found).toBe(true);
    expect(mget[1].error.type).toBe('routing_missing_exception');
    expect(call(s, 'DELETE', '/p/_doc/d8?routing=tenant').body.result).toBe('deleted');
    expect(call(s, 'GET', '/p/_count?routing=tenant').body.count).toBe(29);
  });
});

describe('a get with another routing value', () => {
  it('finds the document when that routing and its id lead to the same shard (ES reads the shard, then the id)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/t', PARTITIONED);
    call(s, 'PUT', '/t/_doc/a1?routing=acme', { n: 1 });
    // With id a1, routing z reaches acme's shard for that id; x does not.
    expect(call(s, 'GET', '/t/_doc/a1?routing=z').body.found).toBe(true);
    expect(call(s, 'GET', '/t/_doc/a1?routing=x').body.found).toBe(false);
  });
});

describe('creating and changing a partitioned index', () => {
  it('refuses a partition not smaller than the routing shard count', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(s, 'PUT', '/p', { settings: { number_of_shards: 3, number_of_routing_shards: 3, routing_partition_size: 3 }, mappings: { _routing: { required: true } } });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('routing partition size [3] should be a positive number less than the number of shards [3] for [p]');
    // The default routing shard count of ES 7+ (room to split to 1024) leaves room for a partition on one shard.
    expect(call(s, 'PUT', '/one', { settings: { number_of_shards: 1, routing_partition_size: 2 }, mappings: { _routing: { required: true } } }).status).toBe(200);
    expect(call(s, 'PUT', '/zero', { settings: { routing_partition_size: 0 } }).status).toBe(400);
  });

  it('requires _routing.required in every mapping it takes, and no join field', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(s, 'PUT', '/p', { settings: { number_of_shards: 4, number_of_routing_shards: 4, routing_partition_size: 2 }, mappings: { properties: { f: { type: 'keyword' } } } });
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'mapping type [_doc] must have routing required for partitioned index [p]' });
    // Without mappings the index is made; the first mapping it takes must require routing.
    expect(call(s, 'PUT', '/p', { settings: { number_of_shards: 4, number_of_routing_shards: 4, routing_partition_size: 2 } }).status).toBe(200);
    expect(call(s, 'PUT', '/p/_mapping', { properties: { f: { type: 'keyword' } } }).body.error.reason).toBe('mapping type [_doc] must have routing required for partitioned index [p]');
    expect(call(s, 'PUT', '/p/_doc/1?routing=r', { f: 'x' }).body.error.reason).toBe('mapping type [_doc] must have routing required for partitioned index [p]');
    expect(call(s, 'GET', '/p/_count').body.count).toBe(0);
    // No mapping yet, no routing: IndexRouting.Partitioned refuses before any shard is chosen (ES ≥ 7.16).
    expect(call(s, 'PUT', '/p/_doc/2', { f: 'x' }).body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'A routing value is required for gets from a partitioned index' });
    expect(call(s, 'GET', '/p/_doc/2').body.error.reason).toBe('A routing value is required for gets from a partitioned index');
    const old = testSimulator({ profile: 'elasticsearch@7.10.2' });
    call(old, 'PUT', '/p', { settings: { number_of_shards: 4, number_of_routing_shards: 4, routing_partition_size: 2 } });
    expect(call(old, 'PUT', '/p/_doc/2', { f: 'x' }).body.error.reason).toBe('mapping type [_doc] must have routing required for partitioned index [p]');
    const join = call(s, 'PUT', '/j', { ...PARTITIONED, mappings: { _routing: { required: true }, properties: { rel: { type: 'join', relations: { q: 'a' } } } } });
    expect(join.body.error).toMatchObject({ type: 'mapper_parsing_exception', caused_by: { type: 'illegal_state_exception', reason: 'cannot create join field [rel] for the partitioned index [j]' } });
  });

  it('is final from ES 7.16; OpenSearch and older ES let a closed index change it', () => {
    for (const [profile, final] of [['elasticsearch@8.19.0', true], ['elasticsearch@7.10.2', false], ['opensearch@2.19.0', false]] as const) {
      const s = testSimulator({ profile });
      call(s, 'PUT', '/p', PARTITIONED);
      expect(call(s, 'PUT', '/p/_settings', { index: { routing_partition_size: 3 } }).body.error.reason).toMatch(/^Can't update non dynamic settings/);
      call(s, 'POST', '/p/_close');
      const r = call(s, 'PUT', '/p/_settings', { index: { routing_partition_size: 3 } });
      if (final) expect(r.body.error.reason).toBe('final index setting [index.routing_partition_size], not updateable');
      else expect(r.status).toBe(200);
    }
  });

  it('is an unknown setting before ES 5.3, and listed among the defaults (1) from then on', () => {
    const defaultOf = (profile: ProfileName) => {
      const s = testSimulator({ profile });
      call(s, 'PUT', '/d', {});
      return call(s, 'GET', '/d/_settings?include_defaults=true&flat_settings=true').body.d.defaults['index.routing_partition_size'];
    };
    const s = testSimulator({ profile: 'elasticsearch@5.2.2' });
    expect(call(s, 'PUT', '/p', { settings: { routing_partition_size: 2 } }).body.error.reason).toMatch(/unknown setting \[index.routing_partition_size\]/);
    expect(defaultOf('elasticsearch@5.2.2')).toBeUndefined();
    expect((['elasticsearch@5.3.0', 'elasticsearch@8.19.0', 'opensearch@2.19.0'] as ProfileName[]).map(defaultOf)).toEqual(['1', '1', '1']);
  });
});

describe('resizing a partitioned index', () => {
  const setup = (shards: number, routingShards: number) => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/src', { settings: { number_of_shards: shards, number_of_routing_shards: routingShards, routing_partition_size: 2 }, mappings: { _routing: { required: true } } });
    for (let i = 0; i < 20; i++) call(s, 'PUT', `/src/_doc/d${i}?routing=${i % 3 === 0 ? 'x' : 'y'}`, { n: i });
    call(s, 'PUT', '/src/_settings', { 'index.blocks.write': true });
    return s;
  };
  const everyDocFound = (s: ReturnType<typeof testSimulator>, index: string, counts: [number, number]) => {
    for (let i = 0; i < 20; i++) expect(call(s, 'GET', `/${index}/_doc/d${i}?routing=${i % 3 === 0 ? 'x' : 'y'}`).body.found).toBe(true);
    expect([call(s, 'GET', `/${index}/_count?routing=x`).body.count, call(s, 'GET', `/${index}/_count?routing=y`).body.count]).toEqual(counts);
  };

  it('a split and a shrink keep the partition: every document is found with its routing, a routed count sees them all', () => {
    const s = setup(2, 8);
    expect(call(s, 'POST', '/src/_split/big', { settings: { 'index.number_of_shards': 4 } }).status).toBe(200);
    expect(call(s, 'GET', '/big/_settings/index.routing_partition_size').body.big.settings.index.routing_partition_size).toBe('2');
    everyDocFound(s, 'big', [7, 13]);
    expect(call(s, 'POST', '/src/_shrink/small', { settings: { 'index.number_of_shards': 1 } }).status).toBe(200);
    // One shard holds everything: a routed count reads it whole.
    everyDocFound(s, 'small', [20, 20]);
  });

  it("checks the target's routing shard count against the partition it keeps", () => {
    const s = setup(1, 1024);
    const r = call(s, 'POST', '/src/_split/t', { settings: { 'index.number_of_shards': 2, 'index.number_of_routing_shards': 2 } });
    expect(r.body.error.reason).toBe('routing partition size [2] should be a positive number less than the number of shards [2] for [t]');
    expect(call(s, 'HEAD', '/t').status).toBe(404);
  });
});

describe('statistics of a routed dfs_query_then_fetch', () => {
  it('are gathered over the shards the routing reads, not the whole index (DfsPhase runs on the target shards)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/l', { settings: { number_of_shards: 4, number_of_routing_shards: 4, routing_partition_size: 2 }, mappings: { _routing: { required: true }, properties: { body: { type: 'text' } } } });
    // acme owns shards 2 and 3 (a1 on 2, a3 on 3); u2 and g1 sit on shards 0 and 1, outside its partition.
    const docs: [string, string, string][] = [['a1', 'acme', 'rocket launch'], ['a2', 'acme', 'quiet day'], ['a3', 'acme', 'rocket launch'], ['a8', 'acme', 'quiet day'], ['u2', 'umbrella', 'rocket launch'], ['g1', 'globex', 'rocket launch']];
    for (const [id, r, body] of docs) call(s, 'PUT', `/l/_doc/${id}?routing=${r}`, { body });
    const scores = (type: string) => call(s, 'POST', `/l/_search?routing=acme&search_type=${type}`, { query: { match: { body: 'rocket' } } }).body.hits.hits.map((h: { _score: number }) => h._score);
    const dfs = scores('dfs_query_then_fetch');
    expect(dfs).toHaveLength(2);
    expect(dfs[0]).toBe(dfs[1]);
    // Four documents on the two shards, two with the term: idf ln(1 + 2.5/2.5); the whole index would give ln(1 + 2.5/4.5).
    expect(dfs[0]).toBeCloseTo(Math.log(2), 6);
  });
});
