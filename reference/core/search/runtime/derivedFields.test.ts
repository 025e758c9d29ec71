/**
 * OpenSearch's derived fields (2.15+), after its derived_fields/10_derived_field_index_mapping_definition.yml
 * and 30_derived_field_search_definition.yml: defined in the mapping or in the search body, searched, sorted,
 * aggregated and fetched; refused before 2.15 and on Elasticsearch.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { derivedAsRuntime } from './derivedFields.ts';

function setup(profile = 'opensearch@2.19.0') {
  const s = testSimulator({ profile: profile as never });
  const mapped = call(s, 'PUT', '/t', {
    mappings: {
      properties: { k: { type: 'keyword' }, n: { type: 'long' }, f: { type: 'float' } },
      derived: { dk: { type: 'keyword', script: 'emit(params._source["k"])' }, dn: { type: 'long', script: 'emit(params._source["n"] * 2)' }, df: { type: 'float', script: 'emit(params._source["f"])' } },
    },
  });
  call(s, 'PUT', '/t/_doc/1?refresh=true', { k: 'foo', n: 1, f: 1.5 });
  call(s, 'PUT', '/t/_doc/2?refresh=true', { k: 'bar', n: 5, f: -2.5 });
  return { s, mapped };
}

describe('derived fields', () => {
  it('from the mapping: term, range, sort, aggregation and fields', () => {
    const { s } = setup();
    expect(call(s, 'POST', '/t/_search', { query: { term: { dk: 'foo' } } }).body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1']);
    const r = call(s, 'POST', '/t/_search', { query: { range: { df: { gte: 0 } } }, sort: [{ dn: 'desc' }], fields: ['dn'], aggs: { s: { sum: { field: 'dn' } } } });
    expect(r.body.hits.hits.map((h: { _id: string; fields: unknown }) => [h._id, h.fields])).toEqual([['1', { dn: [2] }]]);
    expect(r.body.aggregations.s.value).toBe(2);
    // The mapping prints its derived section as given.
    expect(call(s, 'GET', '/t/_mapping').body.t.mappings.derived.dk).toEqual({ type: 'keyword', script: 'emit(params._source["k"])' });
  });
  it('from the search body, beside the mapping\'s', () => {
    const { s } = setup();
    const r = call(s, 'POST', '/t/_search', { derived: { dx: { type: 'keyword', script: 'emit(params._source["k"] + "!")' } }, query: { term: { dx: 'bar!' } }, fields: ['dx', 'dk'] });
    expect(r.body.hits.hits[0].fields).toEqual({ dx: ['bar!'], dk: ['bar'] });
  });
  it('is refused before OpenSearch 2.15 and on Elasticsearch', () => {
    for (const p of ['opensearch@2.14.0', 'elasticsearch@8.19.0']) {
      const { s, mapped } = setup(p);
      expect(mapped.status).toBe(400);
      expect(call(s, 'POST', '/t/_search', { derived: {} }).body.error.root_cause[0].reason).toBe('Unknown key for a START_OBJECT in [derived].');
    }
  });
  it('definitions: a type and a script are required; object fields are left out', () => {
    expect(derivedAsRuntime({ a: { script: 'emit(1)' } })).toEqual({ reason: 'No type specified for derived field [a]' });
    expect(derivedAsRuntime({ a: { type: 'long' } })).toEqual({ reason: 'script parameter is required for derived field [a]' });
    const m = derivedAsRuntime({ o: { type: 'object', script: 'emit("{}")' }, t: { type: 'text', script: 'emit("x")' } });
    expect('reason' in m ? m : [...m.keys()]).toEqual(['t']);
  });
});
