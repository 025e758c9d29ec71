/**
 * Lucene's light stemmers for Spanish and Italian (Jacques Savoy's CLEF-2001 stemmers: accents folded, then
 * one final vowel or plural ending cut), as `stemmer` names them `light_spanish` / `light_italian` and the
 * `spanish` / `italian` analyzers end with them.
 */
import { charStemmer, foldChars, foldTable } from './stemUtil.ts';

const ACCENTS = foldTable([['a', 'àáâä'], ['o', 'òóôö'], ['e', 'èéêë'], ['u', 'ùúûü'], ['i', 'ìíîï']]);

function spanish(s: string[], len: number): number {
  if (len < 5) return len;
  foldChars(s, len, ACCENTS);
  switch (s[len - 1]) {
    case 'o':
    case 'a':
    case 'e':
      return len - 1;
    case 's':
      if (s[len - 2] === 'e' && s[len - 3] === 's' && s[len - 4] === 'e') return len - 2;
      if (s[len - 2] === 'e' && s[len - 3] === 'c') {
        s[len - 3] = 'z';
        return len - 2;
      }
      if (s[len - 2] === 'o' || s[len - 2] === 'a' || s[len - 2] === 'e') return len - 2;
  }
  return len;
}

function italian(s: string[], len: number): number {
  if (len < 6) return len;
  foldChars(s, len, ACCENTS);
  switch (s[len - 1]) {
    case 'e':
      return s[len - 2] === 'i' || s[len - 2] === 'h' ? len - 2 : len - 1;
    case 'i':
      return s[len - 2] === 'h' || s[len - 2] === 'i' ? len - 2 : len - 1;
    case 'a':
    case 'o':
      return s[len - 2] === 'i' ? len - 2 : len - 1;
  }
  return len;
}

export const spanishLightStem = charStemmer(spanish);
export const italianLightStem = charStemmer(italian);
