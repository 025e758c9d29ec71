/**
 * The `bucket_count_ks_test` sibling pipeline (x-pack ml, ES 7.14; BucketCountKSTestAggregationBuilder):
 * `buckets_path` to a multi-bucket sibling's `_count`, optional `alternative` (a list of less, greater,
 * two_sided: all by default), `fractions` and `sampling_method` (upper_tail by default). The answer prints
 * one p-value per alternative (InternalKSTestAggregation). The statistics are ./ksTest.ts.
 */
import { isObject, type JsonObject } from '../../json.ts';
import { aggInvalid, aggValidation, isEsError, unknownAggregationType, type EsError } from '../../errors/index.ts';
import { bucketValues } from './bucketCorrelation.ts';
import { ksTest, type Alternative, type SamplingName } from './ksTest.ts';
import { jnum } from './metrics.ts';
import { positionOf } from './parse.ts';
import { javaStringHash, SplittableRandom } from './randomSampling.ts';
import type { AggImpl, Internal } from './types.ts';

const ALTERNATIVES: readonly Alternative[] = ['less', 'greater', 'two_sided'];
const SAMPLING: readonly SamplingName[] = ['upper_tail', 'lower_tail', 'uniform'];

interface KsSpec {
  path: string;
  alternatives: Alternative[];
  fractions?: number[];
  method: SamplingName;
}
interface KsResult extends Internal {
  kind: 'ks_test';
  values: Map<Alternative, number>;
}

/**
 * Collections.shuffle of 0…n−1 (Fisher–Yates from the top). ES draws from Randomness.get(), unseeded: the
 * simulator draws from a SplittableRandom seeded by the aggregation's name, so a replay answers the same.
 */
function shuffler(name: string): (n: number) => number[] {
  const random = new SplittableRandom(javaStringHash(name));
  return (n) => {
    const list = Array.from({ length: n }, (_v, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = (random.nextInt() >>> 0) % (i + 1);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
}

/** The `bucket_count_ks_test` aggregation. */
export const bucketCountKsTest: AggImpl = {
  parse(name, body, pctx) {
    if (!pctx.profile.mlAggregations) return unknownAggregationType(pctx.profile, 'bucket_count_ks_test', positionOf(pctx.rawBody, pctx.path));
    const o = (isObject(body) ? body : {}) as JsonObject;
    const path = typeof o.buckets_path === 'string' ? o.buckets_path : Array.isArray(o.buckets_path) && o.buckets_path.length === 1 ? String(o.buckets_path[0]) : undefined;
    if (path === undefined) return aggInvalid(`[bucket_count_ks_test] aggregation [${name}] requires a single [buckets_path]`);
    let alternatives = [...ALTERNATIVES];
    if (o.alternative !== undefined) {
      const list = Array.isArray(o.alternative) ? o.alternative : [o.alternative];
      const given = new Set<Alternative>();
      for (const a of list) {
        const v = String(a).toLowerCase() as Alternative;
        if (!ALTERNATIVES.includes(v)) return aggInvalid(`No enum constant Alternative.${String(a).toUpperCase()}`);
        given.add(v);
      }
      // An EnumSet: declaration order, each once.
      alternatives = ALTERNATIVES.filter((a) => given.has(a));
    }
    let fractions: number[] | undefined;
    if (o.fractions !== undefined && o.fractions !== null) {
      if (!Array.isArray(o.fractions) || !o.fractions.every((f) => typeof f === 'number')) return aggInvalid(`[fractions] must be an array of numbers`);
      fractions = o.fractions as number[];
    }
    const method = String(o.sampling_method ?? 'upper_tail') as SamplingName;
    if (!SAMPLING.includes(method)) return aggInvalid(`Unrecognized sampling_method [${method}]`);
    // The builder's validation: the tested values are bucket document counts.
    if (!path.endsWith('_count')) return aggValidation([`bucket_count_ks_test requires that bucket_path points to bucket [_count] for agg [${name}]`]);
    return { path, alternatives, ...(fractions ? { fractions } : {}), method } satisfies KsSpec;
  },
  collect: () => ({ kind: 'none' }),
  reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
  render: (_n, r) => {
    const out: JsonObject = {};
    for (const [alt, v] of (r as KsResult).values) out[alt] = jnum(v);
    return out;
  },
  typedName: () => 'bucket_count_ks_test',
  value: (_n, r, metric) => (r as KsResult).values.get(metric as Alternative) ?? NaN,
  pipeline: {
    kind: 'sibling',
    sibling(node, level, nodes, rctx): Internal | EsError {
      const spec = node.spec as KsSpec;
      const found = bucketValues(node, level, nodes, rctx, spec.path);
      if (isEsError(found)) return found;
      const result: KsResult = { kind: 'ks_test', values: ksTest(found.values, spec.fractions, spec.alternatives, spec.method, shuffler(node.name)) };
      return result;
    },
  },
};
