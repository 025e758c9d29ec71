/**
 * The chain `_analyze` builds from its request's `tokenizer`, `filter` and `char_filter` (names or
 * inline definitions; AnalysisRegistry.buildCustomAnalyzer): named components from the index (or, without
 * one, any pre-configured or global type), inline ones from their `type`, named `__anonymous__<type>`.
 * Without a tokenizer it is a normalizer: the keyword tokenizer, and only normalizing components.
 */
import { analysisComponentNotFound, anonymousComponentWithoutType, isEsError, requestNormalizerMayNotUse, type EsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import type { CharFilter, TokenFilter, Tokenizer } from './components.ts';
import type { Chain } from './chain.ts';
import { paramsOfJson, str } from './params.ts';
import type { IndexAnalysis } from './registry.ts';
import type { ConfigReader } from './configFiles.ts';
import { charFilterType, filterType, tokenizerType } from './versioned.ts';


/** A component as the request names it: a name, or an inline definition. */
export type NameOrDefinition = string | Record<string, Json>;

/** Settings.toString of an inline definition, as ES quotes it. */
function definitionText(def: Record<string, Json>): string {
  return JSON.stringify(paramsOfJson(def));
}

/** The words ES uses for a component kind: in names of inline components and in errors. */
interface KindWords {
  kind: string;
  anonymous: (type: string) => string;
}

function kindWords(profile: IndexAnalysis['profile'], kind: 'tokenizer' | 'filter' | 'char_filter'): KindWords {
  if (profile.anonymousAnalysisNames === 'by-type') return { kind, anonymous: (type) => `__anonymous__${type}` };
  // ES 5/6 (TransportAnalyzeAction of 6.x): "token filter", "char filter", and one name per kind.
  const words = { tokenizer: ['tokenizer', '_anonymous_tokenizer'], filter: ['token filter', '_anonymous_tokenfilter'], char_filter: ['char filter', '_anonymous_charfilter'] }[kind];
  return { kind: words[0], anonymous: () => words[1] };
}

function resolve<T>(
  global: boolean, nod: NameOrDefinition, words: KindWords,
  byName: (name: string) => T | EsError | undefined,
  byType: (type: string) => ((p: ReturnType<typeof paramsOfJson>, name: string) => T | EsError) | EsError | undefined,
): { value: T; name: string } | EsError {
  if (typeof nod === 'string') {
    const v = byName(nod);
    if (v === undefined) return analysisComponentNotFound(words.kind, nod, global);
    if (isEsError(v)) return v;
    return { value: v, name: nod };
  }
  const p = paramsOfJson(nod);
  const type = str(p, 'type');
  if (type === undefined) return anonymousComponentWithoutType(words.kind, definitionText(nod));
  const make = byType(type);
  if (make === undefined) return analysisComponentNotFound(words.kind, type, true);
  if (isEsError(make)) return make;
  const name = words.anonymous(type);
  const v = make(p, name);
  if (isEsError(v)) return v;
  return { value: v, name };
}

/**
 * Builds the request's chain, or the error ES answers. Components defined in the request read their files from
 * the node's config directory as it is now (`config`), as ES builds them with the node's Environment.
 */
export function requestChain(ia: IndexAnalysis, global: boolean, tokenizer: NameOrDefinition | undefined, charFilters: NameOrDefinition[], filters: NameOrDefinition[], config?: ConfigReader): Chain | EsError {
  const live = config ? { config } : {};
  const normalizer = tokenizer === undefined;
  const tok = resolve<Tokenizer>(global, tokenizer ?? 'keyword', kindWords(ia.profile, 'tokenizer'), (n) => ia.tokenizer(n, true), (type) => {
    const f = tokenizerType(ia.profile, type);
    return f === undefined || isEsError(f) ? f : (p, name) => f(p, { ...ia.ctx(name), ...live });
  });
  if (isEsError(tok)) return tok;
  const cfs: CharFilter[] = [];
  for (const nod of charFilters) {
    const cf = resolve<CharFilter>(global, nod, kindWords(ia.profile, 'char_filter'), (n) => ia.charFilter(n, true), (type) => {
      const f = charFilterType(ia.profile, type);
      return f === undefined ? f : (p, name) => f(p, { ...ia.ctx(name), ...live });
    });
    if (isEsError(cf)) return cf;
    if (normalizer && !cf.value.normalizing) return requestNormalizerMayNotUse('char filter', cf.name);
    cfs.push({ ...cf.value, name: cf.name });
  }
  const tfs: TokenFilter[] = [];
  for (const nod of filters) {
    const before = { tokenizer: tok.value, charFilters: [...cfs], filters: [...tfs] };
    const tf = resolve<TokenFilter>(global, nod, kindWords(ia.profile, 'filter'), (n) => ia.filter(n, true, before), (type) => {
      const f = filterType(ia.profile, type);
      return f === undefined || isEsError(f) ? f : (p, name) => f(p, { ...ia.ctx(name), before, ...live });
    });
    if (isEsError(tf)) return tf;
    if (normalizer && !tf.value.normalizing) return requestNormalizerMayNotUse('filter', tf.name);
    tfs.push({ ...tf.value, name: tf.name });
  }
  return {
    name: '__custom__', charFilters: cfs, tokenizer: tok.value, filters: tfs, custom: true, tokenizerName: tok.name,
    // An analyzer built for the request has Lucene's gaps (CustomAnalyzer's defaults: 0 and 1).
    positionIncrementGap: 0, offsetGap: 1,
  };
}
