/**
 * The parameters a field prints with `include_defaults=true` (ES's FieldMapper parameters at their
 * defaults), for the common types. Partial by design: the parameters a client reads to learn how a field
 * is indexed (analyzers, index, store, doc_values, norms); a type not listed prints what it was given.
 */
import type { JsonObject } from '../json.ts';

const INDEXED = { index: true, store: false, doc_values: true };
const NUMERIC = { ...INDEXED, coerce: true, ignore_malformed: false, null_value: null };

const DEFAULTS: Readonly<Record<string, JsonObject>> = {
  text: {
    analyzer: 'default', search_analyzer: 'default', search_quote_analyzer: 'default', index: true, store: false, norms: true,
    index_options: 'positions', index_phrases: false, position_increment_gap: 100, similarity: 'BM25', term_vector: 'no',
    eager_global_ordinals: false, fielddata: false,
  },
  keyword: {
    ...INDEXED, norms: false, index_options: 'docs', similarity: 'BM25', eager_global_ordinals: false, ignore_above: 2147483647,
    split_queries_on_whitespace: false, null_value: null,
  },
  long: NUMERIC, integer: NUMERIC, short: NUMERIC, byte: NUMERIC, double: NUMERIC, float: NUMERIC, half_float: NUMERIC,
  date: { ...INDEXED, format: 'strict_date_optional_time||epoch_millis', locale: 'ROOT', ignore_malformed: false, null_value: null },
  boolean: { ...INDEXED, null_value: null },
  ip: { ...INDEXED, ignore_malformed: false, null_value: null },
};

/** The defaults of a field type (empty for a type this table does not list). */
export function fieldDefaults(type: string | undefined): JsonObject {
  return (type !== undefined && DEFAULTS[type]) || {};
}
