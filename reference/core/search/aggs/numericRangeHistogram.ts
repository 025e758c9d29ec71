/**
 * `histogram` over a numeric range field (RangeHistogramAggregator): a document counts once in each bucket
 * its range touches, from the bucket of its start to the bucket of its end, both first clipped to
 * `hard_bounds`; an open end is the range type's extreme (RangeType.LONG: Long.MIN_VALUE/MAX_VALUE,
 * INTEGER: Integer's, FLOAT and DOUBLE: the infinities). 10_histogram.yml "histogram with hard bounds".
 */
import { isObject, type JsonObject } from '../../json.ts';
import { valuesOf, type FieldRef } from '../fields.ts';
import type { Row } from './rows.ts';

/** The numeric range field types a histogram reads. */
export const NUMERIC_RANGE_TYPES = new Set(['integer_range', 'long_range', 'float_range', 'double_range']);

/** A range value's inclusive [from, to] (RangeType's `gt`/`lt` step one unit, or one ulp for floating types). */
export function numericRangeBounds(range: JsonObject, type: string): [number, number] | undefined {
  const whole = type === 'integer_range' || type === 'long_range';
  const [min, max] = type === 'integer_range' ? [-2147483648, 2147483647] : type === 'long_range' ? [-9223372036854775808, 9223372036854775807] : [-Infinity, Infinity];
  const num = (v: JsonObject[string]): number | undefined => (v === undefined || v === null ? undefined : Number(v));
  const gte = num(range.gte ?? range.from);
  const gt = num(range.gt);
  const lte = num(range.lte ?? range.to);
  const lt = num(range.lt);
  const float = type === 'float_range';
  const up = (v: number) => (whole ? v + 1 : float ? nextFloat(v, 1) : nextAfter(v, Infinity));
  const down = (v: number) => (whole ? v - 1 : float ? nextFloat(v, -1) : nextAfter(v, -Infinity));
  const from = gte ?? (gt !== undefined ? up(gt) : min);
  const to = lte ?? (lt !== undefined ? down(lt) : max);
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : [from, to];
}

/** Math.nextUp / nextDown of a float (RangeType.FLOAT's gt/lt). */
function nextFloat(v: number, dir: 1 | -1): number {
  const f = Math.fround(v);
  if (!Number.isFinite(f)) return f;
  if (f === 0) return dir * 1.401298464324817e-45;
  const a = new Float32Array([f]);
  const i = new Int32Array(a.buffer);
  i[0]! += (f > 0) === (dir > 0) ? 1 : -1;
  return a[0]!;
}

function nextAfter(v: number, dir: number): number {
  if (!Number.isFinite(v) || v === dir) return v;
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, v === 0 ? 0 : v);
  let bits = b.getBigInt64(0);
  if (v === 0) return dir > 0 ? Number.MIN_VALUE : -Number.MIN_VALUE;
  bits += (v > 0) === (dir > v) ? 1n : -1n;
  b.setBigInt64(0, bits);
  return b.getFloat64(0);
}

/**
 * Groups rows by the histogram keys (`key * interval + offset`) their ranges touch, ascending; past `limit`
 * keys a document stops walking, and the caller's bucket count fails as TooManyBuckets does in ES.
 */
export function groupNumericRanges(rows: readonly Row[], ref: FieldRef, indexName: string, interval: number, offset: number, hardMin: number, hardMax: number, limit: number): Map<number, Row[]> {
  const type = String(ref.def?.type);
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    if ('nested' in row) continue;
    let previous = -Infinity;
    for (const v of valuesOf(row, ref, indexName)) {
      if (!isObject(v)) continue;
      const b = numericRangeBounds(v as JsonObject, type);
      if (!b) continue;
      const start = Math.floor((Math.max(b[0], hardMin) - offset) / interval);
      const end = Math.floor((Math.min(b[1], hardMax) - offset) / interval);
      let n = 0;
      for (let k = Math.max(start, previous); k <= end && n <= limit; k++, n++) {
        if (k === previous) continue;
        const key = k * interval + offset;
        let g = groups.get(key);
        if (!g) groups.set(key, (g = []));
        g.push(row);
      }
      if (end > previous) previous = end;
    }
  }
  return new Map([...groups].sort((a, b) => a[0] - b[0]));
}
