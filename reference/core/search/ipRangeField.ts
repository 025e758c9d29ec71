/**
 * `ip_range` fields compared as RangeType.IP does: a document's range is a CIDR block (`10.0.0.0/16`,
 * InetAddresses.parseCidr: the block's first and last address) or an object of `gte`/`gt`/`lte`/`lt`
 * addresses (an exclusive end moved to the next address, InetAddresses.nextUp/nextDown); addresses compare
 * by their 16-byte encoding.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { ipBytes } from './aggs/valueOrder.ts';
import { compareIpBytes } from './ipQueries.ts';
import { keywordOf } from './fields.ts';

type Bytes = number[];

/** The next (or previous) address, wrapping never: the ends of the address space stay. */
function step(b: Bytes, up: boolean): Bytes {
  const out = [...b];
  for (let i = 15; i >= 0; i--) {
    if (up ? out[i]! < 0xff : out[i]! > 0) {
      out[i] = out[i]! + (up ? 1 : -1);
      return out;
    }
    out[i] = up ? 0 : 0xff;
  }
  return b;
}

/** A CIDR block's first and last address, or undefined for a malformed one. */
export function cidrRange(text: string): [Bytes, Bytes] | undefined {
  const [address, prefix, extra] = text.split('/');
  if (address === undefined || prefix === undefined || extra !== undefined || !/^\d+$/.test(prefix)) return undefined;
  const bytes = ipBytes(address);
  if (!bytes) return undefined;
  const bits = Number(prefix) + (address.includes(':') ? 0 : 96);
  if (bits > 128) return undefined;
  const lo = [...bytes];
  const hi = [...bytes];
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    const mask = (0xff << (8 - keep)) & 0xff;
    lo[i] = lo[i]! & mask;
    hi[i] = hi[i]! | (~mask & 0xff);
  }
  return [lo, hi];
}

/** A document's ip range, ends included, or undefined when it is none. */
export function ipDocRange(v: Json): [Bytes, Bytes] | undefined {
  if (typeof v === 'string') return cidrRange(v);
  if (!isObject(v)) return undefined;
  const o = v as JsonObject;
  const at = (x: unknown): Bytes | undefined => (x === undefined || x === null ? undefined : ipBytes(keywordOf(x as Json)));
  const gte = at(o.gte ?? o.from);
  const gt = at(o.gt);
  const lte = at(o.lte ?? o.to);
  const lt = at(o.lt);
  const from = gte ?? (gt ? step(gt, true) : new Array<number>(16).fill(0));
  const to = lte ?? (lt ? step(lt, false) : new Array<number>(16).fill(0xff));
  return [from, to];
}

/**
 * The leaf of a query range `[lower, upper]` (inclusive flags as given; null is open) on an ip_range field
 * by relation, or undefined when a bound is no address.
 */
export function ipRangeFieldLeaf(relation: 'intersects' | 'within' | 'contains', lower: Json, upper: Json, incL: boolean, incU: boolean): ((v: Json) => boolean) | undefined {
  let lo: Bytes = new Array<number>(16).fill(0);
  let hi: Bytes = new Array<number>(16).fill(0xff);
  if (lower !== null) {
    const b = ipBytes(keywordOf(lower));
    if (!b) return undefined;
    lo = incL ? b : step(b, true);
  }
  if (upper !== null) {
    const b = ipBytes(keywordOf(upper));
    if (!b) return undefined;
    hi = incU ? b : step(b, false);
  }
  return (v) => {
    const r = ipDocRange(v);
    if (!r) return false;
    const [from, to] = r;
    if (relation === 'within') return compareIpBytes(from, lo) >= 0 && compareIpBytes(to, hi) <= 0;
    if (relation === 'contains') return compareIpBytes(from, lo) <= 0 && compareIpBytes(to, hi) >= 0;
    return compareIpBytes(from, hi) <= 0 && compareIpBytes(to, lo) >= 0;
  };
}
