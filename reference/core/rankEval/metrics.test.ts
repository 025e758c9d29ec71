/**
 * The metrics' arithmetic against Java's: the values below were printed by a JDK 25 running the same
 * expressions (DiscountedCumulativeGain.computeDCG, DoubleStream.sum), and match ES's own tests
 * (DiscountedCumulativeGainTests.testDCGAt: 13.84826362927298, ideal 14.595390756454922; rank_eval/20_dcg.yml:
 * 10.299674… reversed, 12.073969… for both; 10_basic.yml: MRR 5/12, ERR 0.2083333…).
 */
import { describe, expect, it } from 'vitest';
import { combineScores, parseMetricParams, type Metric, type RatedDoc, type RatedHit } from './metrics.ts';
import { getProfile } from '../../profiles.ts';
import { isEsError, type EsError } from '../errors/index.ts';

const ctx = { profile: getProfile('elasticsearch@8.19.0'), raw: undefined };

function metric(name: string, params: Record<string, unknown>): Metric {
  const m = parseMetricParams(ctx, name, params as never, ['metric', name]);
  if (isEsError(m)) throw new Error(m.cause.reason);
  return m;
}

/** Hits d1..dn, rated from `ratings` (undefined: unrated). */
function hits(ratings: (number | undefined)[]): { hits: RatedHit[]; docs: RatedDoc[] } {
  const hs = ratings.map((rating, i) => ({ hit: { _index: 'i', _id: `d${i + 1}` }, index: 'i', id: `d${i + 1}`, rating }));
  return { hits: hs, docs: hs.filter((h) => h.rating !== undefined).map((h) => ({ index: 'i', id: h.id, rating: h.rating! })) };
}

describe('rank-eval metrics', () => {
  it('dcg: the sum of (2^rating - 1) / log2(rank + 1), exactly as Java computes it', () => {
    const { hits: h, docs } = hits([3, 2, 3, 0, 1, 2]);
    const q = metric('dcg', {}).evaluate(h, docs);
    expect(q.score).toBe(13.84826362927298);
    expect(q.detail).toEqual({ dcg: { dcg: 13.84826362927298, unrated_docs: 0 } });
    expect(metric('dcg', {}).evaluate(hits([2, 1, 0, 3, 2, 3]).hits, docs).score).toBe(10.29967439154499);
    const n = metric('dcg', { normalize: true }).evaluate(h, docs);
    expect(n.score).toBe(13.84826362927298 / 14.595390756454922);
    expect(n.detail).toEqual({ dcg: { dcg: 13.84826362927298, ideal_dcg: 14.595390756454922, normalized_dcg: 13.84826362927298 / 14.595390756454922, unrated_docs: 0 } });
  });

  it('dcg: an unrated hit keeps its rank, and counts as unknown_doc_rating when one is set', () => {
    const { hits: h, docs } = hits([3, undefined, 3]);
    expect(metric('dcg', {}).evaluate(h, docs).score).toBe(7 + 7 / 2);
    expect(metric('dcg', { unknown_doc_rating: 1 }).evaluate(h, docs).score).toBe(7 + 1 / 1.5849625007211563 + 7 / 2);
  });

  it('precision, recall and mean reciprocal rank count as their Java classes do', () => {
    const { hits: h, docs } = hits([0, undefined, 2, 1]);
    expect(metric('precision', {}).evaluate(h, docs).detail).toEqual({ precision: { relevant_docs_retrieved: 2, docs_retrieved: 4 } });
    expect(metric('precision', { ignore_unlabeled: true }).evaluate(h, docs).score).toBe(2 / 3);
    expect(metric('precision', { relevant_rating_threshold: 2 }).evaluate(h, docs).score).toBe(0.25);
    const recall = metric('recall', {}).evaluate(h, [...docs, { index: 'i', id: 'other', rating: 3 }]);
    expect([recall.score, recall.detail]).toEqual([2 / 3, { recall: { relevant_docs_retrieved: 2, relevant_docs: 3 } }]);
    const mrr = metric('mean_reciprocal_rank', {}).evaluate(h, docs);
    expect([mrr.score, mrr.detail]).toEqual([1 / 3, { mean_reciprocal_rank: { first_relevant: 3 } }]);
    expect(metric('mean_reciprocal_rank', { relevant_rating_threshold: 5 }).evaluate(h, docs).detail).toEqual({ mean_reciprocal_rank: { first_relevant: -1 } });
  });

  it('expected reciprocal rank: the cascade model, 1/3 · 1/2 for a half-relevant third hit (10_basic.yml)', () => {
    const q = metric('expected_reciprocal_rank', { maximum_relevance: 1, k: 5 }).evaluate(hits([undefined, undefined, 1]).hits, []);
    expect(q.score).toBe(0.5 / 3);
    expect(q.detail).toEqual({ expected_reciprocal_rank: { unrated_docs: 2 } });
  });

  it('refuses parameters as the constructors and parsers do', () => {
    const err = (name: string, p: Record<string, unknown>) => {
      const e = parseMetricParams(ctx, name, p as never, ['metric', name]) as EsError;
      return [e.cause.type, e.cause.reason, e.cause.causedBy?.reason];
    };
    expect(err('precision', { k: 0 })).toEqual(['x_content_parse_exception', 'Failed to build [precision] after last required field arrived', 'Window size k must be positive.']);
    expect(err('mean_reciprocal_rank', { relevant_rating_threshold: -1 })).toEqual(['x_content_parse_exception', 'Failed to build [reciprocal_rank] after last required field arrived', 'Relevant rating threshold for precision must be positive integer.']);
    expect(err('expected_reciprocal_rank', {})).toEqual(['illegal_argument_exception', 'Required [maximum_relevance]', undefined]);
    expect(err('dcg', { normalise: true })[1]).toBe('[1:1] [dcg] unknown field [normalise] did you mean [normalize]?');
    expect(err('precision', { k: 'ten' })).toEqual(['x_content_parse_exception', '[1:1] [precision] failed to parse field [k]', 'For input string: "ten"']);
  });

  it('averages as DoubleStream.sum does (compensated): 0.1 + 0.2 + 0.3 is 0.6 there, not 0.6000000000000001', () => {
    expect(combineScores([0.1, 0.2, 0.3])).toBe(0.19999999999999998);
    expect(combineScores([13.84826362927298, 10.29967439154499])).toBe(12.073969010408984);
    expect(combineScores([1 / 3, 0.5, 1 / 7, 0.25, 0.1])).toBe(1.3261904761904761 / 5);
    expect(combineScores([])).toBeNaN();
  });
});
