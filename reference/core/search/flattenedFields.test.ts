/**
 * A flattened field as searches see it: its root matches any leaf (RootFlattenedFieldType), a key named in full
 * is a field of its own for the `fields` option (KeyedFlattenedFieldType), and a synthetic `_source` keeps the
 * leaves past ignore_above (FlattenedFieldSyntheticWriterHelper). Pinned by the official
 * search/340_flattened.yml and search/540_ignore_above_synthetic_source.yml (harness/testing/search-suites/).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function headers() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/test', { mappings: { properties: { headers: { type: 'flattened' } } } });
  call(sim, 'PUT', '/test/_doc/1?refresh=true', { headers: { 'content-type': 'application/javascript', origin: 'elastic.co' } });
  call(sim, 'PUT', '/test/_doc/2?refresh=true', { headers: { 'content-type': 'text/plain', origin: 'elastic.co' }, more: { deep: ['x'] } });
  return sim;
}

const ids = (r: { body: { hits: { hits: { _id: string }[] } } }) => r.body.hits.hits.map((h) => h._id);

describe('the root of a flattened field', () => {
  it('matches a leaf under any key ("Test query string query on flattened object field")', () => {
    const sim = headers();
    expect(ids(call(sim, 'POST', '/test/_search', { query: { term: { headers: 'text/plain' } } }))).toEqual(['2']);
    expect(ids(call(sim, 'POST', '/test/_search', { query: { query_string: { query: 'headers:text\\/plain' } } }))).toEqual(['2']);
    // The default field `*` takes the root in: an unqualified term finds the leaf.
    expect(ids(call(sim, 'POST', '/test/_search', { query: { query_string: { query: 'application\\/javascript AND headers.origin:elastic.co' } } }))).toEqual(['1']);
    expect(ids(call(sim, 'POST', '/test/_search', { query: { term: { headers: 'origin' } } }))).toEqual([]);
  });
});

describe('the fields option on flattened keys', () => {
  it('fetches a key named in full, not one a pattern reaches ("Test fetching flattened subfields via fields option")', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/test', { mappings: { properties: { flattened: { type: 'flattened' } } } });
    call(sim, 'PUT', '/test/_doc/1?refresh=true', { flattened: { some_field: 'some_value', some_fields: ['value1', 'value2'] } });
    const fields = (f: unknown) => call(sim, 'POST', '/test/_search', { fields: [f] }).body.hits.hits[0].fields;
    expect(fields({ field: 'flattened.some_field' })).toEqual({ 'flattened.some_field': ['some_value'] });
    expect(fields('flattened.some_fields')).toEqual({ 'flattened.some_fields': ['value1', 'value2'] });
    expect(fields({ field: 'flattened.some*' })).toBeUndefined();
    expect(fields({ field: 'flattened.non_existing_field' })).toBeUndefined();
  });
  it('fetches no key before 7.13', () => {
    const sim = testSimulator({ profile: 'elasticsearch@7.12.1' });
    expect(call(sim, 'PUT', '/test', { mappings: { properties: { flattened: { type: 'flattened' } } } }).status).toBe(200);
    call(sim, 'PUT', '/test/_doc/1?refresh=true', { flattened: { some_field: 'some_value' } });
    expect(call(sim, 'POST', '/test/_search', { fields: ['flattened.some_field', 'flattened'] }).body.hits.hits[0].fields).toEqual({ flattened: [{ some_field: 'some_value' }] });
  });
});

describe('a flattened field in a synthetic _source', () => {
  const make = (profile: 'elasticsearch@8.19.0' | 'elasticsearch@8.14.0') => {
    const sim = testSimulator({ profile });
    const settings = profile === 'elasticsearch@8.19.0' ? { index: { mapping: { source: { mode: 'synthetic' } } } } : {};
    const mappings = { ...(profile === 'elasticsearch@8.19.0' ? {} : { _source: { mode: 'synthetic' } }), properties: { flat: { type: 'flattened', ignore_above: 10 } } };
    call(sim, 'PUT', '/test', { settings, mappings });
    call(sim, 'PUT', '/test/_doc/1?refresh=true', { flat: { value: ['the quick brown fox', 'jumps', 'a'] } });
    return call(sim, 'POST', '/test/_search', { fields: ['flat'] }).body.hits.hits[0];
  };
  it('keeps the leaves past ignore_above, sorted with the rest, from 8.15 (#110214, #113499)', () => {
    const hit = make('elasticsearch@8.19.0');
    expect(hit._source).toEqual({ flat: { value: ['a', 'jumps', 'the quick brown fox'] } });
    // The fields option reads that source (in its order) and leaves out what ignore_above left out.
    expect(hit.fields).toEqual({ flat: [{ value: ['a', 'jumps'] }] });
  });
  it('loses them before (the 8.8 loader)', () => {
    expect(make('elasticsearch@8.14.0')._source).toEqual({ flat: { value: ['a', 'jumps'] } });
  });
});
