/**
 * Index component selectors (`::data`, `::failures`) where the failure store is (ES 8.19, 9.1+): a suffix
 * that is no selector is refused as IndexNameExpressionResolver.resolveAndValidateSelectorString refuses it
 * (InvalidIndexNameException "invalid usage of :: separator, [x] is not a recognized selector"), and a
 * stream whose failure store holds no index yet names no index rather than a missing one. Also: a stream's
 * name opens its backing indices (the open API includes data streams, close does not).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function withStream(profile: 'elasticsearch@9.1.0' = 'elasticsearch@9.1.0') {
  const sim = testSimulator({ profile, stackTemplates: false });
  call(sim, 'PUT', '/_index_template/t', { index_patterns: ['app-*'], data_stream: {}, template: { data_stream_options: { failure_store: { enabled: true } } } });
  expect(call(sim, 'PUT', '/_data_stream/app-1').status).toBe(200);
  return sim;
}

describe('index component selectors', () => {
  it('an unknown selector is an invalid index name', () => {
    const r = call(withStream(), 'GET', '/app-1::foo/_search');
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0]).toEqual({
      type: 'invalid_index_name_exception',
      reason: 'Invalid index name [app-1::foo], invalid usage of :: separator, [foo] is not a recognized selector',
      index_uuid: '_na_',
      index: 'app-1::foo',
    });
  });
  it('::failures of a stream with no failure index yet searches nothing; ::data its backing indices', () => {
    const sim = withStream();
    call(sim, 'POST', '/app-1/_doc?refresh=true', { '@timestamp': '2020-01-01', a: 1 });
    const f = call(sim, 'GET', '/app-1::failures/_search');
    expect(f.status).toBe(200);
    expect(f.body.hits.hits).toEqual([]);
    expect(call(sim, 'GET', '/app-1::data/_search').body.hits.total.value).toBe(1);
    expect(call(sim, 'GET', '/nope::failures/_search').status).toBe(404);
  });
  it('before the failure store (8.18), `::` is part of the name', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.17.0', stackTemplates: false });
    expect(call(sim, 'GET', '/app-1::foo/_search').body.error.type).toBe('index_not_found_exception');
  });
});

describe('open through a stream name', () => {
  // data_stream/40_supported_apis.yml "Open write index for data stream opens all backing indices" (OpenIndexRequest.includeDataStreams).
  it('opens every closed backing index', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    call(sim, 'PUT', '/_index_template/t', { index_patterns: ['s-*'], data_stream: {} });
    call(sim, 'PUT', '/_data_stream/s-1');
    call(sim, 'POST', '/s-1/_rollover');
    const [first] = call(sim, 'GET', '/_data_stream/s-1').body.data_streams[0].indices.map((i: { index_name: string }) => i.index_name);
    expect(call(sim, 'POST', `/${first}/_close`).status).toBe(200);
    expect(call(sim, 'POST', '/s-1/_open').body).toEqual({ acknowledged: true, shards_acknowledged: true });
    expect(call(sim, 'GET', `/${first}/_search`).status).toBe(200);
  });
});
