/**
 * `constant_keyword` (ES ≥ 7.7): every document of the index holds the mapping's value. Re-states the cases
 * of x-pack's constant_keyword YAML tests (10_basic.yml: exists, term, terms, prefix, wildcard, a terms
 * aggregation, a sort and field retrieval across two indices; 20_dynamic_mapping.yml: the first value
 * sets the mapping's) and ConstantKeywordFieldMapper.parseCreateField's refusals (another value, null).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';

function sim() {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 3, profile: 'elasticsearch@8.19.0' });
  return (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
}

/** 10_basic.yml's two indices: `foo` is `bar` in test1 (one document without it), `baz` in test2. */
function basic() {
  const c = sim();
  c('PUT', '/test1', { settings: { number_of_shards: 1 }, mappings: { properties: { foo: { type: 'constant_keyword', value: 'bar' } } } });
  c('PUT', '/test2', { settings: { number_of_shards: 1 }, mappings: { properties: { foo: { type: 'constant_keyword', value: 'baz' } } } });
  c('PUT', '/test1/_doc/1', {});
  c('PUT', '/test1/_doc/2', { foo: 'bar' });
  c('PUT', '/test2/_doc/1', {});
  c('POST', '/_refresh');
  return c;
}

const total = (r: Reply): number => r.body.hits.total.value as number;

describe('constant_keyword: queries, aggregations, sorts and fields see the value in every document', () => {
  it('exists, term, terms, prefix and wildcard match every document of an index or none', () => {
    const c = basic();
    const count = (query: unknown) => total(c('POST', '/test*/_search', { size: 0, query }));
    expect(count({ exists: { field: 'foo' } })).toBe(3);
    expect(count({ term: { foo: 'bar' } })).toBe(2);
    expect(count({ term: { foo: 'baz' } })).toBe(1);
    expect(count({ terms: { foo: ['bar', 'quux'] } })).toBe(2);
    expect(count({ prefix: { foo: 'ba' } })).toBe(3);
    expect(count({ prefix: { foo: 'baz' } })).toBe(1);
    expect(count({ wildcard: { foo: '*r*' } })).toBe(2);
  });

  it('a terms aggregation counts every document, a sort and `fields` read the value', () => {
    const c = basic();
    const agg = c('POST', '/test*/_search', { size: 0, aggs: { foo_terms: { terms: { field: 'foo' } } } });
    expect(agg.body.aggregations.foo_terms.buckets).toEqual([{ key: 'bar', doc_count: 2 }, { key: 'baz', doc_count: 1 }]);
    const sorted = c('POST', '/test*/_search', { sort: [{ foo: 'asc' }] });
    expect(sorted.body.hits.hits.map((h: { _index: string }) => h._index)).toEqual(['test1', 'test1', 'test2']);
    const fields = c('POST', '/test*/_search', { fields: ['foo'], sort: [{ _index: 'asc' }] });
    expect(fields.body.hits.hits.map((h: { fields: { foo: string[] } }) => h.fields.foo[0])).toEqual(['bar', 'bar', 'baz']);
  });
});

describe('constant_keyword: the value, set once', () => {
  it('without a value: documents without the field leave it unset; the first value sets the mapping (20_dynamic_mapping.yml)', () => {
    const c = sim();
    c('PUT', '/test1', { mappings: { properties: { foo: { type: 'constant_keyword' } } } });
    c('PUT', '/test1/_doc/1', {});
    expect(c('GET', '/test1/_mapping').body.test1.mappings.properties.foo).toEqual({ type: 'constant_keyword' });
    expect(total(c('POST', '/test1/_search', { size: 0, query: { term: { foo: { value: 'bar' } } } }))).toBe(0);
    const agg = c('POST', '/test1/_search', { size: 0, aggs: { foo_terms: { terms: { field: 'foo' } } } });
    expect(total(agg)).toBe(1);
    expect(agg.body.aggregations.foo_terms.buckets).toEqual([]);
    c('PUT', '/test1/_doc/1', { foo: 'bar' });
    expect(c('GET', '/test1/_mapping').body.test1.mappings.properties.foo).toEqual({ type: 'constant_keyword', value: 'bar' });
  });

  it('then refuses another value and null, changing nothing (ConstantKeywordFieldMapper.parseCreateField)', () => {
    const c = sim();
    c('PUT', '/k', { mappings: { properties: { ck: { type: 'constant_keyword' } } } });
    c('PUT', '/k/_doc/1', { ck: 'cv' });
    const other = c('PUT', '/k/_doc/2', { ck: 'other' });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({
      type: 'document_parsing_exception',
      reason: "[1:7] failed to parse field [ck] of type [constant_keyword] in document with id '2'. Preview of field's value: 'other'",
      caused_by: { type: 'illegal_argument_exception', reason: '[constant_keyword] field [ck] only accepts values that are equal to the value defined in the mappings [cv], but got [other]' },
    });
    const nul = c('PUT', '/k/_doc/3', { ck: null });
    expect(nul.status).toBe(400);
    expect(nul.body.error.caused_by.reason).toBe("[constant_keyword] field [ck] doesn't accept [null] values");
    expect(c('GET', '/k/_doc/2').status).toBe(404);
    expect(c('PUT', '/k/_doc/4', { ck: 'cv' }).status).toBe(201);
    expect(total(c('POST', '/k/_search', { size: 0, query: { term: { ck: 'cv' } } }))).toBe(2);
  });
});
