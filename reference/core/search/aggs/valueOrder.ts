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

/**
 * Encodes an IP address as 16 bytes (IPv4 mapped), as InetAddressPoint does, for ordering; undefined for a
 * text that ES's InetAddresses.forString refuses ("is not an IP string literal"): IPv4 as four decimal
 * octets without leading zeros, IPv6 as eight groups of one to four hex digits, one `::` standing for at
 * least one group, an IPv4 address allowed as the last two.
 */
export function ipBytes(ip: string): number[] | undefined {
  if (!ip.includes(':')) return ipv4(ip) && [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...ipv4(ip)!];
  const skip = ip.indexOf('::');
  if (skip >= 0 && ip.indexOf('::', skip + 1) >= 0) return undefined;
  const hi = skip >= 0 ? ip.slice(0, skip) : ip;
  const lo = skip >= 0 ? ip.slice(skip + 2) : '';
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const out: number[] = [];
    const groups = part.split(':');
    for (let g = 0; g < groups.length; g++) {
      const x = groups[g]!;
      if (g === groups.length - 1 && x.includes('.')) {
        const v4 = ipv4(x);
        if (!v4) return undefined;
        out.push(...v4);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(x)) {
        const n = parseInt(x, 16);
        out.push(n >> 8, n & 0xff);
      } else return undefined;
    }
    return out;
  };
  const h = parse(hi);
  const l = parse(lo);
  if (!h || !l) return undefined;
  const missing = 16 - h.length - l.length;
  if (skip >= 0 ? missing < 2 : missing !== 0) return undefined;
  return [...h, ...new Array<number>(missing).fill(0), ...l];
}

/** Four decimal octets 0–255 without leading zeros (Guava's textToNumericFormatV4 as ES copies it). */
function ipv4(s: string): number[] | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || (p.length > 1 && p.startsWith('0'))) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

/** Orders IPs by their 16-byte encoding. */
export function compareIp(a: string, b: string): number {
  const x = ipBytes(a);
  const y = ipBytes(b);
  if (!x || !y) return compareBytes(a, b);
  for (let i = 0; i < 16; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** Renders 16 bytes as an address: IPv4 when mapped, else IPv6 with the longest zero run compressed. */
export function ipText(b: number[]): string {
  if (b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff) return b.slice(12).join('.');
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((b[i]! << 8) | b[i + 1]!);
  let best = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i > 1) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

/**
 * An address as ES prints it once parsed (InetAddresses.toAddrString, DocValueFormat.IP): `::ffff:1.2.3.4` is
 * `1.2.3.4`, IPv6 compressed; undefined for a text forString refuses. A valid IPv4 text is already canonical
 * (ipv4 refuses leading zeros), so it is returned as it is, without encoding it.
 */
export function ipCanonical(ip: string): string | undefined {
  if (!ip.includes(':')) return ipv4(ip) ? ip : undefined;
  const b = ipBytes(ip);
  return b ? ipText(b) : undefined;
}
