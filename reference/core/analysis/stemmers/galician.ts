/**
 * Lucene's GalicianStemmer (RSLP for Galician, as the `galician` analyzer and `stemmer` `galician` use it): the
 * plural, unification and adverb steps, the augmentative step until it no longer changes the word, the noun
 * step or (if it removed nothing) the verb step, the vowel step, then accents removed.
 */
import { GALICIAN_RSLP } from './galicianRules.ts';
import { applyStep, parseRslp, type Step } from './rslp.ts';
import { charStemmer, foldChars, foldTable } from './stemUtil.ts';

let steps: Map<string, Step> | undefined;
const step = (name: string): Step => {
  steps ??= parseRslp(GALICIAN_RSLP);
  return steps.get(name)!;
};

const ACCENTS = foldTable([['a', 'á'], ['e', 'éê'], ['i', 'í'], ['o', 'ó'], ['u', 'ú']]);

function stem(s: string[], len: number): number {
  len = applyStep(step('Plural'), s, len);
  len = applyStep(step('Unification'), s, len);
  len = applyStep(step('Adverb'), s, len);
  let old: number;
  do {
    old = len;
    len = applyStep(step('Augmentative'), s, len);
  } while (len !== old);
  old = len;
  len = applyStep(step('Noun'), s, len);
  if (len === old) len = applyStep(step('Verb'), s, len);
  len = applyStep(step('Vowel'), s, len);
  foldChars(s, len, ACCENTS);
  return len;
}

export const galicianStem = charStemmer(stem);

/** GalicianMinimalStemmer (`minimal_galician`): galician.rslp's plural step alone. */
export const galicianMinimalStem = charStemmer((s, len) => applyStep(step('Plural'), s, len));
