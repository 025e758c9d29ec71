/**
 * Errors of text analysis: building analyzers from `index.analysis.*` settings (ES's AnalysisRegistry,
 * CustomAnalyzerProvider, CustomNormalizerProvider and the component factories) and the `_analyze` API
 * (TransportAnalyzeAction, AnalyzeAction.Request). All are IllegalArgumentExceptions unless named otherwise.
 */
import { esError, illegalArgument, mapperParsing, parseException, plainCause, validationFailed, type EsError } from './base.ts';

/** A component whose `type` no plugin provides (`Unknown filter type [x] for [my_filter]`). */
export function unknownAnalysisType(component: string, type: string, name: string): EsError {
  return illegalArgument(`Unknown ${component} type [${type}] for [${name}]`);
}

/** A component of index settings without a `type` (analyzers: without a tokenizer either). */
export function analysisComponentWithoutType(component: string, name: string): EsError {
  return illegalArgument(`${component} [${name}] must specify either an analyzer type, or a tokenizer`);
}

/** A custom analyzer without a tokenizer. */
export function customAnalyzerWithoutTokenizer(name: string): EsError {
  return illegalArgument(`Custom Analyzer [${name}] must be configured with a tokenizer`);
}

/** A custom analyzer (or normalizer, for filters: ES words it so) naming a component that is not defined. */
export function customAnalyzerMissingComponent(owner: 'Custom Analyzer' | 'Custom normalizer', name: string, kind: string, component: string): EsError {
  return illegalArgument(`${owner} [${name}] failed to find ${kind} under name [${component}]`);
}

/** A normalizer with a tokenizer. */
export function normalizerWithTokenizer(name: string): EsError {
  return illegalArgument(`Custom normalizer [${name}] cannot configure a tokenizer`);
}

/** A normalizer using a component that may split or drop tokens (`filter` or `char filter`). */
export function normalizerMayNotUse(name: string, kind: 'filter' | 'char filter', component: string): EsError {
  return illegalArgument(`Custom normalizer [${name}] may not use ${kind} [${component}]`);
}

/** A component setting with a bad value (the factory's own message). */
export function badAnalysisSetting(reason: string): EsError {
  return illegalArgument(reason);
}

/**
 * A regex java.util.regex gives up compiling: CANON_EQ expands a run of combining marks into all its orders and
 * throws OutOfMemoryError("Pattern too complex") past 12 of them, which ES's Regex.compile turns into this.
 */
export function regexPatternTooComplex(): EsError {
  return illegalArgument('Too complex regex pattern');
}

/** `_analyze` naming an analyzer that does not exist (`failed to find global analyzer [x]` without an index). */
export function analyzerNotFound(name: string, global: boolean): EsError {
  return illegalArgument(`failed to find ${global ? 'global ' : ''}analyzer [${name}]`);
}

/** `_analyze` naming a tokenizer, filter or char filter that does not exist. */
export function analysisComponentNotFound(kind: string, name: string, global: boolean): EsError {
  return illegalArgument(`failed to find ${global ? 'global ' : ''}${kind} under [${name}]`);
}

/** An inline component definition without `type`. */
export function anonymousComponentWithoutType(kind: string, definition: string): EsError {
  return illegalArgument(`Missing [type] setting for anonymous ${kind}: ${definition}`);
}

/** `_analyze` with a normalizer the index does not define. */
export function normalizerNotFound(name: string): EsError {
  return illegalArgument(`failed to find normalizer under [${name}]`);
}

/** `_analyze` with a normalizer but no index. */
export function normalizerNeedsIndex(): EsError {
  return illegalArgument('analysis based on a normalizer requires an index');
}

/** `_analyze` with `field` but no index. */
export function analyzeFieldNeedsIndex(): EsError {
  return illegalArgument('analysis based on a specific field requires an index');
}

/** `_analyze` on a field that is neither text nor keyword. */
export function analyzeFieldNotTokenized(field: string): EsError {
  return illegalArgument(`Can't process field [${field}], Analysis requests are only supported on tokenized fields`);
}

/** `_analyze` whose request does not validate (AnalyzeAction.Request.validate). */
export function analyzeRequestInvalid(messages: string[]): EsError {
  return validationFailed(messages);
}

/** `_analyze` producing more tokens than `index.analyze.max_token_count` allows. */
export function tooManyTokens(max: number): EsError {
  // TransportAnalyzeAction.TokenCounter throws an IllegalStateException: a 500.
  return esError(500, 'illegal_state_exception', `The number of tokens produced by calling _analyze has exceeded the allowed maximum of [${max}]. This limit can be set by changing the [index.analyze.max_token_count] index level setting.`);
}

/** `_analyze` without a body (RestRequest.contentOrSourceParamParser). */
export function analyzeBodyRequired(): EsError {
  return parseException('request body or source parameter is required');
}

/** A `snowball` language that names no Snowball class (Lucene's SnowballFilter(TokenStream, String)). */
export function snowballStemmerInvalid(name: string): EsError {
  return illegalArgument(`Invalid stemmer class specified: ${name}`);
}

/** An analysis component ES has but the simulator does not (a language analyzer without a stemmer here, ...). */
export function analysisNotSimulated(kind: string, name: string): EsError {
  return illegalArgument(`the [${name}] ${kind} is not supported by this simulator`);
}

/**
 * A mapping whose index-time `analyzer` holds filters that may run only at search time (`updateable` ones):
 * NamedAnalyzer.checkAllowedInMode's MapperException, which the mapping's parse wraps.
 */
export function analyzerModeNotAllowed(analyzer: string, filters: readonly string[], mode: string): EsError {
  return esError(500, 'mapper_exception', `analyzer [${analyzer}] contains filters [${filters.join(', ')}] that are not allowed to run in ${mode} mode.`);
}

/** A mapping naming an analyzer (or normalizer) the index does not have (TextParams / KeywordFieldMapper). */
export function analyzerNotConfigured(kind: 'analyzer' | 'normalizer', name: string, field = ''): EsError {
  return mapperParsing(kind === 'analyzer' ? `analyzer [${name}] has not been configured in mappings` : `normalizer [${name}] not found for field [${field}]`);
}

/** An analyzer name starting with `_` (ES ≥ 7: reserved). */
export function analyzerNameReserved(name: string): EsError {
  return illegalArgument(`analyzer name must not start with '_'. got "${name}"`);
}

/** `index.analysis.analyzer.default_index`, removed in ES 7. */
export function defaultIndexAnalyzerRemoved(index: string): EsError {
  return illegalArgument(`setting [index.analysis.analyzer.default_index] is not supported anymore, use [index.analysis.analyzer.default] instead for index [${index}]`);
}

/** A component name the version removed (`The [standard] token filter has been removed.`, the camelCase ngram names in 8.0). */
export function analysisNameRemoved(reason: string): EsError {
  return illegalArgument(reason);
}

/** `_analyze` without a tokenizer (a normalizer) naming a component that may split or drop tokens. */
export function requestNormalizerMayNotUse(kind: 'filter' | 'char filter', component: string): EsError {
  return illegalArgument(`Custom normalizer may not use ${kind} [${component}]`);
}

/**
 * A word list or rules file named by a `*_path` setting that is not in the config directory
 * (Analysis.getWordList / getReaderFromFile's IOException). `shown` is the path as ES resolved it against its
 * config directory (analysis/configFiles.ts); the setting is named with `_path` appended to the prefix it
 * reads (hence synonyms' `synonyms_path_path`).
 */
export function analysisFileMissing(settingPath: string, shown: string): EsError {
  return illegalArgument(`IOException while reading ${settingPath}: ${shown}`);
}

/**
 * A config file that is not UTF-8: Analysis.getWordList's CharacterCodingException (the word lists, mappings,
 * rules). A synonyms file fails later, while its rules are parsed (synonymsFileNotUtf8).
 */
export function analysisFileNotUtf8(settingPath: string, shown: string): EsError {
  return illegalArgument(`Unsupported character encoding detected while reading ${settingPath}: ${shown} - files must be UTF-8 encoded`);
}

/**
 * A synonyms file that is not UTF-8: the reader's MalformedInputException as the cause of the rules' build
 * failure (SynonymTokenFilterFactory.buildSynonyms wraps whatever the parser throws).
 */
export function synonymsFileNotUtf8(): EsError {
  return illegalArgument('failed to build synonyms: Input length = 1');
}

/**
 * A `*_path` outside the config directory: the node may read only its config directory (the security manager's
 * or, from 8.18, the entitlements' file permissions), and Analysis.getWordList words the denial so.
 */
export function analysisFileAccessDenied(settingPath: string, shown: string): EsError {
  return illegalArgument(`Access denied trying to read file ${settingPath}: ${shown}`);
}

/**
 * `hyphenation_decompounder`'s patterns file (HyphenationCompoundWordTokenFilterFactory) missing from the config
 * directory: Java's NoSuchFileException (its message the resolved path) as the cause of ES's own message.
 */
export function hyphenationPatternsUnreadable(full: string): EsError {
  return illegalArgument('Exception while reading hyphenation_patterns_path.', undefined, plainCause('no_such_file_exception', full));
}

/**
 * A term frequency after the delimiter of `delimited_termfreq` that Lucene refuses while the chain runs:
 * ArrayUtil.parseInt's NumberFormatException ("Unable to parse", "chars length is 0") or
 * TermFrequencyAttributeImpl.setTermFrequency's IllegalArgumentException below 1. Both are
 * IllegalArgumentExceptions to the REST layer (400).
 */
export function badTermFrequency(reason: string, notNumber: boolean): EsError {
  return notNumber ? esError(400, 'number_format_exception', reason) : illegalArgument(reason);
}

/**
 * A hunspell dictionary HunspellService cannot load (`<config>/hunspell/<locale>/`): its loading function's
 * IllegalStateException (500) over the ElasticsearchException that says why (`Could not find hunspell
 * dictionary [en_US]`, `Missing affix file for hunspell dictionary [en_US]`, ...).
 */
export function hunspellDictionaryUnloadable(locale: string, why: string): EsError {
  return esError(500, 'illegal_state_exception', `failed to load hunspell dictionary for locale: ${locale}`, undefined, plainCause('exception', why));
}
