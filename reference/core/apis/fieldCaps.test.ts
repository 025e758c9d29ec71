/** Tests of _field_caps. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

/** Two indices whose `title` types differ and whose `n` is indexed in one only. */
function setup(profile: ProfileName) {
  const sim = testSimulator({ profile });
  const mk = (i: string, props: unknown) => call(sim, 'PUT', `/${i}`, { mappings: profile === 'es6' ? { _doc: { properties: props } } : { properties: props } });
  // `meta` on fields arrived in ES 7.6: 6.x refuses it as an unsupported parameter (leafParams.ts).
  const meta = profile === 'es6' ? {} : { meta: { unit: 'ms' } };
  mk('fc1', { title: { type: 'text', fields: { raw: { type: 'keyword' } } }, n: { type: 'long', ...meta }, obj: { properties: { k: { type: 'keyword', doc_values: false } } }, al: { type: 'alias', path: 'n' }, only1: { type: 'date' } });
  mk('fc2', { title: { type: 'keyword' }, n: { type: 'long', index: false } });
  return (m: string, p: string, b?: unknown) => call(sim, m, p, b);
}

describe('_field_caps', () => {
  it('per field and type: searchable and aggregatable as the type says; multi-fields, objects of matched leaves, aliases as their target', () => {
    const r = setup('es6')('GET', '/fc1/_field_caps?fields=title*,obj.*,al');
    expect(r.body).toEqual({
      fields: {
        al: { long: { type: 'long', searchable: true, aggregatable: true } },
        obj: { object: { type: 'object', searchable: false, aggregatable: false } },
        'obj.k': { keyword: { type: 'keyword', searchable: true, aggregatable: false } },
        title: { text: { type: 'text', searchable: true, aggregatable: false } },
        'title.raw': { keyword: { type: 'keyword', searchable: true, aggregatable: true } },
      },
    });
  });
  it('across indices: conflicting types list their indices, partial capabilities name the indices lacking them', () => {
    const r = setup('opensearch2')('GET', '/fc*/_field_caps?fields=title,n');
    expect(r.body).toEqual({
      indices: ['fc1', 'fc2'],
      fields: {
        n: { long: { type: 'long', searchable: false, aggregatable: true, non_searchable_indices: ['fc2'], meta: { unit: ['ms'] } } },
        title: {
          text: { type: 'text', searchable: true, aggregatable: false, indices: ['fc1'] },
          keyword: { type: 'keyword', searchable: true, aggregatable: true, indices: ['fc2'] },
        },
      },
    });
  });
  it('ES 8: metadata_field on every type; doc values make an unindexed long searchable; include_unmapped; the POST body form', () => {
    const c = setup('es8');
    const r = c('GET', '/_field_caps?fields=n,only1&include_unmapped=true').body;
    expect(r.fields.n).toEqual({ long: { type: 'long', metadata_field: false, searchable: true, aggregatable: true, meta: { unit: ['ms'] } } });
    expect(r.fields.only1).toEqual({
      date: { type: 'date', metadata_field: false, searchable: true, aggregatable: true, indices: ['fc1'] },
      unmapped: { type: 'unmapped', metadata_field: false, searchable: false, aggregatable: false, indices: ['fc2'] },
    });
    expect(c('POST', '/fc2/_field_caps', { fields: ['title'] }).body).toEqual({ indices: ['fc2'], fields: { title: { keyword: { type: 'keyword', metadata_field: false, searchable: true, aggregatable: true } } } });
  });
  it('the body form takes a single string as the 8.x client sends it', () => {
    const c = setup('es8');
    // `*` meets the metadata fields too (fieldCapsMetadata.test.ts); `-metadata` leaves the mapped ones.
    expect(Object.keys(c('POST', '/fc2/_field_caps?filters=-metadata', { fields: '*' }).body.fields).sort()).toEqual(['n', 'title']);
  });
  it('errors: no fields, fields both in body and parameter, a missing index', () => {
    const c = setup('es8');
    expect(c('POST', '/fc2/_field_caps?fields=n', { fields: ['n'] }).body.error.type).toBe('illegal_argument_exception');
    expect(c('GET', '/fc1/_field_caps').body.error).toMatchObject({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: no fields specified;' });
    expect(c('GET', '/nope/_field_caps?fields=a').status).toBe(404);
  });
  it('a runtime field under a concrete field lists no parent object; one under nothing does (FieldCapabilitiesFetcher)', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/rt', { mappings: { runtime: { 'code.lower': { type: 'keyword' }, 'stats.hits': { type: 'long' } }, properties: { code: { type: 'keyword' } } } });
    expect(Object.keys(call(sim, 'GET', '/rt/_field_caps?fields=code.lower,stats.hits').body.fields).sort()).toEqual(['code.lower', 'stats', 'stats.hits']);
  });
});

describe('field_caps filters and types (ES 8.2+, FieldCapabilitiesFetcher.buildFilter)', () => {
  it('drops multi-fields, nested fields, parents, and keeps the types asked', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/f', { mappings: { properties: { title: { type: 'text', fields: { raw: { type: 'keyword' } } }, n: { type: 'nested', properties: { v: { type: 'long' } } }, o: { properties: { k: { type: 'keyword' } } } } } });
    const names = (q: string) => Object.keys(call(s, 'GET', `/f/_field_caps?fields=*${q}`).body.fields).filter((f) => !f.startsWith('_')).sort();
    expect(names('')).toEqual(['n', 'n.v', 'o', 'o.k', 'title', 'title.raw']);
    expect(names('&filters=-multifield')).toEqual(['n', 'n.v', 'o', 'o.k', 'title']);
    expect(names('&filters=-nested')).toEqual(['o', 'o.k', 'title', 'title.raw']);
    expect(names('&filters=-parent')).toEqual(['n.v', 'o.k', 'title', 'title.raw']);
    expect(names('&types=keyword')).toEqual(['o', 'o.k', 'title.raw']);
    expect(names('&types=keyword&filters=-parent,-multifield')).toEqual(['o.k']);
    expect(call(s, 'GET', '/f/_field_caps?fields=*&filters=bogus').body.error.reason).toBe('Unknown field caps filter [bogus]');
  });

  it('index_filter leaves out the indices none of whose shards can match it (field_caps/30_index_filter.yml, 70_index_mode.yml)', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/old', { settings: { number_of_shards: 2 }, mappings: { properties: { ts: { type: 'date' } } } });
    call(s, 'PUT', '/new', { mappings: { properties: { ts: { type: 'date' } } } });
    call(s, 'PUT', '/tsd', { settings: { index: { mode: 'time_series', routing_path: ['c'], time_series: { start_time: '2021-04-28T00:00:00Z', end_time: '2021-04-29T00:00:00Z' } } }, mappings: { properties: { c: { type: 'keyword', time_series_dimension: true } } } });
    call(s, 'PUT', '/old/_doc/1?refresh=true', { ts: '2015-01-02' });
    call(s, 'PUT', '/new/_doc/1?refresh=true', { ts: '2020-03-04' });
    const indices = (filter: unknown) => call(s, 'POST', '/old,new,tsd/_field_caps?fields=*', { index_filter: filter }).body.indices;
    expect(indices({ range: { ts: { gte: '2019' } } })).toEqual(['new']);
    expect(indices({ range: { ts: { lt: '2019' } } })).toEqual(['old']);
    expect(indices({ match_none: {} })).toEqual([]);
    expect(indices({ term: { _index_mode: 'time_series' } })).toEqual(['tsd']);
    expect(indices({ term: { _index_mode: 'standard' } })).toEqual(['new', 'old']);
    expect(indices({ term: { _index: 'ol*' } })).toEqual(['old']);
    expect(call(s, 'POST', '/old,new/_field_caps?fields=*', {}).body.indices).toEqual(['new', 'old']);
  });
});

describe('time series members on a standard index', () => {
  // x-pack aggregate-metrics/110_field_caps.yml "field caps on all indices" (8.5+): FieldCapabilitiesFetcher
  // reports a metric only for a time_series index, so a standard index's gauge conflicts with one; a dimension
  // is reported for any index (tsdb/05_dimension_and_metric_in_non_tsdb_index.yml "no _tsid in standard indices").
  const caps = (profile: ProfileName) => {
    const sim = testSimulator({ profile });
    const props = { '@timestamp': { type: 'date' }, host: { type: 'keyword', time_series_dimension: true }, cpu: { type: 'double', time_series_metric: 'gauge' } };
    call(sim, 'PUT', '/ts', { settings: { index: { mode: 'time_series', routing_path: ['host'], time_series: { start_time: '2021-04-28T00:00:00Z', end_time: '2021-04-29T00:00:00Z' } } }, mappings: { properties: props } });
    call(sim, 'PUT', '/plain', { mappings: { properties: props } });
    return call(sim, 'GET', '/ts,plain/_field_caps?fields=cpu,host').body.fields;
  };
  it('8.5+: the standard index has no metric, so the metric conflicts; the dimension stays', () => {
    const f = caps('elasticsearch@8.19.0');
    expect(f.cpu.double.metric_conflicts_indices).toEqual(['plain', 'ts']);
    expect(f.cpu.double.time_series_metric).toBeUndefined();
    expect(f.host.keyword.time_series_dimension).toBe(true);
  });
  it('before 8.5: every index reports its mapping', () => {
    const f = caps('elasticsearch@8.4.3');
    expect(f.cpu.double.time_series_metric).toBe('gauge');
  });
});
