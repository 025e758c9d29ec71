/**
 * `POST /_data_stream/_modify`: every change takes a generation (DataStream.addBackingIndex / removeBackingIndex,
 * `generation + 1`), and from 8.19/9.1 an action may name the failure store (`failure_store: true`). Expected
 * values from Elasticsearch's data_stream/170_modify_data_stream.yml (run from outside the repository) and
 * DataStream.validateDataStreamAlreadyContainsIndex's wording.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const modify = (add: boolean, data_stream: string, index: string, failure_store?: boolean) => ({
  actions: [{ [add ? 'add_backing_index' : 'remove_backing_index']: { data_stream, index, ...(failure_store ? { failure_store } : {}) } }],
});

describe('modify data stream', () => {
  it('add and remove each take a generation; the write index cannot go', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    call(sim, 'PUT', '/_index_template/t', { index_patterns: ['data-*'], data_stream: {} });
    call(sim, 'PUT', '/_data_stream/data-1');
    call(sim, 'POST', '/data-1/_rollover');
    call(sim, 'POST', '/test_index1/_doc', { '@timestamp': '2009-11-15T14:12:12' });
    expect(call(sim, 'POST', '/_data_stream/_modify', modify(true, 'data-1', 'test_index1')).body).toEqual({ acknowledged: true });
    let ds = call(sim, 'GET', '/_data_stream/data-1').body.data_streams[0];
    expect(ds.generation).toBe(3);
    expect(ds.indices[0].index_name).toBe('test_index1');
    const write = ds.indices[2].index_name;
    const r = call(sim, 'POST', '/_data_stream/_modify', modify(false, 'data-1', write));
    expect(r.body.error.reason).toBe(`cannot remove backing index [${write}] of data stream [data-1] because it is the write index`);
    call(sim, 'POST', '/_data_stream/_modify', modify(false, 'data-1', 'test_index1'));
    ds = call(sim, 'GET', '/_data_stream/data-1').body.data_streams[0];
    expect(ds.generation).toBe(4);
    expect(ds.indices.length).toBe(2);
  });
  it('the failure store: add, the other list refused, remove even its write index', () => {
    const sim = testSimulator({ profile: 'elasticsearch@9.1.0', stackTemplates: false });
    call(sim, 'PUT', '/_index_template/t', { index_patterns: ['data-*'], data_stream: {}, template: { data_stream_options: { failure_store: { enabled: true } }, mappings: { properties: { count: { type: 'long' } } } } });
    call(sim, 'PUT', '/_data_stream/data-1');
    call(sim, 'PUT', '/_data_stream/data-2');
    call(sim, 'POST', '/data-2/_doc?refresh=true', { '@timestamp': '2020-12-12', count: 'invalid value' });
    call(sim, 'POST', '/test_index1/_doc', { '@timestamp': '2009-11-15T14:12:12' });
    const d2 = call(sim, 'GET', '/_data_stream/data-2').body.data_streams[0];
    const d2fs = d2.failure_store.indices[0].index_name;
    const write = call(sim, 'GET', '/_data_stream/data-1').body.data_streams[0].indices[0].index_name;
    const gen0 = call(sim, 'GET', '/_data_stream/data-1').body.data_streams[0].generation;
    expect(call(sim, 'POST', '/_data_stream/_modify', modify(true, 'data-1', 'test_index1', true)).body).toEqual({ acknowledged: true });
    let ds = call(sim, 'GET', '/_data_stream/data-1').body.data_streams[0];
    expect(ds.failure_store.indices.map((i: { index_name: string }) => i.index_name)).toEqual(['test_index1']);
    expect(ds.generation).toBe(gen0 + 1);
    expect(call(sim, 'POST', '/_data_stream/_modify', modify(true, 'data-1', write, true)).body.error.reason).toBe(`cannot add index [${write}] to data stream [data-1] because it is already a backing index on data stream [data-1]`);
    expect(call(sim, 'POST', '/_data_stream/_modify', modify(true, 'data-1', d2fs)).body.error.reason).toBe(`cannot add index [${d2fs}] to data stream [data-1] because it is already a failure store index on data stream [data-2]`);
    expect(call(sim, 'POST', '/_data_stream/_modify', modify(false, 'data-1', write, true)).body.error.reason).toBe(`index [${write}] not found`);
    expect(call(sim, 'POST', '/_data_stream/_modify', modify(false, 'data-1', 'test_index1', true)).body).toEqual({ acknowledged: true });
    ds = call(sim, 'GET', '/_data_stream/data-1').body.data_streams[0];
    expect(ds.failure_store.indices).toEqual([]);
    expect(ds.generation).toBe(gen0 + 2);
  });
});
