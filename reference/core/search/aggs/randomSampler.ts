/**
 * `random_sampler` (ES ≥ 8.2, RandomSamplerAggregationBuilder / InternalRandomSampler): its parameters and
 * checks, and the answer at `probability: 1.0` (every matching document: `seed`, `probability`, `doc_count`
 * and the sub-aggregations). Below 1.0 ES samples with a geometric skip seeded by `seed` and the shard's
 * random seed (which hashes the index UUID) and scales the sub-aggregations' counts by 1/p (randomSample.ts):
 * the simulator keeps the same documents for metric sub-aggregations it can scale, and answers a clear 400
 * for the others instead of a different answer.
 */
import type { JsonObject } from '../../json.ts';
import { aggInvalid, aggShardFailure, aggUnknownParam, isEsError, notSupportedBySimulator, unknownAggregationType } from '../../errors/index.ts';
import { collectSubs, reduceSubs, renderSubs } from './framework.ts';
import { javaDouble } from './format.ts';
import { positionOf } from './parse.ts';
import { finalizeSampling, sampleRows, unscalable } from './randomSample.ts';
import type { AggImpl, AggNode, Internal, SubResults } from './types.ts';
import type { Profile } from '../../../profiles.ts';

interface RsSpec {
  name: string;
  probability: number;
  seed: number;
  /** `shard_seed` (8.14+): replaces the shard's own seed (ShardId.hashCode()) and is printed back. */
  shardSeed?: number;
  /** Declared below another aggregation (refused when the shard builds it). */
  hasParent: boolean;
  hasSubs: boolean;
}

interface RsResult extends Internal {
  kind: 'random_sampler';
  docCount: number;
  seed: number;
  probability: number;
  aggs: SubResults;
}

/**
 * Sub-aggregation types whose builders answer supportsSampling() false (AggregationBuilder's default, which
 * RandomSamplerAggregationBuilder.doBuild checks at every depth): cardinality (search.aggregation/450_random_sampler.yml),
 * nested and reverse_nested (NestedAggregationBuilder, ReverseNestedAggregationBuilder: no override), sampler
 * (SamplerAggregationBuilder; modules/aggregations random_sampler.yml "with poor settings"); time_series
 * (TimeSeriesAggregationBuilder, none either) is refused from 8.7 (time_series.yml "Sampler aggregation with nested
 * time series aggregation failure": "introduced in 8.7.0").
 */
const NO_SAMPLING = new Set(['cardinality', 'nested', 'reverse_nested', 'sampler']);

function unsupportedSub(node: AggNode, profile: Profile): AggNode | undefined {
  for (const s of node.subs) {
    if (NO_SAMPLING.has(s.type)) return s;
    if (s.type === 'time_series' && profile.timeSeriesAggFailures) return s;
    const deeper = unsupportedSub(s, profile);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The `random_sampler` aggregation. */
export const randomSampler: AggImpl = {
  parse(name, body, pctx) {
    if (!pctx.profile.randomSampler) return unknownAggregationType(pctx.profile, 'random_sampler', positionOf(pctx.rawBody, pctx.path), pctx.profile.unknownAggWording === 'could-not-find' ? name : undefined);
    const o = (body ?? {}) as JsonObject;
    let probability = 0;
    // Without `seed` ES draws one (Randomness.get().nextInt()); the simulator's is fixed so answers repeat.
    let seed = 0;
    let shardSeed: number | undefined;
    for (const [k, v] of Object.entries(o)) {
      if (k === 'probability') {
        const p = Number(v);
        if (p <= 0) return aggInvalid(`[probability] must be greater than 0.0, was [${javaDouble(p)}]`);
        if (p > 0.5 && p !== 1) return aggInvalid(`[probability] must be between 0.0 and 0.5 or exactly 1.0, was [${javaDouble(p)}]`);
        probability = p;
      } else if (k === 'seed') seed = Math.trunc(Number(v)) | 0;
      else if (k === 'shard_seed' && pctx.profile.randomSamplerShardSeed) shardSeed = Math.trunc(Number(v)) | 0;
      else return aggUnknownParam(pctx.profile, 'random_sampler', k, positionOf(pctx.rawBody, [...pctx.path, k]));
    }
    // pctx.path is [aggs, name, random_sampler] at the top level; deeper means a parent.
    return { name, probability, seed, ...(shardSeed !== undefined ? { shardSeed } : {}), hasParent: pctx.path.length > 3, hasSubs: pctx.hasSubs } satisfies RsSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as RsSpec;
    const index = shard.index.name;
    // RandomSamplerAggregationBuilder.doBuild's checks, in its order.
    if (spec.hasParent) return aggShardFailure(`[random_sampler] aggregation [${spec.name}] cannot have a parent aggregation`, index, shard.shard);
    if (!spec.hasSubs) return aggShardFailure(`[random_sampler] aggregation [${spec.name}] must have sub-aggregations`, index, shard.shard);
    if (spec.probability === 0) return aggShardFailure(`[random_sampler] aggregation [${spec.name}] must have [probability] set`, index, shard.shard);
    const bad = unsupportedSub(node, shard.ctx.profile);
    if (bad) return aggShardFailure(`[random_sampler] aggregation [${spec.name}] does not support sampling [${bad.type}] aggregation [${bad.name}]`, index, shard.shard);
    let kept = rows;
    let inner = shard;
    if (spec.probability < 1) {
      const other = unscalable(node.subs);
      if (other) return notSupportedBySimulator(`Sampling [${other.type}] with [random_sampler] below a [probability] of 1.0`);
      const sample = sampleRows(rows, shard.index, shard.ctx.profile, shard.shard, spec.probability, spec.seed, spec.shardSeed);
      if (!sample) return notSupportedBySimulator('Sampling nested or unindexed documents with [random_sampler] below a [probability] of 1.0');
      kept = sample;
      inner = { ...shard, sampling: { probability: spec.probability, seed: spec.seed, ...(spec.shardSeed !== undefined ? { shardSeed: spec.shardSeed } : {}) } };
    }
    const aggs = collectSubs(node, kept, inner);
    if (isEsError(aggs)) return aggs;
    return { kind: 'random_sampler', docCount: kept.length, seed: spec.seed, probability: spec.probability, aggs } satisfies RsResult;
  },
  reduce(node, parts, rctx) {
    const ps = parts as RsResult[];
    const spec = node.spec as RsSpec;
    let aggs = reduceSubs(node, ps.map((p) => p.aggs), rctx);
    if (isEsError(aggs)) return aggs;
    // The final reduce scales the sub-aggregations back (InternalRandomSampler.reduce); doc_count stays the sample's.
    if (spec.probability < 1) aggs = finalizeSampling(aggs, node.subs, spec.probability);
    return { kind: 'random_sampler', docCount: ps.reduce((s, p) => s + p.docCount, 0), seed: spec.seed, probability: spec.probability, aggs } satisfies RsResult;
  },
  render(node, r, rctx) {
    const s = r as RsResult;
    const spec = node.spec as RsSpec;
    // InternalRandomSampler.doXContentBody: seed, shard_seed (when set), probability, doc_count.
    const out: JsonObject = { seed: s.seed, ...(spec.shardSeed !== undefined ? { shard_seed: spec.shardSeed } : {}), probability: s.probability, doc_count: s.docCount };
    renderSubs(node, s.aggs, rctx, out);
    return out;
  },
  typedName: () => 'random_sampler',
  single: (r) => ({ key: null, keyString: '', docCount: (r as RsResult).docCount, aggs: (r as RsResult).aggs }),
  withBuckets: (r, bs) => ({ ...(r as RsResult), aggs: bs[0]!.aggs }),
  value: (_n, r, metric) => (metric === undefined || metric === '_count' || metric === 'doc_count' ? (r as RsResult).docCount : NaN),
};
