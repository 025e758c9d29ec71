/**
 * The pre-aggregated `histogram` field of x-pack analytics (HistogramFieldMapper, ES 7.6): an object of
 * `values` (doubles in increasing order) and `counts` (non-negative longs from 8.11, ints before), one count
 * per value. A count of 0 is not stored (the synthetic source and every aggregation leave that value out).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { javaDoubleToString } from './javaNumbers.ts';

/** A histogram value as its doc values hold it: values increasing, each with a positive count. */
export interface HistogramPairs {
  values: number[];
  counts: number[];
}

/** Parses a histogram value, or names what HistogramFieldMapper.parse refuses ("error parsing field [f], …"). */
export function parseHistogram(raw: Json, field: string): HistogramPairs | { problem: string } {
  const bad = (what: string) => ({ problem: `error parsing field [${field}], ${what}` });
  if (!isObject(raw)) return bad(`expected an object with [values] and [counts]`);
  let values: number[] | undefined;
  let counts: number[] | undefined;
  for (const [k, v] of Object.entries(raw as JsonObject)) {
    if (k === 'values') {
      if (!Array.isArray(v)) return bad(`[values] must be an array`);
      values = [];
      let previous = -Infinity;
      for (const x of v) {
        if (typeof x !== 'number') return bad(`[values] elements must be numbers`);
        if (x < previous) return bad(`[values] values must be in increasing order, got [${javaDoubleToString(x)}] but previous value was [${javaDoubleToString(previous)}]`);
        values.push(x);
        previous = x;
      }
    } else if (k === 'counts') {
      if (!Array.isArray(v)) return bad(`[counts] must be an array`);
      counts = [];
      for (const x of v) {
        if (typeof x !== 'number') return bad(`[counts] elements must be numbers`);
        if (x < 0) return bad(`[counts] elements must be >= 0 but got ${x}`);
        counts.push(Math.trunc(x));
      }
    } else return bad(`with unknown parameter [${k}]`);
  }
  if (values === undefined) return bad(`expected field called [values]`);
  if (counts === undefined) return bad(`expected field called [counts]`);
  if (values.length !== counts.length) return bad(`expected same length from [values] and [counts] but got [${values.length} != ${counts.length}]`);
  const out: HistogramPairs = { values: [], counts: [] };
  for (let i = 0; i < values.length; i++) {
    if (counts[i]! === 0) continue;
    out.values.push(values[i]!);
    out.counts.push(counts[i]!);
  }
  return out;
}
