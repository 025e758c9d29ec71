/**
 * Shrink, split and clone on the wire, against what TransportResizeAction and MetadataCreateIndexService do:
 * the official rest-api-spec tests indices.{shrink,split,clone}/*.yml (write block first, the source's
 * documents and mappings in the target, copy settings), ResizeRequestTests / TransportResizeActionTests for the
 * refusals, and SplitIndexIT's rule that every document sits on the target shard its routing names.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';
import type { Simulator } from '../../simulator.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName = 'elasticsearch@8.19.0'): Simulator {
  return testSimulator({ profile });
}

/** A source of `shards` shards holding `n` documents (ids `d0`…, every third routed), made read-only. */
function source(s: Simulator, shards: number, n: number, extra: Record<string, unknown> = {}): void {
  expect(call(s, 'PUT', '/src', { settings: { number_of_shards: shards, number_of_replicas: 0, ...extra }, mappings: { properties: { t: { type: 'text' } } } }).status).toBe(200);
  for (let i = 0; i < n; i++) {
    const routing = i % 3 === 0 ? `?routing=r${i}` : '';
    expect(call(s, 'PUT', `/src/_doc/d${i}${routing}`, { t: `word${i % 4} common` }).status).toBe(201);
  }
  expect(call(s, 'PUT', '/src/_settings', { 'index.blocks.write': true }).status).toBe(200);
}

/** The shard `_search_shards` names for a routing value on an index. */
function shardFor(s: Simulator, index: string, routing: string): number {
  return call(s, 'GET', `/${index}/_search_shards?routing=${routing}`).body.shards[0][0].shard;
}

describe('resize: refusals, each before anything changes', () => {
  it('a source without a write block cannot be shrunk (validateResize)', () => {
    const s = sim();
    call(s, 'PUT', '/src', { settings: { number_of_shards: 2 } });
    const before = stateDump(s);
    const r = call(s, 'POST', '/src/_shrink/dst');
    expect(r.status).toBe(500);
    expect(r.body.error).toMatchObject({ type: 'illegal_state_exception', reason: 'index src must be read-only to resize index. use "index.blocks.write=true"' });
    expect(stateDump(s)).toBe(before);
  });

  it('a read_only block is a write block too; a one-shard source cannot shrink', () => {
    const s = sim();
    call(s, 'PUT', '/one', { settings: { number_of_shards: 1, 'index.blocks.read_only': true } });
    expect(call(s, 'POST', '/one/_shrink/dst').body.error.reason).toBe("can't shrink an index with only one shard");
  });

  it('split needs a shard count; the target must not exist; an unknown body key is a parse error', () => {
    const s = sim();
    source(s, 2, 3);
    expect(call(s, 'POST', '/src/_split/dst', {}).body.error).toMatchObject({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: index.number_of_shards is required for split operations;' });
    call(s, 'PUT', '/taken');
    expect(call(s, 'POST', '/src/_split/taken', { settings: { number_of_shards: 4 } }).body.error.type).toBe('resource_already_exists_exception');
    expect(call(s, 'POST', '/src/_split/dst', { mappings: {} }).body.error.reason).toBe('[1:2] [resize_request] unknown field [mappings]');
    expect(call(s, 'POST', '/nope/_clone/dst').body.error).toMatchObject({ type: 'index_not_found_exception', reason: 'no such index [nope]' });
  });

  it('settings the resize decides are refused (TransportResizeAction.prepareCreateIndexRequest)', () => {
    const s = sim();
    source(s, 2, 1);
    const reason = (body: unknown) => call(s, 'POST', '/src/_split/dst', body).body.error.reason;
    expect(reason({ settings: { number_of_shards: 4, routing_partition_size: 2 } })).toBe('cannot provide a routing partition size value when resizing an index');
    expect(reason({ settings: { number_of_shards: 4, number_of_routing_shards: 8 } })).toBe('cannot provide index.number_of_routing_shards on resize');
    expect(reason({ settings: { number_of_shards: 4, 'sort.field': 't' } })).toBe("Validation Failed: 1: can't override index sort when resizing an index;");
    expect(call(s, 'POST', '/src/_shrink/dst', { settings: { number_of_shards: 1 }, max_primary_shard_size: '1kb' }).body.error.reason).toBe(
      'Cannot set both index.number_of_shards and max_primary_shard_size for the target index',
    );
  });

  it("a data stream's write index cannot be resized; its older backing indices can", () => {
    const s = sim();
    call(s, 'PUT', '/_index_template/t', { index_patterns: ['logs-*'], data_stream: {}, template: { settings: { number_of_shards: 2 } } });
    call(s, 'PUT', '/_data_stream/logs-a');
    const first = call(s, 'GET', '/_data_stream/logs-a').body.data_streams[0].indices[0].index_name as string;
    call(s, 'PUT', `/${first}/_block/write`);
    expect(call(s, 'POST', `/${first}/_shrink/small`).body.error.reason).toBe(`cannot resize the write index [${first}] for data stream [logs-a]`);
    call(s, 'POST', '/logs-a/_rollover');
    expect(call(s, 'POST', `/${first}/_shrink/small`).status).toBe(200);
  });
});

describe('resize: the target', () => {
  it('split: every document keeps its id, routing, version and seq_no, on the target shard its routing names', () => {
    const s = sim();
    source(s, 2, 40);
    const seen = call(s, 'GET', '/src/_doc/d3?routing=r3').body;
    const r = call(s, 'POST', '/src/_split/dst?wait_for_active_shards=1', { settings: { number_of_shards: 8, number_of_replicas: 0 } });
    expect(r).toMatchObject({ status: 200, body: { acknowledged: true, shards_acknowledged: true, index: 'dst' } });
    const got = call(s, 'GET', '/dst/_doc/d3?routing=r3').body;
    expect(got).toMatchObject({ _index: 'dst', _id: 'd3', _version: seen._version, _seq_no: seen._seq_no, _primary_term: seen._primary_term, _routing: 'r3' });
    // Routing over the source's routing shards: target shard t holds what source shard floor(t / 4) held.
    for (let i = 0; i < 40; i++) {
      const routing = i % 3 === 0 ? `r${i}` : `d${i}`;
      expect(Math.floor(shardFor(s, 'dst', routing) / 4)).toBe(shardFor(s, 'src', routing));
    }
    // Each hit is scored on the shard its routing names (its explanation names that shard).
    const hits = call(s, 'POST', '/dst/_search?explain=true&size=100', { query: { match: { t: 'word1' } } }).body.hits.hits as { _id: string; _routing?: string; _shard: string }[];
    expect(hits.length).toBe(10);
    for (const h of hits) expect(h._shard).toBe(`[dst][${shardFor(s, 'dst', h._routing ?? h._id)}]`);
    expect(call(s, 'GET', '/dst/_count').body.count).toBe(40);
    expect(call(s, 'GET', '/_cluster/state/metadata/dst').body.metadata.indices.dst.routing_num_shards).toBe(call(s, 'GET', '/_cluster/state/metadata/src').body.metadata.indices.src.routing_num_shards);
  });

  it('shrink: one shard by default; mappings copied, templates ignored; settings copied (8.x) with the source named', () => {
    const s = sim();
    call(s, 'PUT', '/_template/tpl', { index_patterns: ['dst*'], mappings: { properties: { t: { type: 'keyword' } } }, settings: { 'index.refresh_interval': '7s' } });
    source(s, 4, 9, { 'index.merge.scheduler.max_merge_count': 4 });
    const r = call(s, 'POST', '/src/_shrink/dst', { settings: { 'index.number_of_replicas': 0, 'index.blocks.write': null }, aliases: { small: {} } });
    expect(r.status).toBe(200);
    const settings = call(s, 'GET', '/dst/_settings?flat_settings=true').body.dst.settings;
    expect(settings).toMatchObject({
      'index.number_of_shards': '1',
      'index.number_of_replicas': '0',
      'index.merge.scheduler.max_merge_count': '4',
      'index.routing_partition_size': '1',
      'index.resize.source.name': 'src',
      'index.resize.source.uuid': call(s, 'GET', '/src/_settings?flat_settings=true').body.src.settings['index.uuid'],
    });
    expect(settings['index.blocks.write']).toBeUndefined();
    expect(settings['index.refresh_interval']).toBeUndefined();
    expect(call(s, 'GET', '/dst/_mapping').body.dst.mappings.properties.t.type).toBe('text');
    expect(call(s, 'GET', '/small/_count').body.count).toBe(9);
    // The target takes writes once unblocked; the source still refuses them.
    expect(call(s, 'PUT', '/dst/_doc/new', { t: 'x' }).status).toBe(201);
  });

  it('clone keeps the count; a different one is refused; the copied write block stays unless the request lifts it', () => {
    const s = sim();
    source(s, 3, 5);
    expect(call(s, 'POST', '/src/_clone/dst', { settings: { number_of_shards: 6 } }).body.error.reason).toBe(
      'the number of target shards (6) must be the same as the number of source shards (3)',
    );
    expect(call(s, 'PUT', '/src/_clone/dst').status).toBe(200);
    expect(call(s, 'GET', '/dst/_settings/index.number_of_shards,index.blocks.write?flat_settings=true').body.dst.settings).toEqual({ 'index.number_of_shards': '3', 'index.blocks.write': 'true' });
    expect(call(s, 'PUT', '/dst/_doc/x', { t: 'x' }).status).toBe(403);
  });

  it('max_primary_shard_size picks a factor of the source count big enough for the data (ES ≥ 7.13)', () => {
    const s = sim();
    source(s, 6, 30);
    const bytes = call(s, 'GET', '/src/_stats/store').body._all.primaries.store.size_in_bytes as number;
    expect(call(s, 'POST', '/src/_shrink/dst', { max_primary_shard_size: `${Math.ceil(bytes / 2)}b` }).status).toBe(200);
    expect(call(s, 'GET', '/dst/_settings/index.number_of_shards?flat_settings=true').body.dst.settings['index.number_of_shards']).toBe('2');
  });
});

describe('resize across versions', () => {
  it('ES 6.4–6.8: settings are not copied unless asked, with a deprecation warning; copy_settings=false is refused', () => {
    const s = sim('elasticsearch@6.8.13');
    call(s, 'PUT', '/src', { settings: { number_of_shards: 4, number_of_routing_shards: 8, 'index.merge.scheduler.max_merge_count': 4, 'index.blocks.write': true } });
    const plain = call(s, 'POST', '/src/_split/a', { settings: { number_of_shards: 8 } });
    expect(plain.status).toBe(200);
    expect(plain.headers.warning).toContain('resize operations without copying settings is deprecated');
    expect(call(s, 'GET', '/a/_settings?flat_settings=true').body.a.settings['index.merge.scheduler.max_merge_count']).toBeUndefined();
    expect(call(s, 'POST', '/src/_split/b?copy_settings=true', { settings: { number_of_shards: 8 } }).headers.warning).toBeUndefined();
    expect(call(s, 'GET', '/b/_settings?flat_settings=true').body.b.settings['index.merge.scheduler.max_merge_count']).toBe('4');
    expect(call(s, 'POST', '/src/_split/c?copy_settings=false', { settings: { number_of_shards: 8 } }).body.error.reason).toBe('parameter [copy_settings] can not be explicitly set to [false]');
    // Before 7.0 the routing shards are the shard count unless set: 4 does not split into 8 without them.
    call(s, 'PUT', '/plain', { settings: { number_of_shards: 2, 'index.blocks.write': true } });
    expect(call(s, 'POST', '/plain/_split/d', { settings: { number_of_shards: 4 } }).body.error.reason).toBe('the number of routing shards [2] must be a multiple of the target shards [4]');
    expect(call(s, 'POST', '/src/_clone/e').status).toBe(400);
  });

  it('ES 7.x and OpenSearch copy by default and warn when copy_settings is given; ES 8 knows no such parameter', () => {
    const es7 = sim('elasticsearch@7.17.0');
    call(es7, 'PUT', '/src', { settings: { number_of_shards: 2, 'index.blocks.write': true } });
    expect(call(es7, 'POST', '/src/_split/dst?copy_settings=true', { settings: { number_of_shards: 4 } }).headers.warning).toContain('parameter [copy_settings] is deprecated and will be removed in 8.0.0');
    const os = sim('opensearch@2.19.0');
    call(os, 'PUT', '/src', { settings: { number_of_shards: 2, 'index.blocks.write': true } });
    expect(call(os, 'POST', '/src/_split/dst?copy_settings=true', { settings: { number_of_shards: 4 } }).headers.warning).toContain('will be removed in 3.0.0');
    expect(call(os, 'GET', '/dst/_settings?flat_settings=true').body.dst.settings['index.blocks.write']).toBe('true');
    const es8 = sim();
    call(es8, 'PUT', '/src', { settings: { number_of_shards: 2, 'index.blocks.write': true } });
    expect(call(es8, 'POST', '/src/_clone/dst?copy_settings=true').body.error.reason).toContain('unrecognized parameter: [copy_settings]');
    // A 7.x client's compatible request still may, with 7.x's warning; clone read it in 7.x too.
    const compat = { accept: 'application/vnd.elasticsearch+json;compatible-with=7', 'content-type': 'application/vnd.elasticsearch+json;compatible-with=7' };
    expect(call(es8, 'POST', '/src/_clone/dst?copy_settings=true', undefined, compat).headers.warning).toContain('parameter [copy_settings] is deprecated and will be removed in 8.0.0');
    expect(call(es7, 'POST', '/src/_clone/dst2?copy_settings=true').status).toBe(200);
    expect(call(sim('elasticsearch@6.3.2'), 'POST', '/src/_shrink/dst?copy_settings=true').body.error.reason).toContain('unrecognized parameter: [copy_settings]');
  });

  it('OpenSearch ≥ 2.5 validates max_shard_size and read-only targets up front; ≥ 2.7 runs a resize as a stored task', () => {
    const os = sim('opensearch@2.19.0');
    call(os, 'PUT', '/src', { settings: { number_of_shards: 4, 'index.blocks.write': true } });
    expect(call(os, 'POST', '/src/_split/dst', { settings: { number_of_shards: 8, 'index.blocks.read_only': true }, max_shard_size: '1gb' }).body.error.reason).toBe(
      'Validation Failed: 1: Unsupported parameter [max_shard_size];2: target index [dst] will be blocked by [index.blocks.read_only=true], this will disable metadata writes and cause the shards to be unassigned;',
    );
    expect(call(os, 'POST', '/src/_shrink/dst', { settings: { number_of_shards: 2, routing_partition_size: 2 } }).body.error.reason).toBe(
      'Validation Failed: 1: cannot provide a routing partition size value when resizing an index;',
    );
    const started = call(os, 'POST', '/src/_shrink/dst?wait_for_completion=false', { max_shard_size: '10gb' });
    expect(started.status).toBe(200);
    const task = call(os, 'GET', `/_tasks/${started.body.task}`).body;
    expect(task).toMatchObject({ completed: true, task: { action: 'indices:admin/resize', description: 'shrink from [src] to [dst]' }, response: { acknowledged: true, index: 'dst' } });
    expect(call(os, 'GET', '/dst/_settings/index.number_of_shards?flat_settings=true').body.dst.settings['index.number_of_shards']).toBe('1');
    const failed = call(os, 'POST', '/src/_shrink/dst?wait_for_completion=false').body.task as string;
    expect(call(os, 'GET', `/_tasks/${failed}`).body.error.type).toBe('resource_already_exists_exception');
    expect(call(sim('opensearch@2.3.0'), 'POST', '/src/_shrink/dst', { max_shard_size: '1gb' }).body.error.reason).toBe('[1:2] [resize_request] unknown field [max_shard_size]');
  });

  it('ES 5.x shrinks only, naming its source index.shrink.source.*', () => {
    const s = sim('elasticsearch@5.6.16');
    call(s, 'PUT', '/src', { settings: { number_of_shards: 4 } });
    expect(call(s, 'POST', '/src/_shrink/dst').body.error.reason).toBe('index src must be read-only to shrink index. use "index.blocks.write=true"');
    call(s, 'PUT', '/src/_settings', { 'index.blocks.write': true });
    expect(call(s, 'POST', '/src/_shrink/dst', { settings: { number_of_shards: 2 } }).status).toBe(200);
    expect(call(s, 'GET', '/dst/_settings?flat_settings=true').body.dst.settings['index.shrink.source.name']).toBe('src');
    expect(call(s, 'POST', '/src/_split/other', { settings: { number_of_shards: 8 } }).status).toBe(400);
  });
});
