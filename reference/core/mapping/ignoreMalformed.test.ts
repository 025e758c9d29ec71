/**
 * `ignore_malformed` from the index setting `index.mapping.ignore_malformed` (the default of the parameter in
 * the mappers that have it), malformed geo_point values left out and named in `_ignored`, and what a search
 * sees of a dropped value. Sources: OpenSearch's search/200_ignore_malformed.yml ("field-level setting shall
 * override index-level setting", skipped before 3.2.0: "Versions pre-3.2.0 are affected by the bug"); ES docs
 * (ignore-malformed.asciidoc: "index.mapping.ignore_malformed … applies to all mapping types that allow it");
 * AbstractGeometryFieldMapper.onMalformedValue (context.addIgnoredField when ignore_malformed).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

function sim(profile: ProfileName, body: unknown) {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 3, profile });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  expect(c('PUT', '/t', body).status).toBe(200);
  return c;
}

const INDEX_LEVEL = {
  settings: { 'index.mapping.ignore_malformed': true },
  mappings: { properties: { n: { type: 'long' }, d: { type: 'date', ignore_malformed: false }, k: { type: 'keyword' }, b: { type: 'boolean' }, g: { type: 'geo_point' } } },
};

describe('index.mapping.ignore_malformed', () => {
  it('turns ignore_malformed on for the fields that take it, which drop the value and list it in _ignored', () => {
    const c = sim('elasticsearch@8.19.0', INDEX_LEVEL);
    expect(c('PUT', '/t/_doc/1?refresh=true', { n: 'abc', g: 'not a point', k: 'x' }).status).toBe(201);
    const hit = c('GET', '/t/_search', { query: { ids: { values: ['1'] } } }).body.hits.hits[0];
    expect([...hit._ignored].sort()).toEqual(['g', 'n']);
    expect(hit._source).toEqual({ n: 'abc', g: 'not a point', k: 'x' });
    // The dropped values are not indexed: no exists match on them, a term on _ignored finds the document.
    expect(c('GET', '/t/_count', { query: { exists: { field: 'n' } } }).body.count).toBe(0);
    expect(c('GET', '/t/_count', { query: { term: { _ignored: 'g' } } }).body.count).toBe(1);
    // Aggregations count only what was indexed: the malformed value adds nothing to the sum nor to value_count.
    c('PUT', '/t/_doc/2?refresh=true', { n: [2, 'x'] });
    const aggs = c('GET', '/t/_search', { size: 0, aggs: { s: { sum: { field: 'n' } }, v: { value_count: { field: 'n' } } } }).body.aggregations;
    expect([aggs.s.value, aggs.v.value]).toEqual([2, 1]);
  });

  it('leaves a field\'s own ignore_malformed: false to fail the document (ES)', () => {
    const c = sim('elasticsearch@8.19.0', INDEX_LEVEL);
    const r = c('PUT', '/t/_doc/1', { d: 'bar' });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toMatch(/failed to parse field \[d\] of type \[date\]/);
  });

  it('lets the index setting win over a field\'s false on OpenSearch before 3.2, not from 3.2', () => {
    expect(sim('opensearch@2.19.0', INDEX_LEVEL)('PUT', '/t/_doc/1', { d: 'bar' }).status).toBe(201);
    expect(sim('opensearch@3.2.0', INDEX_LEVEL)('PUT', '/t/_doc/1', { d: 'bar' }).status).toBe(400);
  });

  it('applies to boolean only where BooleanFieldMapper has the parameter (8.8, elastic/elasticsearch#93239)', () => {
    expect(sim('elasticsearch@8.19.0', INDEX_LEVEL)('PUT', '/t/_doc/1', { b: 'maybe' }).status).toBe(201);
    expect(sim('elasticsearch@7.17.3', INDEX_LEVEL)('PUT', '/t/_doc/1', { b: 'maybe' }).status).toBe(400);
  });

  it('does not apply to types without the parameter (keyword)', () => {
    const c = sim('elasticsearch@8.19.0', { ...INDEX_LEVEL, mappings: { properties: { k: { type: 'keyword', ignore_above: 1 } } } });
    c('PUT', '/t/_doc/1?refresh=true', { k: 'long' });
    expect(c('GET', '/t/_search', {}).body.hits.hits[0]._ignored).toEqual(['k']);
  });
});

describe('malformed geo_point values', () => {
  const MAPPING = { mappings: { properties: { g: { type: 'geo_point' }, gi: { type: 'geo_point', ignore_malformed: true } } } };

  it('fail the document with the version\'s parser reason', () => {
    const reasons: Record<string, string> = {
      'elasticsearch@7.17.3': 'field must be either [lat], [lon] or [geohash]',
      'elasticsearch@8.19.0': 'field [x] not supported - must be one of: lon, lat, z, type, coordinates',
      'opensearch@2.19.0': 'field must be either [lon|lat], [type|coordinates], or [geohash]',
    };
    for (const [profile, reason] of Object.entries(reasons)) {
      const r = sim(profile as ProfileName, MAPPING)('PUT', '/t/_doc/1', { g: { x: 1 } });
      expect(r.status).toBe(400);
      expect(r.body.error.reason).toMatch(/failed to parse field \[g\] of type \[geo_point\]/);
      expect(r.body.error.caused_by).toEqual({ type: 'parse_exception', reason });
    }
  });

  it('with ignore_malformed: kept in _source, named in _ignored, the good points of an array still indexed', () => {
    const c = sim('elasticsearch@8.19.0', MAPPING);
    expect(c('PUT', '/t/_doc/1?refresh=true', { gi: ['abc', { lat: 10, lon: 20 }] }).status).toBe(201);
    const hit = c('GET', '/t/_search', {}).body.hits.hits[0];
    expect(hit._ignored).toEqual(['gi']);
    const box = { geo_bounding_box: { gi: { top_left: { lat: 11, lon: 19 }, bottom_right: { lat: 9, lon: 21 } } } };
    expect(c('GET', '/t/_count', { query: box }).body.count).toBe(1);
  });
});

describe('null_value', () => {
  it('stands for a null in queries and aggregations, not in _source (keyword, long)', () => {
    const c = sim('elasticsearch@8.19.0', { mappings: { properties: { k: { type: 'keyword', null_value: 'NULL' }, n: { type: 'long', null_value: 7 } } } });
    c('PUT', '/t/_doc/1?refresh=true', { k: null, n: [null, 1] });
    expect(c('GET', '/t/_count', { query: { term: { k: 'NULL' } } }).body.count).toBe(1);
    expect(c('GET', '/t/_count', { query: { term: { n: 7 } } }).body.count).toBe(1);
    expect(c('GET', '/t/_search', { size: 0, aggs: { s: { sum: { field: 'n' } } } }).body.aggregations.s.value).toBe(8);
    expect(c('GET', '/t/_doc/1').body._source).toEqual({ k: null, n: [null, 1] });
  });
});
