/**
 * Queries on `index: false` fields: refused as MappedFieldType.failIfNotIndexed refuses them ("Cannot search on
 * field [f] since it is not indexed."), or answered from doc values where the version can (Elasticsearch 8.1+;
 * OpenSearch 2.12+ for numbers, 3.0+ for the rest: OpenSearch's search/360_number_field_term_doc_values_only.yml,
 * 340_doc_values_field.yml and 370_ip_field_doc_values.yml).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function sim(profile: string) {
  const s = testSimulator({ profile: profile as never });
  const properties = {
    n: { type: 'long', index: false },
    k: { type: 'keyword', index: false },
    kn: { type: 'keyword', index: false, doc_values: false },
    t: { type: 'text', index: false },
    ip: { type: 'ip', index: false },
  };
  expect(call(s, 'PUT', '/i', { mappings: { properties } }).status).toBe(200);
  call(s, 'PUT', '/i/_doc/1?refresh=true', { n: 5, k: 'a', kn: 'a', t: 'quick fox', ip: '10.0.0.1' });
  return s;
}

function search(s: ReturnType<typeof sim>, query: unknown): { status: number; reason?: string; hits?: number } {
  const r = call(s, 'POST', '/i/_search', { query });
  if (r.status !== 200) return { status: r.status, reason: r.body.error.root_cause[0].reason };
  return { status: 200, hits: r.body.hits.total.value };
}

const NOT_INDEXED = (f: string) => `failed to create query: Cannot search on field [${f}] since it is not indexed.`;
const NOR_DV = (f: string) => `failed to create query: Cannot search on field [${f}] since it is not indexed nor has doc values.`;

describe('queries on fields that are not indexed', () => {
  it('Elasticsearch 7.17: every query on them fails the shard; exists still answers', () => {
    const s = sim('elasticsearch@7.17.3');
    expect(search(s, { term: { n: 5 } })).toEqual({ status: 400, reason: NOT_INDEXED('n') });
    expect(search(s, { range: { k: { gte: 'a' } } })).toEqual({ status: 400, reason: NOT_INDEXED('k') });
    expect(search(s, { match: { t: 'fox' } })).toEqual({ status: 400, reason: NOT_INDEXED('t') });
    expect(search(s, { prefix: { k: 'a' } }).status).toBe(400);
    expect(search(s, { exists: { field: 'n' } })).toEqual({ status: 200, hits: 1 });
  });
  it('Elasticsearch 8.19: doc values answer numbers, keywords and ips; text and doc-value-less fields fail', () => {
    const s = sim('elasticsearch@8.19.0');
    expect(search(s, { term: { n: 5 } })).toEqual({ status: 200, hits: 1 });
    expect(search(s, { terms: { k: ['a'] } })).toEqual({ status: 200, hits: 1 });
    expect(search(s, { range: { ip: { gte: '10.0.0.0' } } })).toEqual({ status: 200, hits: 1 });
    expect(search(s, { term: { kn: 'a' } })).toEqual({ status: 400, reason: NOR_DV('kn') });
    expect(search(s, { match: { t: 'fox' } })).toEqual({ status: 400, reason: NOT_INDEXED('t') });
  });
  it('OpenSearch: numbers from doc values since 2.12, keyword and ip since 3.0', () => {
    const s2 = sim('opensearch@2.19.0');
    expect(search(s2, { term: { n: 5 } })).toEqual({ status: 200, hits: 1 });
    expect(search(s2, { term: { k: 'a' } })).toEqual({ status: 400, reason: NOT_INDEXED('k') });
    expect(search(sim('opensearch@2.11.0'), { term: { n: 5 } })).toEqual({ status: 400, reason: NOT_INDEXED('n') });
    const s3 = sim('opensearch@3.2.0');
    expect(search(s3, { term: { k: 'a' } })).toEqual({ status: 200, hits: 1 });
    expect(search(s3, { term: { ip: '10.0.0.1' } })).toEqual({ status: 200, hits: 1 });
  });
});
