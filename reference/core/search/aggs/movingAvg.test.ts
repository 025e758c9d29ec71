/**
 * `moving_avg` (ES 2.0-7.x, OpenSearch): MovAvgPipelineAggregator.reduce over a histogram, each model's value
 * worked by hand from MovingFunctions (unweightedAvg, linearWeightedAvg, ewma, holtForecast, holtWintersForecast),
 * the parser's errors (MovAvgPipelineAggregationBuilder.parse, the models' AbstractModelParser) and ES 8's refusal.
 */
import { describe, expect, it } from 'vitest';
import { fixture, searchBody, type Body } from './testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

// One document per histogram bucket 0..4 with v = 1..5.
const st = fixture({ n: { type: 'long' }, v: { type: 'long' } }, [1, 2, 3, 4, 5].map((v, i) => ({ n: i, v })));
const ES7: ProfileName = 'elasticsearch@7.17.3';

function run(movAvg: Body, profile: ProfileName = ES7): Body {
  return searchBody(st, { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { s: { sum: { field: 'v' } }, m: { moving_avg: { buckets_path: 's', ...movAvg } } } } } }, {}, profile);
}
const series = (r: Body) => (r.aggregations.h.buckets as Body[]).map((b) => [b.key, b.m?.value]);

describe('moving_avg models', () => {
  it('simple (the default, window 5): the mean of the values before the bucket; the first bucket has none', () => {
    expect(series(run({ window: 3 }))).toEqual([[0, undefined], [1, 1], [2, 1.5], [3, 2], [4, 3]]);
  });
  it('linear: weights 1, 2, … over a total that starts at 1 (MovingFunctions.linearWeightedAvg)', () => {
    const s = series(run({ window: 3, model: 'linear' }));
    expect(s[2]![1]).toBe(5 / 4); // (1·1 + 2·2) / (1 + 1 + 2)
    expect(s[4]![1]).toBe((2 + 3 * 2 + 4 * 3) / 7);
  });
  it('ewma (alpha 0.3 by default, or as set)', () => {
    expect(series(run({ window: 3, model: 'ewma' }))[2]![1]).toBeCloseTo(1.3, 12);
    expect(series(run({ window: 3, model: 'ewma', settings: { alpha: 1 } }))[3]![1]).toBe(3);
  });
  it('holt (alpha 0.3, beta 0.1): the smoothed level s of holtForecast (its forecast 0)', () => {
    // [1, 2]: s = 0.3·2 + 0.7·(1 + 0) = 1.3
    expect(series(run({ window: 3, model: 'holt' }))[2]![1]).toBeCloseTo(1.3, 12);
  });
  it('holt_winters: no value until two periods fill the window; additive forecast s + b + seasonal', () => {
    const s = series(run({ window: 2, model: 'holt_winters', minimize: false }));
    expect(s[1]![1]).toBeUndefined();
    // [1, 2], period 1: s0 = 1, seasonal0 = 1, and last_b stays 0 (holtWintersForecast never seeds it with b0):
    // s = 0.3·(2 − 1) + 0.7·(1 + 0) = 1, b = 0.1·0 + 0.9·0 = 0, seasonal1 = 0.3·(2 − 1) + 0.7·1 = 1; forecast 1 + 0 + 1.
    expect(s[2]![1]).toBe(2);
    // Multiplicative (values padded by 1e-10, pad's default for `mult`): s = 0.3·2/1 + 0.7·1 = 1.3, b = 0.03,
    // seasonal1 = 0.3·2/1 + 0.7·1 = 1.3; forecast (s + b)·seasonal1 = 1.729.
    expect(series(run({ window: 2, model: 'holt_winters', minimize: false, settings: { type: 'mult' } }))[2]![1]).toBeCloseTo(1.729, 9);
  });
  it('predict: forecasts after the last valid bucket, new buckets with doc_count 0 at the next keys', () => {
    const r = run({ window: 3, predict: 2 });
    const bs = r.aggregations.h.buckets as Body[];
    expect(bs.map((b) => [b.key, b.doc_count, b.m?.value])).toEqual([[0, 1, undefined], [1, 1, 1], [2, 1, 1.5], [3, 1, 2], [4, 1, 3], [5, 0, 4], [6, 0, 4]]);
    // Holt extrapolates its trend: forecast i is s + i·b.
    const h = (run({ window: 5, model: 'holt', settings: { alpha: 1, beta: 1 }, predict: 2 }).aggregations.h.buckets as Body[]).slice(5).map((b) => b.m.value);
    expect(h).toEqual([5, 6]);
  });
  it('holt_winters minimizes by default: refused where ES would fit it at random (2 · window values), computed where it would not', () => {
    expect(run({ window: 2, model: 'holt_winters' }).error.reason).toContain('SimulatedAnealingMinimizer');
    expect(series(run({ window: 3, model: 'holt_winters' }))[2]![1]).toBe(2);
  });
  it('OpenSearch keeps it', () => {
    const r = searchBody(st, { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { s: { sum: { field: 'v' } }, m: { moving_avg: { buckets_path: 's' } } } } } }, {}, 'opensearch@2.19.0');
    expect(series(r)[1]![1]).toBe(1);
  });
});

describe('moving_avg errors', () => {
  it('model settings: a ParseException under "Could not parse settings for model"', () => {
    const r = run({ model: 'ewma', settings: { alpha: 2 } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].reason).toBe('Could not parse settings for model [ewma].');
    expect(r.error.caused_by ?? r.error.root_cause[0].caused_by).toBeDefined();
    expect(JSON.stringify(r.error)).toContain('Parameter [alpha] must be between 0-1 inclusive.  Providedvalue was [2.0]');
    expect(JSON.stringify(run({ model: 'simple', settings: { x: 1 } }).error)).toContain('Unrecognized parameter(s): [[x]]');
  });
  it('an unknown model, a window below two periods, a bad window', () => {
    expect(run({ model: 'nope' }).error.reason).toBe('no [moving_avg_model] registered for [nope]');
    expect(run({ window: 3, model: 'holt_winters', settings: { period: 2 }, minimize: false }).error.reason).toBe('Field [window] must be at least twice as large as the period when using Holt-Winters.  Value provided was [3], which is less than (2*period) == 4');
    expect(run({ window: 0 }).error.reason).toBe('[window] value must be a positive, non-zero integer.  Value supplied was [null] in [m].');
  });
  it('ES 8 does not know it (removed in 8.0): Unknown aggregation type, suggesting moving_fn', () => {
    const r = run({}, 'elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.error.reason).toBe('Unknown aggregation type [moving_avg] did you mean [moving_fn]?');
  });
});
