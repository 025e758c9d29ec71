/**
 * The `_cat` tables about the node and its work, with the common `_cat` parameters. Pinned by ES's
 * rest-api-spec cat.* tests (cat.thread_pool/10_basic.yml: pools by name, `fixed`/`scaling` types and the
 * ES 7 columns; cat.allocation/10_basic.yml: disk columns filled on a data node and an UNASSIGNED row;
 * cat.tasks/10_basic.yml: `node:id` task ids and `x_opaque_id`; cat.fielddata/10_basic.yml: a text field
 * with fielddata loaded by a sort) and RestSnapshotAction (a missing repository is the GET /_snapshot error).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const es8 = () => testSimulator({ profile: 'elasticsearch@8.19.0' as never });

describe('_cat node tables', () => {
  it('thread_pool: the version pools sorted by name, filtered by pattern, with their type and bounds', () => {
    const sim = es8();
    const r = call(sim, 'GET', '/_cat/thread_pool/write,fetch*?format=json&h=name,type,queue_size,core,max,size,keep_alive');
    expect(r.body).toEqual([
      { name: 'fetch_shard_started', type: 'scaling', queue_size: '-1', core: '1', max: '4', size: null, keep_alive: '5m' },
      { name: 'fetch_shard_store', type: 'scaling', queue_size: '-1', core: '1', max: '4', size: null, keep_alive: '5m' },
      { name: 'write', type: 'fixed', queue_size: '10000', core: null, max: null, size: '2', keep_alive: null },
    ]);
    // ES 6 still has `bulk` and `index`, and its `min`/`max` columns.
    const six = call(testSimulator({ profile: 'es6' }), 'GET', '/_cat/thread_pool/bulk,index?h=name,min,max&v=true');
    expect(six.text).toBe('name  min max\nbulk    2   2\nindex   2   2\n');
  });

  const UNASSIGNED_ROW = {
    shards: '2', 'shards.undesired': null, 'write_load.forecast': null, 'disk.indices.forecast': null, 'disk.indices': null, 'disk.used': null,
    'disk.avail': null, 'disk.total': null, 'disk.percent': null, host: null, ip: null, node: 'UNASSIGNED', 'node.role': null,
  };
  it('allocation: the node shards and the disk the indices use, then the copies no node holds', () => {
    const sim = es8();
    call(sim, 'PUT', '/a', { settings: { number_of_shards: 2, number_of_replicas: 1 } });
    const rows = call(sim, 'GET', '/_cat/allocation?format=json&bytes=b').body;
    expect(rows).toEqual([
      {
        shards: '2', 'shards.undesired': '0', 'write_load.forecast': '0.0', 'disk.indices.forecast': '450',
        'disk.indices': '450', 'disk.used': '450', 'disk.avail': String(107374182400 - 450), 'disk.total': '107374182400', 'disk.percent': '0', host: '127.0.0.1', ip: '127.0.0.1', node: 'simulator', 'node.role': 'cdfhilmrstw',
      },
      UNASSIGNED_ROW,
    ]);
    expect(call(sim, 'GET', '/_cat/allocation/nobody?format=json').body).toEqual([UNASSIGNED_ROW]);
  });

  // RestAllocationAction: `node.role` came hidden in 8.10 ("node.role column added in 8.10.0", cat.allocation/10_basic.yml);
  // 8.14 (#97561) added the allocation stats after `shards`, and 8.19's table shows `node.role` by default.
  it('allocation columns per version', () => {
    const header = (profile: 'elasticsearch@8.9.0' | 'elasticsearch@8.13.0' | 'elasticsearch@8.14.0') =>
      call(testSimulator({ profile }), 'GET', '/_cat/allocation?v').text.split('\n')[0]!.trim().split(/\s+/);
    expect(header('elasticsearch@8.9.0')).toEqual(['shards', 'disk.indices', 'disk.used', 'disk.avail', 'disk.total', 'disk.percent', 'host', 'ip', 'node']);
    expect(header('elasticsearch@8.13.0')).toEqual(header('elasticsearch@8.9.0'));
    expect(call(testSimulator({ profile: 'elasticsearch@8.13.0' }), 'GET', '/_cat/allocation?h=node.role').status).toBe(200);
    expect(header('elasticsearch@8.14.0')).toEqual([
      'shards', 'shards.undesired', 'write_load.forecast', 'disk.indices.forecast', 'disk.indices', 'disk.used', 'disk.avail', 'disk.total', 'disk.percent', 'host', 'ip', 'node', 'node.role',
    ]);
  });

  it('tasks: the list request and its node child, with the caller X-Opaque-Id', () => {
    const sim = es8();
    const r = call(sim, 'GET', '/_cat/tasks?format=json&h=action,task_id,parent_task_id,type,x_opaque_id', undefined, { 'x-opaque-id': 'my-app' });
    expect(r.body).toHaveLength(2);
    expect(r.body[0]).toMatchObject({ action: 'cluster:monitor/tasks/lists', parent_task_id: '-', type: 'transport', x_opaque_id: 'my-app' });
    expect(r.body[1]).toMatchObject({ action: 'cluster:monitor/tasks/lists[n]', parent_task_id: r.body[0].task_id, type: 'direct' });
  });

  it('fielddata: a text field sorted on loads fielddata, listed per field and filtered by `fields`', () => {
    const sim = es8();
    call(sim, 'PUT', '/notes', { mappings: { properties: { body: { type: 'text', fielddata: true }, tag: { type: 'keyword' } } } });
    call(sim, 'PUT', '/notes/_doc/1?refresh=true', { body: 'quiet morning', tag: 'x' });
    expect(call(sim, 'GET', '/_cat/fielddata').text).toBe('');
    call(sim, 'POST', '/notes/_search', { sort: ['body', 'tag'] });
    const rows = call(sim, 'GET', '/_cat/fielddata?format=json&h=field,size').body;
    expect(rows.map((r: { field: string }) => r.field)).toEqual(['body']);
    expect(call(sim, 'GET', '/_cat/fielddata/other?format=json').body).toEqual([]);
    expect(call(sim, 'GET', '/_stats/fielddata').body._all.total.fielddata.memory_size_in_bytes).toBeGreaterThan(0);
  });

  it('plugins, nodeattrs, pending tasks, repositories and snapshots agree with the JSON APIs', () => {
    const sim = es8();
    expect(call(sim, 'GET', '/_cat/plugins?format=json').body).toEqual([]);
    expect(call(sim, 'GET', '/_cat/nodeattrs?format=json').body).toEqual([{ node: 'simulator', host: '127.0.0.1', ip: '127.0.0.1', attr: 'xpack.installed', value: 'true' }]);
    expect(call(sim, 'GET', '/_nodes').body.nodes[Object.keys(call(sim, 'GET', '/_nodes').body.nodes)[0]!].attributes).toEqual({ 'xpack.installed': 'true' });
    expect(call(sim, 'GET', '/_cat/pending_tasks?v=true').text).toBe('insertOrder timeInQueue priority source\n');
    expect(call(sim, 'GET', '/_cat/repositories?format=json').body).toEqual([]);
    expect(call(sim, 'GET', '/_cat/snapshots?format=json').body).toEqual([]);
    const missing = call(sim, 'GET', '/_cat/snapshots/backups');
    expect(missing.status).toBe(404);
    expect(missing.body.error.type).toBe('repository_missing_exception');
    expect(call(testSimulator({ profile: 'opensearch2' }), 'GET', '/_cat/nodeattrs?h=attr,value').text).toBe('shard_indexing_pressure_enabled true\n');
  });
});
