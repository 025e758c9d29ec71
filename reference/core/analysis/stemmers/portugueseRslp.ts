/**
 * Lucene's PortugueseStemmer (RSLP, `stemmer` language `portuguese_rslp`) and PortugueseMinimalStemmer
 * (`minimal_portuguese`, the plural step alone), both on portuguese.rslp. PortugueseStemmer: plural, adverb,
 * feminine and augmentative steps, then the noun step or (if it removed nothing) the verb step or (if that
 * removed nothing either) the vowel step, then accents removed.
 */
import { PORTUGUESE_RSLP } from './portugueseRules.ts';
import { applyStep, parseRslp, type Step } from './rslp.ts';
import { charStemmer, foldChars, foldTable } from './stemUtil.ts';

let steps: Map<string, Step> | undefined;
const step = (name: string): Step => {
  steps ??= parseRslp(PORTUGUESE_RSLP());
  return steps.get(name)!;
};

// PortugueseStemmer's closing switch over Latin-1 letters.
const ACCENTS = foldTable([['a', 'àáâãäå'], ['c', 'ç'], ['e', 'èéêë'], ['i', 'ìíîï'], ['n', 'ñ'], ['o', 'òóôõö'], ['u', 'ùúûü'], ['y', 'ýÿ']]);

function stem(s: string[], len: number): number {
  len = applyStep(step('Plural'), s, len);
  len = applyStep(step('Adverb'), s, len);
  len = applyStep(step('Feminine'), s, len);
  len = applyStep(step('Augmentative'), s, len);
  let old = len;
  len = applyStep(step('Noun'), s, len);
  if (len === old) {
    old = len;
    len = applyStep(step('Verb'), s, len);
    if (len === old) len = applyStep(step('Vowel'), s, len);
  }
  foldChars(s, len, ACCENTS);
  return len;
}

export const portugueseRslpStem = charStemmer(stem);
export const portugueseMinimalStem = charStemmer((s, len) => applyStep(step('Plural'), s, len));
