/**
 * The analysis components an index has (ES's IndexAnalyzers, built by AnalysisRegistry.build): its own
 * char filters, tokenizers, filters, analyzers and normalizers from `index.analysis.*`, checked in ES's
 * order (char filters, tokenizers, filters, analyzers, normalizers, then the custom chains' references),
 * and the pre-configured components any index can name. Without an index, only the latter.
 */
import {
  analysisComponentWithoutType, analysisNotSimulated, analyzerNameReserved, customAnalyzerMissingComponent, customAnalyzerWithoutTokenizer,
  defaultIndexAnalyzerRemoved, isEsError, normalizerMayNotUse, normalizerWithTokenizer, unknownAnalysisType, type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { BuildContext, CharFilter, CharFilterFactory, TokenFilter, TokenFilterFactory, Tokenizer, TokenizerFactory } from './components.ts';
import { charFilterType, filterType, tokenizerType } from './versioned.ts';
import { builtInAnalyzer, isAnalyzerType } from './builtinAnalyzers.ts';
import { PREBUILT_ANALYZERS, PREBUILT_CHAR_FILTERS, PREBUILT_FILTERS, PREBUILT_TOKENIZERS } from './prebuilt.ts';
import { int, list, namesUnder, paramsUnder, str, type Params } from './params.ts';
import { runChain, type Chain } from './chain.ts';
import { synonymSourceCheck } from './filters/synonyms.ts';
import { snapshotReader, type ConfigReader, type ConfigSnapshot } from './configFiles.ts';

/** The filter types whose factory reads rules against the chain before it (SynonymTokenFilterFactory, SynonymGraphTokenFilterFactory). */
const SYNONYM_TYPES = new Set(['synonym', 'synonym_graph']);

type Settings = Record<string, string | string[]>;

/** The config directory a build reads (BuildContext.config), and during a reload the live one updateable filters re-read. */
export interface Files {
  config?: ConfigReader;
  reloading?: ConfigReader;
}
/** The rules of each synonyms set an index loaded (IndexState.synonymRules). */
type SynonymRules = Readonly<Record<string, readonly string[]>>;

interface Def<F> {
  factory: F;
  params: Params;
}

/** One kind of component: its settings prefix, its name in messages, its types. */
interface Kind<F> {
  prefix: string;
  component: string;
  typeOf: (profile: Profile, type: string) => F | EsError | undefined;
  prebuilt: ReadonlySet<string>;
}

const CHAR_FILTER: Kind<CharFilterFactory> = {
  prefix: 'index.analysis.char_filter.', component: 'char_filter', prebuilt: PREBUILT_CHAR_FILTERS,
  typeOf: charFilterType,
};
const TOKENIZER: Kind<TokenizerFactory> = { prefix: 'index.analysis.tokenizer.', component: 'tokenizer', prebuilt: PREBUILT_TOKENIZERS, typeOf: tokenizerType };
const FILTER: Kind<TokenFilterFactory> = { prefix: 'index.analysis.filter.', component: 'filter', prebuilt: PREBUILT_FILTERS, typeOf: filterType };

export class IndexAnalysis {
  readonly charFilters = new Map<string, Def<CharFilterFactory>>();
  readonly tokenizers = new Map<string, Def<TokenizerFactory>>();
  readonly filters = new Map<string, Def<TokenFilterFactory>>();
  readonly analyzers = new Map<string, Chain>();
  readonly normalizers = new Map<string, Chain>();

  constructor(readonly profile: Profile, readonly settings: Settings, readonly synonymSets?: SynonymRules, readonly files: Files = {}) {}

  ctx(name: string): BuildContext {
    return {
      profile: this.profile, indexSettings: this.settings, name, filterOf: (n) => this.filter(n, true), ...(this.synonymSets ? { synonymSets: this.synonymSets } : {}),
      ...(this.files.config ? { config: this.files.config } : {}), ...(this.files.reloading ? { reloading: this.files.reloading } : {}),
    };
  }

  /** A char filter by name: the index's, else a pre-configured one (`global`: any type by name, as `_analyze` without an index). */
  charFilter(name: string, global = false): CharFilter | EsError | undefined {
    return this.component(this.charFilters, CHAR_FILTER, name, global);
  }

  tokenizer(name: string, global = false): Tokenizer | EsError | undefined {
    return this.component(this.tokenizers, TOKENIZER, name, global);
  }

  filter(name: string, global = false, before?: BuildContext['before']): TokenFilter | EsError | undefined {
    return this.component(this.filters, FILTER, name, global, before);
  }

  private component<T, F extends (p: Params, c: BuildContext) => T | EsError>(own: Map<string, Def<F>>, kind: Kind<F>, name: string, global: boolean, before?: BuildContext['before']): T | EsError | undefined {
    const def = own.get(name);
    if (def) return def.factory(def.params, { ...this.ctx(name), before });
    if (!global && !kind.prebuilt.has(name)) return undefined;
    const f = kind.typeOf(this.profile, name);
    if (f === undefined) return undefined;
    if (isEsError(f)) return f;
    return f({}, { ...this.ctx(name), before, preconfigured: true });
  }

  /** An analyzer by name: the index's, else a built-in one. */
  analyzer(name: string): Chain | undefined {
    const own = this.analyzers.get(name);
    if (own) return own;
    if (!PREBUILT_ANALYZERS.has(name)) return undefined;
    let b = this.prebuilt.get(name);
    if (!b) {
      const built = builtInAnalyzer(name === 'default' ? 'standard' : name, {}, this.ctx(name));
      if (!built || isEsError(built)) return undefined;
      this.prebuilt.set(name, (b = built));
    }
    return b;
  }

  /** Built-in analyzers built once per index (a field's analyzer is asked for per document). */
  private readonly prebuilt = new Map<string, Chain>();

  /** An analyzer by name, or the refusal of a built-in ES has that the simulator does not hold, or undefined. */
  analyzerOrRefusal(name: string): Chain | EsError | undefined {
    return this.analyzer(name) ?? (isAnalyzerType(name) ? analysisNotSimulated('analyzer', name) : undefined);
  }

  /** The analyzer ES falls back to (`default` if the index defines it, else `standard`). */
  defaultAnalyzer(kind: 'index' | 'search' | 'search_quote'): Chain {
    if (kind === 'search_quote' && this.analyzers.has('default_search_quoted')) return this.analyzers.get('default_search_quoted')!;
    if (kind !== 'index' && this.analyzers.has('default_search')) return this.analyzers.get('default_search')!;
    return this.analyzers.get('default') ?? this.analyzer('standard')!;
  }
}

function buildDefs<F>(ia: IndexAnalysis, kind: Kind<F>, into: Map<string, Def<F>>, validate: (f: F, p: Params, name: string) => EsError | undefined): EsError | undefined {
  for (const name of namesUnder(ia.settings, kind.prefix)) {
    const params = paramsUnder(ia.settings, `${kind.prefix}${name}.`);
    const type = str(params, 'type');
    if (type === undefined) return analysisComponentWithoutType(kind.component, name);
    const factory = kind.typeOf(ia.profile, type);
    if (factory === undefined) return unknownAnalysisType(kind.component, type, name);
    if (isEsError(factory)) return factory;
    const err = validate(factory, params, name);
    if (err) return err;
    into.set(name, { factory, params });
  }
  return undefined;
}

/** Builds a custom analyzer (or normalizer) from its settings. */
function customChain(ia: IndexAnalysis, name: string, p: Params, normalizer: boolean): Chain | EsError {
  const owner = normalizer ? 'Custom normalizer' : 'Custom Analyzer';
  let tokenizer: Tokenizer;
  const tokenizerName = str(p, 'tokenizer');
  if (normalizer) {
    if (tokenizerName !== undefined) return normalizerWithTokenizer(name);
    tokenizer = ia.tokenizer('keyword', true) as Tokenizer;
  } else {
    if (tokenizerName === undefined) return customAnalyzerWithoutTokenizer(name);
    const t = ia.tokenizer(tokenizerName);
    if (t === undefined) return customAnalyzerMissingComponent(owner, name, 'tokenizer', tokenizerName);
    if (isEsError(t)) return t;
    tokenizer = t;
  }
  const charFilters: CharFilter[] = [];
  for (const cfName of list(p, 'char_filter') ?? []) {
    const cf = ia.charFilter(cfName);
    if (cf === undefined) return customAnalyzerMissingComponent(owner, name, 'char_filter', cfName);
    if (isEsError(cf)) return cf;
    if (normalizer && !cf.normalizing) return normalizerMayNotUse(name, 'char filter', cfName);
    charFilters.push(cf);
  }
  const filters: TokenFilter[] = [];
  for (const fName of list(p, 'filter') ?? []) {
    // ES words a normalizer's missing filter as a Custom Analyzer's (CustomNormalizerProvider).
    const f = ia.filter(fName, false, { tokenizer, charFilters: [...charFilters], filters: [...filters] });
    if (f === undefined) return customAnalyzerMissingComponent('Custom Analyzer', name, 'filter', fName);
    if (isEsError(f)) return f;
    if (normalizer && !f.normalizing) return normalizerMayNotUse(name, 'filter', fName);
    filters.push(f);
  }
  return {
    name, charFilters, tokenizer, filters, custom: true, tokenizerName: normalizer ? 'keyword' : tokenizerName,
    positionIncrementGap: normalizer ? 0 : int(p, 'position_increment_gap', 100), offsetGap: int(p, 'offset_gap', 1),
  };
}

/** Builds an index's analysis from its flat settings, or the error ES answers at index creation. */
export function buildIndexAnalysis(settings: Settings, profile: Profile, indexName = '_na_', synonymSets?: SynonymRules, files: Files = {}): IndexAnalysis | EsError {
  const ia = new IndexAnalysis(profile, settings, synonymSets, files);
  const check = <T>(r: T | EsError): EsError | undefined => (isEsError(r) ? r : undefined);
  const err =
    buildDefs(ia, CHAR_FILTER, ia.charFilters, (f, p, n) => check(f(p, ia.ctx(n)))) ??
    buildDefs(ia, TOKENIZER, ia.tokenizers, (f, p, n) => check(f(p, ia.ctx(n)))) ??
    // Filters that read the chain they sit in (synonyms) are checked again when their analyzer is built; where
    // they read their rules only then, a definition alone is checked for a source of rules.
    buildDefs(ia, FILTER, ia.filters, (f, p, n) => (profile.synonymRulesReadPerChain && SYNONYM_TYPES.has(String(p.type)) ? synonymSourceCheck(p, ia.ctx(n)) : check(f(p, ia.ctx(n)))));
  if (err) return err;
  const analyzerNames = namesUnder(settings, 'index.analysis.analyzer.');
  if (analyzerNames.includes('default_index') && profile.analyzerNamesChecked) return defaultIndexAnalyzerRemoved(indexName);
  const customs: [string, Params][] = [];
  for (const name of analyzerNames) {
    if (name.startsWith('_') && profile.analyzerNamesChecked) return analyzerNameReserved(name);
    const p = paramsUnder(settings, `index.analysis.analyzer.${name}.`);
    const type = str(p, 'type');
    if (type === undefined && str(p, 'tokenizer') === undefined) return analysisComponentWithoutType('analyzer', name);
    if (type === undefined || type === 'custom') {
      customs.push([name, p]);
      continue;
    }
    if (!isAnalyzerType(type)) return unknownAnalysisType('analyzer', type, name);
    const built = builtInAnalyzer(type, p, ia.ctx(name));
    if (!built) return unknownAnalysisType('analyzer', type, name);
    if (isEsError(built)) return built;
    ia.analyzers.set(name, built);
  }
  const normalizers: [string, Params][] = [];
  for (const name of namesUnder(settings, 'index.analysis.normalizer.')) {
    const p = paramsUnder(settings, `index.analysis.normalizer.${name}.`);
    const type = str(p, 'type');
    if (type !== undefined && type !== 'custom') return unknownAnalysisType('normalizer', type, name);
    normalizers.push([name, p]);
  }
  for (const [name, p] of customs) {
    const c = customChain(ia, name, p, false);
    if (isEsError(c)) return c;
    ia.analyzers.set(name, c);
  }
  // The built-in `lowercase` normalizer: a keyword tokenizer and the lowercase filter (LowercaseNormalizer).
  if (ia.profile.lowercaseNormalizer) {
    const c = customChain(ia, 'lowercase', { filter: ['lowercase'] }, true);
    if (!isEsError(c)) ia.normalizers.set('lowercase', c);
  }
  for (const [name, p] of normalizers) {
    const c = customChain(ia, name, p, true);
    if (isEsError(c)) return c;
    ia.normalizers.set(name, c);
  }
  return ia;
}

const cache = new WeakMap<Settings, Map<string, { key: string; synonyms: SynonymRules | undefined; files: ConfigSnapshot | undefined; ia: IndexAnalysis | EsError }>>();

/** What of the settings analysis reads: a settings update in place (a closed index's analysis) changes it. */
function analysisKey(settings: Settings): string {
  let key = '';
  for (const k in settings) {
    if (k.startsWith('index.analysis.') || k === 'index.max_ngram_diff' || k === 'index.max_shingle_diff') key += `${k}=${String(settings[k])}\n`;
  }
  return key;
}

/**
 * The analysis of an index's settings, built once per settings object, profile, analysis settings and
 * loaded synonyms sets and config files (a start or reload replaces the index's `synonymRules` and `configFiles`
 * objects, so the analysis is rebuilt).
 */
export function indexAnalysis(settings: Settings, profile: Profile, indexName?: string, synonymSets?: SynonymRules, files?: ConfigSnapshot): IndexAnalysis | EsError {
  let byProfile = cache.get(settings);
  if (!byProfile) cache.set(settings, (byProfile = new Map()));
  const key = analysisKey(settings);
  let hit = byProfile.get(profile.name);
  if (!hit || hit.key !== key || hit.synonyms !== synonymSets || hit.files !== files) {
    const ia = buildIndexAnalysis(settings, profile, indexName, synonymSets, files ? { config: snapshotReader(files), reloading: snapshotReader(files, true) } : {});
    byProfile.set(profile.name, (hit = { key, synonyms: synonymSets, files, ia }));
  }
  return hit.ia;
}

/** The analysis components available without an index (pre-configured and built-in ones only). */
export function globalAnalysis(profile: Profile): IndexAnalysis {
  return indexAnalysis(EMPTY, profile) as IndexAnalysis;
}
const EMPTY: Settings = {};

export { runChain };
