/** Lucene's GermanMinimalStemmer (Savoy's minimal stemmer; `stemmer` `minimal_german`): umlauts folded, -nen/-en/-se/-es/-er, then -n/-e/-s/-r. */
import { charStemmer, foldChars, foldTable } from './stemUtil.ts';

const FOLD = foldTable([['a', 'ä'], ['o', 'ö'], ['u', 'ü']]);

function stem(s: string[], len: number): number {
  if (len < 5) return len;
  foldChars(s, len, FOLD);
  if (len > 6 && s[len - 3] === 'n' && s[len - 2] === 'e' && s[len - 1] === 'n') return len - 3;
  if (len > 5) {
    const last = s[len - 1];
    const prev = s[len - 2];
    if ((last === 'n' && prev === 'e') || (last === 'e' && prev === 's') || (last === 's' && prev === 'e') || (last === 'r' && prev === 'e')) return len - 2;
  }
  return 'nesr'.includes(s[len - 1]!) ? len - 1 : len;
}

export const germanMinimalStem = charStemmer(stem);
