/**
 * ES's built-in analyzer types (`standard`, `simple`, `whitespace`, `stop`, `keyword`, `pattern`,
 * `fingerprint`, `english`), each built from its settings as its AnalyzerProvider builds it: a chain of
 * the same components Lucene's analyzer class chains. Language analyzers without a stemmer here are
 * refused by name.
 */
import { analysisNotSimulated, isEsError, type EsError } from '../errors/index.ts';
import { wordListSetting } from './fileSettings.ts';
import type { BuildContext, TokenFilter } from './components.ts';
import { filter } from './components.ts';
import type { Chain } from './chain.ts';
import { bool, int, list, str, type Params } from './params.ts';
import { TOKENIZERS } from './tokenizerFactories.ts';
import { decimalDigitFactory, fingerprintFactory, keywordMarker, stopFilter } from './filters/basic.ts';
import { asciiFold, lowerCase, turkishLowerCase } from './filters/caseFold.ts';
import { ENGLISH_STOP_WORDS, namedStopWords, resolveStopWords } from './filters/stopWords.ts';
import { snowballOrError, stemFilter } from './filters/stemmers.ts';
import { SNOWBALL_LANGUAGE_ANALYZERS } from './languageAnalyzers.ts';
import { englishPossessive } from './stemmers/english.ts';
import { porterStem } from './stemmers/porter.ts';
import { germanLightStem } from './stemmers/germanLight.ts';
import { germanNormalizationFactory } from './filters/nordicGerman.ts';
import { SNOWBALL_STOP_WORDS } from './filters/snowballStopWords.ts';
import { mapTerms } from './token.ts';
import { LUCENE_LANGUAGE_ANALYZERS } from './luceneLanguageAnalyzers.ts';

const lowercase = (): TokenFilter => filter('lowercase', (s) => mapTerms(s, lowerCase), true);

function chain(name: string, p: Params, tokenizer: Chain['tokenizer'], filters: TokenFilter[]): Chain {
  return { name, charFilters: [], tokenizer, filters, positionIncrementGap: int(p, 'position_increment_gap', 100), offsetGap: 1, custom: false };
}

function tokenizerOf(type: string, p: Params, ctx: BuildContext): Chain['tokenizer'] | EsError {
  return TOKENIZERS[type](p, { ...ctx, name: type });
}

type Provider = (p: Params, ctx: BuildContext) => Chain | EsError;

/** SnowballAnalyzerProvider.DEFAULT_LANGUAGE_STOP_WORDS, by named list. */
const SNOWBALL_ANALYZER_STOPS: Record<string, string> = { English: '_english_', Dutch: '_dutch_', German: '_german_', German2: '_german_' };

const BUILT_IN: Record<string, Provider> = {
  standard: (p, ctx) => {
    const tok = tokenizerOf('standard', p, ctx);
    if ('kind' in tok) return tok;
    const stops = resolveStopWords(list(p, 'stopwords'), []);
    const c = chain(ctx.name, p, tok, [lowercase(), stopFilter('stop', stops, false)]);
    // With no stop words and the default token length, ASCII letters and digits between spaces are split
    // as UAX#29 splits them and lower-cased: the search engine indexes such text without the chain.
    if (stops.length === 0 && (p.max_token_length === undefined || Number(p.max_token_length) === 255)) c.asciiLowercase = true;
    return c;
  },
  // ChineseAnalyzerProvider ("only for old indexes"): a StandardAnalyzer with English stop words, whatever the settings.
  chinese: (p, ctx) => {
    const tok = tokenizerOf('standard', {}, ctx);
    if ('kind' in tok) return tok;
    return chain(ctx.name, p, tok, [lowercase(), stopFilter('stop', ENGLISH_STOP_WORDS, false)]);
  },
  simple: (p, ctx) => {
    const tok = tokenizerOf('lowercase', p, ctx);
    if ('kind' in tok) return tok;
    return chain(ctx.name, p, tok, []);
  },
  whitespace: (p, ctx) => {
    const tok = tokenizerOf('whitespace', p, ctx);
    if ('kind' in tok) return tok;
    return chain(ctx.name, p, tok, []);
  },
  keyword: (p, ctx) => {
    const tok = tokenizerOf('keyword', p, ctx);
    if ('kind' in tok) return tok;
    return chain(ctx.name, p, tok, []);
  },
  stop: (p, ctx) => {
    const tok = tokenizerOf('lowercase', {}, ctx);
    if ('kind' in tok) return tok;
    return chain(ctx.name, p, tok, [stopFilter('stop', resolveStopWords(list(p, 'stopwords'), ENGLISH_STOP_WORDS), false)]);
  },
  pattern: (p, ctx) => {
    const tok = tokenizerOf('pattern', { pattern: str(p, 'pattern') ?? '\\W+', ...(p.flags ? { flags: p.flags } : {}) }, ctx);
    if ('kind' in tok) return tok;
    const filters: TokenFilter[] = [];
    if (bool(p, 'lowercase', true) !== false) filters.push(lowercase());
    filters.push(stopFilter('stop', resolveStopWords(list(p, 'stopwords'), []), false));
    return chain(ctx.name, p, tok, filters);
  },
  fingerprint: (p, ctx) => {
    const tok = tokenizerOf('standard', {}, ctx);
    if ('kind' in tok) return tok;
    return chain(ctx.name, p, tok, [
      lowercase(),
      filter('asciifolding', (s) => mapTerms(s, asciiFold), true),
      stopFilter('stop', resolveStopWords(list(p, 'stopwords'), []), false),
      fingerprintFactory(p, { ...ctx, name: 'fingerprint' }) as TokenFilter,
    ]);
  },
  // SnowballAnalyzerProvider: `language` (or `name`, not capitalized) names the Snowball class; the stop words
  // default to English's, Dutch's or German's (German2 too), else none. SnowballAnalyzer: standard tokenizer, the
  // possessive filter for English/Porter/Lovins, lower case (Turkish's for Turkish), stop, Snowball.
  snowball: (p, ctx) => {
    const tok = tokenizerOf('standard', {}, ctx);
    if ('kind' in tok) return tok;
    const language = str(p, 'language') ?? str(p, 'name') ?? 'English';
    const stem = snowballOrError(language, ctx, 'snowball language');
    if (typeof stem !== 'function') return stem;
    const dflt = SNOWBALL_ANALYZER_STOPS[language];
    const filters: TokenFilter[] = [];
    if (['English', 'Porter', 'Lovins'].includes(language)) filters.push(stemFilter('possessive', englishPossessive));
    filters.push(language === 'Turkish' ? filter('turkish_lowercase', (s) => mapTerms(s, turkishLowerCase), true) : lowercase());
    filters.push(stopFilter('stop', resolveStopWords(list(p, 'stopwords'), dflt ? namedStopWords(dflt) ?? [] : []), false), stemFilter('snowball', stem));
    return chain(ctx.name, p, tok, filters);
  },
  english: (p, ctx) => {
    const tok = tokenizerOf('standard', {}, ctx);
    if ('kind' in tok) return tok;
    const filters: TokenFilter[] = [
      stemFilter('possessive', englishPossessive),
      lowercase(),
      stopFilter('stop', resolveStopWords(list(p, 'stopwords'), ENGLISH_STOP_WORDS), false),
    ];
    const exclusion = list(p, 'stem_exclusion') ?? [];
    if (exclusion.length > 0) filters.push(keywordMarker('keyword_marker', exclusion));
    filters.push(stemFilter('porter_stem', porterStem));
    return chain(ctx.name, p, tok, filters);
  },
  // GermanAnalyzer: standard tokenizer, lower case, the German stop words, stem exclusions, German
  // normalization, the light German stemmer.
  german: (p, ctx) => {
    const tok = tokenizerOf('standard', {}, ctx);
    if ('kind' in tok) return tok;
    const norm = germanNormalizationFactory({}, { ...ctx, name: 'german_normalization' });
    if ('kind' in norm) return norm;
    const filters: TokenFilter[] = [lowercase(), stopFilter('stop', resolveStopWords(list(p, 'stopwords'), SNOWBALL_STOP_WORDS._german_!.split(' ')), false)];
    const exclusion = list(p, 'stem_exclusion') ?? [];
    if (exclusion.length > 0) filters.push(keywordMarker('keyword_marker', exclusion));
    filters.push(norm, stemFilter('light_german', germanLightStem));
    return chain(ctx.name, p, tok, filters);
  },
  // ThaiAnalyzer (ThaiAnalyzerProvider: `stopwords` or Lucene's Thai set): the thai tokenizer, lower case,
  // DecimalDigitFilter (Thai digits to ASCII), the stop words.
  thai: (p, ctx) => {
    const tok = tokenizerOf('thai', {}, ctx);
    if ('kind' in tok) return tok;
    const digits = decimalDigitFactory({}, { ...ctx, name: 'decimal_digit' });
    if ('kind' in digits) return digits;
    return chain(ctx.name, p, tok, [lowercase(), digits, stopFilter('stop', resolveStopWords(list(p, 'stopwords'), namedStopWords('_thai_') ?? []), false)]);
  },
  ...SNOWBALL_LANGUAGE_ANALYZERS,
  ...LUCENE_LANGUAGE_ANALYZERS,
};

/** ES's language analyzers (and others of its analysis-common module) that the simulator does not hold. */
const NOT_SIMULATED = new Set<string>([]);

/** Whether ES has an analyzer type of this name (held here or not). */
export function isAnalyzerType(type: string): boolean {
  return Object.hasOwn(BUILT_IN, type) || NOT_SIMULATED.has(type);
}

/** A built-in analyzer of a type with settings, undefined for a type ES does not have. */
export function builtInAnalyzer(type: string, p: Params, ctx: BuildContext): Chain | EsError | undefined {
  const provider: Provider | undefined = Object.hasOwn(BUILT_IN, type) ? BUILT_IN[type] : undefined;
  if (provider && p.stopwords_path !== undefined && p.stopwords === undefined) {
    // Analysis.parseStopWords: the file's words stand where an inline list would.
    const words = wordListSetting(p, ctx, 'stopwords');
    if (isEsError(words)) return words;
    return provider({ ...p, stopwords: words ?? [] }, ctx);
  }
  if (provider) return provider(p, ctx);
  if (NOT_SIMULATED.has(type)) return analysisNotSimulated('analyzer', type);
  return undefined;
}
