/**
 * What a time series index refuses outside document writes: routing on an alias (IndexMode.TIME_SERIES.validateAlias)
 * and a search with `routing` (IndexRouting.ExtractFromSource.collectSearchShards).
 */
import type { Profile } from '../../profiles.ts';
import { isEsError, tsdbOperationRefused, tsdbRoutingForbidden, type EsError } from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { AliasMeta } from '../aliasMeta.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { isTsdbIndex } from './document.ts';

/** The refusal of alias routing on time series indices, or undefined. */
export function aliasRoutingRefusal(profile: Profile, indices: readonly IndexState[], meta: AliasMeta): EsError | undefined {
  if (meta.index_routing === undefined && meta.search_routing === undefined) return undefined;
  return indices.some((i) => i !== undefined && isTsdbIndex(profile, i)) ? tsdbRoutingForbidden() : undefined;
}

/** The refusal of a search with `routing` over a time series index, or undefined (resolution errors are the search's own). */
export function searchRoutingRefusal(state: ClusterState, profile: Profile, expr: string | undefined, query: Record<string, string>): EsError | undefined {
  if (query.routing === undefined || profile.timeSeriesMode === 'none') return undefined;
  const names = resolveIndices(state, profile, expr ?? '_all', resolveOptionsFrom(query, { expandWildcards: 'open' }));
  if (isEsError(names)) return undefined;
  const hit = names.map((n) => state.indices.get(n)).find((i): i is IndexState => i !== undefined && isTsdbIndex(profile, i));
  return hit ? tsdbOperationRefused('searching with a specified routing', hit.name) : undefined;
}
