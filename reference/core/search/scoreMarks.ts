/**
 * Scores are Java floats in ES's responses (SearchHit.score, SearchHits.maxScore, Explanation values), so
 * Jackson prints them as Float.toString does: `1.0`, not `1`. This marks them for the encoder (json.ts
 * `markJava`); the values stay plain numbers for everything that reads them before.
 */
import { isObject, markJava, type JsonObject } from '../json.ts';

/** Marks a hits envelope's `max_score` and its hits' `_score` as floats (explanations mark their own values); returns it. */
export function markScores(hits: JsonObject): JsonObject {
  markJava(hits, 'float', ['max_score']);
  const list = hits.hits;
  if (Array.isArray(list)) {
    for (const h of list) {
      if (!isObject(h)) continue;
      markJava(h, 'float', ['_score']);
    }
  }
  return hits;
}
