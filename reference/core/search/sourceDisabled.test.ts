/**
 * An index whose mapping disables `_source`: its hits carry no `_source` (FetchSourcePhase), and from ES 8.3 the
 * `fields` option answers without the values it would read from `_source` instead of refusing
 * (elastic/elasticsearch#87267; the official 330_fetch_fields.yml "Test disable source" is the older refusal).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('_source disabled', () => {
  it('hits carry neither _source nor source-read fields; another index searched with it keeps its own', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    c('PUT', '/_cluster/settings', { persistent: { 'indices.id_field_data.enabled': true } }); // the `_id` sort below (ES 8)
    c('PUT', '/off', { mappings: { _source: { enabled: false }, properties: { keyword: { type: 'keyword' } } } });
    c('PUT', '/on', { mappings: { properties: { keyword: { type: 'keyword' } } } });
    c('PUT', '/off/_doc/1?refresh=true', { keyword: ['a'] });
    c('PUT', '/on/_doc/2?refresh=true', { keyword: ['b'] });
    const r = c('POST', '/off,on/_search', { fields: ['keyword'], sort: ['_id'] });
    expect(r.status).toBe(200);
    expect(r.body.hits.hits[0]).toEqual({ _index: 'off', _id: '1', _score: null, sort: ['1'] });
    expect(r.body.hits.hits[1]).toMatchObject({ _index: 'on', _source: { keyword: ['b'] }, fields: { keyword: ['b'] } });
  });
  it('OpenSearch (and ES 7.10-8.2) refuse `fields` on a fetched hit of such an index; a search fetching none answers', () => {
    // OpenSearch's search/330_fetch_fields.yml "Test disable source": FetchFieldsPhase's IllegalArgumentException.
    const s = testSimulator({ profile: 'opensearch@2.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    c('PUT', '/off', { mappings: { _source: { enabled: false }, properties: { keyword: { type: 'keyword' } } } });
    c('PUT', '/off/_doc/1?refresh=true', { keyword: ['a'] });
    const r = c('POST', '/off/_search', { fields: ['keyword'] });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0]).toMatchObject({
      type: 'illegal_argument_exception',
      reason: 'Unable to retrieve the requested [fields] since _source is disabled in the mappings for index [off]',
    });
    expect(c('POST', '/off/_search', { fields: ['keyword'], size: 0 }).status).toBe(200);
    expect(c('POST', '/off/_search', { fields: ['keyword'], query: { term: { keyword: 'zz' } } }).status).toBe(200);
    expect(c('POST', '/off/_search', { docvalue_fields: ['keyword'] }).body.hits.hits[0].fields).toEqual({ keyword: ['a'] });
  });
});
