/**
 * What a name means where no index defines it: ES's pre-configured components (usable by name with
 * their defaults, CommonAnalysisPlugin.getPreConfigured*) and its component types (usable by name only
 * in `_analyze` without an index, built with no settings). A type that is not pre-configured cannot be
 * named in an index's custom analyzer without a definition.
 */
/** Token filters ES pre-configures (their types, by the same name, with default settings). */
export const PREBUILT_FILTERS = new Set([
  'apostrophe', 'asciifolding', 'classic', 'decimal_digit', 'edge_ngram', 'elision', 'kstem', 'length', 'limit', 'lowercase',
  'ngram', 'porter_stem', 'reverse', 'shingle', 'snowball', 'stemmer', 'stop', 'trim', 'truncate', 'unique', 'uppercase',
  'word_delimiter', 'word_delimiter_graph', 'remove_duplicates', 'keyword_repeat', 'cjk_width', 'cjk_bigram', 'delimited_payload',
  'delimited_payload_filter', 'common_grams', 'scandinavian_folding', 'scandinavian_normalization', 'german_normalization', 'serbian_normalization', 'arabic_normalization', 'persian_normalization', 'flatten_graph', 'fingerprint',
  'arabic_stem', 'brazilian_stem', 'czech_stem', 'german_stem', 'bengali_normalization', 'hindi_normalization', 'indic_normalization', 'sorani_normalization',
  'dutch_stem', 'french_stem', 'russian_stem', 'min_hash', 'type_as_payload',
  // OpenSearch 2.10+ only (filterType refuses it elsewhere).
  'delimited_termfreq',
]);

/** Tokenizers ES pre-configures. */
export const PREBUILT_TOKENIZERS = new Set([
  'standard', 'classic', 'edge_ngram', 'keyword', 'letter', 'lowercase', 'ngram', 'path_hierarchy', 'pattern', 'uax_url_email',
  'whitespace', 'thai', 'simple_pattern', 'simple_pattern_split', 'char_group',
]);

/** Char filters ES pre-configures. */
export const PREBUILT_CHAR_FILTERS = new Set(['html_strip', 'htmlStrip']);

/** Built-in analyzers ES registers by name (PreBuiltAnalyzers). */
export const PREBUILT_ANALYZERS = new Set(['standard', 'default', 'simple', 'whitespace', 'stop', 'keyword', 'pattern', 'fingerprint', 'english', 'snowball', 'german',
  'arabic', 'bengali', 'brazilian', 'bulgarian', 'cjk', 'czech', 'french', 'galician', 'greek', 'hindi', 'indonesian', 'italian', 'latvian', 'persian', 'portuguese', 'sorani', 'spanish',
  'armenian', 'basque', 'catalan', 'danish', 'dutch', 'estonian', 'finnish', 'hungarian', 'irish', 'lithuanian', 'norwegian', 'romanian', 'russian', 'swedish', 'turkish',
  'chinese', 'serbian', 'thai',
]);
