/**
 * `random_sampler` below 1.0: which of a shard's matching documents it keeps, and how the reduced
 * sub-aggregations are scaled back (InternalRandomSampler.reduce → finalizeSampling with a SamplingContext).
 */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { ordOf, shardSegments } from '../engine/indexEngine.ts';
import { sampledDocIds, shardIdHash } from './randomSampling.ts';
import { nestedPaths } from './docValues.ts';
import type { StatsState } from './metrics.ts';
import type { AggNode, Internal, Row, SubResults } from './types.ts';

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

/**
 * Sub-aggregation types whose finalizeSampling the simulator has: min/max/avg unchanged (Min, Max, InternalAvg
 * return `this`), sum scaled (Sum: `scaleUp(sum)`), value_count (`scaleUp(value)`), stats (count and sum),
 * terms (AbstractInternalTerms: each bucket's doc_count and shown error, the error and the other count),
 * histogram and date_histogram (each bucket's doc_count: InternalHistogram/InternalDateHistogram map their
 * buckets' finalizeSampling), filter (InternalFilter: its doc_count). Sub-aggregations recursively.
 */
const SCALABLE = new Set(['avg', 'min', 'max', 'sum', 'value_count', 'stats', 'terms', 'histogram', 'date_histogram', 'filter']);

/** The first aggregation under `nodes` (at any depth) whose sampled result the simulator cannot scale. */
export function unscalable(nodes: readonly AggNode[]): AggNode | undefined {
  for (const n of nodes) {
    if (!SCALABLE.has(n.type)) return n;
    const deeper = unscalable(n.subs);
    if (deeper) return deeper;
  }
  return undefined;
}

/** SamplingContext.scaleUp(long): `Math.round(value * (1.0 / probability))`. */
const scaleUpLong = (v: number, p: number): number => Math.floor(v * (1.0 / p) + 0.5);

/** InternalAggregations.finalizeSampling: each sub-aggregation's own, at probability `p`. */
export function finalizeSampling(aggs: SubResults, nodes: readonly AggNode[], p: number): SubResults {
  const out: SubResults = new Map();
  for (const [name, r] of aggs) {
    const node = nodes.find((n) => n.name === name);
    out.set(name, node ? scaleOne(node, r, p) : r);
  }
  return out;
}

interface TermsLike extends Internal {
  buckets: { docCount: number; error: number; aggs: SubResults }[];
  otherDocCount: number;
  docCountError: number;
}

function scaleOne(node: AggNode, r: Internal, p: number): Internal {
  const s = r as StatsState;
  switch (node.type) {
    case 'sum': return { ...s, sum: s.sum / p, sumDelta: 0 } as StatsState;
    case 'value_count': return { ...s, count: scaleUpLong(s.count, p) } as StatsState;
    case 'stats': return { ...s, count: scaleUpLong(s.count, p), sum: s.sum / p, sumDelta: 0 } as StatsState;
    case 'terms': {
      const t = r as TermsLike;
      const showError = (node.spec as { showError?: boolean }).showError === true;
      return {
        ...t,
        buckets: t.buckets.map((b) => ({ ...b, docCount: scaleUpLong(b.docCount, p), error: showError ? scaleUpLong(b.error, p) : 0, aggs: finalizeSampling(b.aggs, node.subs, p) })),
        docCountError: scaleUpLong(t.docCountError, p),
        otherDocCount: scaleUpLong(t.otherDocCount, p),
      } as TermsLike;
    }
    case 'filter': {
      const f = r as Internal & { docCount: number; aggs: SubResults };
      return { ...f, docCount: scaleUpLong(f.docCount, p), aggs: finalizeSampling(f.aggs, node.subs, p) } as Internal;
    }
    case 'histogram':
    case 'date_histogram': {
      const bs = node.impl.buckets!(r).map((b) => ({ ...b, docCount: scaleUpLong(b.docCount, p), aggs: finalizeSampling(b.aggs, node.subs, p) }));
      return node.impl.withBuckets!(r, bs);
    }
    default: return r;
  }
}
