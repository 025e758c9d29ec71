/** URL-safe base64, as Java's `Base64.getUrlEncoder()` and `getUrlDecoder()` write and read it (document ids, uuids, scroll ids). */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes in the URL alphabet; `padded` ends a partial group with `=` (scroll ids), else not (`withoutPadding()`: ids, uuids). */
export function base64url(bytes: number[], padded = false): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63];
    else if (padded) out += '=';
    if (i + 2 < bytes.length) out += ALPHABET[n & 63];
    else if (padded) out += '=';
  }
  return out;
}

/** Java's `Base64.getUrlDecoder()`: URL alphabet, optional padding; null where Java would throw. */
export function unbase64url(s: string): number[] | null {
  const body = s.replace(/={1,2}$/, '');
  if (body.length % 4 === 1) return null;
  if (s.length !== body.length && s.length % 4 !== 0) return null;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of body) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return out;
}
