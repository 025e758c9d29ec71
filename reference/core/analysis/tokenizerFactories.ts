/** Tokenizer types by name, each built from its settings as ES's tokenizer factories build them. */
import { badAnalysisSetting } from '../errors/index.ts';
import type { Tokenizer, TokenizerFactory } from './components.ts';
import { bool, int, list, str } from './params.ts';
import { standardTokenizer } from './tokenizers/standard.ts';
import { charGroupBreaks, charTokens, isJavaWhitespace, isLetter, keywordTokens } from './tokenizers/charTokenizers.ts';
import { ngramTokens, TOKEN_CHARS } from './tokenizers/ngram.ts';
import { pathTokens } from './tokenizers/pathHierarchy.ts';
import { classicTokens } from './tokenizers/classic.ts';
import { uaxUrlEmailTokens } from './tokenizers/uaxUrlEmail.ts';
import { javaRegex } from './javaRegex.ts';
import { fit, reflag } from '../regex/bounded.ts';
import { lowerCase } from './filters/caseFold.ts';
import { tok, type Tok } from './token.ts';
import { intSetting } from '../settings.ts';

const t = (name: string, tokenize: (text: string) => Tok[]): Tokenizer => ({ name, tokenize });

function maxTokenLength(p: Parameters<TokenizerFactory>[0]): number | ReturnType<typeof badAnalysisSetting> {
  const n = int(p, 'max_token_length', 255);
  if (Number.isNaN(n)) return badAnalysisSetting(`Failed to parse value [${str(p, 'max_token_length')}] for setting [max_token_length]`);
  // CharTokenizer and StandardTokenizer refuse lengths outside 1..1024*1024.
  if (n < 1 || n > 1024 * 1024) return badAnalysisSetting(`maxTokenLen must be greater than 0 and less than 1048576 passed: ${n}`);
  return n;
}

function ngramFactory(edge: boolean): TokenizerFactory {
  return (p, ctx) => {
    const min = int(p, 'min_gram', 1);
    const max = int(p, 'max_gram', 2);
    if (!edge) {
      const maxDiff = intSetting(ctx.indexSettings, 'index.max_ngram_diff', 1);
      if (max - min > maxDiff) {
        return badAnalysisSetting(`The difference between max_gram and min_gram in NGram Tokenizer must be less than or equal to: [${maxDiff}] but was [${max - min}]. This limit can be set by changing the [index.max_ngram_diff] index level setting.`);
      }
    }
    if (min < 1) return badAnalysisSetting('minGram must be greater than zero');
    if (min > max) return badAnalysisSetting('minGram must not be greater than maxGram');
    const classes = list(p, 'token_chars') ?? [];
    const custom = str(p, 'custom_token_chars') ?? '';
    const tests: ((ch: string) => boolean)[] = [];
    for (const c of classes) {
      if (c === 'custom') tests.push((ch) => custom.includes(ch));
      else if (Object.hasOwn(TOKEN_CHARS, c)) tests.push(TOKEN_CHARS[c]);
      else return badAnalysisSetting(`Unknown token type: '${c}', must be one of [symbol, private_use, paragraph_separator, start_punctuation, unassigned, enclosing_mark, connector_punctuation, letter_number, other_number, math_symbol, lowercase_letter, space_separator, surrogate, initial_quote_punctuation, decimal_digit_number, digit, other_punctuation, dash_punctuation, currency_symbol, non_spacing_mark, format, modifier_letter, control, uppercase_letter, other_symbol, end_punctuation, modifier_symbol, other_letter, line_separator, titlecase_letter, letter, punctuation, combining_spacing_mark, final_quote_punctuation, custom, whitespace]`);
    }
    const accept = tests.length === 0 ? () => true : (ch: string) => tests.some((f) => f(ch));
    return t(ctx.name, (text) => ngramTokens(text, min, max, accept, edge));
  };
}

let thaiSegmenter: Intl.Segmenter | undefined;

/** Lucene's ThaiTokenizer: Thai words by the dictionary break iterator (ICU's, as Java's BreakIterator does it). */
function thaiTokens(text: string): Tok[] {
  thaiSegmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const out: Tok[] = [];
  for (const s of thaiSegmenter.segment(text)) if (s.isWordLike) out.push(tok(s.segment, s.index, s.index + s.segment.length));
  return out;
}

export const TOKENIZERS: Record<string, TokenizerFactory> = {
  standard: (p, ctx) => {
    const n = maxTokenLength(p);
    if (typeof n !== 'number') return n;
    const run = standardTokenizer(n);
    return t(ctx.name, run);
  },
  whitespace: (p, ctx) => {
    const n = maxTokenLength(p);
    if (typeof n !== 'number') return n;
    return t(ctx.name, (text) => charTokens(text, (ch) => !isJavaWhitespace(ch), n));
  },
  letter: (_p, ctx) => t(ctx.name, (text) => charTokens(text, isLetter)),
  lowercase: (_p, ctx) => t(ctx.name, (text) => charTokens(text, isLetter, 255, lowerCase)),
  keyword: (_p, ctx) => t(ctx.name, keywordTokens),
  char_group: (p, ctx) => {
    const breaks = charGroupBreaks(list(p, 'tokenize_on_chars') ?? []);
    if ('bad' in breaks) return badAnalysisSetting(`Invalid escaped char in [${breaks.bad}]`);
    const n = maxTokenLength(p);
    if (typeof n !== 'number') return n;
    return t(ctx.name, (text) => charTokens(text, (ch) => !breaks(ch), n));
  },
  classic: (p, ctx) => {
    const n = maxTokenLength(p);
    if (typeof n !== 'number') return n;
    return t(ctx.name, (text) => classicTokens(text, n));
  },
  uax_url_email: (p, ctx) => {
    const n = maxTokenLength(p);
    if (typeof n !== 'number') return n;
    return t(ctx.name, (text) => uaxUrlEmailTokens(text, n));
  },
  ngram: ngramFactory(false),
  edge_ngram: ngramFactory(true),
  thai: (_p, ctx) => t(ctx.name, thaiTokens),
  path_hierarchy: (p, ctx) => {
    const delimiter = str(p, 'delimiter') ?? '/';
    const replacement = str(p, 'replacement') ?? delimiter;
    if (delimiter.length !== 1) return badAnalysisSetting('delimiter must be a one char value');
    if (replacement.length !== 1) return badAnalysisSetting('replacement must be a one char value');
    const skip = int(p, 'skip', 0);
    const reverse = bool(p, 'reverse', false) ?? false;
    return t(ctx.name, (text) => pathTokens(text, delimiter, replacement, skip, reverse));
  },
  // The camelCase name ES keeps registered (CommonAnalysisPlugin: `PathHierarchy`).
  PathHierarchy: (p, ctx) => TOKENIZERS.path_hierarchy(p, ctx),
  pattern: (p, ctx) => {
    const re = javaRegex(str(p, 'pattern') ?? '\\W+', 'g', false, str(p, 'flags'));
    if (!(re instanceof RegExp)) return re;
    const group = int(p, 'group', -1);
    return t(ctx.name, (text) => patternTokens(text, re, group));
  },
  simple_pattern: (p, ctx) => {
    const re = javaRegex(str(p, 'pattern') ?? '', 'g', true);
    if (!(re instanceof RegExp)) return re;
    return t(ctx.name, (text) => (re.source === '(?:)' ? [] : patternTokens(text, re, 0)));
  },
  simple_pattern_split: (p, ctx) => {
    const re = javaRegex(str(p, 'pattern') ?? '', 'g', true);
    if (!(re instanceof RegExp)) return re;
    return t(ctx.name, (text) => (re.source === '(?:)' ? keywordTokens(text) : patternTokens(text, re, -1)));
  },
};

/** Lucene's PatternTokenizer: group -1 splits on matches; a group ≥ 0 emits that group of each match. */
export function patternTokens(text: string, re: RegExp, group: number): Tok[] {
  const out: Tok[] = [];
  re.lastIndex = 0;
  if (group < 0) {
    let last = 0;
    // An empty match splits too (PatternTokenizer: every `find()` ends the current token): lookaround
    // patterns such as the CamelCase splitter of the ES pattern analyzer page match nothing but a boundary.
    for (const m of text.matchAll(fit(re, text))) {
      if (m.index! > last) out.push(tok(text.slice(last, m.index), last, m.index!));
      last = m.index! + m[0].length;
    }
    if (last < text.length) out.push(tok(text.slice(last), last, text.length));
    return out;
  }
  const withIndices = reflag(re, re.flags.includes('d') ? re.flags : `${re.flags}d`);
  for (const m of text.matchAll(fit(withIndices, text))) {
    const span = m.indices?.[group];
    if (!span || span[1] === span[0]) continue;
    out.push(tok(text.slice(span[0], span[1]), span[0], span[1]));
  }
  return out;
}
