/**
 * Text analysis as Elasticsearch does it (Lucene underneath): the analyzer of a mapped field for
 * indexing or searching, analyzers by name, keyword normalizers, and the check of `index.analysis.*`
 * settings at index creation. Built per index settings object and cached.
 */
import { analyzerNotConfigured, isEsError, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef } from '../mapping/types.ts';
import { runChain, type Chain } from './chain.ts';
import { buildIndexAnalysis, globalAnalysis, indexAnalysis } from './registry.ts';
import type { ConfigReader } from './configFiles.ts';
import { positioned, type Token } from './token.ts';

export type { Token } from './token.ts';

export interface Analyzer {
  name: string;
  /** Tokens of one value; positions start at 0. */
  analyze(text: string): Token[];
  /**
   * Tokens of one value, with what Lucene's `end()` reports: the final offset and the position increment
   * after the last token (trailing stop words): the next value of a multi-valued field starts at
   * last position + endPositionIncrement + positionIncrementGap, offsets at endOffset + offsetGap.
   */
  tokenStream(text: string): { tokens: Token[]; endOffset: number; endPositionIncrement: number };
  /** Gap added between values of a multi-valued field (text fields: mapping `position_increment_gap`, default 100). */
  positionIncrementGap: number;
  /** Offset gap between values (Lucene: 1). */
  offsetGap: number;
  /** The standard analyzer without stop words (search/engine/analysis.ts tokenizes plain ASCII itself). */
  asciiLowercase?: boolean;
}

/** An Analyzer over a chain, with the gap a mapping may override. */
export function toAnalyzer(chain: Chain, positionIncrementGap = chain.positionIncrementGap): Analyzer {
  return {
    name: chain.name,
    analyze: (text) => positioned(runChain(chain, text).tokens),
    tokenStream: (text) => {
      const s = runChain(chain, text);
      return { tokens: positioned(s.tokens), endOffset: s.endOffset, endPositionIncrement: s.endPosInc };
    },
    positionIncrementGap,
    offsetGap: chain.offsetGap,
    ...(chain.asciiLowercase ? { asciiLowercase: true } : {}),
  };
}

function analysisOf(index: IndexState, profile: Profile) {
  return indexAnalysis(index.settings, profile, index.name, index.synonymRules, index.configFiles);
}

const PARAM: Record<'index' | 'search' | 'search_quote', string> = { index: 'analyzer', search: 'search_analyzer', search_quote: 'search_quote_analyzer' };

/** The analyzer of a mapped field for indexing, searching, or phrase searching (analyzer / search_analyzer / search_quote_analyzer fall back as ES does), built from the index's settings; cached per index settings object. */
export function analyzerFor(index: IndexState, profile: Profile, field: FieldDef, purpose: 'index' | 'search' | 'search_quote'): Analyzer | EsError {
  const ia = analysisOf(index, profile);
  if (isEsError(ia)) return ia;
  const type = field.type ?? 'text';
  if (type === 'keyword') {
    const normalizer = typeof field.normalizer === 'string' ? field.normalizer : undefined;
    // split_queries_on_whitespace: KeywordFieldMapper searches with Lucene's whitespace analyzer, or the
    // normalizer's filters behind a whitespace tokenizer (IndexAnalyzers.getWhitespaceNormalizer); indexing keeps one term.
    const split = purpose !== 'index' && (field.split_queries_on_whitespace === true || field.split_queries_on_whitespace === 'true');
    const whitespace = split ? ia.analyzer('whitespace')! : undefined;
    if (normalizer === undefined) return toAnalyzer(whitespace ?? ia.analyzer('keyword')!, 0);
    const n = ia.normalizers.get(normalizer);
    if (!n) return analyzerNotConfigured('normalizer', normalizer);
    return toAnalyzer(whitespace ? { ...n, tokenizer: whitespace.tokenizer, tokenizerName: 'whitespace' } : n, 0);
  }
  // TextParams.Analyzers: search falls back to the index's default_search, then to the field's analyzer;
  // search_quote to default_search_quoted, then to the search analyzer.
  const pick = (p: 'index' | 'search' | 'search_quote'): string | undefined => {
    const v = field[PARAM[p]];
    return typeof v === 'string' ? v : undefined;
  };
  let name = pick(purpose);
  if (name === undefined && purpose === 'search_quote') name = ia.analyzers.has('default_search_quoted') ? 'default_search_quoted' : pick('search');
  if (name === undefined && purpose !== 'index') name = ia.analyzers.has('default_search') ? 'default_search' : pick('index');
  const chain = name === undefined ? ia.defaultAnalyzer('index') : ia.analyzerOrRefusal(name);
  if (!chain) return analyzerNotConfigured('analyzer', name!);
  if (isEsError(chain)) return chain;
  const gap = field.position_increment_gap;
  const mapped = typeof gap === 'number' ? gap : typeof gap === 'string' && /^\d+$/.test(gap) ? Number(gap) : undefined;
  // A text field's gap is its mapping's, 100 unless set (TextFieldMapper), whatever the analyzer's own.
  return toAnalyzer(chain, mapped ?? (chain.custom ? chain.positionIncrementGap : 100));
}

/** Whether a keyword field's match queries split their text on whitespace (`split_queries_on_whitespace`). */
export function splitsQueriesOnWhitespace(field: FieldDef | undefined): boolean {
  return field?.type === 'keyword' && (field.split_queries_on_whitespace === true || field.split_queries_on_whitespace === 'true');
}

/** An analyzer by name: built-in, or custom from the index's `index.analysis.*` settings when an index is given. */
export function namedAnalyzer(index: IndexState | undefined, profile: Profile, name: string): Analyzer | EsError {
  const ia = index ? analysisOf(index, profile) : globalAnalysis(profile);
  if (isEsError(ia)) return ia;
  const chain = ia.analyzerOrRefusal(name);
  if (isEsError(chain)) return chain;
  return chain ? toAnalyzer(chain) : analyzerNotConfigured('analyzer', name);
}

/** A keyword field's normalizer (`normalizer` in its mapping), or undefined when it has none. */
export function normalizerFor(index: IndexState, profile: Profile, field: FieldDef): ((value: string) => string) | EsError | undefined {
  const name = field.normalizer;
  if (typeof name !== 'string') return undefined;
  const ia = analysisOf(index, profile);
  if (isEsError(ia)) return ia;
  const chain = ia.normalizers.get(name);
  if (!chain) return analyzerNotConfigured('normalizer', name);
  // A normalizer's chain keeps its one token (keyword tokenizer, normalizing filters only); an empty value has none.
  return (value) => runChain(chain, value).tokens.map((t) => t.term).join('');
}

/** Checks `index.analysis.*` settings as ES does at index creation / settings update; the error ES gives, or undefined. */
export function validateAnalysisSettings(settings: Record<string, string | string[]>, profile: Profile, config?: ConfigReader): EsError | undefined {
  if (!Object.keys(settings).some((k) => k.startsWith('index.analysis.'))) return undefined;
  // The files are read as they are now (a build that reads none is the one the cache keeps).
  const ia = config ? buildIndexAnalysis(settings, profile, undefined, undefined, { config }) : indexAnalysis(settings, profile);
  return isEsError(ia) ? ia : undefined;
}
