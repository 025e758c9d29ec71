/**
 * Lucene's HindiNormalizer (Pingali & Varma's normalization, with Larkey et al.'s additions: nukta forms,
 * chandrabindu, dead n and long vowels to one spelling; ZWJ/ZWNJ and virama dropped) and HindiStemmer
 * (Ramanathan & Rao's light stemmer: the longest of its suffix lists that leaves enough of the word).
 */
import { charStemmer, deleteAt, endsWith } from './stemUtil.ts';

const REPLACE: Record<string, string> = {
  '\u0901': '\u0902', '\u0929': '\u0928', '\u0931': '\u0930', '\u0934': '\u0933', '\u0958': '\u0915', '\u0959': '\u0916',
  '\u095A': '\u0917', '\u095B': '\u091C', '\u095C': '\u0921', '\u095D': '\u0922', '\u095E': '\u092B', '\u095F': '\u092F',
  '\u0945': '\u0947', '\u0946': '\u0947', '\u0949': '\u094B', '\u094A': '\u094B', '\u090D': '\u090F', '\u090E': '\u090F',
  '\u0911': '\u0913', '\u0912': '\u0913', '\u0972': '\u0905', '\u0906': '\u0905', '\u0908': '\u0907', '\u090A': '\u0909',
  '\u0960': '\u090B', '\u0961': '\u090C', '\u0910': '\u090F', '\u0914': '\u0913', '\u0940': '\u093F', '\u0942': '\u0941',
  '\u0944': '\u0943', '\u0963': '\u0962', '\u0948': '\u0947', '\u094C': '\u094B',
};
/** Nukta, ZWJ, ZWNJ and virama: deleted. */
const DELETE = new Set(['\u093C', '\u200D', '\u200C', '\u094D']);

function normalize(s: string[], len: number): number {
  for (let i = 0; i < len; i++) {
    const c = s[i]!;
    if (c === '\u0928') {
      // dead n → bindu
      if (i + 1 < len && s[i + 1] === '\u094D') {
        s[i] = '\u0902';
        len = deleteAt(s, i + 1, len);
      }
    } else if (DELETE.has(c)) {
      len = deleteAt(s, i, len);
      i--;
    } else if (REPLACE[c] !== undefined) s[i] = REPLACE[c]!;
  }
  return len;
}

/** [minimum length over which the suffixes count, suffixes], longest first. */
const SUFFIXES: [number, string[]][] = [
  [6, ['ाएंगी', 'ाएंगे', 'ाऊंगी', 'ाऊंगा', 'ाइयाँ', 'ाइयों', 'ाइयां']],
  [5, ['ाएगी', 'ाएगा', 'ाओगी', 'ाओगे', 'एंगी', 'ेंगी', 'एंगे', 'ेंगे', 'ूंगी', 'ूंगा', 'ातीं', 'नाओं', 'नाएं', 'ताओं', 'ताएं', 'ियाँ', 'ियों', 'ियां']],
  [4, ['ाकर', 'ाइए', 'ाईं', 'ाया', 'ेगी', 'ेगा', 'ोगी', 'ोगे', 'ाने', 'ाना', 'ाते', 'ाती', 'ाता', 'तीं', 'ाओं', 'ाएं', 'ुओं', 'ुएं', 'ुआं']],
  [3, ['कर', 'ाओ', 'िए', 'ाई', 'ाए', 'ने', 'नी', 'ना', 'ते', 'ीं', 'ती', 'ता', 'ाँ', 'ां', 'ों', 'ें']],
  [2, ['ो', 'े', 'ू', 'ु', 'ी', 'ि', 'ा']],
];

function stem(s: string[], len: number): number {
  // Lucene cuts the group's nominal length (5 … 1).
  for (const [min, list] of SUFFIXES) if (len > min && list.some((x) => endsWith(s, len, x))) return len - (min - 1);
  return len;
}

export const hindiNormalize = charStemmer(normalize);
export const hindiStem = charStemmer(stem);
