/**
 * The rank-eval metrics as the module computes them, in Java's double arithmetic: PrecisionAtK, RecallAtK,
 * MeanReciprocalRank, DiscountedCumulativeGain and ExpectedReciprocalRank (each `evaluate` joins the hits with
 * the ratings on `_index`/`_id`, EvaluationMetric.joinHitsWithRatings), their parameters as their
 * ConstructingObjectParsers read them (note the parser names: MRR's is `reciprocal_rank`, ERR's is `dcg`), and
 * the per-query `metric_details`. Every metric forces the search's `size` to its `k`.
 */
import { markJava, type Json, type JsonObject } from '../json.ts';
import { isEsError, rankEvalBuildFailed, RANK_EVAL_PROBLEMS, type EsError } from '../errors/index.ts';
import { missingRequired, objectAt, readBool, readInt, unknownAt, type ParseCtx } from './fields.ts';
import type { PathStep } from '../mapping/locate.ts';
import { javaLogInt } from './javaLog.ts';

/** A rated document: `_index`, `_id`, `rating`. */
export interface RatedDoc {
  index: string;
  id: string;
  rating: number;
}

/** A search hit with its rating, if the request rated it (RatedSearchHit). */
export interface RatedHit {
  hit: JsonObject;
  index: string;
  id: string;
  rating: number | undefined;
}

/** One query's evaluation (EvalQueryQuality): its score, its rated hits, its `metric_details`. */
export interface QueryQuality {
  score: number;
  hits: RatedHit[];
  detail: JsonObject;
}

/** A metric ready to evaluate. */
export interface Metric {
  /** forcedSearchSize: every metric's `k`. */
  k: number;
  evaluate(hits: RatedHit[], docs: readonly RatedDoc[]): QueryQuality;
}

type Params = Record<string, number | boolean | undefined>;

interface MetricDef {
  /** The ConstructingObjectParser's name, which its errors print. */
  parser: string;
  params: readonly (readonly [name: string, kind: 'int' | 'bool'])[];
  required?: readonly string[];
  build(p: Params): Metric | string;
}

const DEFAULT_K = 10;
/** DiscountedCumulativeGain.LOG2 (Math.log(2.0): the same double in Java and V8). */
const LOG2 = Math.log(2.0);

/** The threshold and window checks of PrecisionAtK, RecallAtK and MeanReciprocalRank's constructors. */
function thresholdAndK(p: Params): string | undefined {
  if ((p.relevant_rating_threshold as number | undefined ?? 1) < 0) return RANK_EVAL_PROBLEMS.threshold;
  if ((p.k as number | undefined ?? DEFAULT_K) <= 0) return RANK_EVAL_PROBLEMS.windowSize;
  return undefined;
}

/** PrecisionAtK's, RecallAtK's and MeanReciprocalRank's constructors: their checks, then the evaluation at the threshold. */
function withThreshold(p: Params, evaluate: (threshold: number) => Metric['evaluate']): Metric | string {
  const bad = thresholdAndK(p);
  if (bad) return bad;
  return { k: (p.k as number | undefined) ?? DEFAULT_K, evaluate: evaluate((p.relevant_rating_threshold as number | undefined) ?? 1) };
}

/** A detail object `{name: {...}}` (MetricDetail.toXContent), its doubles marked. */
function detail(name: string, inner: JsonObject, doubles: readonly string[] = []): JsonObject {
  if (doubles.length > 0) markJava(inner, 'double', doubles);
  return { [name]: inner };
}

/** DiscountedCumulativeGain.computeDCG: unrated places (null) still take their rank. */
function computeDcg(ratings: readonly (number | undefined)[]): number {
  let dcg = 0;
  let rank = 1;
  for (const r of ratings) {
    if (r !== undefined) dcg += (Math.pow(2, r) - 1) / (javaLogInt(rank + 1) / LOG2);
    rank++;
  }
  return dcg;
}

const DEFS: Readonly<Record<string, MetricDef>> = {
  precision: {
    parser: 'precision',
    params: [['relevant_rating_threshold', 'int'], ['ignore_unlabeled', 'bool'], ['k', 'int']],
    build(p) {
      const ignoreUnlabeled = (p.ignore_unlabeled as boolean | undefined) ?? false;
      return withThreshold(p, (threshold) => (hits) => {
        let relevant = 0;
        let retrieved = 0;
        for (const h of hits) {
          if (h.rating !== undefined) {
            retrieved++;
            if (h.rating >= threshold) relevant++;
          } else if (!ignoreUnlabeled) retrieved++;
        }
        const score = retrieved > 0 ? relevant / retrieved : 0;
        return { score, hits, detail: detail('precision', { relevant_docs_retrieved: relevant, docs_retrieved: retrieved }) };
      });
    },
  },
  recall: {
    parser: 'recall',
    params: [['relevant_rating_threshold', 'int'], ['k', 'int']],
    build(p) {
      return withThreshold(p, (threshold) => (hits, docs) => {
        const retrieved = hits.filter((h) => h.rating !== undefined && h.rating >= threshold).length;
        const relevant = docs.filter((d) => d.rating >= threshold).length;
        const score = relevant > 0 ? retrieved / relevant : 0;
        return { score, hits, detail: detail('recall', { relevant_docs_retrieved: retrieved, relevant_docs: relevant }) };
      });
    },
  },
  mean_reciprocal_rank: {
    parser: 'reciprocal_rank',
    params: [['relevant_rating_threshold', 'int'], ['k', 'int']],
    build(p) {
      return withThreshold(p, (threshold) => (hits) => {
        const at = hits.findIndex((h) => h.rating !== undefined && h.rating >= threshold);
        const first = at < 0 ? -1 : at + 1;
        return { score: first === -1 ? 0 : 1.0 / first, hits, detail: detail('mean_reciprocal_rank', { first_relevant: first }) };
      });
    },
  },
  dcg: {
    parser: 'dcg',
    params: [['normalize', 'bool'], ['unknown_doc_rating', 'int'], ['k', 'int']],
    build(p) {
      const normalize = (p.normalize as boolean | undefined) ?? false;
      const unknown = p.unknown_doc_rating as number | undefined;
      return {
        k: (p.k as number | undefined) ?? DEFAULT_K,
        evaluate(hits, docs) {
          const ratings = hits.map((h) => h.rating ?? unknown);
          const unrated = hits.filter((h) => h.rating === undefined).length;
          const dcg = computeDcg(ratings);
          let score = dcg;
          let idcg = 0;
          if (normalize) {
            const all = docs.map((d) => d.rating).sort((a, b) => b - a);
            idcg = computeDcg(all.slice(0, Math.min(ratings.length, all.length)));
            score = idcg !== 0 ? dcg / idcg : 0;
          }
          // Detail.innerToXContent: the ideal and normalized values only when an ideal was computed.
          const inner: JsonObject = idcg !== 0 ? { dcg, ideal_dcg: idcg, normalized_dcg: dcg / idcg, unrated_docs: unrated } : { dcg, unrated_docs: unrated };
          return { score, hits, detail: detail('dcg', inner, ['dcg', 'ideal_dcg', 'normalized_dcg']) };
        },
      };
    },
  },
  expected_reciprocal_rank: {
    parser: 'dcg',
    params: [['maximum_relevance', 'int'], ['unknown_doc_rating', 'int'], ['k', 'int']],
    required: ['maximum_relevance'],
    build(p) {
      const k = (p.k as number | undefined) ?? DEFAULT_K;
      const unknown = p.unknown_doc_rating as number | undefined;
      const twoPowMax = Math.pow(2, p.maximum_relevance as number);
      return {
        k,
        evaluate(all) {
          const hits = all.length > k ? all.slice(0, Math.max(k, 0)) : all;
          let p = 1;
          let err = 0;
          let rank = 1;
          for (const h of hits) {
            const rating = h.rating ?? unknown;
            if (rating !== undefined) {
              const probR = (Math.pow(2, rating) - 1) / twoPowMax;
              err = err + (p * probR) / rank;
              p = p * (1 - probR);
            }
            rank++;
          }
          const unrated = hits.filter((h) => h.rating === undefined).length;
          return { score: err, hits, detail: detail('expected_reciprocal_rank', { unrated_docs: unrated }) };
        },
      };
    },
  },
};

/** One metric's parameters (its ConstructingObjectParser), then its constructor; errors are the metric parser's own. */
export function parseMetricParams(c: ParseCtx, name: string, v: Json, path: PathStep[]): Metric | EsError {
  const def = DEFS[name]!;
  const obj = objectAt(c, def.parser, v, path);
  if (isEsError(obj)) return obj;
  const p: Params = {};
  const declared = def.params.map(([n]) => n);
  for (const [key, value] of Object.entries(obj) as [string, Json][]) {
    const kind = def.params.find(([n]) => n === key)?.[1];
    if (kind === undefined) return unknownAt(c, def.parser, [...path, key], declared);
    const read = kind === 'int' ? readInt(c, def.parser, key, value, [...path, key]) : readBool(c, def.parser, key, value, [...path, key]);
    if (isEsError(read)) return read;
    p[key] = read;
  }
  const missing = missingRequired(def.required ?? [], (r) => p[r] !== undefined);
  if (missing) return missing;
  const built = def.build(p);
  return typeof built === 'string' ? rankEvalBuildFailed(c.profile, def.parser, built) : built;
}

/** Whether a metric name is one this module knows (the version's registry is the profile's list). */
export function isMetricName(name: string): boolean {
  return Object.hasOwn(DEFS, name);
}

/**
 * EvaluationMetric.combine: the mean of the per-query scores, summed as DoubleStream.sum does (Kahan
 * compensation, JDK 18+'s final step), in the order the results map iterates.
 */
export function combineScores(scores: readonly number[]): number {
  let sum = 0;
  let comp = 0;
  let simple = 0;
  for (const d of scores) {
    const tmp = d - comp;
    const velvel = sum + tmp;
    comp = velvel - sum - tmp;
    sum = velvel;
    simple += d;
  }
  const total = sum - comp;
  const finalSum = Number.isNaN(total) && !Number.isFinite(simple) && !Number.isNaN(simple) ? simple : total;
  return finalSum / scores.length;
}
