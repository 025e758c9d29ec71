/**
 * Component names whose meaning changed across versions, resolved for the profile: the `standard`
 * token filter (a no-op until ES 7.0 removed it), the camelCase `nGram` / `edgeNGram` names, and the scripted
 * filters (`condition` from 6.4, `predicate_token_filter` from 6.5).
 */
import { analysisNameRemoved, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { filter, type CharFilterFactory, type TokenFilterFactory, type TokenizerFactory } from './components.ts';
import { CHAR_FILTERS } from './charFilterFactories.ts';
import { TOKEN_FILTERS } from './filterFactories.ts';
import { TOKENIZERS } from './tokenizerFactories.ts';

const CAMEL: Record<string, string> = { nGram: 'ngram', edgeNGram: 'edge_ngram' };

/** The factory of a token filter type for the profile, an error for a removed name, undefined for an unknown one. */
export function filterType(profile: Profile, type: string): TokenFilterFactory | EsError | undefined {
  if (type === 'standard') {
    if (!profile.standardTokenFilter) return analysisNameRemoved('The [standard] token filter has been removed.');
    return (_p, ctx) => filter(ctx.name, (s) => s, true);
  }
  if (type === 'delimited_payload_filter') {
    if (!profile.delimitedPayloadFilterName) return analysisNameRemoved('[delimited_payload_filter] is not supported for new indices, use [delimited_payload] instead');
    return TOKEN_FILTERS.delimited_payload;
  }
  // The scripted filters are unknown types before the release that added them.
  if (type === 'condition' && profile.scriptedTokenFilters === 'none') return undefined;
  if (type === 'predicate_token_filter' && profile.scriptedTokenFilters !== 'both') return undefined;
  if (type === 'delimited_termfreq' && !profile.delimitedTermFreqFilter) return undefined;
  const camel = Object.hasOwn(CAMEL, type) ? CAMEL[type] : undefined;
  if (camel) {
    if (profile.camelCaseNgramNames === 'removed') {
      return analysisNameRemoved(`The [${type}] token filter name was deprecated in 6.4 and cannot be used in new indices. Please change the filter name to [${camel}] instead.`);
    }
    return TOKEN_FILTERS[camel];
  }
  return Object.hasOwn(TOKEN_FILTERS, type) ? TOKEN_FILTERS[type] : undefined;
}

/** The factory of a char filter type for the profile (see filterType): `htmlStrip` where the profile keeps the name. */
export function charFilterType(profile: Profile, type: string): CharFilterFactory | undefined {
  if (type === 'htmlStrip') return profile.htmlStripCamelCaseName ? CHAR_FILTERS.html_strip : undefined;
  return Object.hasOwn(CHAR_FILTERS, type) ? CHAR_FILTERS[type] : undefined;
}

/** The factory of a tokenizer type for the profile (see filterType). */
export function tokenizerType(profile: Profile, type: string): TokenizerFactory | EsError | undefined {
  const camel = Object.hasOwn(CAMEL, type) ? CAMEL[type] : undefined;
  if (camel) {
    if (profile.camelCaseNgramNames === 'removed') {
      return analysisNameRemoved(`The [${type}] tokenizer name was deprecated in 7.6. Please use the tokenizer name to [${camel}] for indices created in versions 8 or higher instead.`);
    }
    return TOKENIZERS[camel];
  }
  return Object.hasOwn(TOKENIZERS, type) ? TOKENIZERS[type] : undefined;
}
