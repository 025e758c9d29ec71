/**
 * `ip` fields as IpFieldMapper keeps and queries them: addresses compared by their 16-byte encoding
 * (InetAddressPoint), not by their text. Sources: IpFieldType.termQuery (a `/` makes a CIDR prefix query,
 * InetAddresses.parseCidr), IpFieldType.rangeQuery, IpFieldMapper.parseCreateField (InetAddresses.forString's
 * "'x' is not an IP string literal."), the ip sort as SortedSetDocValues order it; ES docs (ip.asciidoc:
 * "Querying ip fields", with `192.168.0.0/16` and `2001:db8::/48`).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';

function ips() {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 5, profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  c('PUT', '/i', { mappings: { properties: { ip: { type: 'ip' }, bad: { type: 'ip', ignore_malformed: true } } } });
  ['10.0.0.9', '10.0.0.10', '::1', '2001:db8::1', '192.168.1.7'].forEach((ip, id) => c('PUT', `/i/_doc/${id}`, { ip }));
  return c;
}

const ids = (r: Reply): string[] => (r.body.hits.hits as { _id: string }[]).map((h) => h._id).sort();

describe('ip fields: queries compare addresses, not texts', () => {
  it('a term is one address however it is written, or a CIDR block with a /', () => {
    const c = ips();
    const q = (term: string) => ids(c('POST', '/i/_search', { query: { term: { ip: term } } }));
    expect(q('0:0:0:0:0:0:0:1')).toEqual(['2']);
    expect(q('10.0.0.0/24')).toEqual(['0', '1']);
    expect(q('192.168.0.0/16')).toEqual(['4']);
    expect(q('2001:db8::/48')).toEqual(['3']);
    expect(q('::/0')).toEqual(['0', '1', '2', '3', '4']);
    expect(ids(c('POST', '/i/_search', { query: { terms: { ip: ['2001:db8::/32', '10.0.0.9'] } } }))).toEqual(['0', '3']);
    expect(ids(c('POST', '/i/_search', { query: { match: { ip: '10.0.0.10' } } }))).toEqual(['1']);
  });

  it('a term on an ip scores as the constant of a point query, boosted', () => {
    const hits = ips()('POST', '/i/_search', { query: { term: { ip: { value: '10.0.0.0/8', boost: 2 } } } }).body.hits.hits as { _score: number }[];
    expect(hits.map((h) => h._score)).toEqual([2, 2]);
  });

  it('a range compares encodings: IPv6 ::1 sorts below every IPv4 address, .10 above .9', () => {
    const c = ips();
    expect(ids(c('POST', '/i/_search', { query: { range: { ip: { gte: '10.0.0.9' } } } }))).toEqual(['0', '1', '3', '4']);
    expect(ids(c('POST', '/i/_search', { query: { range: { ip: { gt: '10.0.0.9', lt: '192.168.1.7' } } } }))).toEqual(['1']);
    expect(ids(c('POST', '/i/_search', { query: { range: { ip: { lte: '10.0.0.9' } } } }))).toEqual(['0', '2']);
  });

  it('a sort orders by encoding and prints the addresses', () => {
    const r = ips()('POST', '/i/_search', { sort: [{ ip: 'asc' }], _source: false });
    expect((r.body.hits.hits as { sort: string[] }[]).map((h) => h.sort[0])).toEqual(['::1', '10.0.0.9', '10.0.0.10', '192.168.1.7', '2001:db8::1']);
  });

  it('a text that is no address fails the shard creating the query', () => {
    const c = ips();
    const bad = (query: unknown) => c('POST', '/i/_search', { query }).body.error;
    expect(bad({ term: { ip: 'foo' } }).root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: "failed to create query: 'foo' is not an IP string literal." });
    expect(bad({ term: { ip: '10.0.0.0/33' } }).root_cause[0].reason).toBe("failed to create query: illegal prefixLength '33'. Must be 0-32 for IPv4 ranges, 0-128 for IPv6 ranges");
    expect(bad({ term: { ip: '10.0.0.0/8/8' } }).root_cause[0].reason).toBe('failed to create query: Expected [ip/prefix] but was [10.0.0.0/8/8]');
    expect(bad({ range: { ip: { gte: '010.0.0.1' } } }).root_cause[0].reason).toBe("failed to create query: '010.0.0.1' is not an IP string literal.");
  });

  it('indexing a text that is no address is refused, unless ignore_malformed', () => {
    const c = ips();
    const r = c('PUT', '/i/_doc/x', { ip: 'foo' });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({
      type: 'document_parsing_exception',
      reason: "[1:7] failed to parse field [ip] of type [ip] in document with id 'x'. Preview of field's value: 'foo'",
      caused_by: { type: 'illegal_argument_exception', reason: "'foo' is not an IP string literal." },
    });
    expect(c('PUT', '/i/_doc/y', { ip: '1:2:3:4:5:6:7::8' }).status).toBe(400);
    expect(c('PUT', '/i/_doc/z', { bad: 'foo' }).status).toBe(201);
    expect(c('PUT', '/i/_doc/w', { ip: '::ffff:1.2.3.4' }).status).toBe(201);
  });
});
