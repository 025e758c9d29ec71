/**
 * Filtered data stream aliases in searches (IndexNameExpressionResolver.indexAliases for a backing index;
 * elastic/elasticsearch#74784, per-stream filters #92692, the stream's own name unfiltered #95865) and
 * `POST /_data_stream/_promote` (PromoteDataStreamTransportAction.promoteDataStream).
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';

function withStreams(profile: 'elasticsearch@8.19.0' | 'elasticsearch@7.10.2' | 'opensearch@2.19.0' = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile, stackTemplates: false });
  expect(call(sim, 'PUT', '/_index_template/t', { index_patterns: ['logs-*'], data_stream: {} }).status).toBe(200);
  for (const [s, level] of [['logs-a', 'error'], ['logs-a', 'info'], ['logs-b', 'info']] as const) {
    expect(call(sim, 'POST', `/${s}/_doc?refresh=true`, { '@timestamp': '2022-12-12', level }).status).toBe(201);
  }
  return sim;
}

describe('data stream alias filters', () => {
  it('a search through a filtered alias sees only what its filter matches; the stream name sees all', () => {
    const sim = withStreams();
    call(sim, 'POST', '/_aliases', { actions: [{ add: { index: 'logs-a', alias: 'errs', filter: { term: { level: 'error' } } } }] });
    expect(call(sim, 'GET', '/errs/_search').body.hits.total.value).toBe(1);
    expect(call(sim, 'GET', '/errs/_count').body.count).toBe(1);
    // Scored and unscored runs alike (the engine and the scan both apply it).
    expect(call(sim, 'POST', '/errs/_search', { sort: ['_doc'] }).body.hits.total.value).toBe(1);
    expect(call(sim, 'GET', '/logs-a/_search').body.hits.total.value).toBe(2);
    // #95865: naming the stream beside its filtered alias drops the filter.
    expect(call(sim, 'GET', '/logs-a,errs/_search').body.hits.total.value).toBe(2);
  });

  it('each stream keeps its own filter; an unfiltered stream of the alias is searched whole', () => {
    const sim = withStreams();
    call(sim, 'POST', '/_aliases', { actions: [
      { add: { index: 'logs-a', alias: 'all', filter: { term: { level: 'error' } } } },
      { add: { index: 'logs-b', alias: 'all' } },
    ] });
    const hits = call(sim, 'GET', '/all/_search').body.hits.hits.map((h: any) => h._source.level).sort();
    expect(hits).toEqual(['error', 'info']);
  });
});

describe('POST /_data_stream/_promote/<name>', () => {
  it('acknowledges a stream that is not replicated, and answers 404 for a missing one, changing nothing', () => {
    const sim = withStreams();
    expect(call(sim, 'POST', '/_data_stream/_promote/logs-a').body).toEqual({ acknowledged: true });
    expect(call(sim, 'GET', '/_data_stream/logs-a').body.data_streams[0].replicated).toBe(false);
    const before = stateDump(sim);
    const r = call(sim, 'POST', '/_data_stream/_promote/logs-none');
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ type: 'resource_not_found_exception', reason: 'data stream [logs-none] does not exist' });
    expect(stateDump(sim)).toBe(before);
  });

  it('does not exist before 7.11, nor in OpenSearch', () => {
    for (const p of ['elasticsearch@7.10.2', 'opensearch@2.19.0'] as const) {
      const r = call(withStreams(p), 'POST', '/_data_stream/_promote/logs-a');
      expect(r.status).not.toBe(200);
    }
  });
});
