/**
 * Errors of the body elements that shape hits and scores: `indices_boost` (SearchSourceBuilder.IndexBoost),
 * `fields`, `docvalue_fields` and `stored_fields` (FieldAndFormat, StoredFieldsContext).
 */
import { parsingException, type EsError } from './base.ts';
import { searchPhaseFailure } from './search.ts';

/** An `indices_boost` entry that is not `{index: number}` (SearchSourceBuilder.IndexBoost's parser). */
export function indicesBoostMalformed(expected: 'FIELD_NAME' | 'VALUE_NUMBER' | 'END_OBJECT' | 'START_OBJECT', found: string): EsError {
  return parsingException(`Expected [${expected}] in [indices_boost] but found [${found}]`, { line: 1, col: 1 });
}

/** A `fields` or `docvalue_fields` entry that is neither a string nor an object (FieldAndFormat.fromXContent). */
export function fieldAndFormatMalformed(key: string, found: string): EsError {
  return parsingException(`Expected [VALUE_STRING] or [START_OBJECT] in [${key}] but found [${found}]`, { line: 1, col: 1 });
}

/**
 * A `format` on a `fields` entry whose type takes none (keyword, text...: the mapper's valueFetcher), as a shard
 * failure; with `prefix` (ES ≥ 7.16, FieldFetcher.buildValueFetcher) the mapper's exception is the cause of one
 * whose reason is `<prefix>: <its reason>`, and the root cause (an IllegalArgumentException is not unwrapped).
 * `reason` replaces the mapper's message where it refuses one format only (a geometry field's unknown one).
 */
export function fieldFormatUnsupported(field: string, type: string, index: string, prefix?: string, reason?: string): EsError {
  const inner = reason ?? `Field [${field}] of type [${type}] doesn't support formats.`;
  if (prefix === undefined) return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: inner }, { shard: 0, index });
  const cause = { type: 'illegal_argument_exception', reason: inner, es: false };
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: `${prefix}: ${inner}`, causedBy: cause }, { shard: 0, index });
}

/**
 * A metadata field with no value fetcher named in `fields` (`_seq_no`, `_source`, `_field_names`: their field
 * type's valueFetcher throws UnsupportedOperationException, which FetchPhase.getProcessors wraps), a 500.
 */
export function internalFieldFetch(field: string, index: string): EsError {
  const uoe = { type: 'unsupported_operation_exception', reason: `Cannot fetch values for internal field [${field}].` };
  return searchPhaseFailure(500, { type: 'fetch_phase_execution_exception', reason: 'Error building fetch sub-phases', causedBy: uoe }, { shard: 0, index });
}

/**
 * The same request once those field types throw IllegalArgumentException (elastic/elasticsearch#117229, fixing
 * #107136): FieldFetcher.buildValueFetcher wraps it as `error fetching [f]: …`, the root cause, and the
 * IllegalArgumentException makes the fetch failure a 400 (520_fetch_fields.yml's later version pins type and reason).
 */
export function internalFieldFetchRefused(field: string, index: string): EsError {
  const inner = `Cannot fetch values for internal field [${field}].`;
  const iae = { type: 'illegal_argument_exception', reason: `error fetching [${field}]: ${inner}`, causedBy: { type: 'illegal_argument_exception', reason: inner, es: false } };
  return searchPhaseFailure(400, { type: 'fetch_phase_execution_exception', reason: 'Error building fetch sub-phases', causedBy: iae }, { shard: 0, index });
}
