/**
 * Named queries (`_name`): which of them each returned hit matches, as ES's MatchedQueriesPhase reports it
 * in `matched_queries`: every named query is run on its own against the hit (whether or not it counted
 * toward the hit's score), listed in the iteration order of the Java HashMap that holds them, and from 8.8
 * with `include_named_queries_score` an object of each one's own score.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { ScrollHit } from '../doc.ts';
import type { IndexState } from '../state.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { shardOf } from './routing.ts';
import { queryTree } from './engine/queryTree.ts';
import { explainNode } from './engine/explain.ts';
import { leafOf } from './engine/shardViews.ts';
import { SHARD_STATS, similarityOf } from './engine/scorer.ts';
import { floatForJson } from './engine/float32.ts';
import type { QNode } from './engine/qnode.ts';
import { requestSizeOf } from './vectors/knnQueryParams.ts';

/** Keys under which a query holds whole sub-queries (one or a list). */
const CHILD_KEYS = new Set(['must', 'should', 'filter', 'must_not', 'mustNot', 'queries', 'query', 'positive', 'negative', 'organic', 'functions']);

/** A named query: its name and the query it names. */
export interface NamedQuery {
  name: string;
  query: Json;
  /** A prebuilt query tree where the named query has no JSON form (a knn clause's KnnScoreDocQuery). */
  node?: QNode;
}

function childQueries(body: JsonObject): Json[] {
  const out: Json[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (!CHILD_KEYS.has(k)) continue;
    for (const c of Array.isArray(v) ? v : [v]) {
      if (!isObject(c)) continue;
      // function_score's functions hold a `filter` query each.
      if (k === 'functions') {
        if (isObject(c.filter)) out.push(c.filter as Json);
      } else out.push(c);
    }
  }
  return out;
}

/** The named queries of a query, in the order SearchExecutionContext.addNamedQuery meets them (children first). */
export function namedQueriesOf(q: Json | undefined, out: NamedQuery[] = []): NamedQuery[] {
  if (!isObject(q)) return out;
  const [name] = Object.keys(q);
  if (name === undefined) return out;
  const body = q[name] as Json;
  if (!isObject(body)) return out;
  for (const c of childQueries(body)) namedQueriesOf(c, out);
  let own = typeof body._name === 'string' ? body._name : undefined;
  // Field queries keep their options under the field: `{match: {f: {query, _name}}}`.
  if (own === undefined) {
    const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
    const inner = fields.length === 1 ? body[fields[0]!] : undefined;
    if (isObject(inner) && typeof inner._name === 'string') own = inner._name;
  }
  if (own !== undefined) out.push({ name: own, query: q });
  return out;
}

/** Java's String.hashCode. */
function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

function bucketOrder(names: string[], cap: number): string[] {
  const bucket = (s: string) => {
    const h = javaHash(s);
    return (h ^ (h >>> 16)) & (cap - 1);
  };
  return names.map((n, i) => ({ n, i, b: bucket(n) })).sort((a, b) => a.b - b.b || a.i - b.i).map((x) => x.n);
}

function tableSizeFor(n: number): number {
  let c = 1;
  while (c < n) c *= 2;
  return c;
}

/**
 * The iteration order of `new HashMap<>(namedFilters)` where namedFilters is itself a HashMap filled in
 * query order: buckets by spread hash, a bucket's entries in the order they came.
 */
export function javaHashMapOrder(insertion: string[]): string[] {
  const unique = [...new Set(insertion)];
  let cap = 16;
  while (unique.length > cap * 0.75) cap *= 2;
  const first = bucketOrder(unique, cap);
  const copyCap = tableSizeFor(Math.trunc(unique.length / 0.75 + 1));
  return bucketOrder(first, copyCap);
}

/** Sets `matched` on the hits of a page (in place), each named query run alone against each hit. */
export function matchNamedQueries(page: ScrollHit[], named: NamedQuery[], indices: IndexState[], req: ApiRequest, env: Env, withScores: boolean): void {
  if (named.length === 0) return;
  // A later query with the same name replaces the earlier one (a map keyed by name).
  const byName = new Map<string, NamedQuery>();
  for (const n of named) byName.set(n.name, n);
  const order = javaHashMapOrder(named.map((n) => n.name));
  const indexByName = new Map(indices.map((i) => [i.name, i]));
  for (const hit of page) {
    const index = indexByName.get(hit.index);
    if (!index) continue;
    const leaf = leafOf(index, env.profile, shardOf(index, env.profile, hit.doc.id, hit.doc.routing), hit.doc);
    if (!leaf) continue;
    const { view, docId } = leaf;
    const ctx = { index, profile: env.profile, now: env.now, rawBody: req.rawBody, requestSize: requestSizeOf(req) };
    const scores: JsonObject = {};
    const names: Json[] = [];
    for (const name of order) {
      const n = byName.get(name)!;
      const e = explainNode(view, n.node ?? queryTree(n.query, ctx), docId, { profile: env.profile, stats: SHARD_STATS, similarity: similarityOf });
      if (!e.match) continue;
      names.push(name);
      scores[name] = floatForJson(e.value);
    }
    if (names.length > 0) hit.matched = withScores ? scores : names;
  }
}
