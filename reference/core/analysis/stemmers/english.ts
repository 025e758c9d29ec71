/** Lucene's small English stemmers: EnglishPossessiveFilter and EnglishMinimalStemmer. */

/** Strips a trailing `'s` (with `'`, U+2019 or U+FF07), as EnglishPossessiveFilter. */
export function englishPossessive(t: string): string {
  const n = t.length;
  if (n >= 2 && (t[n - 2] === "'" || t[n - 2] === '\u2019' || t[n - 2] === '\uFF07') && (t[n - 1] === 's' || t[n - 1] === 'S')) return t.slice(0, n - 2);
  return t;
}

/** EnglishMinimalStemmer: plural `-s` only (`-ies` → `-y`, not after a/e; `-us`, `-ss` kept). */
export function englishMinimalStem(s: string): string {
  const len = s.length;
  if (len < 3 || s[len - 1] !== 's') return s;
  switch (s[len - 2]) {
    case 'u':
    case 's':
      return s;
    case 'e':
      if (len > 3 && s[len - 3] === 'i' && s[len - 4] !== 'a' && s[len - 4] !== 'e') return `${s.slice(0, len - 3)}y`;
      if (s[len - 3] === 'i' || s[len - 3] === 'a' || s[len - 3] === 'o' || s[len - 3] === 'e') return s;
      return s.slice(0, len - 1);
    default:
      return s.slice(0, len - 1);
  }
}
