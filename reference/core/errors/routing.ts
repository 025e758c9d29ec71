/** Errors of partitioned routing (`index.routing_partition_size`). */
import { esError, illegalArgument, type EsError } from './base.ts';

/** 400: IndexMetadata.Builder.build: a partition must be smaller than the routing shard count. */
export function routingPartitionTooLarge(size: number, routingShards: number, index: string): EsError {
  return illegalArgument(`routing partition size [${size}] should be a positive number less than the number of shards [${routingShards}] for [${index}]`);
}

/** 400: DocumentMapper.validate (6.x: MapperService.checkPartitionedIndexConstraints): a partitioned index needs `_routing.required`. */
export function partitionedRoutingNotRequired(type: string, index: string): EsError {
  return illegalArgument(`mapping type [${type}] must have routing required for partitioned index [${index}]`);
}

/** 400: IndexRouting.Partitioned.shardId: a request by id on a partitioned index names no routing. */
export function partitionedRoutingValueRequired(): EsError {
  return illegalArgument('A routing value is required for gets from a partitioned index');
}

/** 500 illegal_state_exception: ParentJoinFieldMapper refuses a join field on a partitioned index (wrapped by the mapping parse). */
export function joinOnPartitionedIndex(verb: 'set' | 'create', field: string, index: string): EsError {
  return esError(500, 'illegal_state_exception', `cannot ${verb} join field [${field}] for the partitioned index [${index}]`);
}
