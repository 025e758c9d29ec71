/**
 * dictionary_decompounder (DictionaryCompoundWordTokenFilter): a token of at least `min_word_size` chars (5)
 * is followed, at its position and with its offsets, by every dictionary word found inside it, scanning each
 * start and each length from `min_subword_size` (2) to `max_subword_size` (15); `only_longest_match` keeps
 * the longest word per start. The dictionary is case-sensitive (AbstractCompoundWordTokenFilterFactory builds
 * a CharArraySet without ignoreCase).
 */
import { analysisFileAccessDenied, analysisNotSimulated, badAnalysisSetting, hyphenationPatternsUnreadable, isEsError, type EsError } from '../../errors/index.ts';
import { wordListSetting } from '../fileSettings.ts';
import { NO_CONFIG, resolveConfigPath } from '../configFiles.ts';
import { filter, type BuildContext, type TokenFilterFactory } from '../components.ts';
import { bool, int, str } from '../params.ts';
import type { Tok } from '../token.ts';

/** The words of `dict` inside `term`, in Lucene's scan order. */
export function decompose(term: string, dict: ReadonlySet<string>, o: { minSubword: number; maxSubword: number; longestOnly: boolean }): string[] {
  const out: string[] = [];
  for (let i = 0; i <= term.length - o.minSubword; i++) {
    let longest: string | undefined;
    for (let j = o.minSubword; j <= o.maxSubword && i + j <= term.length; j++) {
      const w = term.slice(i, i + j);
      if (!dict.has(w)) continue;
      if (!o.longestOnly) out.push(w);
      else if (longest === undefined || longest.length < j) longest = w;
    }
    if (longest !== undefined) out.push(longest);
  }
  return out;
}

/** AbstractCompoundWordTokenFilterFactory's word list (Analysis.getWordSet: the file when named, else the list), else refused. */
function compoundWords(p: Parameters<TokenFilterFactory>[0], ctx: BuildContext): string[] | EsError {
  const name = ctx.name;
  const words = wordListSetting(p, ctx, 'word_list');
  if (isEsError(words)) return words;
  if (words === undefined) return badAnalysisSetting(`word_list must be provided for [${name}], either as a path to a file, or directly`);
  return words;
}

/**
 * HyphenationCompoundWordTokenFilterFactory: the word list first (its superclass), then the required patterns
 * file: ES's refusal when the config directory lacks it. Lucene's hyphenation trees (FOP XML patterns) are not
 * ported: a file that exists is refused as not simulated rather than read wrongly.
 */
export const hyphenationDecompounderFactory: TokenFilterFactory = (p, ctx) => {
  const words = compoundWords(p, ctx);
  if (!Array.isArray(words)) return words;
  const path = str(p, 'hyphenation_patterns_path');
  if (path === undefined) return badAnalysisSetting('hyphenation_patterns_path is a required setting.');
  const at = resolveConfigPath(ctx.config ?? NO_CONFIG, path);
  if (at.rel === undefined) return analysisFileAccessDenied('hyphenation_patterns_path', at.shown);
  if ((ctx.config ?? NO_CONFIG).read(at.rel) === null) return hyphenationPatternsUnreadable(at.shown);
  return analysisNotSimulated('filter', 'hyphenation_decompounder');
};

export const dictionaryDecompounderFactory: TokenFilterFactory = (p, ctx) => {
  const words = compoundWords(p, ctx);
  if (!Array.isArray(words)) return words;
  const dict = new Set(words);
  const o = { minSubword: int(p, 'min_subword_size', 2), maxSubword: int(p, 'max_subword_size', 15), longestOnly: bool(p, 'only_longest_match', false) ?? false };
  const minWord = int(p, 'min_word_size', 5);
  return filter(ctx.name, (s) => {
    const out: Tok[] = [];
    for (const t of s.tokens) {
      out.push(t);
      if (t.term.length < minWord) continue;
      for (const w of decompose(t.term, dict, o)) out.push({ ...t, term: w, posInc: 0 });
    }
    return { ...s, tokens: out };
  });
};
