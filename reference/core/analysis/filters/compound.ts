/**
 * dictionary_decompounder (DictionaryCompoundWordTokenFilter): a token of at least `min_word_size` chars (5)
 * is followed, at its position and with its offsets, by every dictionary word found inside it, scanning each
 * start and each length from `min_subword_size` (2) to `max_subword_size` (15); `only_longest_match` keeps
 * the longest word per start. The dictionary is case-sensitive (AbstractCompoundWordTokenFilterFactory builds
 * a CharArraySet without ignoreCase).
 */
import { analysisFileMissing, badAnalysisSetting, hyphenationPatternsUnreadable, type EsError } from '../../errors/index.ts';
import { filter, type TokenFilterFactory } from '../components.ts';
import { bool, int, list, str } from '../params.ts';
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

/** AbstractCompoundWordTokenFilterFactory's word list: given, or read from a file (none here), else refused. */
function compoundWords(p: Parameters<TokenFilterFactory>[0], name: string): string[] | EsError {
  const words = list(p, 'word_list');
  if (words === undefined && p.word_list_path !== undefined) return analysisFileMissing('word_list', str(p, 'word_list_path')!);
  if (words === undefined) return badAnalysisSetting(`word_list must be provided for [${name}], either as a path to a file, or directly`);
  return words;
}

/**
 * HyphenationCompoundWordTokenFilterFactory: the word list first (its superclass), then the required patterns
 * file, which cannot be read without a config directory: ES's refusal for a node without the file.
 */
export const hyphenationDecompounderFactory: TokenFilterFactory = (p, ctx) => {
  const words = compoundWords(p, ctx.name);
  if (!Array.isArray(words)) return words;
  const path = str(p, 'hyphenation_patterns_path');
  if (path === undefined) return badAnalysisSetting('hyphenation_patterns_path is a required setting.');
  return hyphenationPatternsUnreadable(path);
};

export const dictionaryDecompounderFactory: TokenFilterFactory = (p, ctx) => {
  const words = compoundWords(p, ctx.name);
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
