/**
 * `inner_hits` of `has_child` and `has_parent` (ParentChildInnerHitContextBuilder): for each hit of a
 * page, on its shard, the documents the join query joined it to that match the inner query: a parent's
 * children of the `type` (named by the type), or a child's parent of `parent_type` (named by it), scored by
 * the inner query, best first (ties in shard order), `from`/`size` (0/3), each with `_index`, `_id`,
 * `_score`, `_routing` and `_source` (and `_version`, `_seq_no`, `_primary_term` when asked). A `name` in
 * inner_hits renames the entry.
 */
import { markScores } from '../scoreMarks.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { applySourceFilter, sourceFilterFromBody } from '../../source.ts';
import { typeLabel } from '../../docs/render.ts';
import { isEsError } from '../../errors/index.ts';
import { floatForJson } from '../engine/float32.ts';
import { queryTree } from '../engine/queryTree.ts';
import { runNode, SHARD_STATS, similarityOf } from '../engine/scorer.ts';
import { shardViews } from '../engine/shardViews.ts';
import { joinField, joinOf } from '../aggs/join.ts';

/** One join inner_hits definition. */
interface JoinInnerDef {
  name: string;
  kind: 'child' | 'parent';
  /** The child type (has_child) or the parent type (has_parent). */
  type: string;
  query: Json | undefined;
  opts: JsonObject;
}

/** The join inner_hits definitions of a query, outermost first. */
function joinDefs(q: Json | undefined, out: JoinInnerDef[] = []): JoinInnerDef[] {
  if (Array.isArray(q)) {
    for (const x of q) joinDefs(x, out);
    return out;
  }
  if (!isObject(q)) return out;
  for (const [k, body] of Object.entries(q)) {
    if ((k === 'has_child' || k === 'has_parent') && isObject(body)) {
      const type = String(k === 'has_child' ? body.type : body.parent_type);
      if (isObject(body.inner_hits)) {
        const opts = body.inner_hits as JsonObject;
        out.push({ name: typeof opts.name === 'string' ? opts.name : type, kind: k === 'has_child' ? 'child' : 'parent', type, query: body.query as Json, opts });
      }
      continue;
    }
    joinDefs(body as Json, out);
  }
  return out;
}

/** Adds the join inner hits to the hits of a page (merged with any nested ones). */
export function attachJoinInnerHits(page: ScrollHit[], indices: IndexState[], query: Json | undefined, env: Env, asInt: boolean): void {
  const defs = joinDefs(query);
  if (defs.length === 0) return;
  const byName = new Map(indices.map((i) => [i.name, i]));
  for (const h of page) {
    const index = byName.get(h.index);
    const jf = index ? joinField(index) : undefined;
    if (!index || !jf) continue;
    const view = shardViews(index, env.profile).find((v) => v.docs.includes(h.doc));
    if (!view) continue;
    const mine = joinOf(h.doc, jf.name);
    const ih: JsonObject = { ...(h.innerHits ?? {}) };
    for (const def of defs) {
      const tree = queryTree(def.query, { index, profile: env.profile, now: env.now });
      // The shard's segments: a parent and its children share the shard.
      const matched: { doc: (typeof view.docs)[number]; score: number; order: number }[] = [];
      for (const leaf of shardViews(index, env.profile).filter((v) => v.shard === view.shard)) {
        const hits = runNode(leaf, tree, { profile: env.profile, stats: SHARD_STATS, similarity: similarityOf }, 1);
        for (let i = 0; i < hits.ids.length; i++) {
          const id = hits.ids[i]!;
          if (leaf.deleted?.[id]) continue;
          const d = leaf.docs[id]!;
          const j = joinOf(d, jf.name);
          const joined = def.kind === 'child' ? j.name === def.type && j.parent === h.doc.id : j.name === def.type && mine.parent === d.id;
          if (joined) matched.push({ doc: d, score: hits.scores[i]!, order: leaf.docBase + id });
        }
      }
      matched.sort((a, b) => b.score - a.score || a.order - b.order);
      const from = typeof def.opts.from === 'number' ? def.opts.from : 0;
      const size = typeof def.opts.size === 'number' ? def.opts.size : 3;
      const filter = def.opts._source === undefined ? { kind: 'all' as const } : sourceFilterFromBody(def.opts._source as Json);
      const hits = matched.slice(from, from + size).map((m) => {
        const o: JsonObject = { _index: index.name };
        const type = typeLabel(env.profile, m.doc.type);
        if (type !== undefined) o._type = type;
        o._id = m.doc.id;
        // InnerHitsContext's fetch honours `version` and `seq_no_primary_term` (SearchHit prints them before _score).
        if (def.opts.version === true) o._version = m.doc.version;
        if (def.opts.seq_no_primary_term === true) {
          o._seq_no = m.doc.seqNo;
          o._primary_term = m.doc.primaryTerm;
        }
        o._score = floatForJson(m.score);
        if (m.doc.routing !== undefined && m.doc.routing !== null) o._routing = m.doc.routing;
        const src = applySourceFilter(m.doc, isEsError(filter) ? { kind: 'all' } : filter);
        if (src !== undefined) o._source = src;
        return o;
      });
      const total = asInt ? matched.length : { value: matched.length, relation: 'eq' };
      ih[def.name] = { hits: markScores({ total, max_score: matched.length === 0 ? null : floatForJson(matched[0]!.score), hits }) };
    }
    h.innerHits = ih;
  }
}
