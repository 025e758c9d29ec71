/**
 * Errors of shrink, split and clone (`TransportResizeAction`, `ResizeRequest.validate`,
 * `MetadataCreateIndexService.validateResize` and `IndexMetadata`'s shard selection). Their types are ES's:
 * an IllegalStateException (500) where ES throws one, an IllegalArgumentException (400) otherwise.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, validationFailed, type EsError } from './base.ts';

/** 404: the source index does not exist (TransportResizeAction: `new IndexNotFoundException(sourceIndex)`, no resource named). */
export function resizeSourceMissing(profile: Profile, index: string): EsError {
  return esError(404, 'index_not_found_exception', profile.notFoundReasonWithName ? `no such index [${index}]` : 'no such index', indexMeta(index));
}

/** 500: the source takes writes (validateResize: any block at the WRITE level will do). */
export function resizeSourceWritable(profile: Profile, index: string): EsError {
  const verb = profile.resizeShrinkWording ? 'shrink' : 'resize';
  return esError(500, 'illegal_state_exception', `index ${index} must be read-only to ${verb} index. use "index.blocks.write=true"`);
}

/** 400: the shard counts are not a factor (split) or a multiple (shrink) of each other (IndexMetadata.getRoutingFactor). */
export function resizeShardFactor(kind: 'factor' | 'multiple', source: number, target: number): EsError {
  return illegalArgument(`the number of source shards [${source}] must be a ${kind} of [${target}]`);
}

/** 400: a split to fewer shards than the source has (IndexMetadata.assertSplitMetadata; `less that` is ES's). */
export function splitToFewerShards(source: number, target: number): EsError {
  return illegalArgument(`the number of source shards [${source}] must be less that the number of target shards [${target}]`);
}

/** 500: the target's shard count does not divide the source's routing shards (IndexMetadata.assertSplitMetadata). */
export function splitRoutingShards(routingShards: number, target: number): EsError {
  return esError(500, 'illegal_state_exception', `the number of routing shards [${routingShards}] must be a multiple of the target shards [${target}]`);
}

/** 400: a shrink to more shards than the source has (IndexMetadata.selectShrinkShards). */
export function shrinkToMoreShards(target: number, source: number): EsError {
  return illegalArgument(`the number of target shards [${target}] must be less that the number of source shards [${source}]`);
}

/** 400: a shrink of a one-shard index (validateShrinkIndex). */
export function shrinkSingleShard(): EsError {
  return illegalArgument("can't shrink an index with only one shard");
}

/** 400: a clone that changes the shard count (IndexMetadata.selectCloneShard), worded as the version words it. */
export function cloneShardCount(profile: Profile, target: number, source: number): EsError {
  const tail = profile.cloneShardCountWording === 'spaced' ? `number of  source shards ( ${source})` : `number of source shards (${source})`;
  return illegalArgument(`the number of target shards (${target}) must be the same as the ${tail}`);
}

/** 400: the source is the write index of a data stream (validateResize, ES ≥ 7.9). */
export function resizeStreamWriteIndex(index: string, stream: string): EsError {
  return illegalArgument(`cannot resize the write index [${index}] for data stream [${stream}]`);
}

/** 400: settings a resize decides itself (TransportResizeAction.prepareCreateIndexRequest). */
export function resizeSettingRefused(what: 'routing_partition_size' | 'number_of_routing_shards' | 'soft_deletes'): EsError {
  if (what === 'routing_partition_size') return illegalArgument('cannot provide a routing partition size value when resizing an index');
  if (what === 'number_of_routing_shards') return illegalArgument('cannot provide index.number_of_routing_shards on resize');
  return illegalArgument("Can't disable [index.soft_deletes.enabled] setting on resize");
}

/** 400: `?copy_settings=false` (RestResizeHandler, ES 6.4–7.x and OpenSearch). */
export function copySettingsFalse(): EsError {
  return illegalArgument('parameter [copy_settings] can not be explicitly set to [false]');
}

/** 400: a shrink naming both a shard count and `max_primary_shard_size` (ResizeNumberOfShardsCalculator). */
export function shrinkShardsAndMaxSize(): EsError {
  return illegalArgument('Cannot set both index.number_of_shards and max_primary_shard_size for the target index');
}

/** 400 action_request_validation_exception: ResizeRequest.validate's messages. */
export function resizeRequestInvalid(messages: string[]): EsError {
  return validationFailed(messages);
}
