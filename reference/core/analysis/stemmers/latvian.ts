/**
 * Lucene's LatvianStemmer (a light form of Kreslins's algorithm: noun and adjective endings only, the stem
 * keeping a vowel and three chars; palatalized consonants restored after declension II, V and VI endings).
 */
import { charStemmer, endsWith } from './stemUtil.ts';

/** [suffix, vowels it holds, whether removing it unpalatalizes], in Lucene's order. */
const AFFIXES: [string, number, boolean][] = [
  ['ajiem', 3, false], ['ajai', 3, false], ['ajam', 2, false], ['ajām', 2, false], ['ajos', 2, false], ['ajās', 2, false],
  ['iem', 2, true], ['ajā', 2, false], ['ais', 2, false], ['ai', 2, false], ['ei', 2, false], ['ām', 1, false],
  ['am', 1, false], ['ēm', 1, false], ['īm', 1, false], ['im', 1, false], ['um', 1, false], ['us', 1, true],
  ['as', 1, false], ['ās', 1, false], ['es', 1, false], ['os', 1, true], ['ij', 1, false], ['īs', 1, false],
  ['ēs', 1, false], ['is', 1, false], ['ie', 1, false], ['u', 1, true], ['a', 1, true], ['i', 1, true],
  ['e', 1, false], ['ā', 1, false], ['ē', 1, false], ['ī', 1, false], ['ū', 1, false], ['o', 1, false],
  ['s', 0, false], ['š', 0, false],
];

/** Two-letter palatalized endings and their plain forms. */
const PAIRS: [string, string][] = [['šņ', 'sn'], ['žņ', 'zn'], ['šļ', 'sl'], ['žļ', 'zl'], ['ļņ', 'ln'], ['ļļ', 'll']];
const SINGLE: Record<string, string> = { č: 'c', ļ: 'l', ņ: 'n' };

function unpalatalize(s: string[], len: number): number {
  // s[len] is the first char removed: only after -u (genitive plural) do kš and ņņ revert.
  if (s[len] === 'u') {
    if (endsWith(s, len, 'kš')) {
      len++;
      s[len - 2] = 's';
      s[len - 1] = 't';
      return len;
    }
    if (endsWith(s, len, 'ņņ')) {
      s[len - 2] = 'n';
      s[len - 1] = 'n';
      return len;
    }
  }
  if (['pj', 'bj', 'mj', 'vj'].some((x) => endsWith(s, len, x))) return len - 1;
  for (const [from, to] of PAIRS) {
    if (endsWith(s, len, from)) {
      s[len - 2] = to[0]!;
      s[len - 1] = to[1]!;
      return len;
    }
  }
  const single = SINGLE[s[len - 1]!];
  if (single !== undefined) s[len - 1] = single;
  return len;
}

function stem(s: string[], len: number): number {
  let vowels = 0;
  for (let i = 0; i < len; i++) if ('aeiouāīēū'.includes(s[i]!)) vowels++;
  for (const [affix, vc, palatalizes] of AFFIXES) {
    if (vowels > vc && len >= affix.length + 3 && endsWith(s, len, affix)) {
      len -= affix.length;
      return palatalizes ? unpalatalize(s, len) : len;
    }
  }
  return len;
}

export const latvianStem = charStemmer(stem);
