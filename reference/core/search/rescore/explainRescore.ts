/**
 * `explain: true` with `rescore`: each rescorer's QueryRescorer.explain wrapped around the hit's explanation
 * in turn — `product of:` the first pass and `primaryWeight`, then, for a hit in that rescorer's window
 * the rescore query matches, `<score_mode> of:` that and `product of:` the rescore query's explanation and
 * `secondaryWeight`.
 */
import type { JsonObject } from '../../json.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { shardOf } from '../routing.ts';
import { explainNode } from '../engine/explain.ts';
import { explanationJson } from '../engine/explanation.ts';
import { floatForJson } from '../engine/float32.ts';
import { queryTree } from '../engine/queryTree.ts';
import { leafOf } from '../engine/shardViews.ts';
import { SHARD_STATS, similarityOf } from '../engine/scorer.ts';
import { combineScores } from './rescoreShard.ts';
import type { RescoreSpec } from './parseRescore.ts';

function product(value: number, inner: JsonObject, weight: number, name: string): JsonObject {
  return { value: floatForJson(value), description: 'product of:', details: [inner, { value: floatForJson(weight), description: name, details: [] }] };
}

/** Wraps the explanations of a page's hits in each rescorer's (in place). */
export function explainRescored(page: ScrollHit[], indices: IndexState[], specs: RescoreSpec[], windows: Set<Doc>[], env: Env): void {
  const byName = new Map(indices.map((i) => [i.name, i]));
  for (const hit of page) {
    const index = byName.get(hit.index);
    if (!hit.explanation || !index) continue;
    const shard = shardOf(index, env.profile, hit.doc.id, hit.doc.routing);
    const leaf = leafOf(index, env.profile, shard, hit.doc);
    let e = hit.explanation;
    specs.forEach((spec, i) => {
      const primary = Math.fround(Math.fround(Number(e.value)) * spec.queryWeight);
      const prim = product(primary, e, spec.queryWeight, 'primaryWeight');
      e = prim;
      if (!leaf || !windows[i]?.has(hit.doc)) return;
      const tree = queryTree(spec.query, { index, profile: env.profile, now: env.now });
      const r = explainNode(leaf.view, tree, leaf.docId, { profile: env.profile, stats: SHARD_STATS, similarity: similarityOf });
      if (!r.match) return;
      const secondary = Math.fround(Math.fround(r.value) * spec.rescoreQueryWeight);
      const sec = product(secondary, explanationJson(r) as JsonObject, spec.rescoreQueryWeight, 'secondaryWeight');
      e = { value: floatForJson(combineScores(spec.mode, primary, secondary)), description: `${spec.mode} of:`, details: [prim, sec] };
    });
    hit.explanation = e;
  }
}
