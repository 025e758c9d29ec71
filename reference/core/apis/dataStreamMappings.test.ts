/**
 * The data stream mappings API (ES 9.2+): the stream's own mappings replace, not merge (MetadataDataStreamsService
 * `setMappings`), apply to the next backing index only, and the effective mapping is the template's with the
 * stream's over it. Expected values from the clients suite's indices/data_stream_mappings.yml (9.4) and ES's
 * GetDataStreamMappingsAction / UpdateDataStreamMappingsAction.DataStreamMappingsResponse.toXContent.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function withStream() {
  const sim = testSimulator({ profile: 'elasticsearch@9.2.0', stackTemplates: false });
  call(sim, 'PUT', '/_component_template/c', { template: { mappings: { properties: { field1: { type: 'keyword' }, field2: { type: 'keyword' } } } } });
  call(sim, 'PUT', '/_index_template/t', { index_patterns: ['app-*'], data_stream: {}, composed_of: ['c'] });
  expect(call(sim, 'PUT', '/_data_stream/app-1').status).toBe(200);
  return sim;
}

describe('data stream mappings', () => {
  it('none at first: GET prints {} and the template mapping with the timestamp as effective', () => {
    const sim = withStream();
    expect(call(sim, 'GET', '/_data_stream/app-1/_mappings').body).toEqual({
      data_streams: [{
        name: 'app-1',
        mappings: {},
        effective_mappings: { _data_stream_timestamp: { enabled: true }, properties: { '@timestamp': { type: 'date' }, field1: { type: 'keyword' }, field2: { type: 'keyword' } } },
      }],
    });
    const ds = call(sim, 'GET', '/_data_stream/app-1').body.data_streams[0];
    expect(ds.mappings).toEqual({});
    expect(Object.keys(ds).slice(-3)).toEqual(['settings', 'mappings', 'failure_store']);
  });
  it('put overrides a component field for the next backing index only; an empty body clears', () => {
    const sim = withStream();
    const put = call(sim, 'PUT', '/_data_stream/app-1/_mappings', { properties: { field1: { type: 'text' }, field3: { type: 'text' } } }).body.data_streams[0];
    expect(put.applied_to_data_stream).toBe(true);
    expect(put.mappings).toEqual({ properties: { field1: { type: 'text' }, field3: { type: 'text' } } });
    expect(put.effective_mappings.properties.field1).toEqual({ type: 'text' });
    expect(put.effective_mappings.properties.field2).toEqual({ type: 'keyword' });
    // A second put replaces the first (field3 gone), it does not merge into it.
    call(sim, 'PUT', '/_data_stream/app-1/_mappings', { properties: { field1: { type: 'text' } } });
    call(sim, 'PUT', '/_data_stream/app-1/_mappings', { properties: { field1: { type: 'text' }, field3: { type: 'text' } } });
    call(sim, 'POST', '/app-1/_rollover');
    const [oldIdx, newIdx] = call(sim, 'GET', '/_data_stream/app-1').body.data_streams[0].indices.map((i: { index_name: string }) => i.index_name);
    const m = call(sim, 'GET', '/app-1/_mapping').body;
    expect(m[oldIdx].mappings.properties.field1.type).toBe('keyword');
    expect(m[oldIdx].mappings.properties.field3).toBeUndefined();
    expect(m[newIdx].mappings.properties.field1.type).toBe('text');
    expect(m[newIdx].mappings.properties.field3.type).toBe('text');
    const cleared = call(sim, 'PUT', '/_data_stream/app-1/_mappings', {}).body.data_streams[0];
    expect(cleared.mappings).toBeUndefined();
    expect(cleared.effective_mappings.properties.field1).toEqual({ type: 'keyword' });
    expect(cleared.effective_mappings.properties.field3).toBeUndefined();
    expect(call(sim, 'GET', '/_data_stream/app-1/_mappings').body.data_streams[0].mappings).toEqual({});
  });
  it('dry_run keeps nothing; a bad mapping is refused per stream and keeps nothing', () => {
    const sim = withStream();
    const dry = call(sim, 'PUT', '/_data_stream/app-1/_mappings?dry_run=true', { properties: { x: { type: 'text' } } }).body.data_streams[0];
    expect(dry.applied_to_data_stream).toBe(true);
    expect(call(sim, 'GET', '/_data_stream/app-1/_mappings').body.data_streams[0].mappings).toEqual({});
    const bad = call(sim, 'PUT', '/_data_stream/app-1/_mappings', { properties: { x: { type: 'nope' } } });
    expect(bad.status).toBe(200);
    expect(bad.body.data_streams[0]).toMatchObject({ name: 'app-1', applied_to_data_stream: false });
    expect(bad.body.data_streams[0].error).toContain('nope');
    expect(call(sim, 'GET', '/_data_stream/app-1/_mappings').body.data_streams[0].mappings).toEqual({});
  });
  it('is not served before 9.2, nor printed in GET /_data_stream', () => {
    const sim = testSimulator({ profile: 'elasticsearch@9.1.0', stackTemplates: false });
    call(sim, 'PUT', '/_index_template/t', { index_patterns: ['app-*'], data_stream: {} });
    call(sim, 'PUT', '/_data_stream/app-1');
    expect(call(sim, 'GET', '/_data_stream/app-1/_mappings').status).not.toBe(200);
    expect(call(sim, 'GET', '/_data_stream/app-1').body.data_streams[0].mappings).toBeUndefined();
  });
});
