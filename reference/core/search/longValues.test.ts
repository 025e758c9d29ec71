/**
 * Exact longs end to end (issues 29 and 30): documents indexed from their JSON text, searched, and the
 * answer's JSON text read. Lucene keeps a long field's doc values as Java longs, so Elasticsearch prints
 * 1234567890123456789 where a double prints 1234567890123456800: a sort value and a LongTerms key are
 * Java longs (FieldSortBuilder on a long's SortField.Type.LONG; LongTerms.Bucket.getKey), and a term query
 * on a long compares longs (NumberFieldMapper.NumberType.LONG.termQuery: LongPoint.newExactQuery).
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import { emptyState } from '../state.ts';
import { step } from '../step.ts';
import { env } from './testkit.ts';
import type { ApiResult } from '../handler.ts';
import type { ProfileName } from '../../profiles.ts';
import { decimalInteger, longKeyOf } from './longValues.ts';

/** A simulator whose requests carry their JSON text as a client sends it (the digits JSON.parse rounds). */
function sim(profile: ProfileName = 'es8') {
  const state = emptyState();
  const e = env(profile);
  return (api: string, parts: Record<string, string>, text?: string, query: Record<string, string> = {}): string => {
    const req = { api, method: 'POST', path: '/', parts, query, body: text === undefined ? undefined : (JSON.parse(text) as Json), rawBody: text, headers: {} };
    const r = step(state, req, e);
    if (isEsError(r)) return JSON.stringify({ status: r.status, ...errorEnvelope(r) });
    const b = (r as ApiResult).body;
    return typeof b === 'string' ? b : encodeJson(b as Json);
  };
}

const BIG = '1234567890123456789';
const NEXT_DOWN = '1234567890123456788';

/** An index `i` with a long `id` holding the two ids a double cannot tell apart, and 5. */
function snowflakes(profile?: ProfileName) {
  const call = sim(profile);
  call('indices.create', { index: 'i' }, '{"mappings":{"properties":{"id":{"type":"long"},"k":{"type":"keyword"}}}}');
  call('index', { index: 'i', id: '1' }, `{"id": ${BIG}, "k": "a"}`);
  call('index', { index: 'i', id: '2' }, `{"id": ${NEXT_DOWN}, "k": "a"}`);
  call('index', { index: 'i', id: '3' }, '{"id": 5, "k": "b"}', { refresh: 'true' });
  return (body: string) => call('search', { index: 'i' }, body);
}

const ids = (text: string) => [...text.matchAll(/"_id":"(\d+)"/g)].map((m) => m[1]);

describe('long values past 2^53 print every digit', () => {
  const search = snowflakes();
  it('sort values (the measured case of issue 29: ES prints 1234567890123456789)', () => {
    const r = search('{"sort":[{"id":"desc"}]}');
    expect(r).toContain(`"sort":[${BIG}]`);
    expect(r).toContain(`"sort":[${NEXT_DOWN}]`);
    expect(ids(r)).toEqual(['1', '2', '3']);
    expect(ids(search('{"sort":[{"id":"asc"}]}'))).toEqual(['3', '2', '1']);
  });
  it('terms keys: two ids one double apart are two LongTerms buckets', () => {
    const r = search('{"size":0,"aggs":{"t":{"terms":{"field":"id"}}}}');
    expect(r).toContain(`{"key":${NEXT_DOWN},"doc_count":1},{"key":${BIG},"doc_count":1}`);
  });
  it('multi_terms keys and key_as_string (370_multi_terms.yml "Long test")', () => {
    const r = search('{"size":0,"aggs":{"m":{"multi_terms":{"terms":[{"field":"k"},{"field":"id"}]}}}}');
    expect(r).toContain(`"key":["a",${NEXT_DOWN}],"key_as_string":"a|${NEXT_DOWN}"`);
    expect(r).toContain(`"key":["a",${BIG}],"key_as_string":"a|${BIG}"`);
  });
  it('composite keys and after_key; an after key spelled past 2^53 pages exactly', () => {
    const r = search('{"size":0,"aggs":{"c":{"composite":{"sources":[{"id":{"terms":{"field":"id"}}}]}}}}');
    expect(r).toContain(`"after_key":{"id":${BIG}}`);
    const page = search(`{"size":0,"aggs":{"c":{"composite":{"sources":[{"id":{"terms":{"field":"id"}}}],"after":{"id":${NEXT_DOWN}}}}}}`);
    expect(page).toContain(`"buckets":[{"key":{"id":${BIG}},"doc_count":1}]`);
  });
  it('search_after pages past a long spelled with every digit (SearchAfterBuilder reads a Long)', () => {
    expect(ids(search(`{"sort":[{"id":"asc"}],"search_after":[${NEXT_DOWN}]}`))).toEqual(['1']);
    expect(ids(search(`{"sort":[{"id":"desc"}],"search_after":[${BIG}]}`))).toEqual(['2', '3']);
  });
    it('top_metrics sort and metric values', () => {
    const r = search('{"size":0,"aggs":{"t":{"top_metrics":{"metrics":{"field":"id"},"sort":{"id":"desc"}}}}}');
    expect(r).toContain(`{"sort":[${BIG}],"metrics":{"id":${BIG}}}`);
  });
  it('fields and docvalue_fields', () => {
    const r = search(`{"query":{"ids":{"values":["1"]}},"fields":["id"],"docvalue_fields":["id"],"_source":false}`);
    expect(r).toContain(`"fields":{"id":[${BIG}]}`);
  });
  it('a long given as a text keeps its digits too (Numbers.toLong reads the text exactly)', () => {
    const call = sim();
    call('indices.create', { index: 's' }, '{"mappings":{"properties":{"id":{"type":"long"}}}}');
    call('index', { index: 's', id: '1' }, `{"id": "${BIG}"}`, { refresh: 'true' });
    const r = call('search', { index: 's' }, '{"fields":["id"],"sort":["id"],"aggs":{"t":{"terms":{"field":"id"}}}}');
    expect(r).toContain(`"fields":{"id":[${BIG}]},"sort":[${BIG}]`);
    expect(r).toContain(`"key":${BIG}`);
  });
  it('max stays a double, printed as Double.toString (InternalMax)', () => {
    expect(search('{"size":0,"aggs":{"m":{"max":{"field":"id"}}}}')).toContain('"value":1.2345678901234568E18');
  });
});

describe('term, terms and range queries on a long compare longs', () => {
  const search = snowflakes();
  it('a term for ...788 does not match ...789', () => {
    expect(ids(search(`{"query":{"term":{"id":${NEXT_DOWN}}}}`))).toEqual(['2']);
    expect(ids(search(`{"query":{"term":{"id":{"value":${BIG}}}}}`))).toEqual(['1']);
    expect(ids(search(`{"query":{"term":{"id":"${NEXT_DOWN}"}}}`))).toEqual(['2']);
    expect(ids(search(`{"query":{"match":{"id":${BIG}}}}`))).toEqual(['1']);
  });
  it('terms and range', () => {
    expect(ids(search(`{"query":{"terms":{"id":[${BIG},5]}}}`))).toEqual(['1', '3']);
    expect(ids(search(`{"query":{"range":{"id":{"gt":${NEXT_DOWN}}}}}`))).toEqual(['1']);
    expect(ids(search(`{"query":{"range":{"id":{"lt":"${BIG}"}}},"sort":["id"]}`))).toEqual(['3', '2']);
  });
  it('a term with a decimal part matches nothing (LONG.termQuery: hasDecimalPart)', () => {
    expect(ids(search('{"query":{"term":{"id":5.5}}}'))).toEqual([]);
  });
});

describe('unsigned_long', () => {
  it('sorts and keys past 2^63 exactly', () => {
    const call = sim('opensearch@2.19.0' as ProfileName);
    call('indices.create', { index: 'u' }, '{"mappings":{"properties":{"u":{"type":"unsigned_long"}}}}');
    call('index', { index: 'u', id: 'max' }, '{"u": 18446744073709551615}');
    call('index', { index: 'u', id: 'mid' }, '{"u": 10223372036854775807}');
    call('index', { index: 'u', id: 'one' }, '{"u": 1}', { refresh: 'true' });
    const r = call('search', { index: 'u' }, '{"sort":[{"u":"desc"}],"aggs":{"t":{"terms":{"field":"u"}}}}', { typed_keys: 'true' });
    expect(ids(r.replace(/"_id":"(\w+)"/g, (_m, id: string) => `"_id":"${{ max: 1, mid: 2, one: 3 }[id]}"`))).toEqual(['1', '2', '3']);
    expect(r).toContain('"sort":[18446744073709551615]');
    // OpenSearch's UnsignedLongTerms (80_typed_keys_unsigned.yml): typed `ulterms`, keys as BigIntegers.
    expect(r).toContain('"ulterms#t"');
    expect(r).toContain('{"key":1,"doc_count":1},{"key":10223372036854775807,"doc_count":1},{"key":18446744073709551615,"doc_count":1}');
  });
  it('is no field type before ES 7.10 and OpenSearch 2.8', () => {
    for (const p of ['elasticsearch@7.9.3', 'opensearch@2.7.0'] as ProfileName[]) {
      const r = sim(p)('indices.create', { index: 'u' }, '{"mappings":{"properties":{"u":{"type":"unsigned_long"}}}}');
      expect(r).toContain('No handler for type [unsigned_long] declared on field [u]');
    }
  });
});

describe('date_nanos sort values are longs of nanoseconds', () => {
  // docs/reference/mapping/types/date_nanos.asciidoc: the sort value of 2015-01-01T12:10:30.123456789Z is 1420114230123456789.
  it('sorts and prints every nanosecond, and search_after reads one back', () => {
    const call = sim();
    call('indices.create', { index: 'n' }, '{"mappings":{"properties":{"t":{"type":"date_nanos"}}}}');
    call('index', { index: 'n', id: '1' }, '{"t": "2015-01-01T12:10:30.123456789Z"}');
    call('index', { index: 'n', id: '2' }, '{"t": "2015-01-01T12:10:30.123456788Z"}', { refresh: 'true' });
    const r = call('search', { index: 'n' }, '{"sort":[{"t":"desc"}]}');
    expect(r).toContain('"sort":[1420114230123456789]');
    expect(ids(r)).toEqual(['1', '2']);
    expect(ids(call('search', { index: 'n' }, '{"sort":[{"t":"asc"}],"search_after":[1420114230123456788]}'))).toEqual(['1']);
  });
});

describe('longKeyOf and decimalInteger (Numbers.toLong with coerce)', () => {
  it('truncate toward zero, exactly', () => {
    expect(longKeyOf('12.7')).toBe(12);
    expect(longKeyOf('-12.7')).toBe(-12);
    expect(longKeyOf(`${BIG}.9`)).toBe(BigInt(BIG));
    expect(decimalInteger('1.2345678901234567891e18')).toBe(1234567890123456789n);
    expect(longKeyOf('x')).toBe(null);
  });
});
