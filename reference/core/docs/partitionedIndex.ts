/**
 * What an index with `index.routing_partition_size` > 1 must satisfy, as Elasticsearch checks it: a partition
 * smaller than the routing shard count (IndexMetadata.Builder.build, so at creation and for a resize target),
 * a mapping that requires `_routing` (DocumentMapper.validate; 6.x MapperService.checkPartitionedIndexConstraints,
 * on every mapping change: creation, put mapping, a write's dynamic update), and no `join` field
 * (ParentJoinFieldMapper: parent/child documents must share one shard, which a partition breaks).
 */
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef, TypeMapping } from '../mapping/types.ts';
import { joinOnPartitionedIndex, partitionedRoutingNotRequired, routingPartitionTooLarge, type EsError } from '../errors/index.ts';
import { mappingRequiresRouting } from './routingRequired.ts';
import { partitionSize, routingShards } from '../search/routing.ts';

/** The partition size checked against the routing shard count (only a size other than 1 is). */
export function partitionSizeProblem(profile: Profile, idx: IndexState): EsError | undefined {
  const size = partitionSize(idx);
  const rs = routingShards(idx, profile);
  return size !== 1 && size >= rs ? routingPartitionTooLarge(size, rs, idx.name) : undefined;
}

/** A mapping of a partitioned index that does not require `_routing`; undefined when it may be applied. */
export function partitionedRoutingProblem(idx: IndexState, type: string, mapping: TypeMapping): EsError | undefined {
  if (partitionSize(idx) <= 1) return undefined;
  return mappingRequiresRouting(mapping) ? undefined : partitionedRoutingNotRequired(type, idx.name);
}

/** The refusal of a `join` field in a partitioned index's mapping (an illegal_state_exception the mapping parse wraps). */
export function partitionedJoinProblem(profile: Profile, idx: IndexState, mapping: FieldDef): EsError | undefined {
  if (partitionSize(idx) <= 1) return undefined;
  const join = findJoin(mapping);
  return join === undefined ? undefined : joinOnPartitionedIndex(profile.partitionedJoinVerb, join, idx.name);
}

/** The name of the first `join` field under `def` (its leaf name, as the type parser sees it). */
function findJoin(def: FieldDef): string | undefined {
  for (const [name, sub] of Object.entries(def.properties ?? {})) {
    if (sub.type === 'join') return name;
    const inner = findJoin(sub);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
