/**
 * Rescoring as each shard applies it (QueryPhase, RescorePhase, QueryRescorer): the shard's top
 * `max(from + size, window_size…)` hits by score (ties by doc id), each rescorer in turn on the top
 * `window_size` of the previous result — the rescore query's score of each windowed hit combined in
 * float32 with its weighted first-pass score by `score_mode`, hits the rescore query misses keeping the
 * weighted first-pass score, hits beyond the window their score × `query_weight` — then all re-sorted.
 * The coordinating merge sees only those per-shard top hits: the others are passed on with score
 * -Infinity, counted in the total but never in the page. With collapse (ES ≥ 8.15, #107779) the shard
 * collapses first and rescores its group heads.
 */
import { shardPick } from '../execute.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { shardOf } from '../routing.ts';
import { queryTree } from '../engine/queryTree.ts';
import { collectScored, dfsStats, SHARD_STATS } from '../engine/search.ts';
import type { Each } from '../engine/collectScored.ts';
import type { RescoreMode, RescoreSpec } from './parseRescore.ts';

interface Scored {
  doc: Doc;
  pos: number;
  score: number;
}

/** QueryRescoreMode.combine, in float32. */
export function combineScores(mode: RescoreMode, primary: number, secondary: number): number {
  switch (mode) {
    case 'total':
      return Math.fround(primary + secondary);
    case 'multiply':
      return Math.fround(primary * secondary);
    case 'avg':
      return Math.fround(Math.fround(primary + secondary) / 2);
    case 'max':
      return Math.max(primary, secondary);
    case 'min':
      return Math.min(primary, secondary);
  }
}

/** Score descending, then doc id ascending (Lucene's and QueryRescorer's order). */
function byScore(a: Scored, b: Scored): number {
  return a.score > b.score ? -1 : a.score < b.score ? 1 : a.pos - b.pos;
}

/** One rescorer over a shard's hits (sorted best first): QueryRescorer.rescore and its combine. */
export function applyRescorer(hits: Scored[], spec: RescoreSpec, second: Map<Doc, number>): Scored[] {
  if (hits.length === 0) return hits;
  const n = Math.min(spec.window, hits.length);
  const top = hits.slice(0, n).map((h) => {
    const primary = Math.fround(h.score * spec.queryWeight);
    const s = second.get(h.doc);
    return { ...h, score: s === undefined ? primary : combineScores(spec.mode, primary, Math.fround(s * spec.rescoreQueryWeight)) };
  });
  top.sort(byScore);
  if (hits.length === n) return top;
  const rest = hits.slice(n).map((h) => ({ ...h, score: Math.fround(h.score * spec.queryWeight) }));
  return [...top, ...rest].sort(byScore);
}

/** The rescore query's score of each document of one shard it matches. */
function secondPass(index: IndexState, shard: number, spec: RescoreSpec, req: ApiRequest, env: Env, all: IndexState[]): Map<Doc, number> {
  const tree = queryTree(spec.query, { index, profile: env.profile, now: env.now });
  const stats = req.query.search_type === 'dfs_query_then_fetch' ? dfsStats(all, env.profile, shardPick(req, env.profile)) : SHARD_STATS;
  const out = new Map<Doc, number>();
  collectScored(index, env.profile, tree, undefined, new Set([shard]), stats, (doc, _id, score) => out.set(doc, score));
  return out;
}

/**
 * An index's scored matches, rescored per shard: `keep` is how many hits each shard returns
 * (`from + size`, raised to every window).
 */
export function rescoreEach(each: Each, index: IndexState, specs: RescoreSpec[], keep: number, req: ApiRequest, env: Env, all: IndexState[], groupOf?: (d: Doc) => string | undefined, windows?: Set<Doc>[]): Each {
  const n = specs.reduce((m, s) => Math.max(m, s.window), keep);
  return function* (emit) {
    const byShard = new Map<number, Scored[]>();
    yield* each((doc, pos, score) => {
      const s = shardOf(index, env.profile, doc.id, doc.routing);
      let list = byShard.get(s);
      if (!list) byShard.set(s, (list = []));
      list.push({ doc, pos, score });
    });
    for (const shard of [...byShard.keys()].sort((a, b) => a - b)) {
      let list = byShard.get(shard)!.sort(byScore);
      if (groupOf) {
        // With collapse (ES ≥ 8.15): the shard's group heads are rescored, the rest only counted.
        const seen = new Set<string | undefined>();
        const heads: Scored[] = [];
        const others: Scored[] = [];
        for (const h of list) {
          const g = groupOf(h.doc);
          if (seen.has(g)) others.push(h);
          else {
            seen.add(g);
            heads.push(h);
          }
        }
        for (const h of others) emit(h.doc, h.pos, -Infinity);
        list = heads;
      }
      let top = list.slice(0, n);
      specs.forEach((spec, i) => {
        // The documents each rescorer's window held (RescoreContext.setRescoredDocs: what explain asks).
        if (windows) for (let k = 0; k < Math.min(spec.window, top.length); k++) (windows[i] ??= new Set()).add(top[k]!.doc);
        top = applyRescorer(top, spec, secondPass(index, shard, spec, req, env, all));
      });
      for (const h of top) emit(h.doc, h.pos, h.score);
      for (let i = n; i < list.length; i++) emit(list[i]!.doc, list[i]!.pos, -Infinity);
    }
  };
}
