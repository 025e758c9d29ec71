/**
 * The `fields` option under nested mappings and with `include_unmapped`, through the simulator. Expected values
 * are the official search/330_fetch_fields.yml's ("Test unmapped fields inside disabled objects", "Test doubly
 * nested fields", "Test nested fields with unmapped subfields") and its "test fetching metadata fields" (an
 * alias of `_id` read by `*`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { unmappedPaths } from './fetchFieldsNested.ts';
import type { Json } from '../json.ts';

function sim() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  return (m: string, p: string, b?: unknown) => call(s, m, p, b);
}

describe('unmappedPaths', () => {
  it("puts a list's inner list values before its own (UnmappedFieldFetcher.collectUnmappedList)", () => {
    const out = new Map<string, Json[]>();
    unmappedPaths({ f1: ['some text', { a: 'b' }, [1, 2, 3]] }, '', out);
    expect(Object.fromEntries(out)).toEqual({ f1: [1, 2, 3, 'some text'], 'f1.a': ['b'] });
  });
});

describe('fields option: nested groups and unmapped values', () => {
  it('reads the values of a disabled object as unmapped', () => {
    const c = sim();
    c('PUT', '/t', { mappings: { properties: { f1: { type: 'object', enabled: false } } } });
    c('PUT', '/t/_doc/1?refresh=true', { f1: ['some text', { a: 'b' }, [1, 2, 3]] });
    const r = c('POST', '/t/_search', { fields: [{ field: '*', include_unmapped: true }] });
    expect(r.body.hits.hits[0].fields).toEqual({ f1: [1, 2, 3, 'some text'], 'f1.a': ['b'] });
  });

  it('groups a nested object inside its nested parent', () => {
    const c = sim();
    c('PUT', '/t', { mappings: { properties: { id: { type: 'keyword' }, user: { type: 'nested', properties: { first: { type: 'keyword' }, address: { type: 'nested' } } } } } });
    c('PUT', '/t/_doc/1?refresh=true', { id: 'x', user: [{ first: 'John', address: { city: 'Berlin' } }, { first: 'Alice' }] });
    const r = c('POST', '/t/_search', { _source: false, fields: ['*'] });
    expect(r.body.hits.hits[0].fields).toEqual({ id: ['x'], user: [{ first: ['John'], address: [{ city: ['Berlin'], 'city.keyword': ['Berlin'] }] }, { first: ['Alice'] }] });
  });

  it('lists unmapped values of a nested object in its group, not at the top', () => {
    const c = sim();
    c('PUT', '/t', { mappings: { properties: { user: { type: 'nested', properties: { first: { type: 'keyword' }, address: { type: 'object', enabled: false } } }, acct: { type: 'nested', properties: { details: { type: 'object', enabled: false } } } } } });
    c('PUT', '/t/_doc/1?refresh=true', { acct: [{ details: { id: 'xyz' } }], user: [{ first: 'John', address: { city: 'Berlin' } }] });
    const r = c('POST', '/t/_search', { _source: false, fields: [{ field: '*', include_unmapped: true }] });
    expect(r.body.hits.hits[0].fields).toEqual({ user: [{ first: ['John'], 'address.city': ['Berlin'] }], acct: [{ 'details.id': ['xyz'] }] });
    const only = c('POST', '/t/_search', { _source: false, fields: [{ field: 'user.address.*', include_unmapped: true }] });
    expect(only.body.hits.hits[0].fields).toEqual({ user: [{ 'address.city': ['Berlin'] }] });
  });

  it('fetches an alias of _id with a pattern', () => {
    const c = sim();
    c('PUT', '/t', { mappings: { properties: { field: { type: 'keyword' }, idAlias: { type: 'alias', path: '_id' } } } });
    c('PUT', '/t/_doc/1?refresh=true', { field: 'foo' });
    expect(c('POST', '/t/_search', { fields: ['*'] }).body.hits.hits[0].fields).toEqual({ field: ['foo'], idAlias: ['1'] });
  });
});
