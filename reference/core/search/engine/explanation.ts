/** Lucene's `Explanation`: a value, what it is, and what it was computed from, printed as ES prints it. */
import { markJava, type JsonObject } from '../../json.ts';
import { floatForJson } from './float32.ts';

export interface Explanation {
  match: boolean;
  /** A float (or a count), as computed. */
  value: number;
  description: string;
  details: Explanation[];
  /** The value is a Java long (a count: BM25's n and N), printed `1`; otherwise a float, printed `1.0`. */
  long?: true;
}

/** `Explanation.match(value, description, details…)`. */
export function match(value: number, description: string, details: Explanation[] = []): Explanation {
  return { match: true, value, description, details };
}

/** `Explanation.match(long, description)`: a count, which prints as an integer. */
export function matchLong(value: number, description: string): Explanation {
  return { match: true, value, description, details: [], long: true };
}

/** `Explanation.noMatch(description, details…)`. */
export function noMatch(description: string, details: Explanation[] = []): Explanation {
  return { match: false, value: 0, description, details };
}

/** The JSON ES prints for an explanation (`_explanation` of a hit, `explanation` of `_explain`). */
export function explanationJson(e: Explanation): JsonObject {
  const out: JsonObject = { value: e.long ? e.value : floatForJson(e.value), description: e.description, details: e.details.map(explanationJson) };
  if (!e.long) markJava(out, 'float', ['value']);
  return out;
}

/** Java's `Float.toString` of a whole or fractional float as descriptions print it (`1.0`, `0.5`). */
export function javaFloatText(x: number): string {
  const v = floatForJson(x);
  if (Number.isInteger(v) && Math.abs(v) < 1e7) return `${v}.0`;
  return String(v);
}
