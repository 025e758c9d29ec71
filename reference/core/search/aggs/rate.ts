/**
 * `rate` inside a `date_histogram`: a bucket's sum of a field (or its document or value count) per
 * `unit` of time, the bucket's length measured as ES's Rounding.roundingSize does (calendar months and
 * years by their months; other units by the bucket's real length in the zone; fixed intervals by their
 * length). The histogram sets each bucket's divisor once the bucket is final.
 */
import { docCountOf } from './rows.ts';
import type { JsonObject } from '../../json.ts';
import { aggInvalid, aggShardFailure, isEsError, type EsError } from '../../errors/index.ts';
import { CompensatedSum } from './compensatedSum.ts';
import { numericSource } from './metrics.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import type { Rounding } from './rounding.ts';
import type { AggImpl, AggNode, Internal } from './types.ts';
import { collectCounterSpans, counterRateValue, isCounterField, joinSpans, type CounterSpan } from './counterRate.ts';

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 };
const UNIT_MONTHS: Record<string, number> = { month: 1, quarter: 3, year: 12 };
const UNITS: Record<string, string> = { second: 'second', '1s': 'second', minute: 'minute', '1m': 'minute', hour: 'hour', '1h': 'hour', day: 'day', '1d': 'day', week: 'week', '1w': 'week', month: 'month', '1M': 'month', quarter: 'quarter', '1q': 'quarter', year: 'year', '1y': 'year' };

interface RateSpec {
  source?: SourceSpec;
  unit?: string;
  mode: 'sum' | 'value_count';
}

/** A rate: the collected amount, and the divisor its histogram bucket sets. */
export interface RateResult extends Internal {
  kind: 'rate';
  sum: number;
  divisor: number;
  /** A counter field's reset-tracking spans (./counterRate.ts): the rate is theirs, no divisor applies. */
  counter?: CounterSpan[];
  unit?: string;
}

function rateValue(r: RateResult): number {
  return r.counter ? counterRateValue(joinSpans(r.counter), r.unit) : r.sum / r.divisor;
}

/** The `rate` aggregation. */
export const rate: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    const p = parseSource('rate', body, pctx, ['unit', 'mode'], false);
    if (isEsError(p)) return p;
    let unit: string | undefined;
    if (p.rest.unit !== undefined) {
      unit = UNITS[String(p.rest.unit)];
      if (!unit) return aggInvalid(`Unsupported unit ${String(p.rest.unit)}`);
    }
    const mode = p.rest.mode === undefined ? 'sum' : String(p.rest.mode);
    if (mode !== 'sum' && mode !== 'value_count') return aggInvalid(`Invalid mode [${mode}]`);
    if (p.rest.mode !== undefined && p.source.field === undefined) return aggInvalid(`The mode parameter is only supported with field or script in [${name}]`);
    return { ...(p.source.field !== undefined ? { source: p.source } : {}), ...(unit ? { unit } : {}), mode } satisfies RateSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as RateSpec;
    // Without a field the rate counts documents, each as its `_doc_count` (DocCountProvider, ES 7.16 #77594).
    if (!spec.source) return { kind: 'rate', sum: docCountOf(rows), divisor: 1 } satisfies RateResult;
    if (isCounterField(shard.ctx.profile, shard.index, spec.source.field)) {
      const spans = collectCounterSpans(node, spec.source, rows, shard);
      if (isEsError(spans)) return spans;
      return { kind: 'rate', sum: 0, divisor: 1, counter: spans, ...(spec.unit ? { unit: spec.unit } : {}) } satisfies RateResult;
    }
    const src = numericSource(node, spec.source, shard);
    if (isEsError(src)) return src;
    const sum = new CompensatedSum();
    // HistogramRateAggregator: a histogram field adds each of its values (value_count mode: their counts).
    if (src?.histogram) for (const row of rows) {
      const h = src.histogram(row);
      for (let i = 0; i < h.values.length; i++) sum.add(spec.mode === 'sum' ? h.values[i]! : h.counts[i]!);
    }
    else if (src) for (const row of rows) for (const v of src.numbers(row)) sum.add(spec.mode === 'sum' ? v : 1);
    return { kind: 'rate', sum: sum.value, divisor: 1 } satisfies RateResult;
  },
  reduce(_n, parts) {
    const rs = parts as RateResult[];
    if (rs.some((r) => r.counter)) {
      const span = joinSpans(rs.flatMap((r) => r.counter ?? []));
      return { kind: 'rate', sum: 0, divisor: 1, counter: span ? [span] : [], ...(rs[0]!.unit ? { unit: rs[0]!.unit } : {}) } satisfies RateResult;
    }
    const sum = new CompensatedSum();
    for (const p of parts as RateResult[]) sum.add(p.sum);
    return { kind: 'rate', sum: sum.value, divisor: 1 } satisfies RateResult;
  },
  render: (_n, r): JsonObject => ({ value: rateValue(r as RateResult) }),
  typedName: () => 'rate',
  value: (_n, r) => rateValue(r as RateResult),
};

/** The divisor of a rate in a date histogram bucket (how many `unit`s the bucket lasts), or ES's refusal. */
export function rateDivisor(node: AggNode, parent: { calendar?: string; fixed?: number }, key: number, rounding: Rounding, index: string): number | EsError {
  const unit = (node.spec as RateSpec).unit;
  if (unit === undefined) return 1;
  const parentMonths = parent.calendar ? UNIT_MONTHS[parent.calendar] : undefined;
  if (UNIT_MONTHS[unit] !== undefined) {
    // Rounding.roundingSize refuses these while the shard builds the rate (DateHistogramAggregator.bucketSize): a shard failure.
    if (parent.fixed !== undefined) return aggShardFailure(`Cannot use month-based rate unit [${unit}] with fixed interval based histogram, only week, day, hour, minute and second are supported for this histogram`, index);
    if (parentMonths === undefined) return aggShardFailure(`Cannot use month-based rate unit [${unit}] with non-month based calendar interval histogram [${parent.calendar}] only week, day, hour, minute and second are supported for this histogram`, index);
    return parentMonths / UNIT_MONTHS[unit]!;
  }
  const length = parent.fixed !== undefined ? parent.fixed : rounding.next(key) - key;
  return length / UNIT_MS[unit]!;
}
