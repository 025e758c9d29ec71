/**
 * Token filters of ES's analysis-common module built on Lucene's own (non-Snowball) language code: the stemmers
 * `stemmer` names (StemmerTokenFilterFactory's Lucene-class branches) and the per-language stem and normalization
 * filters (`arabic_stem`, `hindi_normalization`, ...). Stemmers leave keyword-marked tokens alone; the
 * normalizations are multi-term aware, so normalizers may use them.
 */
import { snowballStemmerInvalid, type EsError } from '../../errors/index.ts';
import type { Profile } from '../../../profiles.ts';
import { filter, type TokenFilterFactory } from '../components.ts';
import { mapTerms } from '../token.ts';
import { stemFilter } from './stemFilter.ts';
import { arabicStem } from '../stemmers/arabic.ts';
import { bengaliNormalize, bengaliStem } from '../stemmers/bengali.ts';
import { brazilianStem } from '../stemmers/brazilian.ts';
import { frenchLightStem, frenchMinimalStem } from '../stemmers/french.ts';
import { galicianMinimalStem, galicianStem } from '../stemmers/galician.ts';
import { germanCaumannsStem } from '../stemmers/germanCaumanns.ts';
import { germanLightStem } from '../stemmers/germanLight.ts';
import { germanMinimalStem } from '../stemmers/germanMinimal.ts';
import { finnishLightStem, hungarianLightStem } from '../stemmers/lightNordic.ts';
import { norwegianLightStem, norwegianMinimalStem, nynorskLightStem, nynorskMinimalStem, russianLightStem, swedishLightStem } from '../stemmers/lightScandinavian.ts';
import { persianStem } from '../stemmers/persian.ts';
import { spanishPluralStem } from '../stemmers/spanishPlural.ts';
import { greekStem } from '../stemmers/greek.ts';
import { hindiNormalize, hindiStem } from '../stemmers/hindi.ts';
import { indicNormalize } from '../stemmers/indic.ts';
import { indonesianStem } from '../stemmers/indonesian.ts';
import { latvianStem } from '../stemmers/latvian.ts';
import { portugueseLightStem } from '../stemmers/portugueseLight.ts';
import { portugueseMinimalStem, portugueseRslpStem } from '../stemmers/portugueseRslp.ts';
import { italianLightStem, spanishLightStem } from '../stemmers/romance.ts';
import { bulgarianStem, czechStem } from '../stemmers/slavic.ts';
import { soraniNormalize, soraniStem } from '../stemmers/sorani.ts';

/** `stemmer` languages backed by Lucene's algorithmic stemmers (ES accepts each camel-cased spelling too). */
export const LUCENE_STEMMERS: Record<string, (t: string) => string> = {
  arabic: arabicStem,
  bengali: bengaliStem,
  brazilian: brazilianStem,
  bulgarian: bulgarianStem,
  czech: czechStem,
  galician: galicianStem,
  minimal_galician: galicianMinimalStem,
  greek: greekStem,
  hindi: hindiStem,
  indonesian: indonesianStem,
  latvian: latvianStem,
  sorani: soraniStem,
  light_french: frenchLightStem,
  lightFrench: frenchLightStem,
  minimal_french: frenchMinimalStem,
  minimalFrench: frenchMinimalStem,
  light_italian: italianLightStem,
  lightItalian: italianLightStem,
  light_portuguese: portugueseLightStem,
  lightPortuguese: portugueseLightStem,
  minimal_portuguese: portugueseMinimalStem,
  minimalPortuguese: portugueseMinimalStem,
  portuguese_rslp: portugueseRslpStem,
  light_spanish: spanishLightStem,
  lightSpanish: spanishLightStem,
  spanish_plural: spanishPluralStem,
  persian: persianStem,
  light_german: germanLightStem,
  lightGerman: germanLightStem,
  minimal_german: germanMinimalStem,
  minimalGerman: germanMinimalStem,
  // "light_finish" is ES's old misspelling, kept for backward compatibility.
  light_finnish: finnishLightStem,
  lightFinnish: finnishLightStem,
  light_finish: finnishLightStem,
  lightFinish: finnishLightStem,
  light_hungarian: hungarianLightStem,
  lightHungarian: hungarianLightStem,
  light_swedish: swedishLightStem,
  lightSwedish: swedishLightStem,
  light_norwegian: norwegianLightStem,
  lightNorwegian: norwegianLightStem,
  minimal_norwegian: norwegianMinimalStem,
  minimalNorwegian: norwegianMinimalStem,
  light_nynorsk: nynorskLightStem,
  lightNynorsk: nynorskLightStem,
  minimal_nynorsk: nynorskMinimalStem,
  minimalNynorsk: nynorskMinimalStem,
  light_russian: russianLightStem,
  lightRussian: russianLightStem,
};

/** Stemmer languages added after 5.0, by the profile capability that holds them. */
const SINCE: Record<string, 'persianStemmer' | 'spanishPluralStemmer'> = { persian: 'persianStemmer', spanish_plural: 'spanishPluralStemmer' };

/**
 * The Lucene stemmer a `stemmer` language names (compared ignoring case, as StemmerTokenFilterFactory does), or
 * the error a profile gives for one it does not have yet: ES then hands the capitalized name to SnowballFilter
 * (the factory's last branch), which has no such class. Undefined for a language not in this table.
 */
export function luceneStemmerFor(language: string, profile?: Profile): ((t: string) => string) | EsError | undefined {
  const key = language.toLowerCase();
  const entry = Object.entries(LUCENE_STEMMERS).find(([name]) => name.toLowerCase() === key);
  if (!entry) return undefined;
  const capability = SINCE[key];
  if (profile && capability !== undefined && !profile[capability]) return snowballStemmerInvalid(language.charAt(0).toUpperCase() + language.slice(1));
  return entry[1];
}

const stem = (f: (t: string) => string): TokenFilterFactory => (_p, ctx) => stemFilter(ctx.name, f);
const normalization = (f: (t: string) => string): TokenFilterFactory => (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, f), true);

export const LANGUAGE_TOKEN_FILTERS: Record<string, TokenFilterFactory> = {
  arabic_stem: stem(arabicStem),
  brazilian_stem: stem(brazilianStem),
  czech_stem: stem(czechStem),
  german_stem: stem(germanCaumannsStem),
  bengali_normalization: normalization(bengaliNormalize),
  hindi_normalization: normalization(hindiNormalize),
  indic_normalization: normalization(indicNormalize),
  sorani_normalization: normalization(soraniNormalize),
};
