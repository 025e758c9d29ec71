/**
 * Queries on an `ip` field as IpFieldMapper.IpFieldType builds them: a term is a point query on the
 * address's 16-byte encoding (so `::1` and `0:0:0:0:0:0:0:1` are one address), or with a `/` a prefix
 * query on a CIDR block (InetAddresses.parseCidr, InetAddressPoint.newPrefixQuery); a range compares
 * encodings. Both score as a constant (a point query), and a text that is no address fails the shard
 * creating the query, with InetAddresses' message.
 */
import type { Json } from '../json.ts';
import { scoreQueryNotCreated, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import { ipBytes } from './aggs/valueOrder.ts';
import { keywordOf } from './fields.ts';

/** Whether a resolved field definition is an `ip` field. */
export function isIpField(def: { type?: unknown } | undefined): boolean {
  return def?.type === 'ip';
}

/** The test of a term (or one value of `terms`) on an ip field, or the shard's error for a bad address. */
export function ipTermLeaf(index: IndexState, q: Json): ((v: Json) => boolean) | EsError {
  const term = keywordOf(q);
  if (term.includes('/')) {
    const block = parseCidr(term, index);
    if ('kind' in block) return block;
    return (v) => {
      const b = ipBytes(keywordOf(v));
      return b !== undefined && inBlock(b, block.bytes, block.bits);
    };
  }
  const want = ipBytes(term);
  if (!want) return notAnIp(term, index);
  return (v) => {
    const b = ipBytes(keywordOf(v));
    return b !== undefined && b.every((x, i) => x === want[i]);
  };
}

/** The encodings of a range's bounds on an ip field (null where open), or the shard's error for a bad one. */
export function ipRangeBounds(index: IndexState, lower: Json, upper: Json): { lo: number[] | null; hi: number[] | null } | EsError {
  const bound = (b: Json): number[] | null | EsError => {
    if (b === null) return null;
    const bytes = ipBytes(keywordOf(b));
    return bytes ?? notAnIp(keywordOf(b), index);
  };
  const lo = bound(lower);
  if (lo !== null && 'kind' in lo) return lo;
  const hi = bound(upper);
  if (hi !== null && 'kind' in hi) return hi;
  return { lo: lo as number[] | null, hi: hi as number[] | null };
}

/** Compares two encodings as unsigned bytes. */
export function compareIpBytes(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 16; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** InetAddresses.parseCidr, then InetAddressPoint.newPrefixQuery's check of the prefix length. */
function parseCidr(text: string, index: IndexState): { bytes: number[]; bits: number } | EsError {
  const fields = javaSplit(text, '/');
  if (fields.length !== 2) return queryFailed(`Expected [ip/prefix] but was [${text}]`, index);
  const [address, prefix] = fields as [string, string];
  const bytes = ipBytes(address);
  if (!bytes) return notAnIp(address, index);
  const v4 = !address.includes(':');
  if (address.includes(':') && isMappedV4(bytes)) {
    return queryFailed(`CIDR notation is not allowed with IPv6-mapped IPv4 address [${address} as it introduces ambiguity as to whether the prefix length should be interpreted as a v4 prefix length or a v6 prefix length`, index);
  }
  if (!/^[+-]?\d+$/.test(prefix)) return scoreQueryNotCreated('number_format_exception', `For input string: "${prefix}"`, index);
  const length = Number(prefix);
  if (length < 0 || length > (v4 ? 32 : 128)) return queryFailed(`illegal prefixLength '${length}'. Must be 0-32 for IPv4 ranges, 0-128 for IPv6 ranges`, index);
  return { bytes, bits: v4 ? length + 96 : length };
}

/** Java's String.split: trailing empty strings dropped. */
function javaSplit(s: string, sep: string): string[] {
  const parts = s.split(sep);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function isMappedV4(b: readonly number[]): boolean {
  for (let i = 0; i < 10; i++) if (b[i] !== 0) return false;
  return b[10] === 0xff && b[11] === 0xff;
}

function inBlock(b: readonly number[], block: readonly number[], bits: number): boolean {
  for (let i = 0; i < 16; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((b[i]! & mask) !== (block[i]! & mask)) return false;
  }
  return true;
}

function notAnIp(text: string, index: IndexState): EsError {
  return queryFailed(`'${text}' is not an IP string literal.`, index);
}

function queryFailed(reason: string, index: IndexState): EsError {
  return scoreQueryNotCreated('illegal_argument_exception', reason, index);
}
