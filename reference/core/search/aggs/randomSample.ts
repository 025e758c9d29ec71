/**
 * `random_sampler` below 1.0: which of a shard's matching documents it keeps, and how the reduced
 * sub-aggregations are scaled back (InternalRandomSampler.reduce → finalizeSampling with a SamplingContext).
 */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { ordOf, shardSegments } from '../engine/indexEngine.ts';
import { sampledDocIds, shardIdHash } from './randomSampling.ts';
import type { StatsState } from './metrics.ts';
import type { Internal, Row, SubResults } from './types.ts';

/**
 * The rows of one shard that RandomSamplingQuery keeps: per segment, the sampled doc ids (a Lucene doc id
 * being the position in the segment, deleted slots included), live ones only, within the query's matches.
 * The shard seed is `shard_seed` when given, else `ShardId.hashCode()` (index name, index uuid, shard number)
 * (RandomSamplerAggregator: `shardSeed == null ? context.shardRandomSeed() : shardSeed`). Undefined when a row is not
 * in the engine (the sample cannot be placed).
 */
export function sampleRows(rows: Row[], index: IndexState, profile: Profile, shard: number, p: number, seed: number, shardSeedParam?: number): Row[] | undefined {
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

/**
 * Sub-aggregation types whose finalizeSampling the simulator has: min/max/avg unchanged (Min, Max, InternalAvg
 * return `this`), sum scaled (Sum: `scaleUp(sum)`), value_count (`scaleUp(value)`), stats (count and sum).
 */
export const SCALABLE = new Set(['avg', 'min', 'max', 'sum', 'value_count', 'stats']);

/** SamplingContext.scaleUp(long): `Math.round(value * (1.0 / probability))`. */
const scaleUpLong = (v: number, p: number): number => Math.floor(v * (1.0 / p) + 0.5);

/** finalizeSampling of each sub-aggregation (types from SCALABLE) at probability `p`. */
export function finalizeSampling(aggs: SubResults, typeOf: (name: string) => string | undefined, p: number): SubResults {
  const out: SubResults = new Map();
  for (const [name, r] of aggs) out.set(name, scaleOne(typeOf(name), r, p));
  return out;
}

function scaleOne(type: string | undefined, r: Internal, p: number): Internal {
  const s = r as StatsState;
  switch (type) {
    case 'sum': return { ...s, sum: s.sum / p, sumDelta: 0 } as StatsState;
    case 'value_count': return { ...s, count: scaleUpLong(s.count, p) } as StatsState;
    case 'stats': return { ...s, count: scaleUpLong(s.count, p), sum: s.sum / p, sumDelta: 0 } as StatsState;
    default: return r;
  }
}
