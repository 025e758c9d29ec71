/**
 * Hit shaping through the simulator: the `fields` option, `docvalue_fields`, `stored_fields`. Expected
 * values follow ES's search/330_fetch_fields.yml (nested groups, include_unmapped of a disabled object,
 * a format on a keyword) and its mappers (float doc values widened to double, keyword doc values sorted
 * and deduplicated, dates without a format in ES 6 as epoch millis).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/f', {
    mappings: {
      properties: {
        k: { type: 'keyword', ignore_above: 5 },
        f: { type: 'float' },
        n: { type: 'long' },
        d: { type: 'date' },
        t: { type: 'text', fields: { raw: { type: 'keyword' } } },
        off: { type: 'object', enabled: false },
      },
    },
  });
  c('PUT', '/f/_doc/1?refresh=true', { k: ['zz', 'aa', 'toolong', 'aa'], f: 1.1, n: '7.9', d: '2020-01-02T03:04:05Z', t: 'Hi', off: { a: 'b' } });
  return c;
}

describe('fields, docvalue_fields, stored_fields', () => {
  it('fields: source order, ignore_above, numbers as their type parses them, dates in the field format, multi-fields', () => {
    const c = setup();
    const r = c('POST', '/f/_search', { _source: false, fields: ['*'] });
    expect(r.body.hits.hits[0].fields).toEqual({ k: ['zz', 'aa', 'aa'], f: [1.1], n: [7], d: ['2020-01-02T03:04:05.000Z'], t: ['Hi'], 't.raw': ['Hi'] });
    const u = c('POST', '/f/_search', { _source: false, fields: [{ field: 'off*', include_unmapped: true }] });
    expect(u.body.hits.hits[0].fields).toEqual({ 'off.a': ['b'] });
  });

  it('docvalue_fields: sorted, deduplicated keywords, float widened to double, formats', () => {
    const c = setup();
    const r = c('POST', '/f/_search', { _source: false, docvalue_fields: ['k', 'f', { field: 'n', format: '0.0' }, { field: 'd', format: 'yyyy-MM-dd' }] });
    expect(r.body.hits.hits[0].fields).toEqual({ k: ['aa', 'zz'], f: [1.100000023841858], n: ['7.0'], d: ['2020-01-02'] });
  });

  it('ES 6: a date doc value without format is epoch millis; no fields option before 7.10', () => {
    const c = setup('elasticsearch@6.8.13');
    const r = c('POST', '/f/_search', { _source: false, docvalue_fields: ['d'] });
    expect(r.body.hits.hits[0].fields).toEqual({ d: [1577934245000] });
    expect(c('POST', '/f/_search', { fields: ['k'] }).status).toBe(400);
  });

  it('stored_fields _none_ drops _id and _source; a text field has no doc values', () => {
    const c = setup();
    expect(c('POST', '/f/_search', { stored_fields: '_none_' }).body.hits.hits[0]).toEqual({ _index: 'f', _score: 1 });
    const bad = c('POST', '/f/_search', { docvalue_fields: ['t'] });
    expect([bad.status, bad.body.error.root_cause[0].type]).toEqual([400, 'illegal_argument_exception']);
  });
});

describe('stored_fields of an unsigned_long', () => {
  // x-pack unsigned_long/10_basic.yml "Fields retrieval": UnsignedLongFieldMapper.parseCreateField stores
  // Long.toUnsignedString of the value, so stored_fields print strings where fields/docvalue_fields print numbers.
  it('prints the stored text, every digit', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/u', { mappings: { properties: { n: { type: 'unsigned_long', store: true } } } });
    call(sim, 'PUT', '/u/_doc/1?refresh=true', '{"n": 18446744073709551614}');
    const r = call(sim, 'POST', '/u/_search', { stored_fields: ['n'], _source: false });
    expect(r.text).toContain('"fields":{"n":["18446744073709551614"]}');
    const f = call(sim, 'POST', '/u/_search', { fields: ['n'], _source: false });
    expect(f.text).toContain('"fields":{"n":[18446744073709551614]}');
  });
});
