/**
 * Token filters that make several tokens of one or of several: `ngram` and `edge_ngram` (Lucene's
 * NGramTokenFilter / EdgeNGramTokenFilter: grams keep the token's offsets, the first gram its position
 * increment, the rest 0) and `shingle` (ShingleFilter, in shingle.ts).
 */
import { badAnalysisSetting } from '../../errors/index.ts';
import { filter, type TokenFilterFactory } from '../components.ts';
import { bool, int, str } from '../params.ts';
import type { Tok } from '../token.ts';
import { intSetting } from '../../settings.ts';
import { shingleStream } from './shingle.ts';

function grams(t: Tok, min: number, max: number, edge: boolean, preserve: boolean): Tok[] {
  const cps = [...t.term];
  const out: Tok[] = [];
  const starts = edge ? Math.min(1, cps.length) : cps.length;
  for (let i = 0; i < starts; i++) {
    for (let n = min; n <= max && i + n <= cps.length; n++) out.push({ ...t, term: cps.slice(i, i + n).join(''), posInc: out.length === 0 ? t.posInc : 0 });
  }
  // preserve_original: the token itself when no gram covers it (shorter than min_gram or longer than max_gram).
  if (preserve && (cps.length < min || cps.length > max)) out.push({ ...t, posInc: out.length === 0 ? t.posInc : 0 });
  return out;
}

function gramFilter(edge: boolean): TokenFilterFactory {
  return (p, ctx) => {
    // The pre-configured `edge_ngram` is EdgeNGramTokenFilter(input, 1): grams of exactly one character
    // (CommonAnalysisPlugin.getPreConfiguredTokenFilters), unlike the type's factory defaults (1..2).
    const one = edge && ctx.preconfigured === true;
    const min = int(p, 'min_gram', 1);
    const max = int(p, 'max_gram', one ? 1 : 2);
    if (!edge) {
      const maxDiff = intSetting(ctx.indexSettings, 'index.max_ngram_diff', 1);
      if (max - min > maxDiff) {
        return badAnalysisSetting(`The difference between max_gram and min_gram in NGram Token Filter must be less than or equal to: [${maxDiff}] but was [${max - min}]. This limit can be set by changing the [index.max_ngram_diff] index level setting.`);
      }
    }
    if (edge && str(p, 'side') === 'back') return badAnalysisSetting('side=back is not supported anymore. Please fix your analysis chain');
    const preserve = bool(p, 'preserve_original', false) ?? false;
    return filter(ctx.name, (s) => {
      const out: Tok[] = [];
      let carry = 0;
      for (const t of s.tokens) {
        const g = grams(carry ? { ...t, posInc: t.posInc + carry } : t, min, max, edge, preserve);
        // A token too short for any gram is dropped, its position carried to the next.
        carry = g.length === 0 ? carry + t.posInc : 0;
        out.push(...g);
      }
      return { ...s, tokens: out, endPosInc: s.endPosInc + carry };
    });
  };
}

export const ngramFilterFactory = gramFilter(false);
export const edgeNgramFilterFactory = gramFilter(true);

export const shingleFactory: TokenFilterFactory = (p, ctx) => {
  const minSize = int(p, 'min_shingle_size', 2);
  const maxSize = int(p, 'max_shingle_size', 2);
  const unigrams = bool(p, 'output_unigrams', true) ?? true;
  const unigramsIfNone = bool(p, 'output_unigrams_if_no_shingles', false) ?? false;
  const sep = str(p, 'token_separator') ?? ' ';
  const filler = str(p, 'filler_token') ?? '_';
  const maxDiff = intSetting(ctx.indexSettings, 'index.max_shingle_diff', 3);
  const diff = maxSize - minSize + (unigrams ? 1 : 0);
  if (diff > maxDiff) {
    return badAnalysisSetting(`In Shingle TokenFilter the difference between max_shingle_size and min_shingle_size (and +1 if outputting unigrams) must be less than or equal to: [${maxDiff}] but was [${diff}]. This limit can be set by changing the [index.max_shingle_diff] index level setting.`);
  }
  if (maxSize < 2) return badAnalysisSetting('Max shingle size must be >= 2');
  if (minSize < 2) return badAnalysisSetting('Min shingle size must be >= 2');
  if (minSize > maxSize) return badAnalysisSetting('Min shingle size must be <= max shingle size');
  const options = { minSize, maxSize, unigrams, unigramsIfNoShingles: unigramsIfNone, separator: sep, filler };
  return filter(ctx.name, (s) => shingleStream(s, options));
};
