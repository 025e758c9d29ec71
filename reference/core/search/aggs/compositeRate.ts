/**
 * `rate` under a `composite` (ES's CompositeAggregator as a SizedBucketAggregator): allowed when the
 * composite has exactly one `date_histogram` source, each bucket's rate divided by the length of that
 * source's interval at the bucket's key, as a date histogram divides its own.
 */
import { isEsError, type EsError } from '../../errors/index.ts';
import type { Zone } from '../../dateMath/zone.ts';
import { rateDivisor, type RateResult } from './rate.ts';
import { calendarRounding, fixedRounding, withOffset } from './rounding.ts';
import type { AggNode, SubResults } from './types.ts';

/** What a composite source tells a rate. */
export interface RateSource {
  kind: string;
  calendar?: string;
  fixed?: number;
  offset: number;
  zone: Zone;
}

/** The one date_histogram source of a composite (its position), or undefined when it has none or several. */
export function rateSourceIndex(sources: readonly RateSource[]): number | undefined {
  const dates = sources.flatMap((s, i) => (s.kind === 'date_histogram' ? [i] : []));
  return dates.length === 1 ? dates[0] : undefined;
}

/** Sets the divisor of each rate under a composite's reduced buckets from their date_histogram key part. */
export function compositeRates(node: AggNode, sources: readonly RateSource[], buckets: { key: unknown[]; aggs: SubResults }[], index: string): EsError | undefined {
  const rates = node.subs.filter((s) => s.type === 'rate');
  const at = rateSourceIndex(sources);
  if (rates.length === 0 || at === undefined) return undefined;
  const s = sources[at]!;
  const rounding = withOffset(s.calendar ? calendarRounding(s.calendar as never, s.zone) : fixedRounding(s.fixed!, s.zone), s.offset);
  for (const b of buckets) {
    const key = b.key[at];
    if (typeof key !== 'number') continue;
    const aggs: SubResults = new Map(b.aggs);
    for (const rn of rates) {
      const r = aggs.get(rn.name) as RateResult | undefined;
      if (!r) continue;
      const d = rateDivisor(rn, { ...(s.calendar ? { calendar: s.calendar } : {}), ...(s.fixed !== undefined ? { fixed: s.fixed } : {}) }, key, rounding, index);
      if (isEsError(d)) return d;
      aggs.set(rn.name, { ...r, divisor: d } as RateResult);
    }
    b.aggs = aggs;
  }
  return undefined;
}
