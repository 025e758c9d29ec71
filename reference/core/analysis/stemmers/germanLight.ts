/**
 * Lucene's GermanLightStemmer (Jacques Savoy's light stemmer, as the `german` analyzer ends with it): accented
 * vowels folded, then two steps of suffix stripping guarded by the word's length.
 */
const FOLD: Record<string, string> = { ä: 'a', à: 'a', á: 'a', â: 'a', ö: 'o', ò: 'o', ó: 'o', ô: 'o', ï: 'i', ì: 'i', í: 'i', î: 'i', ü: 'u', ù: 'u', ú: 'u', û: 'u' };

/** The consonants before which a final `s` (step 1) or `st` (step 2) is an ending. */
const stEnding = (c: string | undefined): boolean => c !== undefined && 'bdfghklmnt'.includes(c);

function step1(s: string): string {
  const n = s.length;
  if (n > 5 && s.endsWith('ern')) return s.slice(0, -3);
  if (n > 4 && s[n - 2] === 'e' && 'mnrs'.includes(s[n - 1]!)) return s.slice(0, -2);
  if (n > 3 && s[n - 1] === 'e') return s.slice(0, -1);
  if (n > 3 && s[n - 1] === 's' && stEnding(s[n - 2])) return s.slice(0, -1);
  return s;
}

function step2(s: string): string {
  const n = s.length;
  if (n > 5 && s.endsWith('est')) return s.slice(0, -3);
  if (n > 4 && s[n - 2] === 'e' && (s[n - 1] === 'r' || s[n - 1] === 'n')) return s.slice(0, -2);
  if (n > 4 && s.endsWith('st') && stEnding(s[n - 3])) return s.slice(0, -2);
  return s;
}

export function germanLightStem(term: string): string {
  let s = '';
  for (const c of term) s += FOLD[c] ?? c;
  return step2(step1(s));
}
