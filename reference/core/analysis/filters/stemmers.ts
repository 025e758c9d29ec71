/**
 * Stemming filters: `porter_stem`, `stemmer` (by language), `snowball`, `kstem` and the possessive and
 * minimal English stemmers. Like Lucene's, each leaves keyword-marked tokens as they are.
 */
import { analysisNotSimulated, badAnalysisSetting, snowballStemmerInvalid, type EsError } from '../../errors/index.ts';
import type { BuildContext, TokenFilterFactory } from '../components.ts';
import { list, str } from '../params.ts';
import { keywordMarker } from './basic.ts';
import { porterStem } from '../stemmers/porter.ts';
import { englishMinimalStem, englishPossessive } from '../stemmers/english.ts';
import { porter2Stem } from '../stemmers/porter2.ts';
import { kstem } from '../stemmers/kstem.ts';
import { snowballStemmer, type Stem } from '../stemmers/snowballStemmers.ts';
import { luceneStemmerFor } from './languageFilters.ts';
import { stemFilter } from './stemFilter.ts';

// stemFilter lives in its own module so the Lucene stemmer table (languageFilters.ts) can use it without a cycle.
export { stemFilter };

/** The stemmers of `stemmer`'s `language` (StemmerTokenFilterFactory) the simulator holds. */
const STEMMERS: Record<string, (t: string) => string> = {
  english: porterStem,
  porter: porterStem,
  porter2: porter2Stem,
  // StemmerTokenFilterFactory: `light_english`, `lightEnglish` and `kstem` are all KStemFilter.
  kstem,
  light_english: kstem,
  lightenglish: kstem,
  minimal_english: englishMinimalStem,
  possessive_english: englishPossessive,
};

/**
 * The `stemmer` languages that are a Snowball class (StemmerTokenFilterFactory of 8.19: `new SnowballFilter(ts,
 * new XStemmer())`), by lower-cased name as it compares them (equalsIgnoreCase).
 */
const SNOWBALL_LANGUAGES: Record<string, string> = {
  armenian: 'Armenian', basque: 'Basque', catalan: 'Catalan', danish: 'Danish', dutch: 'Dutch', dutch_kp: 'Kp', dutchkp: 'Kp', kp: 'Kp',
  estonian: 'Estonian', finnish: 'Finnish', french: 'French', german: 'German', german2: 'German2', hungarian: 'Hungarian',
  irish: 'Irish', italian: 'Italian', lithuanian: 'Lithuanian', lovins: 'Lovins', norwegian: 'Norwegian', porter2: 'English',
  portuguese: 'Portuguese', romanian: 'Romanian', russian: 'Russian', serbian: 'Serbian', spanish: 'Spanish', swedish: 'Swedish',
  turkish: 'Turkish',
};

/** A Snowball class by name as the profile's Lucene has it, or the error SnowballFilter's loading gives. */
export function snowballOrError(name: string, ctx: BuildContext, kind: string): Stem | EsError {
  const stem = snowballStemmer(name, ctx.profile.lucene9Snowball, ctx.profile.basqueCatalanSnowball);
  if (stem === 'not-held') return analysisNotSimulated(kind, name);
  if (stem === 'unknown') return snowballStemmerInvalid(name);
  return stem;
}

/** The other languages StemmerTokenFilterFactory (8.19) names, each a Lucene stem filter (lower-cased). */
const LUCENE_FILTER_LANGUAGES = new Set(('arabic bengali brazilian bulgarian czech english light_english lightenglish kstem porter '
  + 'minimal_english minimalenglish possessive_english possessiveenglish light_finish lightfinish light_finnish lightfinnish '
  + 'light_french lightfrench minimal_french minimalfrench galician minimal_galician light_german lightgerman minimal_german '
  + 'minimalgerman greek hindi light_hungarian lighthungarian indonesian light_italian lightitalian latvian light_norwegian '
  + 'lightnorwegian minimal_norwegian minimalnorwegian light_nynorsk lightnynorsk minimal_nynorsk minimalnynorsk persian '
  + 'light_portuguese lightportuguese minimal_portuguese minimalportuguese portuguese_rslp light_russian lightrussian '
  + 'light_spanish lightspanish spanish_plural sorani light_swedish lightswedish').split(' '));

/**
 * The stemmer a `stemmer` filter's language names, if held (Snowball ones need the context's profile). A name
 * StemmerTokenFilterFactory does not list falls to `new SnowballFilter(ts, Strings.capitalize(language))`: a
 * Snowball class by that name (`nepali`), else "Invalid stemmer class specified".
 */
export function stemmerFor(language: string, ctx?: BuildContext): Stem | EsError | undefined {
  const lower = language.toLowerCase();
  // StemmerTokenFilterFactory compares with equalsIgnoreCase: `English` is `english`.
  if (Object.hasOwn(STEMMERS, language)) return STEMMERS[language];
  if (Object.hasOwn(STEMMERS, lower)) return STEMMERS[lower];
  const lucene = luceneStemmerFor(language, ctx?.profile);
  if (lucene) return lucene;
  if (!ctx || LUCENE_FILTER_LANGUAGES.has(lower)) return undefined;
  return snowballOrError(SNOWBALL_LANGUAGES[lower] ?? capitalize(language), ctx, 'stemmer language');
}

export const porterStemFactory: TokenFilterFactory = (_p, ctx) => stemFilter(ctx.name, porterStem);

/** KStemTokenFilterFactory: Lucene's KStemFilter, no settings. */
export const kstemFactory: TokenFilterFactory = (_p, ctx) => stemFilter(ctx.name, kstem);

export const stemmerFactory: TokenFilterFactory = (p, ctx) => {
  // `name` is the older spelling of `language`; ES reads `language` first.
  const language = str(p, 'language') ?? str(p, 'name') ?? 'porter';
  const stem = stemmerFor(language, ctx);
  if (!stem) return analysisNotSimulated('stemmer language', language);
  if (typeof stem !== 'function') return stem;
  return stemFilter(ctx.name, stem);
};

/** Strings.capitalize: the first character upper-cased, the rest as given. */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

// SnowballTokenFilterFactory: `language` (or the older `name`), capitalized, names the Snowball class.
export const snowballFactory: TokenFilterFactory = (p, ctx) => {
  const stem = snowballOrError(capitalize(str(p, 'language') ?? str(p, 'name') ?? 'English'), ctx, 'snowball language');
  if (typeof stem !== 'function') return stem;
  return stemFilter(ctx.name, stem);
};

/**
 * A `<lang>_stem` filter that is a Snowball class: DutchStemTokenFilterFactory and FrenchStemTokenFilterFactory
 * mark their `stem_exclusion` words keyword first (SetKeywordMarkerFilter), RussianStemTokenFilterFactory has none.
 */
export function snowballStemFactory(name: string, exclusions: boolean): TokenFilterFactory {
  return (p, ctx) => {
    const stem = snowballOrError(name, ctx, 'token filter');
    if (typeof stem !== 'function') return stem;
    const stemming = stemFilter(ctx.name, stem);
    const marker = keywordMarker(ctx.name, (exclusions && list(p, 'stem_exclusion')) || []);
    return { ...stemming, apply: (s) => stemming.apply(marker.apply(s)) };
  };
}

export const possessiveFactory: TokenFilterFactory = (_p, ctx) => stemFilter(ctx.name, englishPossessive);
