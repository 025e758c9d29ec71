/**
 * `moving_percentiles`: for each histogram bucket, the percentiles of the digests of the buckets in its
 * window (`[i - window + shift, i + shift)`, MovingPercentilesPipelineAggregator), printed as the
 * percentiles aggregation it reads prints.
 */
import type { JsonObject } from '../../json.ts';
import { aggInvalid, aggTreeProblem } from '../../errors/index.ts';
import { Digest } from './tdigest.ts';
import { percentiles } from './percentiles.ts';
import type { AggImpl, AggNode, Bucket, Internal } from './types.ts';

interface MovSpec {
  path: string;
  window: number;
  shift: number;
}
interface MovResult extends Internal {
  kind: 'moving_percentiles';
  target: AggNode;
  inner: Internal;
}

/** The `moving_percentiles` aggregation. */
export const movingPercentiles: AggImpl = {
  parse(name, body) {
    const o = (body ?? {}) as JsonObject;
    if (typeof o.buckets_path !== 'string') return aggTreeProblem(`Missing required field [buckets_path] for moving_percentiles aggregation [${name}]`);
    if (o.window === undefined) return aggTreeProblem(`Missing required field [window] for moving_percentiles aggregation [${name}]`);
    const window = Number(o.window);
    if (!(window > 0)) return aggInvalid(`[window] must be a positive, non-zero integer.`);
    return { path: o.buckets_path, window, shift: o.shift === undefined ? 0 : Number(o.shift) } satisfies MovSpec;
  },
  collect: () => ({ kind: 'none' }),
  reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
  render: (_n, r, rctx) => {
    const m = r as MovResult;
    return percentiles.render(m.target, m.inner, rctx);
  },
  typedName: (_n, r) => percentiles.typedName((r as MovResult).target, (r as MovResult).inner),
  pipeline: {
    kind: 'parent',
    parent(node, parent, buckets) {
      const spec = node.spec as MovSpec;
      const target = parent.subs.find((s) => s.name === spec.path);
      if (!target || target.type !== 'percentiles') return aggInvalid(`buckets_path must reference a percentiles aggregation, got: [${target?.type ?? spec.path}] at aggregation [${spec.path}]`);
      return buckets.map((b, i): Bucket => {
        const from = Math.max(i - spec.window + spec.shift, 0);
        const to = Math.min(i + spec.shift, buckets.length);
        // An empty window adds nothing: the bucket keeps only its own aggregations (the aggregator adds its
        // result only once a bucket of the window gave it a digest).
        if (from >= to) return b;
        const first = b.aggs.get(target.name) as (Internal & { digest: Digest }) | undefined;
        const digest = new Digest(first?.digest.compression ?? 100, first?.digest.model);
        for (let j = from; j < to; j++) {
          const r = buckets[j]!.aggs.get(target.name) as (Internal & { digest: Digest }) | undefined;
          if (r) digest.merge(r.digest);
        }
        const inner = { ...(first ?? {}), digest } as Internal;
        return { ...b, aggs: new Map([...b.aggs, [node.name, { kind: 'moving_percentiles', target, inner } as MovResult]]) };
      });
    },
  },
};
