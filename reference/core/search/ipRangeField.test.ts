/**
 * Term and range queries on range fields: RangeFieldType.termQuery is a range query from the value to itself
 * (the ranges that hold it), for every range type, `ip_range` included (RangeType.IP: a CIDR block or an
 * object of addresses). The range enrich policy's lookups rely on it (the range example page of the enrich docs).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { cidrRange } from './ipRangeField.ts';

function index() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' } as never);
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/n', { mappings: { properties: { i: { type: 'integer_range' }, ip: { type: 'ip_range' }, d: { type: 'date_range' } } } });
  c('PUT', '/n/_doc/1', { i: { gte: 1, lte: 10 }, ip: { gte: '10.0.0.0', lt: '10.0.1.0' }, d: { gte: '2020-01-01', lte: '2020-12-31' } });
  c('PUT', '/n/_doc/2', { ip: '192.168.0.0/16' });
  c('PUT', '/n/_doc/3', { ip: '2001:db8::/32' });
  return (query: unknown): string[] => c('POST', '/n/_search', { query }).body.hits.hits.map((h: { _id: string }) => h._id).sort();
}

describe('term and range queries on range fields', () => {
  it('a term finds the ranges holding the value; terms any of them', () => {
    const ids = index();
    expect(ids({ term: { i: 5 } })).toEqual(['1']);
    expect(ids({ term: { i: 11 } })).toEqual([]);
    expect(ids({ term: { d: '2020-06-01' } })).toEqual(['1']);
    expect(ids({ term: { ip: '10.0.0.255' } })).toEqual(['1']);
    expect(ids({ term: { ip: '10.0.1.0' } })).toEqual([]);
    expect(ids({ term: { ip: '192.168.200.1' } })).toEqual(['2']);
    expect(ids({ term: { ip: '2001:db8:ffff::1' } })).toEqual(['3']);
    expect(ids({ terms: { ip: ['10.0.0.1', '192.168.0.1'] } })).toEqual(['1', '2']);
    expect(ids({ constant_score: { filter: { term: { i: 10 } } } })).toEqual(['1']);
  });
  it('a range query on an ip_range field compares by relation', () => {
    const ids = index();
    expect(ids({ range: { ip: { gte: '10.0.0.5', lte: '192.168.0.1' } } })).toEqual(['1', '2']);
    expect(ids({ range: { ip: { gte: '10.0.0.0', lte: '10.0.0.255', relation: 'within' } } })).toEqual(['1']);
    expect(ids({ range: { ip: { gte: '192.168.1.0', lte: '192.168.1.9', relation: 'contains' } } })).toEqual(['2']);
  });
  it('a CIDR block spans its first to its last address', () => {
    const [lo, hi] = cidrRange('10.1.2.3/24')!;
    expect(lo.slice(12)).toEqual([10, 1, 2, 0]);
    expect(hi.slice(12)).toEqual([10, 1, 2, 255]);
    expect(cidrRange('10.1.2.3/33')).toBeUndefined();
  });
});
