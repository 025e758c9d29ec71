/**
 * Stemming filters: `porter_stem`, `stemmer` (by language), `snowball`, `kstem` and the possessive and
 * minimal English stemmers. Like Lucene's, each leaves keyword-marked tokens as they are.
 */
import { analysisNotSimulated, badAnalysisSetting } from '../../errors/index.ts';
import type { TokenFilterFactory } from '../components.ts';
import { str } from '../params.ts';
import { porterStem } from '../stemmers/porter.ts';
import { englishMinimalStem, englishPossessive } from '../stemmers/english.ts';
import { porter2Stem } from '../stemmers/porter2.ts';
import { LUCENE_STEMMERS, stemmerMissingIn } from './languageFilters.ts';
import { stemFilter } from './stemFilter.ts';

// Lives in its own module so the stemmer tables (languageFilters.ts) can use it without importing this one.
export { stemFilter };

/** The stemmers of `stemmer`'s `language` (StemmerTokenFilterFactory) the simulator holds. */
const STEMMERS: Record<string, (t: string) => string> = {
  english: porterStem,
  porter: porterStem,
  porter2: porter2Stem,
  minimal_english: englishMinimalStem,
  possessive_english: englishPossessive,
};

/** The stemmer a `stemmer` filter's language names, if held. */
export function stemmerFor(language: string): ((t: string) => string) | undefined {
  // ES compares the language ignoring case (StemmerTokenFilterFactory's equalsIgnoreCase chain).
  const key = language.toLowerCase();
  for (const table of [STEMMERS, LUCENE_STEMMERS]) for (const [name, stem] of Object.entries(table)) if (name.toLowerCase() === key) return stem;
  return undefined;
}

export const porterStemFactory: TokenFilterFactory = (_p, ctx) => stemFilter(ctx.name, porterStem);

export const stemmerFactory: TokenFilterFactory = (p, ctx) => {
  // `name` is the older spelling of `language`; ES reads `language` first.
  const language = str(p, 'language') ?? str(p, 'name') ?? 'porter';
  const stem = stemmerFor(language);
  if (!stem) return analysisNotSimulated('stemmer language', language);
  const missing = stemmerMissingIn(ctx.profile, language);
  if (missing) return missing;
  return stemFilter(ctx.name, stem);
};

export const snowballFactory: TokenFilterFactory = (p, ctx) => {
  const language = str(p, 'language') ?? 'English';
  const stem = language === 'English' || language === 'english' ? porter2Stem : language === 'Porter' ? porterStem : undefined;
  if (!stem) return analysisNotSimulated('snowball language', language);
  return stemFilter(ctx.name, stem);
};

export const possessiveFactory: TokenFilterFactory = (_p, ctx) => stemFilter(ctx.name, englishPossessive);
