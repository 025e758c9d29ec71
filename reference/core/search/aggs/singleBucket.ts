/**
 * The single-bucket aggregations and `filters`: `filter` (a query), `filters` (keyed or anonymous, with
 * an `other_bucket`), `missing` (documents without a value), `global` (every document of the shard,
 * whatever the query), `nested` (steps into a nested field's objects) and `reverse_nested` (back out).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggExecutionFailure, aggInvalid, aggTreeProblem, isEsError, type EsError } from '../../errors/index.ts';
import { compileQuery, type CompiledQuery } from '../query.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { parseSource, resolveSource, isNumeric, type SourceSpec } from './valuesSource.ts';
import type { AggImpl, AggNode, Bucket, Internal, NestedRow, ParseCtx, ReduceCtx, Row, ShardCtx, SubResults } from './types.ts';
import { childrenOf, parentsOf, parseJoinType } from './join.ts';
import { docCountOf } from './rows.ts';

/** A one-bucket result: its count and sub-aggregations. */
export interface SingleResult extends Internal {
  kind: 'single';
  docCount: number;
  aggs: SubResults;
}

function blankIndex(): IndexState {
  return { name: '_na_', uuid: '_na_', creationDate: 0, settings: {}, mappings: new Map(), aliases: new Map(), docs: new Map(), seqNo: -1, docCounter: 0, closed: false };
}

/** Checks a query parses (no index needed), as the search body's own query is checked first. */
function checkQuery(q: Json, pctx: ParseCtx, path: (string | number)[]): EsError | undefined {
  const c = compileQuery(q, { index: blankIndex(), profile: pctx.profile, now: 0, rawBody: pctx.rawBody }, path);
  return isEsError(c) ? c : undefined;
}

/** The root document of a row. */
function rootOf(row: Row): Doc {
  return 'nested' in row ? row.root : row;
}

const NESTED_DOCS = new WeakMap<NestedRow, Doc>();

/**
 * What a query tests for a row: the document itself, or, for a nested object, a document holding that
 * object alone at its path, as Lucene indexes a nested object as its own document (a `filter` inside
 * `nested` sees the object's fields, not its siblings').
 */
export function queryDocOf(row: Row): Doc {
  if (!('nested' in row)) return row;
  let d = NESTED_DOCS.get(row);
  if (!d) {
    let wrapped: JsonObject = row.obj;
    const segs = row.path.split('.');
    for (let i = segs.length - 1; i >= 0; i--) wrapped = { [segs[i]!]: wrapped };
    const root = row.root;
    d = { id: root.id, type: root.type, source: root.source, parsed: wrapped, version: root.version, seqNo: root.seqNo, primaryTerm: root.primaryTerm, order: root.order, ...(root.routing !== undefined ? { routing: root.routing } : {}) };
    NESTED_DOCS.set(row, d);
  }
  return d;
}

function compiled(q: Json, shard: ShardCtx): CompiledQuery | EsError {
  return compileQuery(q, { index: shard.index, profile: shard.ctx.profile, now: shard.ctx.now });
}

/**
 * A query as a test of rows: a nested row is tested in its path's scope (its own fields, as the query of a
 * `filter` under `nested` sees the nested documents), compiled once per scope.
 */
function rowMatcher(q: Json, shard: ShardCtx): { test: (r: Row) => boolean; matchAll: boolean } | EsError {
  const root = compiled(q, shard);
  if (isEsError(root)) return root;
  const byScope = new Map<string, CompiledQuery>();
  const scoped = (path: string): CompiledQuery => {
    let c = byScope.get(path);
    if (!c) {
      const r = compileQuery(q, { index: shard.index, profile: shard.ctx.profile, now: shard.ctx.now, nestedScope: path });
      c = isEsError(r) ? { test: () => false, score: 0 } : r;
      byScope.set(path, c);
    }
    return c;
  };
  return { matchAll: root.matchAll === true, test: (r) => ('nested' in r ? scoped(r.path) : root).test(queryDocOf(r)) };
}

function single(type: string, parse: AggImpl['parse'], select: (node: AggNode, rows: Row[], shard: ShardCtx) => Row[] | EsError): AggImpl {
  return {
    parse,
    collect(node, rows, shard) {
      const sel = select(node, rows, shard);
      if (isEsError(sel)) return sel;
      const aggs = collectSubs(node, sel, shard);
      if (isEsError(aggs)) return aggs;
      return { kind: 'single', docCount: docCountOf(sel), aggs } satisfies SingleResult;
    },
    reduce(node, parts, rctx) {
      const ps = parts as SingleResult[];
      const aggs = reduceSubs(node, ps.map((p) => p.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      return { kind: 'single', docCount: ps.reduce((s, p) => s + p.docCount, 0), aggs } satisfies SingleResult;
    },
    render(node, r, rctx) {
      const s = r as SingleResult;
      const out: JsonObject = { doc_count: s.docCount };
      renderSubs(node, s.aggs, rctx, out);
      return out;
    },
    typedName: () => type,
    single: (r) => ({ key: null, keyString: '', docCount: (r as SingleResult).docCount, aggs: (r as SingleResult).aggs }),
    withBuckets: (r, bs) => ({ ...(r as SingleResult), aggs: bs[0]!.aggs }),
    value: (_n, r, metric) => (metric === undefined || metric === '_count' || metric === 'doc_count' ? (r as SingleResult).docCount : NaN),
  };
}

/** `filter`: the rows its query matches. */
export const filter = single(
  'filter',
  (_name, body, pctx) => {
    if (!isObject(body)) return aggTreeProblem(`[filter] query malformed, must start with start_object`);
    const bad = checkQuery(body, pctx, pctx.path);
    return bad ?? { query: body };
  },
  (node, rows, shard) => {
    const q = rowMatcher((node.spec as { query: Json }).query, shard);
    if (isEsError(q)) return q;
    return q.matchAll ? rows : rows.filter(q.test);
  },
);

/**
 * `missing`: the rows without a value in the field. A `missing` parameter gives every such row that value
 * (ValuesSourceConfig's MissingValues, whose docsWithValue is always true), so none is left missing
 * (modules/aggregations missing.yml "missing param").
 */
export const missing = single(
  'missing',
  (_name, body, pctx) => {
    const p = parseSource('missing', body, pctx, []);
    return isEsError(p) ? p : p.source;
  },
  (node, rows, shard) => {
    const spec = node.spec as SourceSpec;
    const src = resolveSource(spec, shard, 'bytes');
    if (isEsError(src)) return src;
    const numeric = isNumeric(src.kind);
    return rows.filter((r) => (numeric ? src.numbers(r).length : src.strings(r).length) === 0);
  },
);

/** `global`: every document of the shard. */
export const global = single(
  'global',
  (_name, body) => (isObject(body) && Object.keys(body).length === 0 ? {} : aggInvalid('[global] aggregation takes no parameters')),
  (_node, _rows, shard) => shard.allDocs(),
);

/** The objects of a nested path under a row (the row's own scope, or the root). */
export function nestedRows(row: Row, path: string): NestedRow[] {
  const base = 'nested' in row ? row.path : '';
  if (base && !path.startsWith(base + '.')) return [];
  const rest = (base ? path.slice(base.length + 1) : path).split('.');
  const out: NestedRow[] = [];
  const walk = (v: Json | undefined, i: number) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) {
      for (const el of v) walk(el, i);
      return;
    }
    if (!isObject(v)) return;
    if (i === rest.length) {
      out.push({ nested: true, root: rootOf(row), path, obj: v as JsonObject, parent: row });
      return;
    }
    const o = v as JsonObject;
    walk(o[rest[i]!] as Json | undefined, i + 1);
  };
  walk(('nested' in row ? row.obj : row.parsed) as Json, 0);
  return out;
}

/** `nested`: the objects of a nested field. */
export const nested = single(
  'nested',
  (name, body) => {
    const o = (body ?? {}) as JsonObject;
    if (typeof o.path !== 'string') return aggInvalid(`[nested] requires [path] to be set in [${name}]`);
    return { path: o.path };
  },
  (node, rows, shard) => {
    const path = (node.spec as { path: string }).path;
    const def = shard.values.field(path).ref.def;
    if (!def) return [];
    if (def.type !== 'nested') return aggExecutionFailure(shard.ctx.profile, `[nested] nested path [${path}] is not nested`, shard.index.name);
    const out: Row[] = [];
    for (const r of rows) out.push(...nestedRows(r, path));
    return out;
  },
);

/** `reverse_nested`: back from nested objects to their parents at `path` (or the root documents), each once. */
export const reverseNested = single(
  'reverse_nested',
  (_name, body) => {
    const o = (body ?? {}) as JsonObject;
    return o.path === undefined ? {} : { path: String(o.path) };
  },
  (node, rows, shard) => {
    const path = (node.spec as { path?: string }).path;
    if (rows.some((r) => !('nested' in r))) return aggInvalid(`Reverse nested aggregation [${node.name}] can only be used inside a [nested] aggregation`);
    if (path !== undefined && shard.values.field(path).ref.def?.type !== 'nested') {
      if (!shard.values.field(path).ref.def) return [];
      return aggExecutionFailure(shard.ctx.profile, `[reverse_nested] nested path [${path}] is not nested`, shard.index.name);
    }
    const seen = new Set<Row>();
    const out: Row[] = [];
    for (const r of rows) {
      let p: Row = r;
      while ('nested' in p && p.path !== path) p = p.parent;
      if (path !== undefined && (!('nested' in p) || p.path !== path)) continue;
      if (!seen.has(p)) {
        seen.add(p);
        out.push(p);
      }
    }
    return out;
  },
);

interface FiltersSpec {
  keyed: boolean;
  /** The filters were given by name (an object), not as a list: such buckets print their key (keyedBucket). */
  named?: boolean;
  filters: { key: string; query: Json }[];
  other?: string;
}
interface FiltersResult extends Internal {
  kind: 'filters';
  buckets: { key: string; docCount: number; aggs: SubResults }[];
}

/** `filters`: one bucket per query (keyed by name, sorted by key, or anonymous), and an optional other bucket. */
export const filters: AggImpl = {
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    const f = o.filters;
    const spec: FiltersSpec = { keyed: true, named: isObject(f), filters: [] };
    if (isObject(f)) {
      for (const [k, q] of Object.entries(f as JsonObject)) {
        const bad = checkQuery(q as Json, pctx, [...pctx.path, 'filters', k]);
        if (bad) return bad;
        spec.filters.push({ key: k, query: q as Json });
      }
      spec.filters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    } else if (Array.isArray(f)) {
      spec.keyed = false;
      f.forEach((q, i) => spec.filters.push({ key: String(i), query: q }));
      for (let i = 0; i < f.length; i++) {
        const bad = checkQuery(f[i]!, pctx, [...pctx.path, 'filters', i]);
        if (bad) return bad;
      }
    } else return aggInvalid(`[filters] cannot be empty.`);
    // FiltersAggregationBuilder's constructors refuse an empty list or map with the same message
    // (220_filters_bucket.yml "Bad params": `filters: []`).
    if (spec.filters.length === 0) return aggInvalid(`[filters] cannot be empty.`);
    if (o.keyed !== undefined) spec.keyed = o.keyed === true && isObject(f);
    if (o.other_bucket === true || o.other_bucket_key !== undefined) spec.other = o.other_bucket_key !== undefined ? String(o.other_bucket_key) : '_other_';
    if (o.other_bucket === false) delete spec.other;
    void name;
    return spec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as FiltersSpec;
    const tests: { test: (r: Row) => boolean }[] = [];
    for (const f of spec.filters) {
      const q = rowMatcher(f.query, shard);
      if (isEsError(q)) return q;
      tests.push(q);
    }
    const res: FiltersResult = { kind: 'filters', buckets: [] };
    const matchedAny = new Set<Row>();
    for (let i = 0; i < spec.filters.length; i++) {
      const sel = rows.filter(tests[i]!.test);
      for (const r of sel) matchedAny.add(r);
      const aggs = collectSubs(node, sel, shard);
      if (isEsError(aggs)) return aggs;
      res.buckets.push({ key: spec.filters[i]!.key, docCount: docCountOf(sel), aggs });
    }
    if (spec.other !== undefined) {
      const sel = rows.filter((r) => !matchedAny.has(r));
      const aggs = collectSubs(node, sel, shard);
      if (isEsError(aggs)) return aggs;
      res.buckets.push({ key: spec.other, docCount: docCountOf(sel), aggs });
    }
    return res;
  },
  reduce(node, parts, rctx: ReduceCtx) {
    const ps = parts as FiltersResult[];
    const out: FiltersResult = { kind: 'filters', buckets: [] };
    for (let i = 0; i < ps[0]!.buckets.length; i++) {
      const list = ps.map((p) => p.buckets[i]!);
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ key: list[0]!.key, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    const over = consumeBuckets(rctx, out.buckets.length);
    return over ?? out;
  },
  render(node, r, rctx) {
    const spec = node.spec as FiltersSpec;
    const f = r as FiltersResult;
    const one = (b: FiltersResult['buckets'][number]) => {
      const out: JsonObject = { doc_count: b.docCount };
      renderSubs(node, b.aggs, rctx, out);
      return out;
    };
    if (spec.keyed) {
      const obj: JsonObject = {};
      for (const b of f.buckets) obj[b.key] = one(b);
      return { buckets: obj };
    }
    // InternalFilters.InternalBucket: a list of named filters (`keyed: false`) names each bucket (ES 8.8+, filters_bucket.yml "named filters with bucket sort test").
    const withKey = spec.named === true && rctx.ctx.profile.filtersNamedBucketKey;
    return { buckets: f.buckets.map((b) => (withKey ? { key: b.key, ...one(b) } : one(b))) };
  },
  typedName: () => 'filters',
  buckets: (r) => (r as FiltersResult).buckets.map((b) => ({ key: b.key, keyString: b.key, docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as FiltersResult), buckets: bs.map((b) => ({ key: String(b.key), docCount: b.docCount, aggs: b.aggs })) }),
};

/** `sampler`: each shard's best `shard_size` documents by score (ties in `_doc` order). */
export const sampler = single(
  'sampler',
  (name, body) => {
    const o = (body ?? {}) as JsonObject;
    const shardSize = o.shard_size === undefined ? 100 : Number(o.shard_size);
    if (!(shardSize > 0)) return aggInvalid(`[shard_size] must be greater than 0. Found [${shardSize}] in [${name}]`);
    return { shardSize };
  },
  (node, rows, shard) => byScore(rows, shard).slice(0, (node.spec as { shardSize: number }).shardSize),
);

/** `diversified_sampler`: like `sampler`, at most `max_docs_per_value` documents per value of a field. */
export const diversifiedSampler = single(
  'diversified_sampler',
  (name, body, pctx) => {
    const p = parseSource('diversified_sampler', body, pctx, ['shard_size', 'max_docs_per_value', 'execution_hint']);
    if (isEsError(p)) return p;
    const shardSize = p.rest.shard_size === undefined ? 100 : Number(p.rest.shard_size);
    if (!(shardSize > 0)) return aggInvalid(`[shard_size] must be greater than 0. Found [${shardSize}] in [${name}]`);
    return { source: p.source, shardSize, perValue: p.rest.max_docs_per_value === undefined ? 1 : Number(p.rest.max_docs_per_value) };
  },
  (node, rows, shard) => {
    const spec = node.spec as { source: SourceSpec; shardSize: number; perValue: number };
    const src = resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const numeric = isNumeric(src.kind);
    const seen = new Map<string, number>();
    const out: Row[] = [];
    for (const r of byScore(rows, shard)) {
      if (out.length >= spec.shardSize) break;
      const key = JSON.stringify(numeric ? src.numbers(r) : src.strings(r));
      const n = seen.get(key) ?? 0;
      if (n >= spec.perValue) continue;
      seen.set(key, n + 1);
      out.push(r);
    }
    return out;
  },
);

function byScore(rows: Row[], shard: ShardCtx): Row[] {
  return rows.map((r, i) => ({ r, i, s: shard.scoreOf(rootOf(r)) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.r);
}

/** `children`: from parent documents to their children of a type (join field). */
export const children = single(
  'children',
  (name, body) => parseJoinType('children', name, body),
  (node, rows, shard) => childrenOf(shard.index, shard.allDocs(), rows, (node.spec as { type: string }).type),
);

/** `parent`: from child documents of a type to their parents. */
export const parent = single(
  'parent',
  (name, body) => parseJoinType('parent', name, body),
  (node, rows, shard) => parentsOf(shard.index, shard.allDocs(), rows, (node.spec as { type: string }).type),
);
