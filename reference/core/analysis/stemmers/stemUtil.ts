/**
 * Lucene's StemmerUtil for ports of its algorithmic stemmers: a term is a buffer of UTF-16 code units (Java's
 * char[]) with a length the stemmer shortens; helpers test and cut it as Lucene's do, so the ports keep the
 * original's order of checks line for line.
 */

/** Whether the first `len` chars of `s` end with `suffix`. */
export function endsWith(s: string[], len: number, suffix: string): boolean {
  const n = suffix.length;
  if (n > len) return false;
  for (let i = 0; i < n; i++) if (s[len - n + i] !== suffix[i]) return false;
  return true;
}

/** Whether the first `len` chars of `s` start with `prefix`. */
export function startsWith(s: string[], len: number, prefix: string): boolean {
  const n = prefix.length;
  if (n > len) return false;
  for (let i = 0; i < n; i++) if (s[i] !== prefix[i]) return false;
  return true;
}

/** Deletes the char at `pos`, shifting the rest left; the new length. */
export function deleteAt(s: string[], pos: number, len: number): number {
  if (pos < len) s.splice(pos, 1);
  return len - 1;
}

/** Deletes `n` chars at `pos`; the new length. */
export function deleteN(s: string[], pos: number, len: number, n: number): number {
  s.splice(pos, n);
  return len - n;
}

/** A term → term stemmer from a Lucene-style `(buffer, len) → len` one. */
export function charStemmer(stem: (s: string[], len: number) => number): (term: string) => string {
  return (term) => {
    const s = term.split('');
    return s.slice(0, stem(s, s.length)).join('');
  };
}

/** Java's Character.isLetter for one UTF-16 unit. */
export const isLetter = (c: string | undefined): boolean => c !== undefined && /\p{L}/u.test(c);

/** Each char through a fold table (Lucene's per-char `switch` normalizations). */
export function foldChars(s: string[], len: number, table: Record<string, string>): void {
  for (let i = 0; i < len; i++) {
    const to = table[s[i]!];
    if (to !== undefined) s[i] = to;
  }
}

/** A fold table from `[target, sources]` pairs. */
export function foldTable(pairs: [string, string][]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [to, from] of pairs) for (const c of from) out[c] = to;
  return out;
}

/** Overwrites the chars that end at `len` with `text` (Lucene's runs of `s[len - k] = c`). */
export function setEnd(s: string[], len: number, text: string): void {
  for (let i = 0; i < text.length; i++) s[len - text.length + i] = text[i]!;
}
