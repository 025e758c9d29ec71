/**
 * Sorting on `_id`: allowed on 7.x (indices.id_field_data.enabled defaults to true), refused from ES 8.0 with
 * IdFieldMapper's "Fielddata access on the _id field is disallowed" until the dynamic cluster setting is set
 * (IndicesService.INDICES_ID_FIELD_DATA_ENABLED_SETTING; an 8.0 breaking change). Found with the
 * Python 7.17 client paging with search_after on `_id`, which an ES 8 cluster refuses.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup(profile: string) {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/ids/_doc/b?refresh=true', { n: 1 });
  call(s, 'PUT', '/ids/_doc/a?refresh=true', { n: 2 });
  return s;
}
const sortedIds = (r: { body: unknown }) => (r.body as { hits: { hits: { _id: string }[] } }).hits.hits.map((h) => h._id);

describe('sorting on _id', () => {
  it('ES 7.x sorts (the setting defaults to true)', () => {
    const s = setup('elasticsearch@7.17.3');
    expect(sortedIds(call(s, 'POST', '/ids/_search', { sort: ['_id'] }))).toEqual(['a', 'b']);
  });

  it('ES 8 refuses until indices.id_field_data.enabled is set, then sorts', () => {
    const s = setup('elasticsearch@8.19.0');
    const r = call(s, 'POST', '/ids/_search', { sort: [{ n: 'asc' }, { _id: 'asc' }] });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('"root_cause":[{"type":"illegal_argument_exception","reason":"Fielddata access on the _id field is disallowed, you can re-enable it by updating the dynamic cluster setting: indices.id_field_data.enabled"}]');
    expect(call(s, 'PUT', '/_cluster/settings', { transient: { 'indices.id_field_data.enabled': true } }).status).toBe(200);
    expect(sortedIds(call(s, 'POST', '/ids/_search', { sort: ['_id'] }))).toEqual(['a', 'b']);
    call(s, 'PUT', '/_cluster/settings', { transient: { 'indices.id_field_data.enabled': null } });
    expect(call(s, 'POST', '/ids/_search', { sort: ['_id'] }).status).toBe(400);
  });

  it('OpenSearch sorts', () => {
    expect(sortedIds(call(setup('opensearch@2.19.0'), 'POST', '/ids/_search', { sort: ['_id'] }))).toEqual(['a', 'b']);
  });
});

describe('aggregating on _id', () => {
  it('ES 8 refuses a terms aggregation on _id until the setting is set; 7.x aggregates and warns', () => {
    const agg = { size: 0, aggs: { outer: { filter: { match_all: {} }, aggs: { ids: { terms: { field: '_id' } } } } } };
    const s8 = setup('elasticsearch@8.19.0');
    const r = call(s8, 'POST', '/ids/_search', agg);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('Fielddata access on the _id field is disallowed');
    call(s8, 'PUT', '/_cluster/settings', { transient: { 'indices.id_field_data.enabled': true } });
    expect(call(s8, 'POST', '/ids/_search', agg).status).toBe(200);
    const s7 = setup('elasticsearch@7.17.3');
    const r7 = call(s7, 'POST', '/ids/_search', agg);
    expect(r7.body.aggregations.outer.ids.buckets.map((b: { key: string }) => b.key)).toEqual(['a', 'b']);
    expect(String(r7.headers.warning)).toContain('Loading the fielddata on the _id field is deprecated');
  });
});
