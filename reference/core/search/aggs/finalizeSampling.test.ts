/**
 * `random_sampler` below 1.0, type by type: each sub-aggregation scaled (or left alone) as its ES class's
 * finalizeSampling does (server/src/main/java/org/elasticsearch/search/aggregations/…, cited per case), with
 * SamplingContext.scaleUp(long) = Math.round(v * (1.0 / p)) and scaleUp(double) = v / p.
 * The sample: sixty documents whose `value` is their Lucene doc id; seed 42 and shard seed 7 at 0.1 keep doc
 * ids 12, 13, 37 and 42 (the JVM's sample, randomSampling.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';
import { sampledDocIds, shardIdHash } from './randomSampling.ts';

const IDS = [12, 13, 37, 42];
const props = {
  value: { type: 'long' }, tag: { type: 'keyword' }, half: { type: 'keyword' }, d: { type: 'date' }, ip: { type: 'ip' },
  w: { type: 'long' }, loc: { type: 'geo_point' },
} as const;
const docs = Array.from({ length: 60 }, (_, i) => ({
  value: i, tag: i % 2 === 0 ? 'even' : 'odd', half: i < 30 ? 'lo' : 'hi', d: i * 86_400_000, ip: `10.0.0.${i}`, w: 1 + (i % 3),
  loc: { lat: i, lon: i * 2 },
}));
const st = fixture(props as never, docs);
const RS = { probability: 0.1, seed: 42, shard_seed: 7 };
/** The aggregations under a sampler of the four documents. */
const sampled = (sub: Body) => aggs(st, { s: { random_sampler: RS, aggs: sub } }).s;
/** The same aggregations over exactly the sampled documents, unsampled (what `return this` types must equal). */
const plain = (sub: Body) => aggs(st, sub, {}, 'es8', { query: { terms: { value: IDS } } });

describe('finalizeSampling per type', () => {
  it('the sample is the four documents', () => {
    expect(sampled({ c: { value_count: { field: 'value' } } })).toMatchObject({ doc_count: 4 });
  });

  it('extended_stats: count, sum and sum of squares scaled, min and max kept (InternalExtendedStats.finalizeSampling)', () => {
    const e = sampled({ e: { extended_stats: { field: 'value' } } }).e;
    const sumSq = IDS.reduce((s, v) => s + v * v, 0);
    expect(e).toMatchObject({ count: 40, min: 12, max: 42, sum: 104 / 0.1, avg: 104 / 0.1 / 40, sum_of_squares: sumSq / 0.1 });
    // The sampling variance follows the scaled count: (sumSq - sum²/count) / (count - 1) over the scaled values.
    const ss = sumSq / 0.1, s = 104 / 0.1;
    expect(e.variance_sampling).toBe(Math.max(0, (ss - (s * s) / 40) / 39));
  });

  it('percentiles, percentile_ranks, median_absolute_deviation, weighted_avg, avg, min, max, geo_bounds: unchanged (`return this`)', () => {
    const sub = {
      p: { percentiles: { field: 'value', percents: [25, 50, 99] } },
      r: { percentile_ranks: { field: 'value', values: [13, 40] } },
      m: { median_absolute_deviation: { field: 'value' } },
      wa: { weighted_avg: { value: { field: 'value' }, weight: { field: 'w' } } },
      a: { avg: { field: 'value' } }, lo: { min: { field: 'value' } }, hi: { max: { field: 'value' } },
      gb: { geo_bounds: { field: 'loc' } },
    };
    const got = sampled(sub);
    const want = plain(sub);
    for (const k of Object.keys(sub)) expect(got[k]).toEqual(want[k]);
  });

  it('geo_centroid: the count scaled, the centroid kept (InternalGeoCentroid.finalizeSampling)', () => {
    const g = sampled({ g: { geo_centroid: { field: 'loc' } } }).g;
    expect(g.count).toBe(40);
    expect(g.location).toEqual(plain({ g: { geo_centroid: { field: 'loc' } } }).g.location);
  });

  it('range, date_range, ip_range: each bucket\'s doc_count (InternalRange, InternalBinaryRange.Bucket.finalizeSampling)', () => {
    const r = sampled({
      r: { range: { field: 'value', ranges: [{ to: 30 }, { from: 30 }, { from: 40 }] } },
      dr: { date_range: { field: 'd', ranges: [{ to: 20 * 86_400_000 }, { from: 20 * 86_400_000 }] } },
      ir: { ip_range: { field: 'ip', ranges: [{ to: '10.0.0.20' }, { from: '10.0.0.20' }] } },
    });
    expect(r.r.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([20, 20, 10]);
    expect(r.dr.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([20, 20]);
    expect(r.ir.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([20, 20]);
  });

  it('filters, with the other bucket: each bucket\'s doc_count and its sub-aggregations (InternalFilters.InternalBucket.finalizeSampling)', () => {
    const f = sampled({ f: { filters: { filters: { small: { range: { value: { lt: 20 } } } }, other_bucket: true }, aggs: { n: { value_count: { field: 'value' } } } } }).f;
    expect(f.buckets).toEqual({ small: { doc_count: 20, n: { value: 20 } }, _other_: { doc_count: 20, n: { value: 20 } } });
  });

  it('adjacency_matrix: each bucket\'s doc_count (InternalAdjacencyMatrix.InternalBucket.finalizeSampling)', () => {
    const a = sampled({ a: { adjacency_matrix: { filters: { e: { term: { tag: 'even' } }, l: { term: { half: 'lo' } } } } } }).a;
    expect(a.buckets).toEqual([{ key: 'e', doc_count: 20 }, { key: 'e&l', doc_count: 10 }, { key: 'l', doc_count: 20 }]);
  });

  it('multi_terms: bucket counts, the error and the other count (AbstractInternalTerms.finalizeSampling)', () => {
    const m = sampled({ m: { multi_terms: { terms: [{ field: 'tag' }, { field: 'half' }], size: 3 } } }).m;
    // (even, lo) 12; (odd, lo) 13; (odd, hi) 37; (even, hi) 42: one each, the fourth in the other count.
    expect(m.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([10, 10, 10]);
    expect(m.sum_other_doc_count).toBe(10);
    expect(m.doc_count_error_upper_bound).toBe(0);
  });

  it('rare_terms: each kept bucket\'s doc_count (InternalRareTerms.finalizeSampling)', () => {
    const r = sampled({ r: { rare_terms: { field: 'half', max_doc_count: 2 } } }).r;
    expect(r.buckets).toEqual([{ key: 'hi', doc_count: 20 }, { key: 'lo', doc_count: 20 }]);
  });

  it('auto_date_histogram and geotile_grid: each bucket\'s doc_count (InternalAutoDateHistogram, InternalGeoGrid.finalizeSampling)', () => {
    const r = sampled({ a: { auto_date_histogram: { field: 'd', buckets: 2 } }, g: { geotile_grid: { field: 'loc', precision: 0 } } });
    expect(r.a.buckets.reduce((s: number, b: { doc_count: number }) => s + b.doc_count, 0)).toBe(40);
    expect(r.g.buckets).toEqual([{ key: '0/0/0', doc_count: 40 }]);
  });

  it('composite below random_sampler (allowed by validateParentAggregations since #85064): bucket counts scaled, after_key the last bucket\'s (InternalComposite.finalizeSampling)', () => {
    const r = sampled({ c: { composite: { size: 1, sources: [{ t: { terms: { field: 'tag' } } }] }, aggs: { n: { value_count: { field: 'value' } } } } });
    expect(r.c).toEqual({ after_key: { t: 'even' }, buckets: [{ key: { t: 'even' }, doc_count: 20, n: { value: 20 } }] });
    // The next page, after `even`.
    expect(sampled({ c: { composite: { size: 1, after: { t: 'even' }, sources: [{ t: { terms: { field: 'tag' } } }] } } }).c.buckets).toEqual([{ key: { t: 'odd' }, doc_count: 20 }]);
    // Still refused below a terms (the first other ancestor's factory is named).
    expect(JSON.stringify(aggs(st, { t: { terms: { field: 'tag' }, aggs: { c: { composite: { sources: [{ h: { terms: { field: 'half' } } }] } } } } }))).toContain('[composite] aggregation cannot be used with a parent aggregation of type: [TermsAggregatorFactory]');
  });

  it('top_metrics: the top documents unchanged, like top_hits (#84705)', () => {
    const sub = { tm: { top_metrics: { metrics: { field: 'value' }, sort: { value: 'desc' } } } };
    expect(sampled(sub).tm).toEqual(plain(sub).tm);
  });

  it('nested below random_sampler: its builder does not support sampling (RandomSamplerAggregationBuilder.doBuild)', () => {
    const r = aggs(st, { s: { random_sampler: RS, aggs: { t: { terms: { field: 'tag' }, aggs: { n: { nested: { path: 'x' } } } } } } });
    expect(r.error.root_cause[0].reason).toBe('[random_sampler] aggregation [s] does not support sampling [nested] aggregation [n]');
  });

  it('pipelines run after the sampler\'s final reduce: they read the scaled counts (InternalAggregations.topLevelReduce)', () => {
    const r = sampled({
      h: { histogram: { field: 'value', interval: 20 }, aggs: { cs: { cumulative_sum: { buckets_path: '_count' } } } },
      avg: { avg_bucket: { buckets_path: 'h>_count' } },
    });
    expect(r.h.buckets.map((b: { doc_count: number; cs: { value: number } }) => [b.doc_count, b.cs.value])).toEqual([[20, 20], [10, 30], [10, 40]]);
    expect(r.avg.value).toBeCloseTo(40 / 3, 12);
  });
});

describe('significant_terms below random_sampler', () => {
  it('samples the background too and scales every count, keeping the reduce\'s score (SignificanceLookup, InternalSignificantTerms.finalizeSampling)', () => {
    // 200 documents, value = doc id; the foreground is the sampled documents below 100, the background every sampled one.
    const many = fixture({ value: { type: 'long' }, g: { type: 'keyword' } }, Array.from({ length: 200 }, (_, i) => ({ value: i, g: i % 10 === 0 ? 'ten' : i % 2 === 0 ? 'two' : 'one' })));
    const ids = sampledDocIds(200, 0.1, 42, shardIdHash('test', many.indices.get('test')!.uuid, 0));
    const fg = ids.filter((i) => i < 100);
    const term = (i: number) => (i % 10 === 0 ? 'ten' : i % 2 === 0 ? 'two' : 'one');
    const r = aggs(many, { s: { random_sampler: { probability: 0.1, seed: 42 }, aggs: { sig: { significant_terms: { field: 'g', min_doc_count: 1 } } } } }, {}, 'es8', { query: { range: { value: { lt: 100 } } } }).s.sig;
    expect(r.doc_count).toBe(Math.round(fg.length * 10));
    expect(r.bg_count).toBe(Math.round(ids.length * 10));
    // JLH over the unscaled sample (SignificantTermsHeuristic JLHScore.getScore), positive scores only.
    const jlh = (sub: number, sup: number) => {
      const sp = sub / fg.length, bp = sup / ids.length;
      return sp > bp ? (sp - bp) * (sp / bp) : 0;
    };
    const want = ['one', 'two', 'ten']
      .map((t) => ({ key: t, sub: fg.filter((i) => term(i) === t).length, sup: ids.filter((i) => term(i) === t).length }))
      .map((x) => ({ ...x, score: jlh(x.sub, x.sup) }))
      .filter((x) => x.score > 0 && x.sub > 0)
      .sort((a, b) => b.score - a.score);
    expect(want.length).toBeGreaterThan(0);
    expect(r.buckets).toEqual(want.map((x) => ({ key: x.key, doc_count: Math.round(x.sub * 10), score: x.score, bg_count: Math.round(x.sup * 10) })));
  });
});
