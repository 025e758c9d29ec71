/**
 * The three kinds of analysis component, as ES's factories make them from settings: char filters
 * (text → text with offset corrections), tokenizers (text → tokens) and token filters (stream → stream).
 * `normalizing` marks what ES lets a normalizer use (its `NormalizingTokenFilterFactory` /
 * `NormalizingCharFilterFactory`: per-character work that never splits or drops a token).
 */
import type { EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { Filtered } from './offsets.ts';
import type { Params } from './params.ts';
import type { Stream, Tok } from './token.ts';
import type { ConfigReader } from './configFiles.ts';

export interface CharFilter {
  name: string;
  apply(text: string): Filtered;
  normalizing?: boolean;
}

export interface Tokenizer {
  name: string;
  tokenize(text: string): Tok[];
}

export interface TokenFilter {
  name: string;
  apply(s: Stream): Stream;
  normalizing?: boolean;
  /** The filter adds Lucene's KeywordAttribute to the stream (stemmers, keyword_marker): explain prints `keyword` from it on. */
  keywordAttr?: boolean;
  /**
   * An `updateable` filter (AnalysisMode.SEARCH_TIME): its analyzer is reloadable, and `resources` names the
   * synonyms sets its rules come from (getResourceName), which a change to a set reloads.
   */
  updateable?: { resources: readonly string[] };
}

/** What a factory may read besides its own settings. */
export interface BuildContext {
  profile: Profile;
  /** The index's flat settings (`index.max_ngram_diff`, ...); empty without an index. */
  indexSettings: Record<string, string | string[]>;
  /** The name the component goes by (its settings name, or a built-in name). */
  name: string;
  /** Built by name without settings (ES's pre-configured component, which may have defaults a definition lacks). */
  preconfigured?: boolean;
  /** A token filter by name, as the index resolves it (multiplexer's filters). */
  filterOf?: (name: string) => TokenFilter | EsError | undefined;
  /** The tokenizer and the filters before this one in the chain (synonym rules are analyzed with them). */
  before?: { tokenizer: Tokenizer; charFilters: CharFilter[]; filters: TokenFilter[] };
  /**
   * The rules of each synonyms set as the index loaded them (IndexState.synonymRules), by set id; a set
   * missing from it did not exist. Undefined when the analysis is only checked (index creation, settings
   * update): ES then gives `synonyms_set` filters empty rules ("fake empty ... synonyms_set").
   */
  synonymSets?: Readonly<Record<string, readonly string[]>>;
  /**
   * The config directory `*_path` settings read (configFiles.ts): the live one when an index starts or
   * reloads, else the files the index read then. Undefined: a directory with nothing in it.
   */
  config?: ConfigReader;
  /**
   * What `updateable` filters read instead of `config`: during `_reload_search_analyzers` the live directory,
   * else the files they read at the last reload (or at the start).
   */
  reloading?: ConfigReader;
}

export type CharFilterFactory = (p: Params, ctx: BuildContext) => CharFilter | EsError;
export type TokenizerFactory = (p: Params, ctx: BuildContext) => Tokenizer | EsError;
export type TokenFilterFactory = (p: Params, ctx: BuildContext) => TokenFilter | EsError;

/** A filter from a per-stream function. */
export function filter(name: string, apply: (s: Stream) => Stream, normalizing = false): TokenFilter {
  return { name, apply, normalizing };
}
