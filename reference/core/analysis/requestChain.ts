/**
 * The chain `_analyze` builds from its request's `tokenizer`, `filter` and `char_filter` (names or
 * inline definitions; AnalysisRegistry.buildCustomAnalyzer): named components from the index (or, without
 * one, any pre-configured or global type), inline ones from their `type`, named `__anonymous__<type>`.
 * Without a tokenizer it is a normalizer: the keyword tokenizer, and only normalizing components.
 */
import { analysisComponentNotFound, anonymousComponentWithoutType, isEsError, requestNormalizerMayNotUse, type EsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import type { CharFilter, TokenFilter, Tokenizer } from './components.ts';
import { CHAR_FILTERS } from './charFilterFactories.ts';
import type { Chain } from './chain.ts';
import { paramsOfJson, str } from './params.ts';
import type { IndexAnalysis } from './registry.ts';
import { filterType, tokenizerType } from './versioned.ts';


/** A component as the request names it: a name, or an inline definition. */
export type NameOrDefinition = string | Record<string, Json>;

/** Settings.toString of an inline definition, as ES quotes it. */
function definitionText(def: Record<string, Json>): string {
  return JSON.stringify(paramsOfJson(def));
}

function resolve<T>(
  ia: IndexAnalysis, global: boolean, nod: NameOrDefinition, kind: string,
  byName: (name: string) => T | EsError | undefined,
  byType: (type: string) => ((p: ReturnType<typeof paramsOfJson>, name: string) => T | EsError) | EsError | undefined,
): { value: T; name: string } | EsError {
  if (typeof nod === 'string') {
    const v = byName(nod);
    if (v === undefined) return analysisComponentNotFound(kind, nod, global);
    if (isEsError(v)) return v;
    return { value: v, name: nod };
  }
  const p = paramsOfJson(nod);
  const type = str(p, 'type');
  const label = kind === 'char_filter' ? 'char_filter' : kind === 'filter' ? 'token filter' : kind;
  if (type === undefined) return anonymousComponentWithoutType(label, definitionText(nod));
  const make = byType(type);
  if (make === undefined) return analysisComponentNotFound(kind, type, true);
  if (isEsError(make)) return make;
  const name = `__anonymous__${type}`;
  const v = make(p, name);
  if (isEsError(v)) return v;
  return { value: v, name };
}

/** Builds the request's chain, or the error ES answers. */
export function requestChain(ia: IndexAnalysis, global: boolean, tokenizer: NameOrDefinition | undefined, charFilters: NameOrDefinition[], filters: NameOrDefinition[]): Chain | EsError {
  const normalizer = tokenizer === undefined;
  const tok = resolve<Tokenizer>(ia, global, tokenizer ?? 'keyword', 'tokenizer', (n) => ia.tokenizer(n, true), (type) => {
    const f = tokenizerType(ia.profile, type);
    return f === undefined || isEsError(f) ? f : (p, name) => f(p, { ...ia.ctx(name) });
  });
  if (isEsError(tok)) return tok;
  const cfs: CharFilter[] = [];
  for (const nod of charFilters) {
    const cf = resolve<CharFilter>(ia, global, nod, 'char_filter', (n) => ia.charFilter(n, true), (type) => {
      const f = Object.hasOwn(CHAR_FILTERS, type) ? CHAR_FILTERS[type] : undefined;
      return f === undefined ? f : (p, name) => f(p, ia.ctx(name));
    });
    if (isEsError(cf)) return cf;
    if (normalizer && !cf.value.normalizing) return requestNormalizerMayNotUse('char filter', cf.name);
    cfs.push({ ...cf.value, name: cf.name });
  }
  const tfs: TokenFilter[] = [];
  for (const nod of filters) {
    const before = { tokenizer: tok.value, charFilters: [...cfs], filters: [...tfs] };
    const tf = resolve<TokenFilter>(ia, global, nod, 'filter', (n) => ia.filter(n, true, before), (type) => {
      const f = filterType(ia.profile, type);
      return f === undefined || isEsError(f) ? f : (p, name) => f(p, { ...ia.ctx(name), before });
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
