/**
 * `date_histogram` over a `date_range` field (DateRangeHistogramAggregator): a document counts once in each
 * bucket its range touches, from the rounding of its start to the rounding of its end, the range first
 * clipped to `hard_bounds` (an open end reaches as far as they let it). 360_date_histogram.yml "date_histogram
 * on range with hard bounds" counts an open-ended range in every month up to the bound.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { parseDateMath } from '../dateMath.ts';
import { valuesOf, type FieldRef } from '../fields.ts';
import type { Rounding } from './rounding.ts';
import type { Row } from './rows.ts';

/** The milliseconds a range holds, ends included (RangeType.DATE: `gt` adds 1 ms, `lt` takes 1 away). */
export function dateRangeBounds(range: JsonObject, format: string, now: number): [number, number] | undefined {
  const at = (v: JsonObject[string], roundUp: boolean): number | undefined => {
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number') return v;
    const r = parseDateMath(String(v), format, now, roundUp);
    return r.ok ? r.millis : NaN;
  };
  // A document's bounds parse plainly (RangeType.DATE.parseValue: DateMathParser.parse without roundUp), so
  // `lte: "2016-01-02"` is that day's first millisecond, unlike a range query's round-up bound.
  const gte = at((range.gte ?? range.from) as Json | undefined, false);
  const gt = at(range.gt as Json | undefined, false);
  const lte = at((range.lte ?? range.to) as Json | undefined, false);
  const lt = at(range.lt as Json | undefined, false);
  const from = gte ?? (gt !== undefined ? gt + 1 : -Number.MAX_VALUE);
  const to = lte ?? (lt !== undefined ? lt - 1 : Number.MAX_VALUE);
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : [from, to];
}

/**
 * Groups rows by the bucket keys their ranges touch, keys ascending. `limit` stops an unbounded range from
 * walking forever: past it the caller's bucket count fails, as TooManyBuckets does in ES.
 */
export function groupDateRanges(
  rows: readonly Row[],
  ref: FieldRef,
  indexName: string,
  format: string,
  now: number,
  rounding: Rounding,
  hardMin: number,
  hardMax: number,
  limit: number,
): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    if ('nested' in row) continue;
    let previous = -Infinity;
    for (const v of valuesOf(row, ref, indexName)) {
      if (!isObject(v)) continue;
      const b = dateRangeBounds(v as JsonObject, format, now);
      if (!b) continue;
      const start = rounding.round(Math.max(b[0], hardMin));
      const end = rounding.round(Math.min(b[1], hardMax));
      // Ranges of one document are read in order; a key already counted for it is not counted again.
      let n = 0;
      for (let key = Math.max(start, previous); key <= end && n <= limit; key = rounding.next(key), n++) {
        if (key === previous) continue;
        let g = groups.get(key);
        if (!g) groups.set(key, (g = []));
        g.push(row);
        previous = key;
      }
    }
  }
  return new Map([...groups].sort((a, b) => a[0] - b[0]));
}
