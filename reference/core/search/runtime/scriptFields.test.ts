/**
 * script_fields through the simulator. Shapes from ScriptFieldsPhase (a Collection's items, else the one value
 * in a list, null included; `ignore_failure` skips the field) and the limit's message from
 * SearchService.parseSource as search/30_limits.yml checks it.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/s', { settings: { number_of_shards: 1 }, mappings: { properties: { n: { type: 'long' }, k: { type: 'keyword' } } } });
  c('PUT', '/s/_doc/1?refresh=true', { n: 3, k: ['y', 'x'] });
  c('PUT', '/s/_doc/2?refresh=true', { k: 'z' });
  return c;
}

describe('script_fields', () => {
  it('values print as arrays: a list spread, a null kept, params and params._source read', () => {
    const c = setup();
    const r = c('POST', '/s/_search', {
      sort: ['_doc'],
      script_fields: {
        list: { script: "doc['k']" },
        none: { script: 'null' },
        p: { script: { source: 'params.a + params._source.size()', params: { a: 10 } } },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.hits.hits[0].fields).toEqual({ list: ['x', 'y'], none: [null], p: [12] });
    expect(r.body.hits.hits[1].fields).toEqual({ list: ['z'], none: [null], p: [11] });
  });

  it('params._fields reads stored fields: value and values (LeafStoredFieldsLookup, 8.x docs scripting/fields)', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
    c('PUT', '/people', { mappings: { properties: { who: { type: 'text', store: true }, role: { type: 'keyword', store: true }, note: { type: 'keyword' } } } });
    c('PUT', '/people/_doc/1?refresh=true', { who: 'Ada Byron', role: ['countess', 'analyst'], note: 'x' });
    const r = c('POST', '/people/_search', {
      script_fields: {
        line: { script: "params._fields['role'].value + ': ' + params._fields['who'].value" },
        count: { script: "params._fields['role'].values.size()" },
        unstored: { script: "params._fields['note'].values.size()" },
      },
    });
    expect(r.body.hits.hits[0].fields).toEqual({ line: ['countess: Ada Byron'], count: [2], unstored: [0] });
  });

  it('joins the fields option and keeps _source', () => {
    const c = setup();
    const r = c('POST', '/s/_search', { query: { ids: { values: ['2'] } }, fields: ['k'], script_fields: { one: { script: '1' } } });
    expect(r.body.hits.hits[0].fields).toEqual({ one: [1], k: ['z'] });
    expect(r.body.hits.hits[0]._source).toEqual({ k: 'z' });
  });

  it('a failing script fails the search; ignore_failure drops the field of that hit only', () => {
    const c = setup();
    const bad = c('POST', '/s/_search', { script_fields: { v: { script: "doc['n'].value" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.type).toBe('search_phase_execution_exception');
    expect(bad.body.error.root_cause[0].type).toBe('script_exception');
    const ok = c('POST', '/s/_search', { sort: ['_doc'], script_fields: { v: { script: "doc['n'].value", ignore_failure: true } } });
    expect(ok.body.hits.hits[0].fields).toEqual({ v: [3] });
    expect(ok.body.hits.hits[1].fields).toBeUndefined();
  });

  it('index.max_script_fields bounds the count', () => {
    const c = setup();
    c('PUT', '/s/_settings', { index: { max_script_fields: 1 } });
    const r = c('POST', '/s/_search', { script_fields: { a: { script: '1' }, b: { script: '2' } } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe('Trying to retrieve too many script_fields. Must be less than or equal to: [1] but was [2]. This limit can be set by changing the [index.max_script_fields] index level setting.');
  });
});
