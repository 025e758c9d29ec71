/**
 * `random_sampler` below 1.0: which of a shard's matching documents it keeps, and how the reduced
 * sub-aggregations are scaled back (InternalRandomSampler.reduce → finalizeSampling with a SamplingContext).
 */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { ordOf, shardSegments } from '../engine/indexEngine.ts';
import { sampledDocIds, shardIdHash } from './randomSampling.ts';
import { nestedPaths } from './docValues.ts';
import { canFinalizeSampling } from './finalizeSampling.ts';
import { notSupportedBySimulator, type EsError } from '../../errors/index.ts';
import type { AggNode, Row, ShardCtx } from './types.ts';

/**
 * The rows of one shard that RandomSamplingQuery keeps: per segment, the sampled doc ids (a Lucene doc id
 * being the position in the segment, deleted slots included), live ones only, within the query's matches.
 * The shard seed is `shard_seed` when given, else `ShardId.hashCode()` (index name, index uuid, shard number)
 * (RandomSamplerAggregator: `shardSeed == null ? context.shardRandomSeed() : shardSeed`). Undefined when a row is not
 * in the engine, or the index maps nested fields (Lucene gives each nested object its own doc id, before its
 * parent's, so the segments' doc ids are not the simulator's positions): the sample cannot be placed.
 */
export function sampleRows(rows: Row[], index: IndexState, profile: Profile, shard: number, p: number, seed: number, shardSeedParam?: number): Row[] | undefined {
  if (nestedPaths(index).size > 0) return undefined;
  const shardSeed = shardSeedParam ?? shardIdHash(index.name, index.uuid, shard);
  const keep = new Set<number>();
  for (const seg of shardSegments(index, profile)[shard] ?? []) {
    for (const id of sampledDocIds(seg.docs.length, p, seed, shardSeed)) if (!seg.deleted?.[id]) keep.add(seg.ordBase + id);
  }
  const out: Row[] = [];
  for (const r of rows) {
    if ('nested' in r) return undefined;
    const ord = ordOf(r);
    if (ord < 0) return undefined;
    if (keep.has(ord)) out.push(r);
  }
  return out;
}

/** The background documents a sampled `significant_terms` counts: the same sample over the whole shard. */
export function sampleBackground(docs: Row[], shard: ShardCtx): Row[] | EsError {
  const s = shard.sampling!;
  const kept = sampleRows(docs, shard.index, shard.ctx.profile, shard.shard, s.probability, s.seed, s.shardSeed);
  return kept ?? notSupportedBySimulator('Sampling nested or unindexed documents with [random_sampler] below a [probability] of 1.0');
}

/** The first aggregation under `nodes` (at any depth) whose sampled result the simulator cannot scale as ES does. */
export function unscalable(nodes: readonly AggNode[]): AggNode | undefined {
  for (const n of nodes) {
    if (!canFinalizeSampling(n.type)) return n;
    const deeper = unscalable(n.subs);
    if (deeper) return deeper;
  }
  return undefined;
}

export { finalizeSampling } from './finalizeSampling.ts';
