/**
 * The shard arithmetic of shrink, split and clone, as `IndexMetadata` does it (getRoutingFactor,
 * selectShrinkShards, selectSplitShard with assertSplitMetadata, selectCloneShard) and as
 * `ResizeNumberOfShardsCalculator` picks the target's count. Pure: shard counts in, a count or an error out.
 */
import { cloneShardCount, resizeShardFactor, shrinkToMoreShards, splitRoutingShards, splitToFewerShards, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';

export type ResizeKind = 'shrink' | 'split' | 'clone';

/** What the shard checks need of the source: its shard count and its routing shard count. */
export interface SourceShards {
  shards: number;
  routingShards: number;
}

/** IndexMetadata.getRoutingFactor: how many source shards make one target shard (shrink), or the reverse (split). */
export function routingFactor(source: number, target: number): number | EsError {
  if (source < target) {
    const factor = Math.trunc(target / source);
    return factor * source !== target || factor <= 1 ? resizeShardFactor('factor', source, target) : factor;
  }
  if (source > target) {
    const factor = Math.trunc(source / target);
    return factor * target !== source || factor <= 1 ? resizeShardFactor('multiple', source, target) : factor;
  }
  return 1;
}

/** IndexMetadata.selectShrinkShards: the source shards target shard `shard` is made of. */
export function shrinkSources(shard: number, source: number, target: number): number[] | EsError {
  if (source < target) return shrinkToMoreShards(target, source);
  const factor = routingFactor(source, target);
  if (typeof factor !== 'number') return factor;
  return Array.from({ length: factor }, (_, i) => shard * factor + i);
}

/**
 * IndexMetadata.selectSplitShard: the source shard target shard `shard` is split from. A one-shard source splits
 * into any count (its routing shards are taken to be the target's); any other needs a target count that divides
 * its routing shards.
 */
export function splitSource(shard: number, source: SourceShards, target: number): number | EsError {
  const factor = routingFactor(source.shards, target);
  if (typeof factor !== 'number') return factor;
  if (source.shards > target) return splitToFewerShards(source.shards, target);
  const routing = source.shards === 1 ? target : source.routingShards;
  if (routing % target !== 0) return splitRoutingShards(routing, target);
  return Math.trunc(shard / factor);
}

/** IndexMetadata.selectCloneShard: a clone keeps the shard count. */
export function cloneSource(profile: Profile, shard: number, source: number, target: number): number | EsError {
  return source === target ? shard : cloneShardCount(profile, target, source);
}

/**
 * ResizeNumberOfShardsCalculator.validate: the error the target's shard count meets, if any. Shard 0 stands for
 * all: the selections fail alike for every shard of a valid count.
 */
export function targetShardsError(profile: Profile, kind: ResizeKind, source: SourceShards, target: number): EsError | undefined {
  const r = kind === 'shrink' ? shrinkSources(0, source.shards, target) : kind === 'split' ? splitSource(0, source, target) : cloneSource(profile, 0, source.shards, target);
  return typeof r === 'object' && !Array.isArray(r) ? r : undefined;
}

/**
 * ShrinkShardsCalculator.calculateAcceptableNumberOfShards: the least factor of the source's shard count that
 * is at least `min` (the shards `max_primary_shard_size` asks for), else the source's count.
 */
export function acceptableShrinkShards(source: number, min: number): number {
  if (source <= 0 || min <= 0) return 1;
  if (source % min === 0) return min;
  const root = Math.floor(Math.sqrt(source));
  if (min >= root) {
    for (let i = root; i >= 1; i--) if (source % i === 0 && min <= source / i) return source / i;
  } else {
    for (let i = 1; i < root; i++) if (source % i === 0 && min <= i) return i;
  }
  return source;
}
