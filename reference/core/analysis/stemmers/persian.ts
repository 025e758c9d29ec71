/**
 * Lucene's PersianStemmer (`stemmer` `persian`, ES 8.11+; in the `persian` analyzer from Lucene 10, ES 9.0): each
 * listed suffix in turn, where at least two chars remain. It runs after Arabic and Persian normalization, so
 * its yeh is the Arabic one.
 */
import { charStemmer, deleteN, endsWith } from './stemUtil.ts';

const SUFFIXES = ['\u0627\u062A', '\u0627\u0646', '\u062A\u0631\u064A\u0646', '\u062A\u0631', '\u064A\u064A', '\u064A', '\u0647\u0627', '\u200C'];

function stem(s: string[], len: number): number {
  for (const suffix of SUFFIXES) if (len >= suffix.length + 2 && endsWith(s, len, suffix)) len = deleteN(s, len - suffix.length, len, suffix.length);
  return len;
}

export const persianStem = charStemmer(stem);
