/** Client latency and errors over time, as a report draws it (see report/timelineSvg.ts). */

/** One time bucket of client operations. */
export interface TimelineBucket {
  /** Bucket start, ms since the timeline's origin. */
  t: number;
  ops: number;
  errors: number;
  /** Median and worst client latency in the bucket, ms (0 when no operation). */
  p50: number;
  max: number;
}

/** A moment worth marking (phases; `swap` is drawn prominently). */
export interface TimelineMarker {
  t: number;
  label: string;
}

/** The evidence kind `timeline`: carried by a StepRecord of kind `timeline` in its `actual`. */
export interface Timeline {
  kind: 'timeline';
  title: string;
  durationMs: number;
  bucketMs: number;
  buckets: TimelineBucket[];
  markers: TimelineMarker[];
  /** Totals shown under the plot. */
  totals: Record<string, number>;
}

/** Whether a value is a Timeline. */
export function isTimeline(v: unknown): v is Timeline {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'timeline' && Array.isArray((v as Timeline).buckets);
}

/** Bucket raw samples (t, latency, ok) into at most `n` buckets over `durationMs`. */
export function bucketSamples(samples: ReadonlyArray<{ t: number; ms: number; ok: boolean }>, durationMs: number, n = 120): { bucketMs: number; buckets: TimelineBucket[] } {
  const bucketMs = Math.max(1, Math.ceil(durationMs / n));
  const lat: number[][] = Array.from({ length: Math.ceil(durationMs / bucketMs) + 1 }, () => []);
  const errors = new Array<number>(lat.length).fill(0);
  for (const s of samples) {
    const i = Math.min(lat.length - 1, Math.max(0, Math.floor(s.t / bucketMs)));
    lat[i]!.push(s.ms);
    if (!s.ok) errors[i]!++;
  }
  const buckets = lat.map((xs, i) => {
    xs.sort((a, b) => a - b);
    return { t: i * bucketMs, ops: xs.length, errors: errors[i]!, p50: xs.length ? xs[Math.floor(xs.length / 2)]! : 0, max: xs.length ? xs[xs.length - 1]! : 0 };
  });
  return { bucketMs, buckets };
}
