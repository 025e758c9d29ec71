/**
 * The normalizations of Arabic-script text (Lucene's ArabicNormalizer, PersianNormalizer), char by char:
 * letter variants folded to one letter, diacritics and tatweel dropped. Both are multi-term aware, so
 * normalizers may use them (ES's NormalizingTokenFilterFactory).
 */
import { filter, type TokenFilterFactory } from '../components.ts';
import { mapTerms } from '../token.ts';

/** `to` for each char of `from`; a char mapped to '' is deleted. */
function charMap(pairs: [string, string][]): (t: string) => string {
  const m = new Map<string, string>();
  for (const [from, to] of pairs) for (const c of from) m.set(c, to);
  return (t) => {
    let out = '';
    for (const c of t) out += m.get(c) ?? c;
    return out;
  };
}

/** ArabicNormalizer: alef with madda or hamza → alef; dotless yeh → yeh; teh marbuta → heh; tatweel and harakat removed. */
export const arabicNormalize = charMap([
  ['\u0622\u0623\u0625', '\u0627'],
  ['\u0649', '\u064A'],
  ['\u0629', '\u0647'],
  ['\u0640\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652', ''],
]);

/** PersianNormalizer: farsi yeh and yeh barree → yeh; keheh → kaf; heh yeh and heh goal → heh; hamza above removed. */
export const persianNormalize = charMap([
  ['\u06CC\u06D2', '\u064A'],
  ['\u06A9', '\u0643'],
  ['\u06C0\u06C1', '\u0647'],
  ['\u0654', ''],
]);

export const arabicNormalizationFactory: TokenFilterFactory = (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, arabicNormalize), true);
export const persianNormalizationFactory: TokenFilterFactory = (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, persianNormalize), true);
