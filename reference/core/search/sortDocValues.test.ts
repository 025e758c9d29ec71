/**
 * Sort values are doc values, and a missing value prints as the value Lucene's comparator substitutes
 * (XFieldComparatorSource.missingObject by reduced type). Pinned by OpenSearch's search/90_search_after.yml
 * ("half float": 184.4 sorts and pages as 184.375; "unsigned long": a search_after past 2^63 still pages to
 * the missing document) and by elastic/elasticsearch#24774 (missing float sorts print "Infinity").
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const TYPES = ['half_float', 'float', 'double', 'scaled_float', 'integer', 'long', 'unsigned_long'];

function sim(profile: string) {
  const s = testSimulator({ profile: profile as never });
  const properties = Object.fromEntries(TYPES.map((t) => [t, t === 'scaled_float' ? { type: t, scaling_factor: 10 } : { type: t }]));
  call(s, 'PUT', '/t', { mappings: { properties } });
  call(s, 'PUT', '/t/_doc/1?refresh=true', { half_float: 184.4, float: 184.4, double: 184.4, scaled_float: 184.44, integer: 184.9, long: 184 });
  call(s, 'PUT', '/t/_doc/2?refresh=true', {});
  return s;
}

function sorts(s: ReturnType<typeof sim>, body: unknown): unknown[] {
  const r = call(s, 'POST', '/t/_search', body);
  expect(r.status).toBe(200);
  return (r.body as { hits: { hits: { sort: unknown[] }[] } }).hits.hits.map((h) => h.sort);
}

describe('sort values are doc values', () => {
  for (const profile of ['elasticsearch@8.19.0', 'opensearch@2.19.0']) {
    it(`${profile}: each number type sorts and prints at the precision it keeps`, () => {
      const s = sim(profile);
      const first = (f: string) => sorts(s, { sort: [{ [f]: 'asc' }] })[0];
      expect(first('half_float')).toEqual([184.375]);
      expect(first('float')).toEqual([184.4]);
      expect(first('scaled_float')).toEqual([184.4]);
      expect(first('integer')).toEqual([184]);
      // Paging after the printed half_float value leaves the document behind.
      expect(sorts(s, { sort: [{ half_float: 'asc' }], search_after: [184.375] })).toEqual([['Infinity']]);
    });
    it(`${profile}: a missing value prints as the comparator's substitute`, () => {
      const s = sim(profile);
      const of = (f: string, order: string, m: string): unknown => {
        const all = sorts(s, { sort: [{ [f]: { order, missing: m } }, '_doc'] });
        return all.map((v) => (v as unknown[])[0])[m === '_last' ? 1 : 0];
      };
      for (const f of ['half_float', 'float', 'double', 'scaled_float']) {
        expect([of(f, 'asc', '_last'), of(f, 'asc', '_first'), of(f, 'desc', '_last'), of(f, 'desc', '_first')]).toEqual(['Infinity', '-Infinity', '-Infinity', 'Infinity']);
      }
      // An integer sorts as Lucene INT on 8.19 (elastic/elasticsearch#128832): Integer's extremes; a long, and an
      // integer on OpenSearch, as LONG.
      const intSort = profile === 'elasticsearch@8.19.0';
      for (const f of ['integer', 'long']) {
        const [max, min] = f === 'integer' && intSort ? ['2147483647', '-2147483648'] : ['9223372036854775807', '-9223372036854775808'];
        expect([of(f, 'asc', '_last'), of(f, 'desc', '_last')]).toEqual([Number(max), Number(min)]);
        expect(call(s, 'POST', '/t/_search', { sort: [{ [f]: { order: 'asc', missing: '_first' } }], _source: false }).text).toContain(`"sort":[${min}]`);
      }
      // The text keeps every digit of 2^64 - 1 (a parsed JavaScript number would not).
      const text = call(s, 'POST', '/t/_search', { sort: [{ unsigned_long: { order: 'asc', missing: '_last' } }], _source: false }).text;
      expect(text).toContain('"sort":[18446744073709551615]');
      expect([of('unsigned_long', 'asc', '_first'), of('unsigned_long', 'desc', '_last')]).toEqual([0, 0]);
      // Read back, the substitute stands for the missing documents: nothing sorts after them.
      expect(sorts(s, { sort: [{ float: 'asc' }], search_after: ['Infinity'] })).toEqual([]);
    });
  }
  it('an unsigned_long search_after past 2^63 is a value, not the missing marker', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0' as never });
    call(s, 'PUT', '/u', { mappings: { properties: { p: { type: 'unsigned_long' } } } });
    call(s, 'POST', '/u/_bulk?refresh=true', '{"index":{"_id":"a"}}\n{"p": 10223372036854775800}\n{"index":{"_id":"b"}}\n{"p": null}\n');
    const r = call(s, 'POST', '/u/_search', '{"sort":[{"p":{"order":"asc","missing":"_last"}}],"search_after":[15223372036854775801]}');
    expect((r.body as { hits: { hits: { _id: string }[] } }).hits.hits.map((h) => h._id)).toEqual(['b']);
  });
});
