/**
 * A pre-aggregated `histogram` field as x-pack analytics' HistogramValuesSource reads it: per document its
 * values (increasing) with their counts. The aggregations that take one (sum, value_count, avg, min, max,
 * percentiles, percentile_ranks, boxplot, rate, histogram, range: the HistoBacked* aggregators) weigh each
 * value by its count; a bucket's doc_count is the sum of the counts that fall in it, not of documents.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { resolveField } from '../fields.ts';
import { parseHistogram, type HistogramPairs } from '../../mapping/histogramField.ts';
import type { Row, ShardCtx } from './types.ts';

export type { HistogramPairs };

const NONE: HistogramPairs = { values: [], counts: [] };

/** The reader of a histogram field's pairs for a row, or undefined when `field` is no histogram field. */
export function histogramReader(field: string | undefined, shard: ShardCtx): ((row: Row) => HistogramPairs) | undefined {
  if (field === undefined) return undefined;
  const ref = resolveField(shard.index, field);
  if (ref.runtime || ref.def?.type !== 'histogram') return undefined;
  const cache = new WeakMap<Row, HistogramPairs>();
  return (row) => {
    let out = cache.get(row);
    if (out) return out;
    const base: Json = 'nested' in row ? (row.obj as Json) : (row.parsed as Json);
    let segs = ref.sourcePath;
    if ('nested' in row) segs = segs.slice(row.path.split('.').length);
    let cur: Json | undefined = base;
    for (const s of segs) cur = isObject(cur) ? ((cur as JsonObject)[s] as Json | undefined) : undefined;
    // A malformed value kept under ignore_malformed is not indexed: the document has none.
    const parsed = cur === undefined || cur === null ? NONE : parseHistogram(cur, field);
    out = 'problem' in parsed ? NONE : parsed;
    cache.set(row, out);
    return out;
  };
}

/** The sum of a histogram's counts. */
export function totalCount(h: HistogramPairs): number {
  let n = 0;
  for (const c of h.counts) n += c;
  return n;
}

/**
 * Groups rows by the bucket keys of their histogram values (HistoBackedHistogramAggregator,
 * HistoBackedRangeAggregator): each document lands once in every bucket one of its values falls in, and the
 * bucket's doc_count grows by each such value's count.
 */
export function groupWeighted<K>(rows: readonly Row[], read: (row: Row) => HistogramPairs, keysOf: (v: number) => readonly K[]): Map<K, { rows: Row[]; count: number }> {
  const out = new Map<K, { rows: Row[]; count: number }>();
  for (const row of rows) {
    const h = read(row);
    for (let i = 0; i < h.values.length; i++) {
      for (const key of keysOf(h.values[i]!)) {
        let g = out.get(key);
        if (!g) out.set(key, (g = { rows: [], count: 0 }));
        if (g.rows[g.rows.length - 1] !== row) g.rows.push(row);
        g.count += h.counts[i]!;
      }
    }
  }
  return out;
}
