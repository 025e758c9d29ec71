/**
 * ES's language analyzers that stem with Snowball (<Lang>AnalyzerProvider of analysis-common 8.19, each a
 * Lucene 9.12 <Lang>Analyzer): standard tokenizer, the language's lower-casing, its default stop words (or
 * `stopwords`), `stem_exclusion` as a SetKeywordMarkerFilter, then SnowballFilter. Catalan and Irish elide
 * articles first, Irish drops the `h`/`n`/`t` hyphenation prefixes and lower-cases as Irish does, Turkish cuts
 * at an apostrophe and lower-cases dotted/dotless I, Dutch applies its stemmer-override dictionary, Serbian
 * normalizes to Latin after stemming.
 */
import { analysisNotSimulated, type EsError } from '../errors/index.ts';
import { filter, type BuildContext, type TokenFilter } from './components.ts';
import type { Chain } from './chain.ts';
import { int, list, type Params } from './params.ts';
import { TOKENIZERS } from './tokenizerFactories.ts';
import { apostropheFilter, elisionFilter, keywordMarker, stopFilter } from './filters/basic.ts';
import { irishLowerCase, lowerCase, turkishLowerCase } from './filters/caseFold.ts';
import { serbianNormalization, stemmerOverrideFilter } from './filters/more.ts';
import { namedStopWords, resolveStopWords, stopSet } from './filters/stopWords.ts';
import { stemFilter } from './filters/stemmers.ts';
import { snowballStemmer } from './stemmers/snowballStemmers.ts';
import { mapTerms } from './token.ts';
import type { Profile } from '../../profiles.ts';

type Provider = (p: Params, ctx: BuildContext) => Chain | EsError;

/**
 * Lucene's RomanianNormalizer: the cedilla forms of s and t (either case) to their comma-below forms. The pattern is
 * spelt in escapes (ş ţ Ş Ţ): esbuild keeps a regular expression literal's characters as written, and the server
 * bundle must stay ASCII (harness/build.js asciiText).
 */
const romanianNormalize = (t: string): string => t.replace(/[\u015f\u0163\u015e\u0162]/g, (c) => ({ ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' })[c]!);

const lower = (name: string, f: (t: string) => string): TokenFilter => filter(name, (s) => mapTerms(s, f), true);

interface Recipe {
  /** The Snowball class SnowballFilter runs. */
  stemmer: string;
  /** The `_name_` of the default stop set (Analysis.NAMED_STOP_WORDS); undefined: not held, `stopwords` required. */
  stops?: string;
  /** Filters before the stop filter (lower-casing included); plain LowerCaseFilter without. */
  head?: () => TokenFilter[];
  /** Filters between the keyword marker and the stemmer. */
  beforeStem?: (profile: Profile) => TokenFilter[];
  /** Filters after the stemmer. */
  afterStem?: () => TokenFilter[];
}

const RECIPES: Record<string, Recipe> = {
  armenian: { stemmer: 'Armenian', stops: '_armenian_' },
  basque: { stemmer: 'Basque', stops: '_basque_' },
  // CatalanAnalyzer.DEFAULT_ARTICLES, matched ignoring case.
  catalan: { stemmer: 'Catalan', stops: '_catalan_', head: () => [elisionFilter('elision', stopSet(['d', 'l', 'm', 'n', 's', 't'], true)), lower('lowercase', lowerCase)] },
  danish: { stemmer: 'Danish', stops: '_danish_' },
  // DutchAnalyzer (Lucene 9): DEFAULT_STEM_DICT after the keyword marker.
  dutch: { stemmer: 'Dutch', stops: '_dutch_', beforeStem: () => [stemmerOverrideFilter('stemmer_override', new Map([['fiets', 'fiets'], ['bromfiets', 'bromfiets'], ['ei', 'eier'], ['kind', 'kinder']]))] },
  estonian: { stemmer: 'Estonian', stops: '_estonian_' },
  finnish: { stemmer: 'Finnish', stops: '_finnish_' },
  hungarian: { stemmer: 'Hungarian', stops: '_hungarian_' },
  // IrishAnalyzer: StopFilter(HYPHENATIONS h/n/t, ignoring case), ElisionFilter(d/m/b), IrishLowerCaseFilter.
  irish: { stemmer: 'Irish', stops: '_irish_', head: () => [stopFilter('stop', ['h', 'n', 't'], true), elisionFilter('elision', stopSet(['d', 'm', 'b'], true)), lower('irish_lowercase', irishLowerCase)] },
  lithuanian: { stemmer: 'Lithuanian', stops: '_lithuanian_' },
  norwegian: { stemmer: 'Norwegian', stops: '_norwegian_' },
  // RomanianAnalyzer: Lucene 10's adds RomanianNormalizationFilter (cedilla ş ţ to comma-below ș ț) after the stop
  // filter (capability `romanianAnalyzerNormalizes`); Lucene 9's (ES 8.19: `absenţa` stems to `absenţ`) has none.
  romanian: { stemmer: 'Romanian', stops: '_romanian_', beforeStem: (profile) => (profile.romanianAnalyzerNormalizes ? [lower('romanian_normalization', romanianNormalize)] : []) },
  russian: { stemmer: 'Russian', stops: '_russian_' },
  // SerbianAnalyzer (Lucene 8.6+): SerbianNormalizationFilter after the stemmer (Cyrillic to bald Latin).
  serbian: { stemmer: 'Serbian', stops: '_serbian_', afterStem: () => [serbianNormalization()] },
  swedish: { stemmer: 'Swedish', stops: '_swedish_' },
  turkish: { stemmer: 'Turkish', stops: '_turkish_', head: () => [apostropheFilter('apostrophe'), lower('turkish_lowercase', turkishLowerCase)] },
};

function languageAnalyzer(type: string, r: Recipe): Provider {
  return (p, ctx) => {
    const stem = snowballStemmer(r.stemmer, ctx.profile.lucene9Snowball, ctx.profile.basqueCatalanSnowball);
    if (typeof stem !== 'function') return analysisNotSimulated('analyzer', type);
    const given = list(p, 'stopwords');
    if (r.stops === undefined && given === undefined) return analysisNotSimulated('analyzer (default stop words)', type);
    const tok = TOKENIZERS.standard({}, { ...ctx, name: 'standard' });
    if ('kind' in tok) return tok;
    const filters: TokenFilter[] = [...(r.head?.() ?? [lower('lowercase', lowerCase)])];
    filters.push(stopFilter('stop', resolveStopWords(given, r.stops ? namedStopWords(r.stops) ?? [] : []), false));
    const exclusion = list(p, 'stem_exclusion') ?? [];
    if (exclusion.length > 0) filters.push(keywordMarker('keyword_marker', exclusion));
    filters.push(...(r.beforeStem?.(ctx.profile) ?? []), stemFilter('snowball', stem), ...(r.afterStem?.() ?? []));
    return { name: ctx.name, charFilters: [], tokenizer: tok, filters, positionIncrementGap: int(p, 'position_increment_gap', 100), offsetGap: 1, custom: false };
  };
}

/** The analyzers by type, one entry per language (merged into builtinAnalyzers.ts's table). */
export const SNOWBALL_LANGUAGE_ANALYZERS: Record<string, Provider> = Object.fromEntries(
  Object.entries(RECIPES).map(([type, r]) => [type, languageAnalyzer(type, r)]),
);
