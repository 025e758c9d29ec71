/**
 * The `linear` retriever (ES 8.18 / 9.0, LinearRetrieverBuilder): each child's top `rank_window_size` hits,
 * their scores normalized per child (`none`, or `minmax`: MinMaxScoreNormalizer, where equal scores all
 * become the minimum), then summed as float32 `weight * score` per document; best first, cut at the window,
 * `min_score` (inclusive) applied after the cut.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';

/** One child of a linear retriever: its weight (default 1) and normalizer (default none). */
export interface LinearComponent {
  weight: number;
  normalizer: 'none' | 'minmax';
}

/** The problem with one `retrievers` entry's options, or its component. */
export function linearComponent(raw: JsonObject): LinearComponent | string {
  const weight = raw.weight === undefined ? 1 : Number(raw.weight);
  if (Number.isNaN(weight)) return '[weight] must be a number';
  if (weight < 0) return '[weight] must be non-negative';
  // ScoreNormalizer.valueOf, case-insensitive; l2_norm (a later addition) is not simulated.
  const given = raw.normalizer === undefined ? 'none' : String(raw.normalizer);
  const n = given.toLowerCase();
  if (n !== 'none' && n !== 'minmax') return `Unknown normalizer [${given}]`;
  return { weight: Math.fround(weight), normalizer: n };
}

/** MinMaxScoreNormalizer.normalizeScores (float32, EPSILON 1e-6). */
export function minMax(scores: readonly number[]): number[] {
  if (scores.length === 0) return [];
  let min = 3.4028234663852886e38;
  let max = 1.401298464324817e-45;
  for (const s of scores) {
    if (s > max) max = s;
    if (s < min) min = s;
  }
  if (Math.abs(Math.fround(min - max)) < Math.fround(1e-6)) return scores.map(() => min);
  const range = Math.fround(max - min);
  return scores.map((s) => Math.fround(Math.fround(s - min) / range));
}

interface Fused {
  hit: JsonObject;
  score: number;
  first: number;
}

/** Combines the children's ranked hits (each best first) into the linear retriever's ranked list. */
export function combineLinear(results: readonly JsonObject[][], components: readonly LinearComponent[], window: number, minScore: number | undefined): JsonObject[] {
  const fused = new Map<string, Fused>();
  let seq = 0;
  results.forEach((hits, r) => {
    const c = components[r]!;
    const raw = hits.map((h) => (typeof h._score === 'number' ? Math.fround(h._score) : NaN));
    const norm = c.normalizer === 'minmax' ? minMax(raw) : raw;
    hits.forEach((h, i) => {
      const key = `${String(h._index)}\u0000${String(h._id)}`;
      let f = fused.get(key);
      if (!f) fused.set(key, (f = { hit: h, score: 0, first: seq++ }));
      const s = Number.isNaN(norm[i]!) ? 0 : norm[i]!;
      f.score = Math.fround(f.score + Math.fround(c.weight * s));
    });
  });
  let ranked = [...fused.values()].sort((a, b) => b.score - a.score || a.first - b.first).slice(0, window);
  if (minScore !== undefined) ranked = ranked.filter((f) => f.score >= minScore);
  return ranked.map((f) => ({ ...f.hit, _score: f.score }));
}

/** The `retrievers` entries of a linear retriever: each `{retriever, weight, normalizer}`. */
export function linearEntries(raw: Json): JsonObject[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.every(isObject) ? (raw as JsonObject[]) : undefined;
}
