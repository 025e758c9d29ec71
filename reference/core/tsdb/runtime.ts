/**
 * Runtime fields against time series mappings: a runtime field (a mapping's or a search's) may not shadow a
 * dimension or a metric (any index), nor, in a time series index, be matched by `index.routing_path`.
 */
import type { Profile } from '../../profiles.ts';
import { isObject, type Json } from '../json.ts';
import { tsdbRuntimeMatchesRoutingPath, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { TypeMapping } from '../mapping/types.ts';
import { checkTsdbMapping, matchesRoutingPath, shadowingRuntimeField } from './mapping.ts';
import { isTimeSeries, routingPath } from './settings.ts';

/** The error of a search's `runtime_mappings` (their names) on one index, or undefined. */
export function searchRuntimeTsdbProblem(idx: IndexState, names: readonly string[]): EsError | undefined {
  const runtime = Object.fromEntries(names.map((n) => [n, {}]));
  for (const m of idx.mappings.values()) {
    const err = shadowingRuntimeField(m, runtime);
    if (err) return err;
  }
  if (!isTimeSeries(idx.settings)) return undefined;
  const patterns = routingPath(idx.settings);
  const hit = names.find((n) => matchesRoutingPath(patterns, n));
  return hit === undefined ? undefined : tsdbRuntimeMatchesRoutingPath(hit);
}

/** The error of a mapping update (`merged` the mapping it would make, `incoming` the request's), or undefined. */
export function tsdbMappingUpdateProblem(profile: Profile, idx: IndexState, merged: TypeMapping, incoming: TypeMapping): EsError | undefined {
  if (profile.timeSeriesMode === 'none') return undefined;
  const shadow = shadowingRuntimeField(merged, isObject(incoming.runtime as Json) ? incoming.runtime : undefined);
  if (shadow) return shadow;
  return isTimeSeries(idx.settings) ? checkTsdbMapping(profile, idx, '_doc', merged) : undefined;
}
