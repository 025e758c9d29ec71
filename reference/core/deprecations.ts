/**
 * The deprecation warnings the simulator sends (as `Warning` headers), in one place. Only profiles whose
 * family emitted them send them (ES 6.x deprecated much of what 7.0 removed); the YAML runner fails a
 * step on a missing or an unexpected warning, so these must be exact.
 */
import type { Profile } from '../profiles.ts';

/** Whether this profile emits ES 6.x deprecation warnings. */
export function emitsLegacyWarnings(profile: Profile): boolean {
  return profile.legacyDeprecations;
}

/** Internal versioning used for optimistic concurrency control (index, delete, bulk). */
export function internalVersioning(index: string, type: string): string {
  return `Usage of internal versioning for optimistic concurrency control is deprecated and will be removed. Please use the \`if_seq_no\` and \`if_primary_term\` parameters instead. (request for index [${index}], type [${type}])`;
}

/** An underscore-prefixed bulk metadata field (`_version`, `_routing`, ...). */
export function deprecatedField(used: string, expected: string): string {
  return `Deprecated field [${used}] used, expected [${expected}] instead`;
}

/** A deprecated query parameter (`_source_include`, ...). */
export function deprecatedParameter(used: string, expected: string): string {
  return `Deprecated parameter [${used}] used, expected [${expected}] instead`;
}

/** `preference=_primary` and friends. */
export function primaryPreference(value: string): string {
  return `[${value}] has been deprecated in 6.1+, and will be removed in 7.0; use [_only_nodes] or [_prefer_nodes]`;
}

/** `request_cache` set on a scroll search. */
export const SCROLL_REQUEST_CACHE = 'Explicitly set [request_cache] for a scroll query is deprecated and will return a 400 error in future versions';

const PRIMARY_PREFERENCES = new Set(['_primary', '_primary_first', '_replica', '_replica_first']);

/** Warnings that depend only on an API's query parameters (search and count). */
export function queryWarnings(profile: Profile, api: string, query: Record<string, string>): string[] {
  if (!profile.legacyDeprecations || (api !== 'search' && api !== 'count')) return [];
  const out: string[] = [];
  const pref = query.preference;
  if (pref !== undefined && PRIMARY_PREFERENCES.has(pref)) out.push(primaryPreference(pref));
  if (api === 'search' && query.scroll !== undefined && query.request_cache !== undefined) out.push(SCROLL_REQUEST_CACHE);
  return out;
}

/** `sort` in a reindex source (ES ≥ 7.6, OpenSearch): ReindexValidator's warning. */
export const REINDEX_SORT = 'The sort option in reindex is deprecated. Instead consider using query filtering to find the desired subset of data.';
