/**
 * Aggregations of a search, as Elasticsearch computes them: the `aggs` tree parsed once, collected on
 * each shard into partials, reduced across shards, pipelines applied, then rendered as `aggregations`.
 */
import { rateSourceIndex, type RateSource } from './compositeRate.ts';
import { isCounterField } from './counterRate.ts';
import type { Json, JsonObject } from '../../json.ts';
import { aggExecutionFailure, aggInvalid, aggShardFailure, aggValidation, isEsError, type EsError } from '../../errors/index.ts';
import { validatePipelines } from './pipelines.ts';
import { compositeParentError } from './composite.ts';
import type { Profile } from '../../../profiles.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import { DocValues } from './docValues.ts';
import { shardColumns } from './columns.ts';
import { collectColumnarSteps } from './columnar.ts';
import { catchSteps, drain, type Steps } from '../resumable/steps.ts';
import { applyPipelines, renderLevel } from './framework.ts';
import { parseLevel } from './parse.ts';
import { REGISTRY } from './registry.ts';
import { catchScoreFailure } from '../engine/customQuery.ts';
import type { AggContext, AggNode, AggTree, Internal, ReduceCtx, ShardCtx, ShardFailure, SubResults } from './types.ts';
import { preparedMemo, preparedSteps } from '../resumable/prepared.ts';
import { isShardFailure } from './shardFailures.ts';

export type { AggContext, AggTree } from './types.ts';

/** Parses and validates `aggs`/`aggregations` of a search body (no index needed), with ES's parse errors. */
export function parseAggregations(body: Json, ctx: { profile: Profile; rawBody?: string; key?: string }): AggTree | EsError {
  const warnings: string[] = [];
  const tree = parseLevel(body, [ctx.key ?? 'aggs'], ctx.profile, ctx.rawBody, REGISTRY, warnings);
  if (isEsError(tree)) return tree;
  if (warnings.length > 0) tree.warnings = [...new Set(warnings)];
  // AggregatorFactories.Builder.validate: pipeline paths and parents, reported together.
  const problems: string[] = [];
  validatePipelines(tree.aggs, tree.pipelines, undefined, problems, ctx.profile);
  return problems.length > 0 ? aggValidation(problems) : tree;
}

/** One shard's matching documents, in `_doc` order (the top-level query applied; post_filter NOT applied). */
export interface ShardMatches {
  index: IndexState;
  shard: number;
  docs: Doc[];
  scores?: Float32Array;
  /** Every document of the shard matches (a match_all): columns then read the segments' live documents. */
  all?: boolean;
}

/** A `global` anywhere but the top level fails on the shard, as GlobalAggregatorFactory refuses it. */
function globalBelowTop(ctx: AggContext, nodes: AggNode[], parent: AggNode | undefined, index: string, idx: IndexState | undefined, ancestors: AggNode[] = []): EsError | undefined {
  for (const n of nodes) {
    if (parent && n.type === 'global') {
      return aggExecutionFailure(ctx.profile, `Aggregation [${parent.name}] cannot have a global sub-aggregation [${n.name}]. Global aggregations can only be defined as top level aggregations`, index);
    }
    const oneDateSource = parent?.type === 'composite' && rateSourceIndex((parent.spec as { sources: RateSource[] }).sources) !== undefined;
    // A counter field's rate (TimeSeriesRateAggregator, 8.7+) needs no date histogram.
    const counter = n.type === 'rate' && isCounterField(ctx.profile, idx, (n.spec as { source?: { field?: string } }).source?.field);
    // AbstractRateAggregator looks for a SizedBucketAggregator among all its ancestors, not only its parent.
    const sized = ancestors.some((a) => a.type === 'date_histogram' || (a.type === 'composite' && rateSourceIndex((a.spec as { sources: RateSource[] }).sources) !== undefined));
    if (n.type === 'rate' && parent?.type !== 'date_histogram' && !oneDateSource && !sized && !counter) {
      // Thrown by AbstractRateAggregator's constructor: every shard fails (a real 8.15 cluster answers with failed_shards).
      return aggShardFailure('The rate aggregation can only be used inside a date histogram aggregation or composite aggregation with one date histogram value source', index);
    }
    if (parent && n.type === 'composite') {
      const c = compositeParentError(ancestors, ctx.profile.compositeParents);
      if (c) return c;
    }
    const e = globalBelowTop(ctx, n.subs, n, index, idx, [n, ...ancestors]);
    if (e) return e;
  }
  return undefined;
}

function hasType(nodes: AggNode[], type: string): boolean {
  return nodes.some((n) => n.type === type || hasType(n.subs, type));
}

/**
 * A `time_series` anywhere in the tree makes the shard run in sort order (AggregatorFactories.Builder
 * .isInSortOrderExecutionRequired): a `composite` then refuses to build (CompositeAggregationBuilder: an
 * IllegalArgumentException), and a top-level `global` cannot run (AggregationPhase refuses the global
 * aggregators in time series mode; its status, an AggregationExecutionException's, was not checked against 8.19).
 */
function timeSeriesModeProblem(ctx: AggContext, aggs: AggNode[], index: string): EsError | undefined {
  if (!ctx.profile.timeSeriesAggFailures || !hasType(aggs, 'time_series')) return undefined;
  if (hasType(aggs, 'composite')) return aggShardFailure('[composite] aggregation is incompatible with time series execution mode', index);
  if (aggs.some((n) => n.type === 'global')) return aggExecutionFailure(ctx.profile, 'Time series aggregations cannot be used inside global aggregation.', index);
  return undefined;
}

/**
 * Collects per shard (each shard a partial, as ES's Aggregator), then reduces across shards
 * (InternalAggregation.reduce), rendering the `aggregations` object.
 */
export function runAggregations(tree: AggTree, shards: ShardMatches[], ctx: AggContext): JsonObject | EsError {
  return drain(runAggregationsSteps(tree, shards, ctx));
}

/**
 * `runAggregations` as resumable steps: the columnar collection yields every few thousand documents and
 * between shards and aggregations (the per-document path runs each aggregation of a shard in one piece).
 * Every shard's columns are read before the first yield, so a write served between slices changes nothing
 * of what the aggregations see (sealed segments are never changed).
 */
export function* runAggregationsSteps(tree: AggTree, shards: ShardMatches[], ctx: AggContext): Steps<JsonObject | EsError> {
  const bad = globalBelowTop(ctx, tree.aggs, undefined, shards[0]?.index.name ?? '_na_', shards[0]?.index) ?? timeSeriesModeProblem(ctx, tree.aggs, shards[0]?.index.name ?? '_na_');
  if (bad) return bad;
  const valuesByShard = new Map<IndexState, Map<number, DocValues>>();
  const partials = new Map<string, Internal[]>();
  const failed: ShardFailure[] = [];
  const prepare = preparedMemo();
  const frozen = shards.map((s) => (ctx.perDocValues ? undefined : shardColumns(s.index, ctx.profile, s.shard)));
  for (const [si, s] of shards.entries()) {
    let byShard = valuesByShard.get(s.index);
    if (!byShard) valuesByShard.set(s.index, (byShard = new Map()));
    let values = byShard.get(s.shard);
    const cols = frozen[si];
    if (!values) byShard.set(s.shard, (values = new DocValues(s.index, cols, ctx.profile)));
    const scores = s.scores;
    const pos = scores ? new Map(s.docs.map((d, i) => [d, i])) : undefined;
    const shard: ShardCtx = {
      index: s.index,
      shard: s.shard,
      values,
      ctx,
      allDocs: () => ctx.allDocs(s.index, s.shard),
      scoreOf: (d) => (scores && pos ? (scores[pos.get(d) ?? -1] ?? 1) : 1),
      // A getter: a shard of every document makes its list only when a script asks for it.
      get matched() {
        return s.docs;
      },
    };
    // The shard's partials are kept only once every aggregation of the shard collected: a shard that fails
    // contributes nothing (ES's QueryPhase fails the whole shard request).
    const mine: Internal[] = [];
    let failure: EsError | undefined;
    for (const node of tree.aggs) {
      const steps = function* (): Steps<Internal | EsError> {
        // A script's values over the shard's documents are prepared work (scriptValues.ts, scriptedMetric.ts): in slices.
        return (cols && (yield* collectColumnarSteps(node, s, shard, cols))) || (yield* preparedSteps(prepare, () => node.impl.collect(node, s.docs, shard)));
      };
      // A values-source script's runtime error is thrown from deep in a collector (scriptValues.ts); a
      // generator's try spans its yields (catchSteps), and catchScoreFailure tells that error from others.
      const r = yield* catchSteps(steps(), (e) => catchScoreFailure(() => {
        throw e;
      }));
      yield;
      if (isEsError(r)) {
        failure = r;
        break;
      }
      mine.push(r);
    }
    if (failure) {
      if (!ctx.onShardFailure || !isShardFailure(failure)) return failure;
      failed.push({ index: s.index, shard: s.shard, error: failure });
      continue;
    }
    ctx.onShardPartials?.(s.index, s.shard, mine);
    tree.aggs.forEach((node, i) => {
      let list = partials.get(node.name);
      if (!list) partials.set(node.name, (list = []));
      list.push(mine[i]!);
    });
  }
  // Every shard failed: the search fails ("all shards failed"), as before partial results existed.
  if (failed.length > 0 && failed.length === shards.length) return failed[0]!.error;
  for (const f of failed) ctx.onShardFailure!(f);
  // A value that fails only when computed (an HDR rank below zero, ES's toXContent throwing) is thrown as a
  // ScoreFailure from the reduce or the rendering and answered as the error it carries. A pipeline's scripts
  // are prepared work (scriptPipelines.ts): the reduce runs again, with a fresh bucket count, once they are done.
  return yield* preparedSteps(prepare, () => catchScoreFailure((): JsonObject | EsError => {
    const rctx: ReduceCtx = { ctx: { ...ctx, indexName: ctx.indexName ?? shards[0]?.index.name }, buckets: { count: 0 } };
    const level: SubResults = new Map();
    for (const node of tree.aggs) {
      const parts = partials.get(node.name) ?? [];
      const reduced = node.impl.reduce(node, parts, rctx);
      if (isEsError(reduced)) return reduced;
      const piped = applyPipelines(node, reduced, rctx);
      if (isEsError(piped)) return piped;
      level.set(node.name, piped);
    }
    const nodes = [...tree.aggs, ...tree.pipelines];
    for (const p of tree.pipelines) {
      const v = p.impl.pipeline!.sibling ? p.impl.pipeline!.sibling(p, level, nodes, rctx) : undefined;
      if (v === undefined) continue;
      if (isEsError(v)) return v;
      level.set(p.name, v);
    }
    const out: JsonObject = {};
    renderLevel(nodes, level, rctx, out);
    return out;
  }));
}
