/**
 * ES's language analyzers whose stemming Lucene does with its own algorithmic code (not Snowball): each chain is
 * the one Lucene 9.12's `<Lang>Analyzer.createComponents` builds (ES 8.19's `<Lang>AnalyzerProvider` passes it
 * `stopwords`, defaulting to the analyzer's own set, and `stem_exclusion` where the analyzer takes one).
 */
import type { EsError } from '../errors/index.ts';
import type { BuildContext, CharFilter, TokenFilter } from './components.ts';
import { filter } from './components.ts';
import type { Chain } from './chain.ts';
import { int, list, type Params } from './params.ts';
import { TOKENIZERS } from './tokenizerFactories.ts';
import { elisionFactory, decimalDigitFactory, keywordMarker, stopFilter } from './filters/basic.ts';
import { greekLowerCase, lowerCase } from './filters/caseFold.ts';
import { arabicNormalize, persianNormalize } from './filters/arabicScript.ts';
import { cjkBigramFactory, cjkWidthFactory } from './filters/more.ts';
import { LANGUAGE_STOP_WORDS } from './filters/languageStopWords.ts';
import { SNOWBALL_STOP_WORDS } from './filters/snowballStopWords.ts';
import { resolveStopWords } from './filters/stopWords.ts';
import { stemFilter } from './filters/stemmers.ts';
import { mapTerms } from './token.ts';
import { arabicStem } from './stemmers/arabic.ts';
import { bengaliNormalize, bengaliStem } from './stemmers/bengali.ts';
import { brazilianStem } from './stemmers/brazilian.ts';
import { frenchLightStem } from './stemmers/french.ts';
import { galicianStem } from './stemmers/galician.ts';
import { greekStem } from './stemmers/greek.ts';
import { hindiNormalize, hindiStem } from './stemmers/hindi.ts';
import { indicNormalize } from './stemmers/indic.ts';
import { indonesianStem } from './stemmers/indonesian.ts';
import { latvianStem } from './stemmers/latvian.ts';
import { persianStem } from './stemmers/persian.ts';
import { portugueseLightStem } from './stemmers/portugueseLight.ts';
import { italianLightStem, spanishLightStem } from './stemmers/romance.ts';
import { bulgarianStem, czechStem } from './stemmers/slavic.ts';
import { soraniNormalize, soraniStem } from './stemmers/sorani.ts';

/** FrenchAnalyzer.DEFAULT_ARTICLES and ItalianAnalyzer.DEFAULT_ARTICLES (both matched ignoring case). */
const FRENCH_ARTICLES = ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'];
const ITALIAN_ARTICLES = ['c', 'l', 'all', 'dall', 'dell', 'nell', 'sull', 'coll', 'pell', 'gl', 'agl', 'dagl', 'degl', 'negl', 'sugl', 'un', 'm', 't', 's', 'v', 'd'];

const words = (table: Record<string, string>, name: string): readonly string[] => table[name]!.split(' ');

/** A per-term filter that may serve normalizers (Lucene's normalization filters are multi-term aware). */
const termFilter = (name: string, f: (t: string) => string): TokenFilter => filter(name, (s) => mapTerms(s, f), true);

const lowercase = (): TokenFilter => termFilter('lowercase', lowerCase);

/** The analyzer's parts ES's provider reads from the settings: its stop filter and stem exclusions. */
interface Parts {
  stop: TokenFilter;
  /** SetKeywordMarkerFilter over `stem_exclusion`, or nothing when the set is empty (as Lucene adds it). */
  exclusion: TokenFilter[];
  ctx: BuildContext;
}

/** A language analyzer: its default stop words and the filters after the standard tokenizer. */
interface Language {
  stopWords: readonly string[];
  filters: (parts: Parts) => TokenFilter[] | EsError;
  charFilters?: CharFilter[];
}

/** Lucene's PersianCharFilter: ZWNJ is a word break (a space, offsets unchanged). */
const persianCharFilter: CharFilter = { name: 'persian_char_filter', apply: (text) => ({ text: text.replace(/\u200C/g, ' '), correct: (o) => o }) };

function built(f: TokenFilter | EsError): TokenFilter {
  if ('kind' in f) throw new Error('a fixed language filter failed to build');
  return f;
}

const LANGUAGES: Record<string, Language> = {
  arabic: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_arabic_'),
    // The stop list is not normalized, so stop words go before the normalization.
    filters: ({ stop, exclusion, ctx }) => [lowercase(), built(decimalDigitFactory({}, { ...ctx, name: 'decimal_digit' })), stop, termFilter('arabic_normalization', arabicNormalize), ...exclusion, stemFilter('arabic_stem', arabicStem)],
  },
  bengali: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_bengali_'),
    filters: ({ stop, exclusion, ctx }) => [lowercase(), built(decimalDigitFactory({}, { ...ctx, name: 'decimal_digit' })), ...exclusion, termFilter('indic_normalization', indicNormalize), termFilter('bengali_normalization', bengaliNormalize), stop, stemFilter('bengali_stem', bengaliStem)],
  },
  brazilian: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_brazilian_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('brazilian_stem', brazilianStem)],
  },
  bulgarian: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_bulgarian_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('bulgarian_stem', bulgarianStem)],
  },
  // CJKAnalyzer: width folding and lower case, then bigrams of CJK runs, then English stop words.
  cjk: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_cjk_'),
    filters: ({ stop, ctx }) => [built(cjkWidthFactory({}, { ...ctx, name: 'cjk_width' })), lowercase(), built(cjkBigramFactory({}, { ...ctx, name: 'cjk_bigram' })), stop],
  },
  czech: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_czech_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('czech_stem', czechStem)],
  },
  french: {
    stopWords: words(SNOWBALL_STOP_WORDS, '_french_'),
    filters: ({ stop, exclusion, ctx }) => [built(elisionFactory({ articles: FRENCH_ARTICLES, articles_case: 'true' }, { ...ctx, name: 'elision' })), lowercase(), stop, ...exclusion, stemFilter('french_light_stem', frenchLightStem)],
  },
  galician: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_galician_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('galician_stem', galicianStem)],
  },
  // GreekAnalyzer: Greek lower case (accents and final sigma folded), stop words, the Greek stemmer; no exclusions.
  greek: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_greek_'),
    filters: ({ stop }) => [termFilter('greek_lowercase', greekLowerCase), stop, stemFilter('greek_stem', greekStem)],
  },
  hindi: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_hindi_'),
    filters: ({ stop, exclusion, ctx }) => [lowercase(), built(decimalDigitFactory({}, { ...ctx, name: 'decimal_digit' })), ...exclusion, termFilter('indic_normalization', indicNormalize), termFilter('hindi_normalization', hindiNormalize), stop, stemFilter('hindi_stem', hindiStem)],
  },
  indonesian: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_indonesian_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('indonesian_stem', indonesianStem)],
  },
  italian: {
    stopWords: words(SNOWBALL_STOP_WORDS, '_italian_'),
    filters: ({ stop, exclusion, ctx }) => [built(elisionFactory({ articles: ITALIAN_ARTICLES, articles_case: 'true' }, { ...ctx, name: 'elision' })), lowercase(), stop, ...exclusion, stemFilter('italian_light_stem', italianLightStem)],
  },
  latvian: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_latvian_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('latvian_stem', latvianStem)],
  },
  // PersianAnalyzer: ZWNJ breaks words, then normalization and stop words; from Lucene 10 (ES 9.0's indices, the
  // `persianAnalyzerStems` capability) stem exclusions and PersianStemFilter follow.
  persian: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_persian_'),
    charFilters: [persianCharFilter],
    filters: ({ stop, exclusion, ctx }) => [
      lowercase(), built(decimalDigitFactory({}, { ...ctx, name: 'decimal_digit' })), termFilter('arabic_normalization', arabicNormalize), termFilter('persian_normalization', persianNormalize), stop,
      ...(ctx.profile.persianAnalyzerStems ? [...exclusion, stemFilter('persian_stem', persianStem)] : []),
    ],
  },
  portuguese: {
    stopWords: words(SNOWBALL_STOP_WORDS, '_portuguese_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('portuguese_light_stem', portugueseLightStem)],
  },
  sorani: {
    stopWords: words(LANGUAGE_STOP_WORDS, '_sorani_'),
    filters: ({ stop, exclusion, ctx }) => [termFilter('sorani_normalization', soraniNormalize), lowercase(), built(decimalDigitFactory({}, { ...ctx, name: 'decimal_digit' })), stop, ...exclusion, stemFilter('sorani_stem', soraniStem)],
  },
  spanish: {
    stopWords: words(SNOWBALL_STOP_WORDS, '_spanish_'),
    filters: ({ stop, exclusion }) => [lowercase(), stop, ...exclusion, stemFilter('spanish_light_stem', spanishLightStem)],
  },
};

/** The analyzers (as builtinAnalyzers' providers): the standard tokenizer and the language's filters. */
export const LUCENE_LANGUAGE_ANALYZERS: Record<string, (p: Params, ctx: BuildContext) => Chain | EsError> = Object.fromEntries(
  Object.entries(LANGUAGES).map(([name, lang]) => [
    name,
    (p: Params, ctx: BuildContext): Chain | EsError => {
      const tok = TOKENIZERS.standard({}, { ...ctx, name: 'standard' });
      if ('kind' in tok) return tok;
      const exclusionWords = list(p, 'stem_exclusion') ?? [];
      const filters = lang.filters({
        stop: stopFilter('stop', resolveStopWords(list(p, 'stopwords'), lang.stopWords), false),
        exclusion: exclusionWords.length > 0 ? [keywordMarker('keyword_marker', exclusionWords)] : [],
        ctx,
      });
      if ('kind' in filters) return filters;
      return { name: ctx.name, charFilters: lang.charFilters ?? [], tokenizer: tok, filters, positionIncrementGap: int(p, 'position_increment_gap', 100), offsetGap: 1, custom: false };
    },
  ]),
);
