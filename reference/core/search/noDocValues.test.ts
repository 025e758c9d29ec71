/**
 * Fields without doc values: sorts, aggregations and docvalue_fields fail as MappedFieldType.failIfNoDocValues
 * fails them ("Can't load fielddata on [f] because fielddata is unsupported on fields of type [t]. Use doc
 * values instead."); an exists query still finds them (through `_field_names`). And a keyword value past
 * `ignore_above` is neither indexed nor a doc value, so an exists query does not find it
 * (KeywordFieldMapper.parseCreateField returns before adding any field).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('doc values a field does not keep', () => {
  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@6.8.13', 'opensearch@2.19.0']) {
    it(`${profile}: doc_values false fails sorts, aggregations and docvalue_fields; exists still answers`, () => {
      const s = testSimulator({ profile: profile as never });
      const props = { k: { type: 'keyword', doc_values: false }, n: { type: 'long', doc_values: false }, ia: { type: 'keyword', ignore_above: 3 } };
      const body = profile.includes('@6.') ? { mappings: { _doc: { properties: props } } } : { mappings: { properties: props } };
      expect(call(s, 'PUT', '/d', body).status).toBe(200);
      call(s, 'PUT', '/d/_doc/1?refresh=true', { k: 'x', n: 1, ia: 'abcdef' });
      call(s, 'PUT', '/d/_doc/2?refresh=true', { k: 'y', n: 2, ia: 'ab' });
      const fail = (b: unknown) => {
        const r = call(s, 'POST', '/d/_search', b);
        return [r.status, r.body.error?.root_cause?.[0]?.reason];
      };
      const msg = (f: string, t: string) => `Can't load fielddata on [${f}] because fielddata is unsupported on fields of type [${t}]. Use doc values instead.`;
      expect(fail({ aggs: { t: { terms: { field: 'k' } } } })).toEqual([400, msg('k', 'keyword')]);
      expect(fail({ aggs: { s: { sum: { field: 'n' } } } })).toEqual([400, msg('n', 'long')]);
      expect(fail({ sort: [{ n: 'asc' }] })).toEqual([400, msg('n', 'long')]);
      expect(fail({ docvalue_fields: ['k'] })).toEqual([400, msg('k', 'keyword')]);
      const hits = (q: unknown) => call(s, 'POST', '/d/_search', { query: q }).body.hits.hits.map((h: { _id: string }) => h._id).sort();
      expect(hits({ exists: { field: 'k' } })).toEqual(['1', '2']);
      expect(hits({ exists: { field: 'ia' } })).toEqual(['2']);
      // Neither a search nor a count finds the value past ignore_above (the count's scan as the search's engine).
      expect(hits({ term: { ia: 'abcdef' } })).toEqual([]);
      expect(call(s, 'POST', '/d/_count', { query: { prefix: { ia: 'abc' } } }).body.count).toBe(0);
    });
  }
});
