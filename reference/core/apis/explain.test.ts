/** Tests of `_explain`: the response's shape per version, a missing document, a missing query. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('_explain', () => {
  it('ES 8: _index, _id, matched and the explanation whose value is the hit score', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i', { mappings: { properties: { m: { type: 'text' } } } });
    call(sim, 'PUT', '/i/_doc/1', { m: 'hello world' });
    call(sim, 'PUT', '/i/_doc/2', { m: 'hello' });
    const e = call(sim, 'GET', '/i/_explain/1', { query: { match: { m: 'hello' } } });
    expect(e.status).toBe(200);
    expect(Object.keys(e.body)).toEqual(['_index', '_id', 'matched', 'explanation']);
    const hit = call(sim, 'GET', '/i/_search', { query: { match: { m: 'hello' } } }).body.hits.hits.find((h: { _id: string }) => h._id === '1');
    expect(e.body.explanation.value).toBe(hit._score);
    expect(e.body.explanation.description).toBe('weight(m:hello in 0) [PerFieldSimilarity], result of:');
    const miss = call(sim, 'GET', '/i/_explain/1', { query: { match: { m: 'nothing' } } });
    expect(miss.body).toMatchObject({ matched: false, explanation: { value: 0, description: 'no matching term' } });
  });
  it('a missing document is a 404 with matched false; a missing query a validation error', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i/_doc/1', { m: 'x' });
    expect(call(sim, 'GET', '/i/_explain/9', { query: { match_all: {} } })).toMatchObject({ status: 404, body: { _index: 'i', _id: '9', matched: false } });
    expect(call(sim, 'GET', '/i/_explain/1', {}).body.error).toMatchObject({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: query is missing;' });
  });
  it('ES 6: the typed path, _type in the answer, and Lucene 7 descriptions', () => {
    const sim = testSimulator({ profile: 'elasticsearch@6.8.13' });
    call(sim, 'PUT', '/i', { mappings: { _doc: { properties: { m: { type: 'text' } } } } });
    call(sim, 'PUT', '/i/_doc/1', { m: 'hello world' });
    const e = call(sim, 'GET', '/i/_doc/1/_explain', { query: { match: { m: 'hello' } } });
    expect(e.body).toMatchObject({ _index: 'i', _type: '_doc', _id: '1', matched: true });
    expect(e.body.explanation.details[0].description).toBe('score(doc=0,freq=1.0 = termFreq=1.0\n), product of:');
  });
});

// TransportExplainAction.shardOperation: a get result when stored_fields are named or the source is fetched;
// GetResult.toXContentEmbedded prints the stored fields under `fields`, after `_source`; stored fields alone fetch no
// source (ShardGetService.normalizeFetchSourceContent).
describe('explain with stored_fields', () => {
  it('prints the stored fields in its get result', async () => {
    const { call, testSimulator } = await import('../../testkit.ts');
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/e', { mappings: { properties: { t: { type: 'text', store: true }, k: { type: 'keyword' } } } });
    call(sim, 'PUT', '/e/_doc/1?refresh=true', { t: 'quick fox', k: 'a' });
    const get = (q: string) => call(sim, 'GET', `/e/_explain/1?q=t:quick&${q}`).body.get;
    expect(get('stored_fields=t')).toEqual({ _seq_no: 0, _primary_term: 1, found: true, fields: { t: ['quick fox'] } });
    expect(Object.keys(get('_source=k&stored_fields=t'))).toEqual(['_seq_no', '_primary_term', 'found', '_source', 'fields']);
    expect(get('stored_fields=k')).toEqual({ _seq_no: 0, _primary_term: 1, found: true });
  });
});
