/**
 * The property behind ES's exact aggregations: collecting per shard and reducing the partials gives what
 * one shard computes over every document (terms when shard_size covers every term, metrics over
 * integers, histograms, ranges, filters, missing, pipelines, composite, cardinality below its threshold,
 * ES 8.9+'s sorting percentiles, multi_terms, rare_terms, adjacency_matrix). Planted faults (a stats
 * reduce that drops a shard, terms that drop single-document buckets) made it fail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../json.ts';
import { aggs, fixture } from './testkit.ts';

const MAPPING = { k: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'date' }, tags: { type: 'keyword' } } as const;

const docArb = fc.record(
  {
    k: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'é', 'Z'),
    n: fc.oneof(fc.integer({ min: -50, max: 50 }), fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 3 })),
    d: fc.integer({ min: 1_577_836_800_000, max: 1_609_459_200_000 }).map((ms) => new Date(ms).toISOString()),
    tags: fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
  },
  { requiredKeys: ['k'] },
);

const AGGS: JsonObject = {
  by_k: {
    terms: { field: 'k', size: 50, show_term_doc_count_error: true },
    aggs: { s: { sum: { field: 'n' } }, st: { stats: { field: 'n' } }, vc: { value_count: { field: 'tags' } } },
  },
  by_tag: { terms: { field: 'tags', order: { _key: 'desc' } }, aggs: { mx: { max: { field: 'n' } } } },
  h: { histogram: { field: 'n', interval: 7, offset: 2 }, aggs: { cs: { cumulative_sum: { buckets_path: '_count' } } } },
  dh: { date_histogram: { field: 'd', calendar_interval: 'month', time_zone: 'Europe/Paris' }, aggs: { mn: { min: { field: 'n' } } } },
  r: { range: { field: 'n', ranges: [{ to: 0 }, { from: -10, to: 10 }, { from: 10 }] } },
  f: { filters: { filters: { x: { term: { tags: 'x' } }, big: { range: { n: { gte: 20 } } } }, other_bucket: true } },
  m: { missing: { field: 'n' } },
  ex: { extended_stats: { field: 'n' } },
  g: { global: {}, aggs: { c: { value_count: { field: 'k' } } } },
  avg_s: { avg_bucket: { buckets_path: 'by_k>s' } },
  comp: { composite: { size: 4, sources: [{ k: { terms: { field: 'k' } } }, { t: { terms: { field: 'tags', missing_bucket: true } } }] }, aggs: { c: { cardinality: { field: 'n' } } } },
  card: { cardinality: { field: 'tags' } },
  pct: { percentiles: { field: 'n', percents: [10, 50, 90] } },
  mt: { multi_terms: { terms: [{ field: 'k' }, { field: 'tags' }], size: 100 } },
  rare: { rare_terms: { field: 'k', max_doc_count: 2 } },
  adj: { adjacency_matrix: { filters: { x: { term: { tags: 'x' } }, y: { term: { tags: 'y' } } } } },
};

describe('per-shard partials reduce to the one-shard answer', () => {
  it('holds for exact aggregations over 1 and 3 shards', () => {
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 40 }), (docs) => {
        const one = aggs(fixture(MAPPING, docs as JsonObject[], 1), AGGS, {}, 'es8', { query: { range: { n: { gte: -40 } } } });
        const three = aggs(fixture(MAPPING, docs as JsonObject[], 3), AGGS, {}, 'es8', { query: { range: { n: { gte: -40 } } } });
        expect(three).toEqual(one);
      }),
      { numRuns: 60 },
    );
  });
});
