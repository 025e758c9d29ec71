/**
 * `min_score`: hits scoring below it are left out, of the hits and of the total (ES's MinimumScoreCollector
 * wraps the top-docs collector, so the count sees only what passes).
 */
import type { Json } from '../json.ts';
import { numberFormat, type EsError } from '../errors/index.ts';

/** The body's `min_score` as a float (XContent reads numbers and numeric strings), or ES's parse error. */
export function parseMinScore(raw: Json | undefined): number | EsError | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return Math.fround(raw);
  const text = String(raw);
  const n = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[dDfF]?\s*$/.test(text) ? Number.parseFloat(text) : NaN;
  return Number.isNaN(n) ? numberFormat(text) : Math.fround(n);
}

/** Whether a hit with this score is kept (Lucene's MinimumScoreCollector: `score >= minScore`). */
export function passesMinScore(score: number, min: number | undefined): boolean {
  return min === undefined || score >= min;
}
