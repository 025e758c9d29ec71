/**
 * The machinery every aggregation type shares: collecting sub-aggregations per bucket on a shard,
 * reducing them across shards, applying pipelines over the reduced tree (children first, then the
 * aggregation's own, as InternalMultiBucketAggregation.reducePipelines does), rendering with `meta`
 * and `typed_keys`, and counting buckets against `search.max_buckets`.
 */
import { markAggDoubles } from './javaDoubles.ts';
import type { JsonObject } from '../../json.ts';
import { isEsError, tooManyBuckets, type EsError } from '../../errors/index.ts';
import type { AggNode, Bucket, Internal, ReduceCtx, Row, ShardCtx, SubResults } from './types.ts';

const SUB_CTX = new WeakMap<ShardCtx, ShardCtx>();

/**
 * The shard as a bucket's sub-aggregations see it: without `matched`, so a script below a bucket runs on the
 * bucket's rows as it meets them, not ahead over every match of the shard (a selective bucket would pay for all).
 */
function subCtx(shard: ShardCtx): ShardCtx {
  if (!('matched' in shard)) return shard;
  let c = SUB_CTX.get(shard);
  if (!c) SUB_CTX.set(shard, (c = { ...shard, matched: undefined }));
  return c;
}

/** The rows of the bucket whose sub-aggregations are being collected now (set only while collectSubs runs). */
let bucketNow: readonly Row[] | undefined;

/**
 * The rows of the bucket whose sub-aggregations are collecting now, for a value-source script below a bucket that
 * runs ahead over them in slices (scriptValues.ts, valuesSource.ts), as scripted_metric's do (stop 51).
 */
export function bucketRows(): readonly Row[] | undefined {
  return bucketNow;
}

/** Collects every sub-aggregation of `node` over the rows of one bucket. */
export function collectSubs(node: AggNode, rows: Row[], shard: ShardCtx): SubResults | EsError {
  const out: SubResults = new Map();
  const inner = subCtx(shard);
  const outer = bucketNow;
  bucketNow = rows;
  try {
    for (const sub of node.subs) {
      const r = sub.impl.collect(sub, rows, inner);
      if (isEsError(r)) return r;
      out.set(sub.name, r);
    }
  } finally {
    bucketNow = outer;
  }
  return out;
}

/** A bucket's rows named by their documents' order in the index, or undefined when one is a nested row. */
export function bucketRowsKey(rows: readonly Row[]): string | undefined {
  let out = '';
  for (const r of rows) {
    if ('nested' in r) return undefined;
    out += `${(r as { order: number }).order},`;
  }
  return out;
}

/**
 * Buckets of a shard whose scripts run ahead in slices, each piece costing the shard's collection once more
 * (resumable/prepared.ts): past them, a bucket's scripts run whole.
 */
export const BUCKETS_AHEAD = 64;

/** Reduces the sub-aggregations of the buckets that share a key (one SubResults per shard bucket). */
export function reduceSubs(node: AggNode, parts: SubResults[], rctx: ReduceCtx): SubResults | EsError {
  const out: SubResults = new Map();
  for (const sub of node.subs) {
    const list: Internal[] = [];
    for (const p of parts) {
      const r = p.get(sub.name);
      if (r) list.push(r);
    }
    const r = sub.impl.reduce(sub, list, rctx);
    if (isEsError(r)) return r;
    out.set(sub.name, r);
  }
  return out;
}

/** Counts buckets made by a final reduce; past `search.max_buckets` the search fails. */
export function consumeBuckets(rctx: ReduceCtx, n: number): EsError | undefined {
  rctx.buckets.count += n;
  const max = rctx.ctx.maxBuckets;
  if (max >= 0 && rctx.buckets.count > max) return tooManyBuckets(rctx.ctx.profile, max, rctx.buckets.count, rctx.ctx.indexName ?? null);
  return undefined;
}

/** Applies the pipelines of `node` and of its descendants to a reduced result (children first). */
export function applyPipelines(node: AggNode, r: Internal, rctx: ReduceCtx): Internal | EsError {
  const impl = node.impl;
  const hasPipelines = node.pipelines.length > 0 || hasNestedPipelines(node);
  if (!hasPipelines) return r;
  const levelNodes = [...node.subs, ...node.pipelines];
  const perBucket = (b: Bucket): Bucket | EsError => {
    const aggs: SubResults = new Map();
    for (const sub of node.subs) {
      const v = b.aggs.get(sub.name);
      if (!v) continue;
      const done = applyPipelines(sub, v, rctx);
      if (isEsError(done)) return done;
      aggs.set(sub.name, done);
    }
    for (const p of node.pipelines) {
      if (p.impl.pipeline!.kind !== 'sibling') continue;
      const v = p.impl.pipeline!.sibling!(p, aggs, levelNodes, rctx);
      if (isEsError(v)) return v;
      aggs.set(p.name, v);
    }
    return { ...b, aggs };
  };
  if (impl.buckets && impl.withBuckets) {
    let buckets: Bucket[] = [];
    for (const b of impl.buckets(r)) {
      const nb = perBucket(b);
      if (isEsError(nb)) return nb;
      buckets.push(nb);
    }
    for (const p of node.pipelines) {
      if (p.impl.pipeline!.kind !== 'parent') continue;
      const nb = p.impl.pipeline!.parent!(p, node, buckets, rctx);
      if (isEsError(nb)) return nb;
      buckets = nb;
    }
    return impl.withBuckets(r, buckets);
  }
  if (impl.single && impl.withBuckets) {
    const nb = perBucket(impl.single(r));
    if (isEsError(nb)) return nb;
    return impl.withBuckets(r, [nb]);
  }
  return r;
}

function hasNestedPipelines(node: AggNode): boolean {
  return node.subs.some((s) => s.pipelines.length > 0 || hasNestedPipelines(s));
}

/** Renders one level of aggregations (a bucket's, or the top level) into `out`, in the level's order. */
export function renderLevel(nodes: AggNode[], results: SubResults, rctx: ReduceCtx, out: JsonObject): void {
  const byName = new Map(nodes.map((n) => [n.name, n]));
  for (const [name, r] of results) {
    const node = byName.get(name);
    if (!node) continue;
    const typed = node.impl.typedName(node, r);
    const key = rctx.ctx.typedKeys ? `${typed}#${name}` : name;
    const body: JsonObject = {};
    if (node.meta) body.meta = node.meta;
    Object.assign(body, node.impl.render(node, r, rctx));
    markAggDoubles(typed, body);
    out[key] = body;
  }
}

/** Renders a bucket's sub-aggregations into its object. */
export function renderSubs(node: AggNode, aggs: SubResults, rctx: ReduceCtx, out: JsonObject): void {
  renderLevel([...node.subs, ...node.pipelines], aggs, rctx, out);
}
