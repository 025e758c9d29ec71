/**
 * `function_score` on the engine, as ES's FunctionScoreQuery scores it: the query's scorer (created with the
 * query's boost), each function's score where its filter matches, combined by `score_mode` in double
 * (FunctionFactorScorer.computeScore), then with the query's score by `boost_mode` capped at `max_boost`
 * and cast to float (CombineFunction.combine); an invalid score fails the shard; `min_score` drops what
 * scores below it (MinScoreScorer). Explanations are CustomBoostFactorWeight.explain's.
 */
import type { Json } from '../../../json.ts';
import { isEsError, scoreFailed } from '../../../errors/index.ts';
import type { QueryContext } from '../../queryLeaves.ts';
import type { QNode } from '../qnode.ts';
import type { Hits } from '../scoreTypes.ts';
import { ScoreFailure, type CustomQuery } from '../customQuery.ts';
import { match, noMatch, javaFloatText, type Explanation } from '../explanation.ts';
import { f } from '../float32.ts';
import { parseFunctionScore, type BoostMode, type FunctionScoreSpec, type ScoreMode } from '../../functionScore/spec.ts';
import { resolveFunction, type LeafFunction } from '../../functionScore/functions.ts';

type Build = (q: Json | undefined, ctx: QueryContext) => QNode;

interface Fn {
  fn: LeafFunction;
  filter?: QNode;
}

/** Java's Float.toString, NaN and infinities included. */
function floatText(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  return javaFloatText(x);
}

/** CombineFunction.combine: the query's score and the functions' (capped at max_boost), as a float. */
export function combine(mode: BoostMode, q: number, fs: number, maxBoost: number): number {
  const m = Math.min(fs, maxBoost);
  switch (mode) {
    case 'multiply':
      return f(q * m);
    case 'replace':
      return f(m);
    case 'sum':
      return f(q + m);
    case 'avg':
      return f((m + q) / 2.0);
    case 'min':
      return f(Math.min(q, m));
    case 'max':
      return f(Math.max(q, m));
  }
}

/** CombineFunction.explain. */
function combineExplain(mode: BoostMode, q: Explanation, fe: Explanation, maxBoost: number): Explanation {
  const minV = Math.min(fe.value, maxBoost);
  const minE = match(minV, 'min of:', [fe, match(maxBoost, 'maxBoost')]);
  switch (mode) {
    case 'multiply':
      return match(f(q.value * minV), 'function score, product of:', [q, minE]);
    case 'replace':
      return minE;
    case 'sum':
      return match(f(minV + q.value), 'sum of', [q, minE]);
    case 'avg':
      return match(f((minV + q.value) / 2.0), 'avg of', [q, minE]);
    case 'min':
      return match(Math.min(minV, q.value), 'min of', [q, minE]);
    case 'max':
      return match(Math.max(minV, q.value), 'max of:', [q, minE]);
  }
}

/** FunctionFactorScorer.computeScore: the functions whose filter matches, combined by the score mode. */
function computeScore(mode: ScoreMode, fns: Fn[], matches: (i: number) => boolean, score: (i: number) => number): number {
  let factor = 1;
  switch (mode) {
    case 'first':
      for (let i = 0; i < fns.length; i++) {
        if (matches(i)) {
          factor = score(i);
          break;
        }
      }
      return factor;
    case 'max': {
      let max = -Infinity;
      for (let i = 0; i < fns.length; i++) if (matches(i)) max = Math.max(score(i), max);
      return max !== -Infinity ? max : factor;
    }
    case 'min': {
      let min = Infinity;
      for (let i = 0; i < fns.length; i++) if (matches(i)) min = Math.min(score(i), min);
      return min !== Infinity ? min : factor;
    }
    case 'multiply':
      for (let i = 0; i < fns.length; i++) if (matches(i)) factor *= score(i);
      return factor;
    default: {
      let total = 0;
      let weightSum = 0;
      for (let i = 0; i < fns.length; i++) {
        if (matches(i)) {
          total += score(i);
          weightSum += fns[i]!.fn.weight;
        }
      }
      if (weightSum !== 0) {
        factor = total;
        if (mode === 'avg') factor /= weightSum;
      }
      return factor;
    }
  }
}

/** The custom node of a parsed, resolved function_score. */
export function functionScoreNode(ctx: QueryContext, spec: FunctionScoreSpec, inner: QNode, fns: Fn[]): QNode {
  const boostMode: BoostMode = spec.boostMode ?? 'multiply';
  // One function without a filter is FunctionScoreQuery's single-function form (score mode FIRST).
  const single = fns.length === 1 && fns[0]!.filter === undefined;
  const scoreMode: ScoreMode = single ? 'first' : spec.scoreMode;
  const needsScores = boostMode !== 'replace' || fns.some((x) => x.fn.needsScores);
  const { profile, index } = ctx;
  const minScore = spec.minScore;
  const impl: CustomQuery = {
    label: (text) => `function score (${text(inner, false)}, functions: [${fns.map(() => '{}').join('')}])`,
    hits(view, sctx, boost, run): Hits {
      const sub = run(view, inner, sctx, boost);
      const site = { inner, stats: sctx.stats };
      const sets = fns.map((x) => (x.filter ? new Set(run(view, x.filter, sctx, 1).ids) : undefined));
      const ids: number[] = [];
      const scores: number[] = [];
      for (let k = 0; k < sub.ids.length; k++) {
        const doc = sub.ids[k]!;
        const subScore = needsScores ? sub.scores[k]! : 0;
        let score = subScore;
        if (fns.length > 0) {
          const factor = computeScore(scoreMode, fns, (i) => sets[i] === undefined || sets[i]!.has(doc), (i) => fns[i]!.fn.score(view, doc, subScore, site));
          score = combine(boostMode, subScore, factor, spec.maxBoost);
          if (score < 0 || Number.isNaN(score)) throw new ScoreFailure(scoreFailed(profile, `function score query returned an invalid score: ${floatText(score)} for doc: ${doc}`, index.name, view.shard));
        }
        if (minScore !== undefined && !(score >= minScore)) continue;
        ids.push(doc);
        scores.push(score);
      }
      return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
    },
    // Each document scored on its own from its inner score and the filters' matches: ranged, `run` is ranged.
    rangeHits(view, sctx, boost, run) {
      return impl.hits(view, sctx, boost, run);
    },
    children: () => [inner, ...fns.flatMap((x) => (x.filter ? [x.filter] : []))],
    explain(view, doc, sctx, boost, explain, run, text): Explanation {
      let expl = explain(view, inner, doc, sctx, boost);
      if (!expl.match) return expl;
      if (fns.length > 0) {
        const parts: Explanation[] = [];
        const inFilter = fns.map((x) => x.filter === undefined || run(view, x.filter, sctx, 1).ids.includes(doc));
        for (let i = 0; i < fns.length; i++) {
          if (!inFilter[i]) continue;
          const fe = fns[i]!.fn.explain(view, doc, expl, { inner, stats: sctx.stats });
          if (fns[i]!.filter) parts.push(match(fe.value, 'function score, product of:', [match(1, `match filter: ${text(fns[i]!.filter!, true)}`), fe]));
          else parts.push(fe);
        }
        let factor: Explanation;
        if (parts.length === 0) factor = match(1, 'No function matched');
        else if (single && parts.length === 1) factor = parts[0]!;
        else {
          const sub = expl.value;
          const v = computeScore(scoreMode, fns, (i) => inFilter[i]!, (i) => fns[i]!.fn.score(view, doc, sub, { inner, stats: sctx.stats }));
          factor = match(f(v), `function score, score mode [${scoreMode}]`, parts);
        }
        expl = combineExplain(boostMode, expl, factor, spec.maxBoost);
      }
      if (minScore !== undefined && minScore > expl.value) return noMatch(`Score value is too low, expected at least ${floatText(minScore)} but got ${floatText(expl.value)}`, [expl]);
      return expl;
    },
  };
  return { kind: 'custom', impl, boost: spec.boost };
}

/** The query tree of a (validated) function_score body: `none` where the shard could not create it. */
export function functionScoreTree(body: Json, ctx: QueryContext, build: Build): QNode {
  const spec = parseFunctionScore(ctx, body, ['query', 'function_score']);
  if (isEsError(spec)) return { kind: 'none' };
  const fns: Fn[] = [];
  for (const ff of spec.functions) {
    const fn = resolveFunction(ctx, ff);
    if (isEsError(fn)) return { kind: 'none' };
    fns.push(ff.filter !== undefined ? { fn, filter: build(ff.filter, ctx) } : { fn });
  }
  return functionScoreNode(ctx, spec, build(spec.query ?? { match_all: {} }, ctx), fns);
}
