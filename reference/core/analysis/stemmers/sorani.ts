/**
 * Lucene's SoraniNormalizer (yeh, kaf and heh variants to their Sorani letters, word-initial reh to rreh,
 * harakat, tatweel and format chars removed) and SoraniStemmer (postpositions, possessives, then one
 * definiteness or number ending), for `sorani_normalization`, `stemmer` `sorani` and the `sorani` analyzer.
 */
import { charStemmer, deleteAt, endsWith } from './stemUtil.ts';

const HEH = '\u0647', AE = '\u06D5';
const DROPPED = new Set(['\u0640', '\u064D', '\u064C', '\u064B', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652']);

function normalize(s: string[], len: number): number {
  for (let i = 0; i < len; i++) {
    const c = s[i]!;
    if (c === '\u064A' || c === '\u0649') s[i] = '\u06CC';
    else if (c === '\u0643') s[i] = '\u06A9';
    else if (c === '\u200C') {
      if (i > 0 && s[i - 1] === HEH) s[i - 1] = AE;
      len = deleteAt(s, i, len);
      i--;
    } else if (c === HEH) {
      if (i === len - 1) s[i] = AE;
    } else if (c === '\u0629') s[i] = AE;
    else if (c === '\u06BE') s[i] = HEH;
    else if (c === '\u0631') {
      if (i === 0) s[i] = '\u0695';
    } else if (c === '\u0692') s[i] = '\u0695';
    else if (DROPPED.has(c) || /\p{Cf}/u.test(c)) {
      len = deleteAt(s, i, len);
      i--;
    }
  }
  return len;
}

/** The endings tried after postpositions and possessives, in order: [length the word must exceed, suffix, chars cut]. */
const ENDINGS: [number, string, number][] = [
  [6, 'ێکی', 3], [7, 'یەکی', 4], [5, 'ێک', 2], [6, 'یەک', 3], [6, 'ەکە', 3], [5, 'کە', 2], [7, 'ەکان', 4], [6, 'کان', 3],
  [7, 'یانی', 4], [6, 'انی', 3], [6, 'یان', 3], [5, 'ان', 2], [7, 'یانە', 4], [6, 'انە', 3], [5, 'ایە', 2], [5, 'ەیە', 2],
  [4, 'ە', 1], [4, 'ی', 1],
];

function stem(s: string[], len: number): number {
  if (len > 5 && endsWith(s, len, 'دا')) len -= 2;
  else if (len > 4 && endsWith(s, len, 'نا')) len--;
  else if (len > 6 && endsWith(s, len, 'ەوە')) len -= 3;
  if (len > 6 && ['مان', 'یان', 'تان'].some((x) => endsWith(s, len, x))) len -= 3;
  for (const [min, suffix, cut] of ENDINGS) if (len > min && endsWith(s, len, suffix)) return len - cut;
  return len;
}

export const soraniNormalize = charStemmer(normalize);
export const soraniStem = charStemmer(stem);
