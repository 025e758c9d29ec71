/**
 * Lucene's BengaliNormalizer (UzZaman & Khan's normalization for Bangla: chandrabindu dropped, long vowel signs
 * to short, khio, ja- and ba-phala, visarga, sh/na/ra variants folded) and BengaliStemmer (Sengupta &
 * Chaudhuri's verb endings and Savoy's light rules: the longest listed suffix that leaves enough of the word).
 */
import { charStemmer, deleteAt, endsWith } from './stemUtil.ts';

const HASANTA = '\u09CD';

function normalize(s: string[], len: number): number {
  for (let i = 0; i < len; i++) {
    switch (s[i]) {
      case '\u0981': // chandrabindu: deleted
        len = deleteAt(s, i, len);
        i--;
        break;
      case '\u09C0':
        s[i] = '\u09BF';
        break;
      case '\u09C2':
        s[i] = '\u09C1';
        break;
      case '\u0995': // khio: ka + hasanta + ...
        if (i + 2 < len && s[i + 1] === HASANTA && s[i + 2] === '\u09BF') {
          if (i === 0) {
            s[i] = '\u0996';
            len = deleteAt(s, i + 2, len);
            len = deleteAt(s, i + 1, len);
          } else {
            s[i + 1] = '\u0996';
            len = deleteAt(s, i + 2, len);
          }
        }
        break;
      case '\u0999':
        s[i] = '\u0982';
        break;
      case '\u09AF': // ja phala
        if (i - 2 === 0 && s[i - 1] === HASANTA) {
          s[i - 1] = '\u09C7';
          if (i + 1 < len && s[i + 1] === '\u09BE') len = deleteAt(s, i + 1, len);
          len = deleteAt(s, i, len);
          i--;
        } else if (i - 1 >= 0 && s[i - 1] === HASANTA) {
          len = deleteAt(s, i, len);
          len = deleteAt(s, i - 1, len);
          i -= 2;
        }
        break;
      case '\u09AC': // ba phala
        if ((i >= 1 && s[i - 1] !== HASANTA) || i === 0) break;
        if (i - 2 === 0) {
          len = deleteAt(s, i, len);
          len = deleteAt(s, i - 1, len);
          i -= 2;
        } else if (i - 5 >= 0 && s[i - 3] === HASANTA) {
          len = deleteAt(s, i, len);
          len = deleteAt(s, i - 1, len);
          i -= 2;
        } else if (i - 2 >= 0) {
          s[i - 1] = s[i - 2]!;
          len = deleteAt(s, i, len);
          i--;
        }
        break;
      case '\u0983': // visarga
        if (i === len - 1) {
          if (len <= 3) s[i] = '\u09B9';
          else len = deleteAt(s, i, len);
        } else s[i] = s[i + 1]!;
        break;
      case '\u09B6':
      case '\u09B7':
        s[i] = '\u09B8';
        break;
      case '\u09A3':
        s[i] = '\u09A8';
        break;
      case '\u09DC':
      case '\u09DD':
        s[i] = '\u09B0';
        break;
      case '\u09CE':
        s[i] = '\u09A4';
        break;
    }
  }
  return len;
}

/** [length the word must exceed, suffixes of one length], longest first, as BengaliStemmer checks them. */
const SUFFIXES: [number, string[]][] = [
  [9, ['িয়াছিলাম', 'িতেছিলাম', 'িতেছিলেন', 'ইতেছিলেন', 'িয়াছিলেন', 'ইয়াছিলেন']],
  [8, ['িতেছিলি', 'িতেছিলে', 'িয়াছিলা', 'িয়াছিলে', 'িতেছিলা', 'িয়াছিলি', 'য়েদেরকে']],
  [7, ['িতেছিস', 'িতেছেন', 'িয়াছিস', 'িয়াছেন', 'েছিলাম', 'েছিলেন', 'েদেরকে']],
  [6, ['িতেছি', 'িতেছা', 'িতেছে', 'ছিলাম', 'ছিলেন', 'িয়াছি', 'িয়াছা', 'িয়াছে', 'েছিলে', 'েছিলা', 'য়েদের', 'দেরকে']],
  [5, ['িলাম', 'িলেন', 'িতাম', 'িতেন', 'িবেন', 'ছিলি', 'ছিলে', 'ছিলা', 'তেছে', 'িতেছ', 'খানা', 'খানি', 'গুলো', 'গুলি', 'য়েরা', 'েদের']],
  [4, ['লাম', 'িলি', 'ইলি', 'িলে', 'ইলে', 'লেন', 'িলা', 'ইলা', 'তাম', 'িতি', 'ইতি', 'িতে', 'ইতে', 'তেন', 'িতা', 'িবা', 'ইবা', 'িবি', 'ইবি', 'বেন', 'িবে', 'ইবে', 'ছেন', 'য়োন', 'য়ের', 'েরা', 'দের']],
  [3, ['িস', 'েন', 'লি', 'লে', 'লা', 'তি', 'তে', 'তা', 'বি', 'বে', 'বা', 'ছি', 'ছা', 'ছে', 'ুন', 'ুক', 'টা', 'টি', 'নি', 'ের', 'তে', 'রা', 'কে']],
  [2, ['ি', 'ী', 'া', 'ো', 'ে', 'ব', 'ত']],
];

function stem(s: string[], len: number): number {
  // Lucene cuts the group's nominal length (8 … 1) whatever the matched suffix's own length.
  for (const [min, list] of SUFFIXES) if (len > min && list.some((x) => endsWith(s, len, x))) return len - (min - 1);
  return len;
}

export const bengaliNormalize = charStemmer(normalize);
export const bengaliStem = charStemmer(stem);
