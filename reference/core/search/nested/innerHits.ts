/**
 * `inner_hits` of `nested` queries, as the fetch phase adds them to each hit of a page
 * (NestedQueryBuilder.NestedInnerHitSubContext): the hit's nested objects at the path that match the
 * inner query, scored on the nested view (engine), sorted by score (ties in block order) or by the
 * inner hits' `sort`, `from`/`size` (default 0/3), each with `_nested` (field and offset, nested again per
 * level) and the object as its `_source`. Named by `name`, else the path; an inner_hits inside the
 * nested query's own query becomes an inner hit of each inner hit.
 */
import { markScores } from '../scoreMarks.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { innerHitsDuplicateName, isEsError, type EsError } from '../../errors/index.ts';
import { applySourceFilter, sourceFilterFromBody, type SourceFilter } from '../../source.ts';
import { typeLabel } from '../../docs/render.ts';
import { floatForJson } from '../engine/float32.ts';
import { queryTree } from '../engine/queryTree.ts';
import { runNode, SHARD_STATS, similarityOf } from '../engine/scorer.ts';
import { shardViews, type ShardView } from '../engine/shardViews.ts';
import { nestedView, type NestedView } from '../engine/nestedViews.ts';
import { parseNested, type NestedSpec } from './nestedQuery.ts';
import { attachJoinInnerHits } from '../join/joinInnerHits.ts';
import { childDoc, nestedObjects, nestedPaths } from './scope.ts';
import { keywordOf, resolveField, toNumber, valuesOf } from '../fields.ts';
import { innerHitHighlights } from './innerHitHighlight.ts';
import { innerHitDocValues } from './innerHitFields.ts';
import { innerHitFetchFields } from './innerHitFetchFields.ts';

/** One `inner_hits` definition found in a query: its name, its nested query, and those nested in it. */
export interface InnerHitDef {
  name: string;
  spec: NestedSpec;
  opts: JsonObject;
  children: InnerHitDef[];
}

/** Collects the inner_hits definitions of a query (ES's extractInnerHitBuilders), refusing a name used twice. */
export function innerHitDefs(q: Json | undefined): InnerHitDef[] | EsError {
  const out: InnerHitDef[] = [];
  const seen = new Set<string>();
  const visit = (v: Json | undefined): EsError | undefined => {
    if (Array.isArray(v)) {
      for (const el of v) {
        const e = visit(el);
        if (e) return e;
      }
      return undefined;
    }
    if (!isObject(v)) return undefined;
    for (const [k, body] of Object.entries(v)) {
      if (k === 'nested' && isObject(body)) {
        const spec = parseNested({ index: undefined as never, profile: undefined as never, now: 0 }, body, []);
        if (isEsError(spec)) continue;
        const children = innerHitDefs(spec.query);
        if (isEsError(children)) return children;
        if (spec.innerHits) {
          const name = typeof spec.innerHits.name === 'string' ? spec.innerHits.name : spec.path;
          if (seen.has(name)) return innerHitsDuplicateName(name);
          seen.add(name);
          out.push({ name, spec, opts: spec.innerHits, children });
        } else {
          for (const c of children) {
            if (seen.has(c.name)) return innerHitsDuplicateName(c.name);
            seen.add(c.name);
            out.push(c);
          }
        }
        continue;
      }
      const e = visit(body as Json);
      if (e) return e;
    }
    return undefined;
  };
  const e = visit(q);
  if (e) return e;
  return out;
}

/** `_nested` of a hidden document: the field relative to the outer nested level, its offset, and the next level. */
function nestedIdentity(index: IndexState, root: Doc, path: string, nth: number): JsonObject {
  // The chain of nested paths from the root down to `path`, and the objects in source order with their offsets per level.
  const paths = nestedPaths(index);
  const chain: string[] = [];
  for (let p: string | undefined = path; p; p = paths.get(p)?.parent) chain.unshift(p);
  const found: JsonObject[] = [];
  const walk = (d: Doc, level: number, ids: { field: string; offset: number }[]) => {
    const p = chain[level]!;
    const objs = nestedObjectsOf(d, p);
    for (let i = 0; i < objs.length; i++) {
      const rel = level === 0 ? p : p.slice(chain[level - 1]!.length + 1);
      const next = [...ids, { field: rel, offset: i }];
      if (level === chain.length - 1) {
        let id: JsonObject | undefined;
        for (let k = next.length - 1; k >= 0; k--) id = { field: next[k]!.field, offset: next[k]!.offset, ...(id ? { _nested: id } : {}) };
        found.push(id!);
      } else walk(childDoc(d, p, objs[i]!), level + 1, next);
    }
  };
  walk(root, 0, []);
  return found[nth] ?? { field: path, offset: nth };
}

const nestedObjectsOf = (d: Doc, p: string): JsonObject[] => nestedObjects(d, p).map((o) => o.obj);

interface Ctx {
  index: IndexState;
  env: Env;
  asInt: boolean;
  root: Doc;
}

function sourceOf(index: IndexState, child: Doc, path: string, filter: SourceFilter): Json | undefined {
  for (const m of index.mappings.values()) {
    const s = (m as JsonObject)._source;
    if (isObject(s) && (s.enabled === false || s.enabled === 'false')) return undefined;
  }
  let v: Json | undefined = applySourceFilter(child, filter) as Json | undefined;
  if (v === undefined) return undefined;
  if (!isObject(v)) v = child.parsed;
  for (const seg of path.split('.')) {
    if (!isObject(v)) return {};
    v = (v as JsonObject)[seg] as Json | undefined;
  }
  return v ?? {};
}

function sortKeysOf(opts: JsonObject): { field: string; desc: boolean }[] | undefined {
  const s = opts.sort as Json | undefined;
  if (s === undefined) return undefined;
  const list = Array.isArray(s) ? s : [s];
  const out: { field: string; desc: boolean }[] = [];
  for (const el of list) {
    if (typeof el === 'string') out.push({ field: el, desc: el === '_score' });
    else if (isObject(el)) {
      const [field, o] = Object.entries(el)[0] ?? [];
      if (field === undefined) continue;
      const order = typeof o === 'string' ? o : isObject(o) ? String(o.order ?? (field === '_score' ? 'desc' : 'asc')) : 'asc';
      out.push({ field, desc: order === 'desc' });
    }
  }
  return out;
}

/** The inner hits of one definition for one parent (a root view doc, or an outer nested view's). */
function innerHitsOf(def: InnerHitDef, view: ShardView, parentId: number, c: Ctx): JsonObject {
  const { index, env } = c;
  const profile = env.profile;
  const nv: NestedView = nestedView(view, def.spec.path, profile);
  const tree = queryTree(def.spec.query, { index, profile, now: env.now, nestedScope: def.spec.path, innerHits: true });
  const hits = runNode(nv, tree, { profile, stats: SHARD_STATS, similarity: similarityOf }, 1);
  const matched: { id: number; score: number }[] = [];
  for (let i = 0; i < hits.ids.length; i++) if (nv.parentOf[hits.ids[i]!] === parentId) matched.push({ id: hits.ids[i]!, score: hits.scores[i]! });
  const sort = sortKeysOf(def.opts);
  if (sort) {
    const keyOf = (id: number, field: string): number | string | undefined => {
      if (field === '_score') return undefined;
      const ref = resolveField(index, field);
      const vs = valuesOf(nv.docs[id]!, ref, index.name);
      if (vs.length === 0) return undefined;
      return ref.kind === 'number' ? toNumber(vs[0]!) : keywordOf(vs[0]!);
    };
    matched.sort((a, b) => {
      for (const k of sort) {
        let cmp: number;
        if (k.field === '_score') cmp = a.score - b.score;
        else {
          const x = keyOf(a.id, k.field);
          const y = keyOf(b.id, k.field);
          if (x === undefined || y === undefined) cmp = x === y ? 0 : x === undefined ? 1 : -1;
          else cmp = x < y ? -1 : x > y ? 1 : 0;
          if (x === undefined || y === undefined) { if (cmp !== 0) return cmp; continue; }
        }
        if (cmp !== 0) return k.desc ? -cmp : cmp;
      }
      return a.id - b.id;
    });
  } else matched.sort((a, b) => b.score - a.score || a.id - b.id);
  const from = typeof def.opts.from === 'number' ? def.opts.from : 0;
  const size = typeof def.opts.size === 'number' ? def.opts.size : 3;
  const scored = !sort || def.opts.track_scores === true || sort.some((k) => k.field === '_score');
  const filter = def.opts._source === undefined ? { kind: 'all' as const } : sourceFilterFromBody(def.opts._source as Json);
  const page = matched.slice(from, from + size);
  // Highlighting an inner hit that fails is left out (the search's own highlight reports field errors).
  const hl = innerHitHighlights(def.opts, page.map((m) => nv.docs[m.id]!), def.spec.query, index, env);
  const highlights = Array.isArray(hl) ? hl : [];
  const out: JsonObject[] = [];
  for (const [i, m] of page.entries()) {
    const child = nv.docs[m.id]!;
    const h: JsonObject = { _index: index.name };
    const type = typeLabel(profile, c.root.type);
    if (type !== undefined) h._type = type;
    h._id = c.root.id;
    h._nested = nestedIdentity(index, c.root, def.spec.path, rootOrdinal(nv, m.id));
    if (def.opts.version === true) h._version = c.root.version;
    h._score = scored ? floatForJson(m.score) : null;
    const src = sourceOf(index, child, def.spec.path, isEsError(filter) ? { kind: 'all' } : filter);
    if (src !== undefined) h._source = src;
    const fields = { ...innerHitFetchFields(def.opts, child, index, profile), ...innerHitDocValues(def.opts, child, c.root, index, profile) };
    if (Object.keys(fields).length > 0) h.fields = fields;
    if (highlights[i]) h.highlight = highlights[i];
    if (sort) h.sort = sort.map((k) => (k.field === '_score' ? floatForJson(m.score) : ((v) => v ?? null)(sortValue(index, child, k.field))));
    if (def.children.length > 0) {
      const ih: JsonObject = {};
      for (const ch of def.children) ih[ch.name] = innerHitsOf(ch, nv, m.id, c);
      h.inner_hits = ih;
    }
    out.push(h);
  }
  const total = c.asInt ? matched.length : { value: matched.length, relation: 'eq' };
  const maxScore = matched.length === 0 || !scored ? null : floatForJson(Math.max(...matched.map((m) => m.score)));
  return { hits: markScores({ total, max_score: maxScore, hits: out }) };
}

function sortValue(index: IndexState, child: Doc, field: string): Json | undefined {
  const ref = resolveField(index, field);
  const vs = valuesOf(child, ref, index.name);
  return vs[0];
}

/** A child's ordinal among the objects at its path under its root (for `_nested`, whatever view it came from). */
function rootOrdinal(nv: NestedView, id: number): number {
  // Children of one root sit together in every view, in source order; count back to the first of its root.
  const chain: NestedView[] = [];
  for (let cur: ShardView = nv; 'parentView' in cur; cur = (cur as NestedView).parentView) chain.push(cur as NestedView);
  const rootOf = (i: number) => {
    let x = i;
    for (const w of chain) x = w.parentOf[x]!;
    return x;
  };
  const r = rootOf(id);
  let n = 0;
  for (let i = id - 1; i >= 0 && rootOf(i) === r; i--) n++;
  return n;
}

/** Adds `inner_hits` to the hits of a page (each found again in its shard's view). */
export function attachInnerHits(page: ScrollHit[], indices: IndexState[], query: Json | undefined, env: Env, asInt: boolean): EsError | undefined {
  const defs = innerHitDefs(query);
  if (isEsError(defs)) return defs;
  // has_child / has_parent inner hits (join/joinInnerHits.ts).
  attachJoinInnerHits(page, indices, query, env, asInt);
  if (defs.length === 0) return undefined;
  const byName = new Map(indices.map((i) => [i.name, i]));
  for (const h of page) {
    const index = byName.get(h.index);
    if (!index) continue;
    let view: ShardView | undefined;
    let id = -1;
    for (const v of shardViews(index, env.profile)) {
      const i = v.docs.indexOf(h.doc);
      if (i >= 0) {
        view = v;
        id = i;
        break;
      }
    }
    if (!view) continue;
    const ih: JsonObject = {};
    for (const def of defs) {
      if (!nestedPaths(index).has(def.spec.path)) continue;
      ih[def.name] = innerHitsOf(def, view, id, { index, env, asInt, root: h.doc });
    }
    if (Object.keys(ih).length > 0) h.innerHits = { ...(h.innerHits ?? {}), ...ih };
  }
  return undefined;
}
