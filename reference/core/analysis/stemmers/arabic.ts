/**
 * Lucene's ArabicStemmer (Larkey's light10-style stemmer, as `arabic_stem`, `stemmer` `arabic` and the `arabic`
 * analyzer use it): one prefix (definite article, conjunction, preposition), then every listed suffix in turn,
 * each only where at least two chars remain (three for the lone `و`).
 */
import { charStemmer, deleteN } from './stemUtil.ts';

const ALEF = '\u0627', BEH = '\u0628', TEH_MARBUTA = '\u0629', TEH = '\u062A', FEH = '\u0641', KAF = '\u0643';
const LAM = '\u0644', NOON = '\u0646', HEH = '\u0647', WAW = '\u0648', YEH = '\u064A';

const PREFIXES = [ALEF + LAM, WAW + ALEF + LAM, BEH + ALEF + LAM, KAF + ALEF + LAM, FEH + ALEF + LAM, LAM + LAM, WAW];
const SUFFIXES = [HEH + ALEF, ALEF + NOON, ALEF + TEH, WAW + NOON, YEH + NOON, YEH + HEH, YEH + TEH_MARBUTA, HEH, TEH_MARBUTA, YEH];

function startsWithCheckLength(s: string[], len: number, prefix: string): boolean {
  if (prefix.length === 1 && len < 4) return false;
  if (len < prefix.length + 2) return false;
  for (let i = 0; i < prefix.length; i++) if (s[i] !== prefix[i]) return false;
  return true;
}

function endsWithCheckLength(s: string[], len: number, suffix: string): boolean {
  if (len < suffix.length + 2) return false;
  for (let i = 0; i < suffix.length; i++) if (s[len - suffix.length + i] !== suffix[i]) return false;
  return true;
}

function stem(s: string[], len: number): number {
  const prefix = PREFIXES.find((p) => startsWithCheckLength(s, len, p));
  if (prefix) len = deleteN(s, 0, len, prefix.length);
  for (const suffix of SUFFIXES) if (endsWithCheckLength(s, len, suffix)) len = deleteN(s, len - suffix.length, len, suffix.length);
  return len;
}

export const arabicStem = charStemmer(stem);
