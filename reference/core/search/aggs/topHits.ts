/**
 * `top_hits`: each shard keeps its best `from + size` documents of the bucket (by score, or by `sort`),
 * the reduce merges them as TopDocs.merge does (ties by shard, then by document), and the hits render
 * as a search's do: `_index`, `_id`, `_score`, `_source` (filtered), `sort`, with the bucket's total.
 */
import { markScores } from '../scoreMarks.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { applySourceFilter, sourceFilterFromBody, type SourceFilter } from '../../source.ts';
import { readerDoc } from '../../mapping/syntheticSource/readerDoc.ts';
import { typeLabel } from '../../docs/render.ts';
import { ignoredFieldsOf } from '../ignoredFields.ts';
import { compareKeys, numericSorts, parseSort, renderSortValues, sortKeyer, sortsOnScore, type SortKeyer, type SortSpec, type SortValue } from '../sort.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import { parseHighlight, type HighlightSpec } from '../highlight/options.ts';
import { highlightPage } from '../highlight/highlightHit.ts';
import type { AggImpl, Internal, ReduceCtx, Row } from './types.ts';
import { buildScriptFields, parseScriptFields, type ScriptFieldSpec } from '../runtime/scriptFields.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import { buildFetch, parseFetch, type FetchSpec } from '../fetchFields.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { childDoc } from '../nested/scope.ts';
import { explainPage } from '../engine/explainHits.ts';
import { NODE_ID } from '../scrollId.ts';
import { matchNamedQueries, namedQueriesOf } from '../namedQueries.ts';
import { attachInnerHits } from '../nested/innerHits.ts';
import { topHitsProperty, type TopHitProps } from './topHitsProperty.ts';
import type { Profile } from '../../../profiles.ts';

interface TopHitsSpec {
  from: number;
  size: number;
  sort?: SortSpec[];
  source: SourceFilter;
  version: boolean;
  seqNo: boolean;
  trackScores: boolean;
  /** `explain: true`: each hit's `_explanation` (with `_shard` and `_node`), as the fetch phase's ExplainPhase. */
  explain: boolean;
  highlight?: HighlightSpec;
  /** `script_fields` (search/runtime/scriptFields.ts). */
  scriptFields?: ScriptFieldSpec[];
  /** Its own `docvalue_fields`, `stored_fields` and `fields` (the search's fetch options, fetchFields.ts). */
  fetch?: FetchSpec;
}

interface Hit {
  index: string;
  doc: Doc;
  score: number;
  keys: SortValue[];
  numeric: boolean[];
  shard: number;
  pos: number;
  nested?: JsonObject;
  /** A nested row's object and its full path: a nested hit's `_source` is that object alone. */
  nestedObj?: { path: string; obj: JsonObject };
}

interface TopHitsResult extends Internal {
  kind: 'top_hits';
  total: number;
  hits: Hit[];
  /** The only hit's properties for `buckets_path`, kept by the final reduce when one hit is left. */
  top?: TopHitProps;
}

const KEYS = ['from', 'size', 'sort', '_source', 'version', 'seq_no_primary_term', 'explain', 'track_scores', 'stored_fields', 'docvalue_fields', 'script_fields', 'highlight', 'fields'];

/** Whether an index keeps `_source` (no mapping sets `_source.enabled: false`). */
function sourceKept(index: IndexState | undefined): boolean {
  for (const m of index?.mappings.values() ?? []) {
    const s = (m as JsonObject)._source;
    if (isObject(s) && (s.enabled === false || s.enabled === 'false')) return false;
  }
  return true;
}

/**
 * A nested hit's `_source`: the nested object alone (FetchPhase reads the hit's source at its nested path,
 * as inner_hits do, nested/innerHits.ts); a source filter names full paths, so it runs on the object placed
 * at its path, and the result is read back at that path.
 */
function nestedSource(n: { path: string; obj: JsonObject }, filter: SourceFilter): Json | undefined {
  if (filter.kind === 'all') return n.obj;
  if (filter.kind === 'none') return undefined;
  const segs = n.path.split('.');
  let wrapped: Json = n.obj;
  for (let i = segs.length - 1; i >= 0; i--) wrapped = { [segs[i]!]: wrapped };
  let v = applySourceFilter({ parsed: wrapped } as unknown as Doc, filter) as unknown as Json | undefined;
  for (const seg of segs) v = v !== null && typeof v === 'object' && !Array.isArray(v) ? ((v as JsonObject)[seg] as unknown as Json | undefined) : undefined;
  return v ?? {};
}

/** A hit's `_source` as its fetch prints it: none where the index keeps none, a nested hit's object, filtered. */
function hitSource(h: Hit, spec: TopHitsSpec, index: IndexState | undefined, profile: Profile): Json | undefined {
  if (!sourceKept(index)) return undefined;
  return h.nestedObj ? nestedSource(h.nestedObj, spec.source) : (applySourceFilter(readerDoc(index, h.doc, profile), spec.source) as unknown as Json | undefined);
}

/** An index as the search reads it (its runtime_mappings too: top_hits.yml "runtime fields"), else as stored. */
function searchedIndex(rctx: ReduceCtx, name: string): IndexState | undefined {
  return rctx.ctx.searched?.get(name) ?? rctx.ctx.state.indices.get(name);
}

/** Whether the hits carry scores: unsorted, sorted on `_score`, or `track_scores` (otherwise NaN, printed null). */
function scoresKept(spec: TopHitsSpec): boolean {
  return !spec.sort || sortsOnScore(spec.sort) || spec.trackScores;
}

/** Nested identity of a row (`_nested` of a hit from inside a `nested` aggregation). */
function nestedOf(row: Row): JsonObject | undefined {
  if (!('nested' in row)) return undefined;
  const parentArr = row.parent;
  const base = 'nested' in parentArr ? parentArr.obj : parentArr.parsed;
  const rel = 'nested' in parentArr ? row.path.slice(parentArr.path.length + 1) : row.path;
  let arr: Json | undefined = base as Json;
  for (const seg of rel.split('.')) arr = arr && typeof arr === 'object' && !Array.isArray(arr) ? ((arr as JsonObject)[seg] as Json) : undefined;
  const offset = Array.isArray(arr) ? arr.indexOf(row.obj) : 0;
  const out: JsonObject = { field: rel, offset: Math.max(0, offset) };
  if ('nested' in parentArr) out._nested = nestedOf(parentArr);
  return out;
}

/** The `top_hits` aggregation. */
export const topHits: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    for (const k of Object.keys(o)) if (!KEYS.includes(k)) return aggInvalid(`Unknown key for a ${typeof o[k] === 'object' ? 'START_OBJECT' : 'VALUE_STRING'} in [${name}]: [${k}].`);
    const scriptFields = o.script_fields === undefined ? undefined : parseScriptFields(o.script_fields as Json);
    if (isEsError(scriptFields)) return scriptFields;
    const highlight = o.highlight === undefined ? undefined : parseHighlight(o.highlight as Json, pctx.profile);
    if (isEsError(highlight)) return highlight;
    const from = o.from === undefined ? 0 : Number(o.from);
    const size = o.size === undefined ? 3 : Number(o.size);
    if (from < 0) return aggInvalid(`[from] must be greater than or equal to 0. Found [${from}] in [${name}]`);
    if (size < 0) return aggInvalid(`[size] must be greater than or equal to 0. Found [${size}] in [${name}]`);
    const sort = parseSort(undefined, o.sort as Json | undefined, { profile: pctx.profile, ...(pctx.rawBody !== undefined ? { rawBody: pctx.rawBody } : {}), path: [...pctx.path, 'sort'] });
    if (isEsError(sort)) return sort;
    const source = o._source === undefined ? ({ kind: 'all' } as SourceFilter) : sourceFilterFromBody(o._source as Json);
    if (isEsError(source)) return source;
    // TopHitsAggregationBuilder reads these as a search body does (its fetch phase is a sub-search's).
    const fetchKeys: JsonObject = {};
    for (const k of ['docvalue_fields', 'stored_fields', 'fields']) if (o[k] !== undefined) fetchKeys[k] = o[k]!;
    const fetch = Object.keys(fetchKeys).length > 0 ? parseFetch({ query: {} } as unknown as ApiRequest, fetchKeys) : undefined;
    if (isEsError(fetch)) return fetch;
    return { ...(fetch ? { fetch } : {}), from, size, ...(sort ? { sort } : {}), source, version: o.version === true, seqNo: o.seq_no_primary_term === true, trackScores: o.track_scores === true, explain: o.explain === true, ...(highlight ? { highlight } : {}), ...(scriptFields && scriptFields.length > 0 ? { scriptFields } : {}) } satisfies TopHitsSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as TopHitsSpec;
    const keep = spec.from + spec.size;
    const hits: Hit[] = [];
    let keyer: SortKeyer | undefined;
    let numeric: boolean[] = [];
    // The rows' nested path is the context the sort is built in (a nested aggregation's path, or the root): a
    // field sort reads the values of the documents in that scope, as Lucene's child documents hold them.
    const first = rows[0];
    const scope = first !== undefined && 'nested' in first ? first.path : '';
    if (spec.sort && rows.length > 0) {
      const k = sortKeyer(spec.sort, shard.index, shard.ctx.profile, shard.ctx.now, undefined, scope);
      if (isEsError(k)) return k;
      keyer = k;
      numeric = numericSorts(spec.sort, shard.index);
    }
    rows.forEach((row, pos) => {
      const doc = 'nested' in row ? row.root : row;
      const score = shard.scoreOf(doc);
      const nested = nestedOf(row);
      const keyed = 'nested' in row ? childDoc(row.root, row.path, row.obj) : doc;
      hits.push({ index: shard.index.name, doc, score, keys: keyer ? keyer(keyed, doc.order, score) : [score], numeric, shard: shard.shard, pos, ...(nested ? { nested } : {}), ...('nested' in row ? { nestedObj: { path: row.path, obj: row.obj as JsonObject } } : {}) });
    });
    const cmp = spec.sort ? (a: Hit, b: Hit) => compareKeys(spec.sort!, a.keys, b.keys) || a.pos - b.pos : (a: Hit, b: Hit) => b.score - a.score || a.pos - b.pos;
    hits.sort(cmp);
    return { kind: 'top_hits', total: rows.length, hits: hits.slice(0, keep) } satisfies TopHitsResult;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as TopHitsSpec;
    const all: Hit[] = [];
    (parts as TopHitsResult[]).forEach((p, shardIndex) => p.hits.forEach((h) => all.push({ ...h, shard: shardIndex })));
    const cmp = spec.sort ? (a: Hit, b: Hit) => compareKeys(spec.sort!, a.keys, b.keys) || a.shard - b.shard || a.pos - b.pos : (a: Hit, b: Hit) => b.score - a.score || a.shard - b.shard || a.pos - b.pos;
    all.sort(cmp);
    const hits = all.slice(spec.from, spec.from + spec.size);
    const total = (parts as TopHitsResult[]).reduce((s, p) => s + p.total, 0);
    const only = hits.length === 1 ? hits[0]! : undefined;
    const top = only ? { source: hitSource(only, spec, searchedIndex(rctx, only.index), rctx.ctx.profile), sort: spec.sort ? renderSortValues(spec.sort, only.keys, only.numeric) : [], score: scoresKept(spec) ? only.score : NaN } : undefined;
    return { kind: 'top_hits', total, hits, ...(top ? { top } : {}) } satisfies TopHitsResult;
  },
  // InternalTopHits.getProperty reads `_source.<f>`, `_sort`, `_score` from 8.9.
  property: (node, r, path, profile) => (profile.topHitsPropertyPaths ? topHitsProperty(node.name, (r as TopHitsResult).hits.length, (r as TopHitsResult).top, path) : undefined),
  render(node, res, rctx) {
    const spec = node.spec as TopHitsSpec;
    const r = res as TopHitsResult;
    const profile = rctx.ctx.profile;
    const scored = scoresKept(spec);
    // The fetch phase of top_hits highlights its hits with the search's query (a refused field leaves them bare).
    const highlighted = r.hits.map((h) => ({ index: h.index, doc: h.doc }) as ScrollHit);
    // Its fetch phase also runs the search query's named queries against each hit (MatchedQueriesPhase).
    const named = namedQueriesOf(rctx.ctx.query);
    if (named.length > 0) {
      const searched = [...new Set(r.hits.map((h) => h.index))].map((n) => searchedIndex(rctx, n)).filter((i) => i !== undefined);
      matchNamedQueries(highlighted, named, searched, { query: {} } as unknown as ApiRequest, { profile, now: rctx.ctx.now } as unknown as Env, false);
    }
    // Its sub-search context shares the search's inner hits (SubSearchContext delegates innerHits()), so a
    // top hit carries the query's nested inner_hits (OpenSearch search.aggregation/400_inner_hits.yml).
    const roots = r.hits.map((h) => (h.nested ? undefined : ({ index: h.index, doc: h.doc } as ScrollHit)));
    const withInner = roots.filter((h) => h !== undefined);
    if (withInner.length > 0) {
      const searched = [...new Set(withInner.map((h) => h.index))].map((n) => searchedIndex(rctx, n)).filter((i) => i !== undefined);
      const err = attachInnerHits(withInner, searched, rctx.ctx.query, { profile, now: rctx.ctx.now } as unknown as Env, rctx.ctx.totalHitsAsInt ?? profile.totalHitsAsInt);
      if (err) throw new ScoreFailure(err);
    }
    if (spec.highlight) highlightPage(highlighted, { spec: spec.highlight, query: rctx.ctx.query, profile, now: rctx.ctx.now, shards: 1, index: (n) => searchedIndex(rctx, n) });
    // ExplainPhase runs in the sub-search's fetch too: the search query's explanation on the hit's shard
    // (200_top_hits.yml "explain"); a hit from inside a nested aggregation is not a root document, left bare.
    if (spec.explain) {
      const roots = highlighted.filter((_, i) => !r.hits[i]!.nested);
      const searched = [...new Set(r.hits.map((h) => h.index))].map((n) => searchedIndex(rctx, n)).filter((i) => i !== undefined);
      explainPage(roots, searched, { query: {} } as unknown as ApiRequest, { profile, now: rctx.ctx.now } as unknown as Env, { kind: 'json', query: rctx.ctx.query });
    }
    // Script fields run in the fetch phase of the hits kept; a failure is the search's.
    const indexOf = (n: string) => searchedIndex(rctx, n);
    const scriptFields = spec.scriptFields ? buildScriptFields(spec.scriptFields, [...new Set(r.hits.map((h) => h.index))].map(indexOf).filter((i) => i !== undefined), { profile, now: rctx.ctx.now }, undefined) : undefined;
    if (isEsError(scriptFields)) throw new ScoreFailure(scriptFields);
    // The search's own `fields` reach the sub-search unless top_hits names its own (SubSearchContext).
    const inherited = spec.fetch?.fields === undefined && rctx.ctx.fields !== undefined ? parseFetch({ query: {} } as unknown as ApiRequest, { fields: rctx.ctx.fields }) : undefined;
    if (isEsError(inherited)) throw new ScoreFailure(inherited);
    const fetchSpec: FetchSpec | undefined = spec.fetch || inherited ? { ...(spec.fetch ?? {}), ...(inherited?.fields ? { fields: inherited.fields } : {}) } : undefined;
    const fetched = fetchSpec ? buildFetch(fetchSpec, [...new Set(r.hits.map((h) => h.index))].map(indexOf).filter((i) => i !== undefined), profile) : undefined;
    if (isEsError(fetched)) throw new ScoreFailure(fetched);
    const hits = r.hits.map((h, i) => {
      const out: JsonObject = {};
      const explained = highlighted[i]!.explanation;
      // SearchHit prints the shard and node first when it carries an explanation.
      if (explained) {
        out._shard = highlighted[i]!.shardId ?? null;
        out._node = NODE_ID;
      }
      out._index = h.index;
      const type = typeLabel(profile, h.doc.type);
      if (type !== undefined) out._type = type;
      out._id = h.doc.id;
      if (h.nested) out._nested = h.nested;
      if (spec.version) out._version = h.doc.version;
      if (spec.seqNo) {
        out._seq_no = h.doc.seqNo;
        out._primary_term = h.doc.primaryTerm;
      }
      out._score = scored ? h.score : null;
      if (h.doc.routing !== undefined) out._routing = h.doc.routing;
      // A top hit is a SearchHit: it prints `_ignored` as a search hit does (ignoredFields.ts).
      const idx = h.nested ? undefined : indexOf(h.index);
      const ignored = idx ? ignoredFieldsOf(idx, h.doc, profile) : [];
      if (ignored.length > 0) out._ignored = ignored;
      // An index with `_source: {enabled: false}` keeps none to fetch, nested hits included
      // (200_top_hits_metric.yml "with nested documents and disabled _source").
      const src = hitSource(h, spec, indexOf(h.index), profile);
      if (src !== undefined) out._source = src as JsonObject;
      const fields = { ...(fetched?.({ index: h.index, doc: h.doc } as ScrollHit) ?? {}), ...(scriptFields?.({ index: h.index, doc: h.doc }, true) ?? {}) };
      if (Object.keys(fields).length > 0) out.fields = fields;
      if (highlighted[i]!.highlight) out.highlight = highlighted[i]!.highlight!;
      if (spec.sort) out.sort = renderSortValues(spec.sort, h.keys, h.numeric);
      if (highlighted[i]!.matched !== undefined) out.matched_queries = highlighted[i]!.matched!;
      if (explained) out._explanation = explained;
      const inner = roots[i]?.innerHits;
      if (inner) out.inner_hits = inner;
      return out;
    });
    const maxScore = scored && r.hits.length > 0 ? Math.max(...r.hits.map((h) => h.score)) : null;
    const total: Json = rctx.ctx.totalHitsAsInt ?? profile.totalHitsAsInt ? r.total : { value: r.total, relation: 'eq' };
    return { hits: markScores({ total, max_score: maxScore, hits }) };
  },
  typedName: () => 'top_hits',
};

