/**
 * Runtime fields through the simulator: emit per type, `params._source`, fields read from `_source` without a
 * script, values in doc-value order, runtime fields reading other runtime fields, the cyclic dependency and
 * a wrongly typed emit. Expected values follow x-pack's runtime_fields REST tests (20_long.yml digits sorted,
 * 50_ip.yml, 100_geo_point.yml's GeoJSON in `fields`) and SearchLookup's cycle message.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/r', {
    mappings: {
      runtime: {
        digits: { type: 'long', script: "long t = doc['n'].value; while (t != 0) { emit(t % 10); t /= 10; }" },
        plus: { type: 'long', script: "for (def d : doc['digits']) { emit(d + 100); }" },
        host: { type: 'ip' },
      },
      properties: { n: { type: 'long' }, s: { type: 'keyword' } },
    },
  });
  c('PUT', '/r/_doc/1?refresh=true', { n: 312, s: 'b', host: '10.0.0.1', loc: { lat: 1.5, lon: 2.5 } });
  c('PUT', '/r/_doc/2?refresh=true', { n: 7, s: 'a', host: '192.168.0.2', loc: { lat: 3.0, lon: 4.0 } });
  return c;
}

describe('runtime fields', () => {
  it('emit many values: doc-value order, and a runtime field reads another one through doc', () => {
    const c = setup();
    const r = c('POST', '/r/_search', { query: { ids: { values: ['1'] } }, fields: ['digits', 'plus', 'host'] });
    expect(r.body.hits.hits[0].fields).toEqual({ digits: [1, 2, 3], plus: [101, 102, 103], host: ['10.0.0.1'] });
  });

  it('an ip from _source without a script is queried as an ip value; a geo_point prints as GeoJSON', () => {
    const c = setup();
    const r = c('POST', '/r/_search', { runtime_mappings: { loc: { type: 'geo_point' } }, query: { term: { host: '192.168.0.2' } }, fields: ['loc'] });
    expect(r.body.hits.total.value).toBe(1);
    expect(r.body.hits.hits[0].fields).toEqual({ loc: [{ type: 'Point', coordinates: [4, 3] }] });
  });

  it('runtime_mappings win over the mapping and work in terms aggregations and sorts', () => {
    const c = setup();
    const r = c('POST', '/r/_search', { runtime_mappings: { digits: { type: 'keyword', script: "emit(doc['s'].value + 'x')" } }, sort: [{ digits: 'desc' }], aggs: { d: { terms: { field: 'digits' } } } });
    expect(r.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1', '2']);
    expect(r.body.hits.hits[0].sort).toEqual(['bx']);
    expect(r.body.aggregations.d.buckets).toEqual([
      { key: 'ax', doc_count: 1 },
      { key: 'bx', doc_count: 1 },
    ]);
  });

  it('a field that needs itself is a cyclic dependency; an emit of the wrong type a class cast', () => {
    const c = setup();
    const cyc = c('POST', '/r/_search', { runtime_mappings: { a: { type: 'long', script: "emit(doc['b'].value)" }, b: { type: 'long', script: "emit(doc['a'].value)" } }, query: { exists: { field: 'a' } } });
    expect(cyc.status).toBe(400);
    expect(cyc.body.error.root_cause[0].reason).toBe('Cyclic dependency detected while resolving runtime fields: a -> b -> a');
    const cast = c('POST', '/r/_search', { runtime_mappings: { a: { type: 'long', script: "emit(doc['s'].value)" } }, fields: ['a'] });
    expect(cast.status).toBe(400);
    expect(cast.body.error.root_cause[0].type).toBe('script_exception');
    expect(cast.body.error.failed_shards[0].reason.caused_by).toMatchObject({ type: 'class_cast_exception', reason: 'cannot implicitly cast def [java.lang.String] to long' });
  });

  it('a query on a runtime field scores 1 (a constant-score runtime query)', () => {
    const c = setup();
    const r = c('POST', '/r/_search', { query: { match: { digits: 7 } } });
    expect(r.body.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['2', 1]]);
  });

  it("a search's view with runtime fields scores text as its index does (the engine reads the base index)", () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
    c('PUT', '/plain', { mappings: { properties: { t: { type: 'text' } } } });
    c('PUT', '/withrt', { mappings: { runtime: { r: { type: 'keyword', script: "emit('x')" } }, properties: { t: { type: 'text' } } } });
    for (const i of ['plain', 'withrt']) for (const [id, t] of [['1', 'quick brown fox'], ['2', 'quick quick dog'], ['3', 'lazy dog']]) c('PUT', `/${i}/_doc/${id}?refresh=true`, { t });
    const scores = (i: string, extra: object = {}) => c('POST', `/${i}/_search`, { query: { match: { t: 'quick dog' } }, ...extra }).body.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score]);
    const base = scores('plain');
    expect(base.length).toBe(3);
    expect(scores('withrt')).toEqual(base);
    expect(scores('plain', { runtime_mappings: { z: { type: 'long', script: 'emit(1)' } } })).toEqual(base);
  });
});
