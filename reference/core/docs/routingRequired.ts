/**
 * `_routing: {required: true}` in a mapping: every write and every single-document read of the index must
 * name a routing (MappingMetadata.routingRequired). Without one, IndexRouting.checkRoutingRequired (writes)
 * and TransportSingleShardAction / TransportMultiGetAction / TransportMultiTermVectorsAction (reads) refuse
 * the request with RoutingMissingException before any shard is asked.
 */
import { isObject, type JsonObject } from '../json.ts';
import { partitionedRoutingValueRequired, routingMissing, type EsError } from '../errors/index.ts';
import { partitionSize } from '../search/routing.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';

/** Whether a mapping of the index sets `_routing.required: true`. */
export function routingRequired(index: IndexState): boolean {
  for (const m of index.mappings.values()) if (mappingRequiresRouting(m)) return true;
  return false;
}

/** Whether one type mapping sets `_routing.required: true`. */
export function mappingRequiresRouting(mapping: object): boolean {
  const r = (mapping as JsonObject)._routing;
  return isObject(r) && (r.required === true || r.required === 'true');
}

/**
 * The refusal of a request by id that names no routing where one is needed, undefined when it may go on: a
 * routing-required index (checkRoutingRequired), then a partitioned index whose mapping does not say so yet
 * (IndexRouting.Partitioned.shardId, ES ≥ 7.16).
 */
export function missingRouting(profile: Profile, index: IndexState, type: string, id: string, routing: string | undefined): EsError | undefined {
  if (routing !== undefined) return undefined;
  if (routingRequired(index)) return routingMissing(index.name, id, profile.typeInResponses === 'never' ? undefined : type);
  if (partitionSize(index) > 1 && profile.partitionedNoRouting === 'refuse') return partitionedRoutingValueRequired();
  return undefined;
}
