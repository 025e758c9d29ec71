/**
 * `ip_prefix` over addresses of the other family than `is_ipv6` names: IpPrefixAggregator masks every address
 * in its 16-byte form, an IPv4 mask over the last 4 bytes only (ES modules/aggregations ip_prefix.yml "IPv6 prefix
 * with incorrect is_ipv6", "Mixed IPv4 and IPv6 with is_ipv6 true/false"; addresses of our own).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const st = fixture({ ip: { type: 'ip' } }, [
  { ip: '10.1.2.3' },
  { ip: '10.1.9.9' },
  { ip: 'fd00:1:2:3:4:5:a0b:c0d' },
  { ip: ['fd00:1:2:3:4:5:a0b:c0d', '10.1.2.3'] },
]);
const keys = (r: Body) => (r.p.buckets as Body[]).map((b) => [b.key, b.doc_count]);

describe('ip_prefix', () => {
  it('an IPv4 prefix keeps the low 32 bits of an IPv6 address', () => {
    const r = aggs(st, { p: { ip_prefix: { field: 'ip', prefix_length: 16 } } });
    expect(keys(r)).toEqual([
      ['10.1.0.0', 3],
      ['10.11.0.0', 2],
    ]);
    expect((r.p.buckets as Body[])[1]!.netmask).toBe('255.255.0.0');
  });
  it('an IPv6 prefix turns a short network of an IPv4 address into ::', () => {
    const r = aggs(st, { p: { ip_prefix: { field: 'ip', is_ipv6: true, prefix_length: 64 } } });
    expect(keys(r)).toEqual([
      ['::', 3],
      ['fd00:1:2:3::', 2],
    ]);
    expect((r.p.buckets as Body[])[0]!.netmask).toBeUndefined();
  });
});
