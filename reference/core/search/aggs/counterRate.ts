/**
 * `rate` over a `time_series_metric: counter` field of a time series index (ES 8.7+, x-pack analytics
 * TimeSeriesRateAggregator and InternalResetTrackingRate): no parent date histogram is needed. Each time series
 * of a bucket is walked newest first (TimeSeriesIndexSearcher's `_tsid`, `@timestamp` desc order); its first
 * value is the end, its last the start, and an older value above the newer one marks a counter reset, adding the
 * older value to the reset compensation. Partials are joined by start time, the join itself a reset when the
 * earlier end exceeds the later start. The rate is (end − start + compensation) over the series' own span
 * (not the parent bucket's), per `unit` (a second when none; a month is ChronoUnit.MONTHS, 2,629,746 s).
 */
import type { Doc } from '../../doc.ts';
import { isTsdbIndex, dimensionsOf } from '../../tsdb/document.ts';
import { tsidLegacy } from '../../tsdb/tsid.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { numericSource } from './metrics.ts';
import type { SourceSpec } from './valuesSource.ts';
import type { AggNode, Row, ShardCtx } from './types.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { resolveField } from '../fields.ts';

/** One reset-tracking partial: a series (or series joined) from start to end. */
export interface CounterSpan {
  startValue: number;
  endValue: number;
  startTime: number;
  endTime: number;
  resetCompensation: number;
}

/** Milliseconds of a rate unit as a counter rate reads it (Rounding.DateTimeUnit's field's base unit duration). */
const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_629_746_000,
  quarter: 3 * 2_629_746_000,
  year: 31_556_952_000,
};

/** Whether `field` is a counter metric a rate reads as TimeSeriesValuesSourceType.COUNTER in this index. */
export function isCounterField(profile: Profile, index: IndexState | undefined, field: string | undefined): boolean {
  if (!index || field === undefined || !profile.timeSeriesCounterValuesSource || !isTsdbIndex(profile, index)) return false;
  return resolveField(index, field).def?.time_series_metric === 'counter';
}

/** InternalResetTrackingRate.reduce: partials ordered by start time, each join a reset when the value went down. */
export function joinSpans(spans: readonly CounterSpan[]): CounterSpan | undefined {
  const sorted = [...spans].sort((a, b) => a.startTime - b.startTime);
  const first = sorted[0];
  if (!first) return undefined;
  let resetCompensation = first.resetCompensation;
  let endValue = first.endValue;
  for (const s of sorted.slice(1)) {
    resetCompensation += s.resetCompensation;
    if (endValue > s.startValue) resetCompensation += endValue;
    endValue = s.endValue;
  }
  return { startValue: first.startValue, endValue, startTime: first.startTime, endTime: sorted[sorted.length - 1]!.endTime, resetCompensation };
}

/** A shard's spans for a bucket's rows: one per time series, walked newest first. */
export function collectCounterSpans(node: AggNode, field: SourceSpec, rows: Row[], shard: ShardCtx): CounterSpan[] | EsError {
  const values = numericSource(node, field, shard);
  if (isEsError(values)) return values;
  const times = numericSource(node, { field: '@timestamp' }, shard);
  if (isEsError(times)) return times;
  if (!values || !times) return [];
  const series = new Map<string, { t: number; v: number }[]>();
  for (const row of rows) {
    if ('nested' in row) continue;
    const vs = values.numbers(row);
    const t = times.numbers(row)[0];
    if (vs.length === 0 || t === undefined) continue;
    const id = [...tsidLegacy(dimensionsOf(shard.index, (row as Doc).parsed))].join(',');
    // MultiValueMode.MAX selects one value of a multi-valued document.
    (series.get(id) ?? series.set(id, []).get(id)!).push({ t, v: Math.max(...vs) });
  }
  const spans: CounterSpan[] = [];
  for (const points of series.values()) {
    points.sort((a, b) => b.t - a.t);
    const end = points[0]!;
    const span: CounterSpan = { startValue: end.v, endValue: end.v, startTime: end.t, endTime: end.t, resetCompensation: 0 };
    for (const p of points.slice(1)) {
      if (p.v > span.startValue) span.resetCompensation += p.v;
      span.startValue = p.v;
      span.startTime = p.t;
    }
    spans.push(span);
  }
  return spans;
}

/** InternalResetTrackingRate.value: the increase over the span, per unit. */
export function counterRateValue(span: CounterSpan | undefined, unit: string | undefined): number {
  if (!span) return 0;
  return ((span.endValue - span.startValue + span.resetCompensation) / (span.endTime - span.startTime)) * UNIT_MS[unit ?? 'second']!;
}
