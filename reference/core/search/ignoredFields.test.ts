/** Tests of `_ignored` (ignoredFields.ts), with the documents of the official search/520_fetch_fields.yml. */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const idx = () =>
  index(
    'test',
    { keyword: { type: 'keyword' }, ignored_keyword: { type: 'keyword', ignore_above: 3 }, ignored_value: { type: 'integer', ignore_malformed: true }, msg: { type: 'text', fields: { raw: { type: 'keyword', ignore_above: 5 } } } },
    [
      ['1', { keyword: 'keyword_value', ignored_keyword: 'foobar', ignored_value: 'foobar' }],
      ['2', { keyword: 'k', ignored_keyword: 'ok', ignored_value: 7, msg: 'a long message' }],
    ],
  );

function run(body: Json, profile: Parameters<typeof env>[0] = 'es8'): Body {
  const r = search(cluster(idx()), request('search', { index: 'test' }, {}, body), env(profile));
  if (isEsError(r)) throw new Error(r.cause.reason);
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('_ignored', () => {
  it('names the fields a document left out: ignore_above and ignore_malformed, multi-fields too (520_fetch_fields.yml)', () => {
    const hits = run({ sort: ['_doc'] }).hits.hits;
    expect(hits[0]._ignored).toEqual(['ignored_keyword', 'ignored_value']);
    expect(hits[1]._ignored).toEqual(['msg.raw']);
  });

  it('is a value of the fields option when named there, and absent with stored_fields _none_', () => {
    expect(run({ sort: ['_doc'], fields: ['_ignored'] }).hits.hits[0].fields._ignored).toEqual(['ignored_keyword', 'ignored_value']);
    expect(run({ sort: ['_doc'], stored_fields: '_none_' }).hits.hits[0]._ignored).toBeUndefined();
  });

  it('is not printed before ES 6.4 (the field came with IgnoredFieldMapper)', () => {
    expect(run({ sort: ['_doc'] }, 'es5').hits.hits[0]._ignored).toBeUndefined();
  });

  it('top_hits hits print it too (they are SearchHits)', () => {
    const r = run({ size: 0, aggs: { top: { top_hits: { sort: ['_doc'], size: 1 } } } });
    expect(r.aggregations.top.hits.hits[0]._ignored).toEqual(['ignored_keyword', 'ignored_value']);
  });

  it('names an ignore_above keyword only from ES 7.14 and never in OpenSearch (elastic/elasticsearch#74228)', () => {
    expect(run({ sort: ['_doc'] }, 'elasticsearch@7.13.0').hits.hits[0]._ignored).toEqual(['ignored_value']);
    expect(run({ sort: ['_doc'] }, 'elasticsearch@7.14.0').hits.hits[0]._ignored).toEqual(['ignored_keyword', 'ignored_value']);
    expect(run({ sort: ['_doc'] }, 'opensearch@2.19.0').hits.hits[1]._ignored).toBeUndefined();
  });
});

// ES 8.15+ reads `_ignored` for hits from its doc values, a sorted set (IgnoredFieldMapper with doc values,
// elastic/elasticsearch#101373; modules/aggregations ignored_metadata_field.yml lists them sorted); before, the
// stored values in the HashSet order of DocumentParserContext (here price, born, addr).
describe('_ignored order', () => {
  const st = () =>
    cluster(
      index('t', { price: { type: 'double', ignore_malformed: true }, born: { type: 'date', ignore_malformed: true }, addr: { type: 'ip', ignore_malformed: true } }, [
        ['1', { price: 'x', born: 'y', addr: 'z' }],
      ]),
    );
  const ignored = (profile: Parameters<typeof env>[0]) => {
    const r = search(st(), request('search', { index: 't' }, {}, {}), env(profile));
    return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits[0]._ignored;
  };
  it('is byte order from 8.15, HashSet order before', () => {
    expect(ignored('elasticsearch@8.19.0')).toEqual(['addr', 'born', 'price']);
    expect(ignored('elasticsearch@8.14.0')).toEqual(['price', 'born', 'addr']);
  });
});

// GeoPointFieldMapper under ignore_malformed normalizes a point out of range (validate), and PointParser reads
// `[lon, lat]` with doubleValue(), which takes a number's text: neither is ignored (ignored_metadata_field.yml's
// `location: [ 182.22, "20.12" ]`); a coordinate that is no number, or a lone number, is.
describe('_ignored of a geo_point with ignore_malformed', () => {
  const ignoredOf = (v: Json) => {
    const st = cluster(index('g', { p: { type: 'geo_point', ignore_malformed: true } }, [['1', { p: v }]]));
    const r = search(st, request('search', { index: 'g' }, {}, {}), env('elasticsearch@8.19.0'));
    return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits[0]._ignored;
  };
  it('keeps a normalizable point, names an unreadable one', () => {
    expect(ignoredOf([182.22, '20.12'])).toBeUndefined();
    expect(ignoredOf([10, 95])).toBeUndefined();
    expect(ignoredOf([10, 'north'])).toEqual(['p']);
    expect(ignoredOf([1, 2, 3, 4])).toEqual(['p']);
    expect(ignoredOf(45.22)).toEqual(['p']);
    expect(ignoredOf(['45.99', '9.16'])).toEqual(['p']);
  });
});
