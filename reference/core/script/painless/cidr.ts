/**
 * org.elasticsearch.painless.api.CIDR (ES 7.13+, elastic/elasticsearch#71258, every context): `new CIDR(block)`
 * and `contains(ip)`, whether an IPv4 or IPv6 address lies in a block (a lone address is a block of one).
 * Addresses compare in their 16-byte form, so an IPv4 address and its IPv4-mapped IPv6 form are one;
 * `contains` of null or '' is false, and a text that is no address throws InetAddresses' message.
 */
import { ipBytes } from '../../search/aggs/valueOrder.ts';
import { javaThrow } from './javaError.ts';
import { noMethod, type Runtime } from './methods.ts';
import { javaToString } from './javaString.ts';
import type { JValue } from './values.ts';

function address(s: string): number[] {
  return ipBytes(s) ?? javaThrow('illegal_argument_exception', `'${s}' is not an IP string literal.`);
}

export class JCidr {
  readonly jclass = 'org.elasticsearch.painless.api.CIDR';
  private readonly lower: number[];
  private readonly upper: number[];
  constructor(block: string) {
    const slash = block.indexOf('/');
    if (slash < 0) {
      this.lower = this.upper = address(block);
      return;
    }
    const ip = block.slice(0, slash);
    const prefixText = block.slice(slash + 1);
    const base = address(ip);
    // InetAddresses.parseCidr: the prefix counts bits of the address as written (32 for IPv4, 128 for IPv6).
    const width = ip.includes(':') ? 128 : 32;
    const prefix = /^\d+$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!(prefix >= 0 && prefix <= width)) javaThrow('illegal_argument_exception', `Expected [ip/prefix] but was [${block}]`);
    const bits = prefix + (128 - width);
    this.lower = base.map((b, i) => b & maskByte(bits, i));
    this.upper = base.map((b, i) => (b | ~maskByte(bits, i)) & 0xff);
  }

  contains(ip: JValue): boolean {
    if (ip === null || ip === '') return false;
    const a = address(javaToString(ip));
    return compare(this.lower, a) <= 0 && compare(a, this.upper) <= 0;
  }

  invoke(name: string, a: JValue[], _rt: Runtime): JValue {
    if (name === 'contains' && a.length === 1) return this.contains(a[0]!);
    return noMethod(this as unknown as JValue, name, a.length);
  }
}

/** The mask of byte `i` for a prefix of `bits` bits. */
function maskByte(bits: number, i: number): number {
  const inByte = Math.max(0, Math.min(8, bits - i * 8));
  return (0xff << (8 - inByte)) & 0xff;
}

function compare(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}
