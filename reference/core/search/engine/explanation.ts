/** Lucene's `Explanation`: a value, what it is, and what it was computed from, printed as ES prints it. */
import type { JsonObject } from '../../json.ts';
import { floatForJson } from './float32.ts';

export interface Explanation {
  match: boolean;
  /** A float (or a count), as computed. */
  value: number;
  description: string;
  details: Explanation[];
}

/** `Explanation.match(value, description, details…)`. */
export function match(value: number, description: string, details: Explanation[] = []): Explanation {
  return { match: true, value, description, details };
}

/** `Explanation.noMatch(description, details…)`. */
export function noMatch(description: string, details: Explanation[] = []): Explanation {
  return { match: false, value: 0, description, details };
}

/** The JSON ES prints for an explanation (`_explanation` of a hit, `explanation` of `_explain`). */
export function explanationJson(e: Explanation): JsonObject {
  return { value: floatForJson(e.value), description: e.description, details: e.details.map(explanationJson) };
}

/** Java's `Float.toString` of a whole or fractional float as descriptions print it (`1.0`, `0.5`). */
export function javaFloatText(x: number): string {
  const v = floatForJson(x);
  if (Number.isInteger(v) && Math.abs(v) < 1e7) return `${v}.0`;
  return String(v);
}
