/**
 * Synthetic `_source` as Elasticsearch reads it back (SourceLoader.Synthetic and the field mappers' synthetic
 * loaders; pinned by rest-api-spec get/100_synthetic_source.yml of 8.8-8.14, which passes whole at 8.13.0, and
 * by the synthetic source documentation's examples: sorted objects, object arrays flattened, keywords and ips
 * de-duplicated, numbers, dates and booleans sorted with duplicates kept, ignore_above and malformed values
 * after the doc values, text from a keyword sub-field or its stored field).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function sim(profile: ProfileName) {
  const s = testSimulator({ profile });
  return (m: string, p: string, b?: unknown) => call(s, m, p, b);
}

const SYNTHETIC = { settings: { 'index.mapping.source.mode': 'synthetic' } };

describe('synthetic _source', () => {
  it('rebuilds leaves per type: sorted, keywords and ips de-duplicated, set-aside values after', () => {
    const c = sim('elasticsearch@8.19.0');
    c('PUT', '/s', {
      ...SYNTHETIC,
      mappings: {
        properties: {
          kw: { type: 'keyword', ignore_above: 5 },
          n: { type: 'long' },
          d: { type: 'date', format: 'yyyy-MM-dd||epoch_millis' },
          b: { type: 'boolean' },
          ip: { type: 'ip', ignore_malformed: true },
          t: { type: 'text', fields: { raw: { type: 'keyword' } } },
          st: { type: 'text', store: true },
        },
      },
    });
    c('PUT', '/s/_doc/1', {
      t: ['pear', 'apple', 'pear'],
      st: ['pear', 'apple', 'pear'],
      kw: ['b', 'toolong', 'a', 'b'],
      n: [3, 1, 3, '2'],
      d: ['2024-03-01', 1700000000000],
      b: [true, 'false', true],
      ip: ['10.0.0.2', 'nope', '::ffff:10.0.0.1', '10.0.0.2'],
    });
    const r = c('GET', '/s/_doc/1');
    expect(r.body._source).toEqual({
      b: [false, true, true],
      d: ['2023-11-14', '2024-03-01'],
      ip: ['10.0.0.1', '10.0.0.2', 'nope'],
      kw: ['a', 'b', 'toolong'],
      n: [1, 2, 3, 3],
      st: ['pear', 'apple', 'pear'],
      t: ['apple', 'pear'],
    });
    expect(Object.keys(r.body._source)).toEqual(['b', 'd', 'ip', 'kw', 'n', 'st', 't']);
  });

  it('turns dotted names into objects and arrays of objects into one object; a nested field keeps its objects', () => {
    const c = sim('elasticsearch@8.19.0');
    c('PUT', '/s', { ...SYNTHETIC, mappings: { properties: { host: { properties: { name: { type: 'keyword' }, port: { type: 'integer' } } }, spans: { type: 'nested', properties: { id: { type: 'keyword' } } } } } });
    c('PUT', '/s/_doc/1', { 'host.name': 'web', host: [{ port: 8080, name: 'api' }, { port: 80 }], spans: [{ id: 'b' }, { id: 'a' }] });
    expect(c('GET', '/s/_doc/1').body._source).toEqual({ host: { name: ['api', 'web'], port: [80, 8080] }, spans: [{ id: 'b' }, { id: 'a' }] });
  });

  it('keeps what it cannot rebuild as sent from 8.15 (_ignored_source) and loses it before', () => {
    const body = { mappings: { _source: { mode: 'synthetic' }, dynamic: false, properties: { kw: { type: 'keyword' }, blob: { type: 'object', enabled: false } } } };
    const doc = { kw: 'x', extra: [3, 1], blob: { z: 1, a: [2, 2] } };
    const c19 = sim('elasticsearch@8.19.0');
    c19('PUT', '/s', body);
    c19('PUT', '/s/_doc/1', doc);
    expect(c19('GET', '/s/_doc/1').body._source).toEqual({ blob: { z: 1, a: [2, 2] }, extra: [3, 1], kw: 'x' });
    const c13 = sim('elasticsearch@8.13.0');
    c13('PUT', '/s', body);
    c13('PUT', '/s/_doc/1', doc);
    expect(c13('GET', '/s/_doc/1').body._source).toEqual({ kw: 'x' });
  });

  it('synthetic_source_keep keeps a field as sent (8.15+)', () => {
    const c = sim('elasticsearch@8.19.0');
    c('PUT', '/s', { ...SYNTHETIC, mappings: { properties: { all: { type: 'keyword', synthetic_source_keep: 'all' }, arr: { type: 'long', synthetic_source_keep: 'arrays' }, one: { type: 'long', synthetic_source_keep: 'arrays' } } } });
    c('PUT', '/s/_doc/1', { all: ['b', 'a', 'b'], arr: [2, 1], one: '7' });
    expect(c('GET', '/s/_doc/1').body._source).toEqual({ all: ['b', 'a', 'b'], arr: [2, 1], one: 7 });
  });

  it('an object takes synthetic_source_keep too (ObjectMapper, 8.15+); 8.13 refuses the parameter', () => {
    const body = { ...SYNTHETIC, mappings: { properties: { route: { type: 'object', synthetic_source_keep: 'all' } } } };
    const c = sim('elasticsearch@8.19.0');
    expect(c('PUT', '/s', body).status).toBe(200);
    c('PUT', '/s/_doc/1', { route: { legs: [{ km: [9, 4] }, { km: [7] }], name: 'loop' } });
    expect(c('GET', '/s/_doc/1').body._source).toEqual({ route: { legs: [{ km: [9, 4] }, { km: [7] }], name: 'loop' } });
    expect(c('GET', '/s/_mapping').body.s.mappings.properties.route.synthetic_source_keep).toBe('all');
    const old = sim('elasticsearch@8.13.0')('PUT', '/s', { mappings: { _source: { mode: 'synthetic' }, properties: { route: { type: 'object', synthetic_source_keep: 'all' } } } });
    expect(old.status).toBe(400);
    expect(old.body.error.reason).toBe('Failed to parse mapping: Mapping definition for [route] has unsupported parameters:  [synthetic_source_keep : all]');
  });

  it('search hits, mget, top_hits and reindex read it; queries still see the values as indexed', () => {
    const c = sim('elasticsearch@8.19.0');
    c('PUT', '/s', { ...SYNTHETIC, mappings: { properties: { tag: { type: 'keyword' } } } });
    c('PUT', '/s/_doc/1?refresh=true', { tag: ['b', 'a', 'b'] });
    const hit = c('POST', '/s/_search', { query: { term: { tag: 'b' } }, aggs: { top: { top_hits: { size: 1 } } } });
    expect(hit.body.hits.hits[0]._source).toEqual({ tag: ['a', 'b'] });
    expect(hit.body.aggregations.top.hits.hits[0]._source).toEqual({ tag: ['a', 'b'] });
    expect(c('POST', '/_mget', { docs: [{ _index: 's', _id: '1' }] }).body.docs[0]._source).toEqual({ tag: ['a', 'b'] });
    expect(c('POST', '/_reindex?refresh=true', { source: { index: 's' }, dest: { index: 'copy' } }).status).toBe(200);
    expect(c('GET', '/copy/_doc/1').body._source).toEqual({ tag: ['a', 'b'] });
  });

  it('force_synthetic_source shows a stored-source index synthetically (8.4+)', () => {
    const c = sim('elasticsearch@8.19.0');
    c('PUT', '/s', { mappings: { properties: { o: { properties: { k: { type: 'keyword' } } } } } });
    c('PUT', '/s/_doc/1', { 'o.k': ['y', 'x'] });
    expect(c('GET', '/s/_doc/1').body._source).toEqual({ 'o.k': ['y', 'x'] });
    expect(c('GET', '/s/_doc/1?force_synthetic_source=true').body._source).toEqual({ o: { k: ['x', 'y'] } });
  });
});

describe('source modes per version', () => {
  it('a logsdb index (8.15+) reads synthetic; a disabled _source there is refused with 8.17 wording', () => {
    const c = sim('elasticsearch@8.19.0');
    expect(c('PUT', '/l', { settings: { 'index.mode': 'logsdb' } }).status).toBe(200);
    c('PUT', '/l/_doc/1', { '@timestamp': '2025-01-01T00:00:00Z', msg: ['b', 'a'] });
    expect(c('GET', '/l/_doc/1').body._source.msg).toEqual(['a', 'b']);
    const off = c('PUT', '/m', { settings: { 'index.mode': 'logsdb' }, mappings: { _source: { enabled: false } } });
    expect(off.status).toBe(400);
    expect(off.body.error.reason).toBe('Failed to parse mapping: _source can not be disabled in index using [logsdb] index mode');
  });

  it('time series indices: 8.7-8.16 refuse a stored _source; 8.17+ only a disabled one; filtering is refused', () => {
    const tsdb = { 'index.mode': 'time_series', 'index.routing_path': ['d'] };
    const props = { d: { type: 'keyword', time_series_dimension: true } };
    const c16 = sim('elasticsearch@8.16.0');
    expect(c16('PUT', '/t', { settings: tsdb, mappings: { _source: { mode: 'stored' }, properties: props } }).body.error.reason).toContain('time series indices only support synthetic source');
    const c19 = sim('elasticsearch@8.19.0');
    expect(c19('PUT', '/t', { settings: tsdb, mappings: { _source: { mode: 'stored' }, properties: props } }).status).toBe(200);
    expect(c19('PUT', '/u', { settings: tsdb, mappings: { _source: { mode: 'disabled' }, properties: props } }).body.error.reason).toContain('_source can not be disabled in index using [time_series] index mode');
    expect(c19('PUT', '/v', { settings: tsdb, mappings: { _source: { includes: ['a'] }, properties: props } }).body.error.reason).toContain('filtering the stored _source is incompatible with synthetic source');
  });

  it('_source.mode: unknown before 8.4 and on OpenSearch, deprecated with a warning from 8.17, a no-op from 9.0', () => {
    const body = { mappings: { _source: { mode: 'synthetic' }, properties: { k: { type: 'keyword' } } } };
    for (const p of ['elasticsearch@8.3.0', 'opensearch@2.19.0'] as const) {
      const r = sim(p)('PUT', '/s', body);
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0].reason).toBe('unknown parameter [mode] on mapper [_source] of type [_source]');
    }
    const c19 = sim('elasticsearch@8.19.0');
    expect(c19('PUT', '/s', body).headers.warning).toContain('Configuring source mode in mappings is deprecated');
    c19('PUT', '/s/_doc/1', { k: ['b', 'a'] });
    expect(c19('GET', '/s/_doc/1').body._source).toEqual({ k: ['a', 'b'] });
    const c9 = sim('elasticsearch@9.1.0');
    c9('PUT', '/s', body);
    c9('PUT', '/s/_doc/1', { k: ['b', 'a'] });
    expect(c9('GET', '/s/_doc/1').body._source).toEqual({ k: ['b', 'a'] });
  });

  it('before 8.15 a text field without a stored or keyword form is refused in a synthetic index', () => {
    const r = sim('elasticsearch@8.13.0')('PUT', '/s', { mappings: { _source: { mode: 'synthetic' }, properties: { t: { type: 'text' } } } });
    expect(r.body.error.reason).toBe("Failed to parse mapping: field [t] of type [text] doesn't support synthetic source unless it is stored or has a sub-field of type [keyword] with doc values or stored and without a normalizer");
  });
});

describe('logs data streams in logsdb mode by default (9.0+)', () => {
  it('a logs-*-* stream is logsdb on 9.x unless cluster.logsdb.enabled is off, standard on 8.x', () => {
    const doc = { '@timestamp': '2026-11-29T10:00:00Z', tags: ['b', 'a', 'b'] };
    const c9 = sim('elasticsearch@9.1.0');
    c9('POST', '/logs-app-prod/_doc?refresh=true', doc);
    expect(c9('GET', '/_data_stream/logs-app-prod').body.data_streams[0].index_mode).toBe('logsdb');
    expect(c9('POST', '/logs-app-prod/_search').body.hits.hits[0]._source.tags).toEqual(['a', 'b']);
    expect(c9('PUT', '/_cluster/settings', { persistent: { 'cluster.logsdb.enabled': false } }).status).toBe(200);
    c9('POST', '/logs-app-test/_doc?refresh=true', doc);
    expect(c9('GET', '/_data_stream/logs-app-test').body.data_streams[0].index_mode).toBe('standard');
    const c8 = sim('elasticsearch@8.19.0');
    c8('POST', '/logs-app-prod/_doc?refresh=true', doc);
    expect(c8('GET', '/_data_stream/logs-app-prod').body.data_streams[0].index_mode).toBe('standard');
  });
});
