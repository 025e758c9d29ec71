/**
 * Errors of points in time: opening (`OpenPointInTimeRequest.validate`, OpenSearch's `CreatePitRequest`),
 * searching through one (`RestSearchAction.preparePointInTime`, `SearchRequest.validate`, a reader
 * context that expired), and closing (`ClosePointInTimeRequest`, OpenSearch's `DeletePitRequest`).
 */
import { illegalArgument, validationFailed, type EsError } from './base.ts';
import type { Profile } from '../../profiles.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';
import { formatTimeValue } from './scroll.ts';

/** The messages RestSearchAction.preparePointInTime and SearchRequest.validate give a search with `pit`. */
export const PIT_PROBLEMS = {
  indices: '[indices] cannot be used with point in time. Do not specify any index with point in time.',
  indicesOptions: '[indicesOptions] cannot be used with point in time',
  routing: '[routing] cannot be used with point in time',
  preference: '[preference] cannot be used with point in time',
  inScroll: 'using [point in time] is not allowed in a scroll context',
} as const;

/** A search whose `pit` conflicts with the request's other parts (`PIT_PROBLEMS`), reported together. */
export function pitSearchInvalid(problems: string[]): EsError {
  return validationFailed(problems);
}

/** An open point-in-time request without `keep_alive` (OpenPointInTimeRequest.validate). */
export function pitKeepAliveMissing(): EsError {
  return validationFailed(['[keep_alive] is not specified']);
}

/** OpenSearch's create-PIT request without `keep_alive` (CreatePitRequest.validate). */
export function openSearchPitKeepAliveMissing(): EsError {
  return validationFailed(['keep alive not specified']);
}

/** A close request without an id (ClosePointInTimeRequest.validate). */
export function pitIdEmpty(): EsError {
  return validationFailed(['id is empty']);
}

/** OpenSearch's delete-PIT request with no ids (DeletePitRequest.validate). */
export function noPitIds(): EsError {
  return validationFailed(['no pit ids specified']);
}

/** A point-in-time id that is not URL-safe base64 (Java's Base64 decoder), or whose bytes are no id. */
export function pitIdMalformed(reason: string): EsError {
  return illegalArgument(reason);
}

/**
 * 404: a point in time whose reader context expired or was closed. Each shard fails with
 * SearchContextMissingException; the first of them is reported.
 */
export function pitContextMissing(context: number, index: string, shard: number): EsError {
  return searchPhaseFailure(404, { type: 'search_context_missing_exception', reason: `No search context found for id [${context}]` }, { shard, index });
}

/** More open point-in-time contexts than OpenSearch's `search.max_open_pit_context`. */
export function tooManyPitContexts(max: number, index: string): EsError {
  const reason = `Trying to create too many Point In Time contexts. Must be less than or equal to: [${max}]. This limit can be set by changing the [search.max_open_pit_context] setting.`;
  return searchPhaseFailure(429, { type: 'rejected_execution_exception', reason }, { shard: 0, index });
}

/** A point-in-time keep-alive above its limit: ES's `search.max_keep_alive`, OpenSearch's `point_in_time.max_keep_alive`. */
export function pitKeepAliveTooLarge(profile: Profile, ms: number, max: number, setting: string, index: string): EsError {
  return shardArgumentFailure(profile, `Keep alive for request (${formatTimeValue(ms)}) is too large. It must be less than (${formatTimeValue(max)}). This limit can be set by changing the [${setting}] cluster level setting.`, index);
}
