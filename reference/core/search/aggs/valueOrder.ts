// How aggregations order and classify values (byte order of keywords, IP order): shared by the per-document
// values (docValues.ts) and the engine's columns (columns.ts), which import nothing else from each other.

/** What a field's values are to aggregations. */
export type ValuesKind = 'bytes' | 'ip' | 'long' | 'double' | 'date' | 'boolean' | 'unmapped' | 'text';

/** Compares strings as BytesRef does: by UTF-8 bytes, which is code point order. */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (astral code points) sort above every BMP character in UTF-8.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** Encodes an IP address as 16 bytes (IPv4 mapped), as InetAddressPoint does, for ordering. */
export function ipBytes(ip: string): number[] | undefined {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) {
    const p = ip.split('.').map(Number);
    if (p.some((x) => x > 255)) return undefined;
    return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...p];
  }
  if (!ip.includes(':')) return undefined;
  const [head, tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...h, ...new Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  const out: number[] = [];
  for (const g of groups) {
    const n = parseInt(g, 16);
    if (Number.isNaN(n)) return undefined;
    out.push(n >> 8, n & 0xff);
  }
  return out.length === 16 ? out : undefined;
}

/** Orders IPs by their 16-byte encoding. */
export function compareIp(a: string, b: string): number {
  const x = ipBytes(a);
  const y = ipBytes(b);
  if (!x || !y) return compareBytes(a, b);
  for (let i = 0; i < 16; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}
