/** Aggregations over a pre-aggregated `histogram` field: values weighed by their counts (x-pack histogram.yml). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

// x-pack analytics' pre-aggregated histogram field: the HistoBacked* aggregators weigh each value by its count.
const st = () => fixture({ h: { type: 'histogram' } }, [
  { h: { values: [0.1, 0.2, 0.3, 0.4, 0.5], counts: [3, 7, 23, 12, 6] } },
  { h: { values: [0, 0.1, 0.2, 0.3, 0.4, 0.5], counts: [3, 2, 5, 10, 1, 8] } },
]);

describe('histogram field aggregations', () => {
  it('sum, value_count, avg, min and max weigh values by counts', () => {
    const r = aggs(st(), { s: { sum: { field: 'h' } }, c: { value_count: { field: 'h' } }, a: { avg: { field: 'h' } }, lo: { min: { field: 'h' } }, hi: { max: { field: 'h' } } });
    expect(r).toMatchObject({ s: { value: 25 }, c: { value: 80 }, a: { value: 0.3125 }, lo: { value: 0 }, hi: { value: 0.5 } });
  });
});

describe('histogram field buckets', () => {
  it('histogram and range doc_counts sum the counts, not the documents (histogram.yml)', () => {
    const r = aggs(st(), {
      hi: { histogram: { field: 'h', interval: 0.3 } },
      rg: { range: { field: 'h', ranges: [{ to: 0 }, { from: 0, to: 0.3 }, { from: 0.3, to: 0.5 }, { from: 0.5 }] } },
    });
    expect(r.hi.buckets).toEqual([{ key: 0, doc_count: 20 }, { key: 0.3, doc_count: 60 }]);
    expect(r.rg.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([0, 20, 46, 14]);
  });
  it('a count of 0 leaves its value out; counts past 2^31 are kept', () => {
    const big = fixture({ h: { type: 'histogram' } }, [{ h: { values: [0.1, 0.2, 0.3], counts: [0, 1000000000000, 10] } }]);
    const r = aggs(big, { lo: { min: { field: 'h' } }, hi: { histogram: { field: 'h', interval: 0.3 } }, p: { percentiles: { field: 'h', percents: [25] } } });
    expect(r.lo.value).toBe(0.2);
    expect(r.hi.buckets).toEqual([{ key: 0, doc_count: 1000000000000 }, { key: 0.3, doc_count: 10 }]);
    expect(r.p.values['25.0']).toBe(0.2);
  });
});
