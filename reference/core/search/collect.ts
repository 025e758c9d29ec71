/**
 * A search's body and parameters parsed and checked, its hits collected and rendered: query, sort, paging,
 * `_source` filtering, totals per profile, slices. The search handler (apis/search.ts), msearch, scroll and
 * the background jobs share it. A scroll captures the matching (index, doc) pairs once, sorted once; pages
 * are then O(page) slices of that capture (see apis/scroll.ts).
 *
 * Checks run in ES's order: body parsing, request validation, index resolution, then shard-level
 * checks (keep-alive, open contexts, query bounds, sort fields, slices, result window).
 */
import { fieldsRefusal, sourceOffIndices } from './sourceDisabled.ts';
import { forcedSynthetic, hitReader } from '../mapping/syntheticSource/readerDoc.ts';
import { isObject, typedNumbers, xContentToken, type Json, type JsonObject } from '../json.ts';
import { valueAt } from '../byScroll/bodyPosition.ts';
import { bodyTokenAccepted } from './searchBodyTokens.ts';
import { knnOptionUnknownKey } from './vectors/knnOptionKeys.ts';
import { markScores } from './scoreMarks.ts';
import {
  batchSizeTooLarge,
  expectedStartObject,
  integerExpected,
  intParameterInvalid,
  isEsError,
  keepAliveTooLarge,
  negativeParameter,
  notSupportedBySimulator,
  numberFormat,
  restTotalHitsInaccurate,
  knnSearchTypeSet,
  resultWindowTooLarge,
  PIT_PROBLEMS,
  SEARCH_AFTER_PROBLEMS,
  SEARCH_PROBLEMS,
  searchAfterShardFailure,
  searchIntOverflow,
  searchIntNotNumeric,
  terminateAfterNegative,
  searchInvalid,
  tooManyScrollContexts,
  trackTotalHitsInvalid,
  trackTotalHitsNegative,
  unknownKeyForToken,
  wrongParameterType,
  type EsError,
} from '../errors/index.ts';
import { parseJavaInt } from '../params.ts';
import { lineCol, locate } from '../mapping/locate.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Doc, ScrollHit } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { applySourceFilter, sourceFilterFrom, type SourceFilter } from '../source.ts';
import { typeLabel } from '../docs/render.ts';
import { clusterSetting } from '../destructive.ts';
import { maxScoreKept } from './maxScore.ts';
import { ignoredRender } from './ignoredFields.ts';
import { compareKey, compareKeys, mixesUnsignedSort, numericSorts, parseSort, renderSortValues, sortKeyer, sortsOnScore, type SortKeyer, type SortSpec, type SortValue } from './sort.ts';
import { parseSlice, sliceFilters, type SliceSpec } from './slice.ts';
import { HitList } from './hitList.ts';
import type { HitFields } from './hitFields.ts';
import { namedQueriesPage } from './namedQueriesPage.ts';
import { withPercolatorSlots } from './percolate/percolateSlots.ts';
import { failedShardsOf, partialResultsRefused, shardsHeader, withoutFailed, type FailedShards } from './partialResults.ts';
import { noShardsLeft, queryShardFailures } from './queryFailures.ts';
import { shardLeftOut } from './shardLeftOut.ts';
import { ScoreFailure } from './engine/customQuery.ts';
import type { ShardFailure } from './aggs/types.ts';
import { aliasFilters, compileFor, countIndex, docFilter, querySource, shardPick, targetIndices, totalShards, typeFilter, type QuerySource, type ShardPick } from './execute.ts';
import { parseTimeValue } from './timeValue.ts';
import { TopK } from './topK.ts';
import { floatForJson } from './engine/float32.ts';
import { attachInnerHits } from './nested/innerHits.ts';
import { checkKnnFilters, knnGlobalTopSteps, knnInnerHitsQuery, knnNamedQueries, parseKnnOption, withKnn, type KnnShardCounts, type KnnSpec } from './vectors/knnSearch.ts';
import type { NamedQuery } from './namedQueries.ts';
import type { QNode } from './engine/qnode.ts';
import { scoredEach, SCORE_SORT } from './engine/collectScored.ts';
import { drain, type Steps } from './resumable/steps.ts';
import { preparedMemo, preparedSteps } from './resumable/prepared.ts';
import { queryLimitRefusal } from './limits/queryLimits.ts';
import { matchDocsSteps, matchIndexSteps } from './resumable/matchSteps.ts';
import { explainPage } from './engine/explainHits.ts';
import { NODE_ID } from './scrollId.ts';
import { parseAggregations, type AggTree } from './aggs/index.ts';
import { searchAggregationsSteps, type KnnMatches } from './aggs/searchAggs.ts';
import type { Internal } from './aggs/types.ts';
import type { ShardPartials } from './profile/aggShard.ts';
import { afterKeys, isAfter, parseSearchAfter } from './searchAfter.ts';
import { parseMinScore, passesMinScore } from './minScore.ts';
import { ShardLimiter } from './terminateAfter.ts';
import { parseHighlight, type HighlightSpec } from './highlight/options.ts';
import { highlightRender } from './highlight/fetch.ts';
import { checkPitRequest, parsePitElement, resolvePit, type PitRef } from './pit/pitSearch.ts';
import { shardDocOf, shardRequestIndexes } from './pit/shardDoc.ts';
import { buildFetch, parseFetch, type FetchSpec } from './fetchFields.ts';
import { parseSearchRuntime, runtimeIndices, withScriptFields, type SearchRuntime } from './runtime/searchRuntime.ts';
import { withLookupFields } from './runtime/lookupFields.ts';
import { parseCollapse, type CollapseSpec } from './collapse/parseCollapse.ts';
import { CollapseRun } from './collapse/collapseRun.ts';
import { CollapsingTopK } from './collapse/collapsingTopK.ts';
import type { ExpandPlan } from './collapse/expand.ts';
import { parseRescore, type RescoreSpec } from './rescore/parseRescore.ts';
import { rescoreEach } from './rescore/rescoreShard.ts';
import { rescoreRefusal } from './rescore/rescoreChecks.ts';
import { explainRescored } from './rescore/explainRescore.ts';
import { COLLAPSE_PROBLEMS, idFielddataDisallowed, noShardAvailable, unsignedSortAcrossIndices } from '../errors/index.ts';
import { idFielddataEnabled } from './idFielddata.ts';
import { rewriteAggLookups } from './lookups/aggLookups.ts';
import { inlineStoredScripts } from './lookups/storedScripts.ts';
import { rewriteSectionLookups } from './lookups/sectionLookups.ts';
import { searchRequestParamsProblem } from './searchRequestParams.ts';
import { preFilterSkipped } from './canMatch/preFilter.ts';
import { ignoredValuesOf } from './ignoredFieldValues.ts';
import { INDICES_BOOST_OBJECT_WARNING, parseIndicesBoost, resolveIndicesBoost, type IndicesBoost } from './indicesBoost.ts';

/** A sorted match before rendering: its sort keys, and which of them print as numbers in its index. */
interface Keyed {
  index: string;
  doc: Doc;
  keys: SortValue[];
  numeric: boolean[];
  /** The document's score, when the search ran on the engine. */
  score?: number;
  /** Its `_doc` position (named in a collapse failure). */
  pos?: number;
}

/** Body keys the simulator implements, and those ES knows that it does not (a clear 400 each). */
const BODY_KEYS = new Set(['query', 'size', 'from', 'sort', '_source', 'track_total_hits', 'slice', 'timeout', 'terminate_after', 'version', 'seq_no_primary_term', 'track_scores', 'stats', 'explain', 'post_filter', 'stored_fields', 'aggs', 'aggregations', 'search_after', 'min_score', 'suggest', 'pit', 'indices_boost', 'fields', 'docvalue_fields', 'knn', 'highlight', 'collapse', 'rescore', 'profile', 'script_fields', 'runtime_mappings', 'derived']);
const UNSUPPORTED_KEYS = new Set(['ext']);

/** How hits of a search (or of every page of its scroll) are printed. Kept in ScrollContext.render. */
export interface HitRender {
  scored: boolean;
  score: number;
  sorted: boolean;
  source: SourceFilter;
  version: boolean;
  seqNo: boolean;
  /** `_shards.total` of the search. */
  shards: number;
  /** The first index searched, named in shard failures of later pages. */
  index: string | null;
  /** Shard-level contexts the scroll holds (what `search.max_open_scroll_context` counts). */
  contexts: number;
  /** How many `_doc` clauses a search sorted by `_doc` only has (its hits carry `pos`, not `sort`). */
  docSorts?: number;
  /** A sort that leaves `hits.max_score` null though its hits are scored (maxScore.ts). */
  noMaxScore?: boolean;
  /** `hits.max_score` of a scored search (its hits carry their own `score`). */
  maxScore?: number;
  /** With `terminate_after`: whether a shard stopped before its last match. */
  terminatedEarly?: boolean;
  /** With `highlight`: what each page highlights (search/highlight/fetch.ts). */
  highlight?: JsonObject;
  /** A hit's `fields` (stored, doc values, the `fields` option: fetchFields.ts), when the search asked for any. */
  fetch?: (h: ScrollHit) => JsonObject | undefined;
  /** `stored_fields: _none_`: hits carry neither `_id` nor `_source`. */
  storedNone?: boolean;
  /** The searched indices that keep no `_source` (sourceDisabled.ts): their hits carry none. */
  sourceOff?: string[];
  /** How a hit's document reads for its `_source` when a searched index has a synthetic one (mapping/syntheticSource/). */
  reader?: (h: ScrollHit) => Doc;
  /** A hit's `_ignored` (ignoredFields.ts): the fields its document left out of the index. */
  ignored?: (h: ScrollHit) => string[];
  /** The shards that failed while the others answered (`_shards.failures`, grouped), and how many failed. */
  failures?: JsonObject[];
  failedCount?: number;
  /** Shards the can_match phase skipped (`_shards.skipped`). */
  skipped?: number;
}

/** Reads render options back from a ScrollContext. */
export function readRender(r: JsonObject): HitRender {
  return r as unknown as HitRender;
}

/**
 * One hit as ES prints it: `_index`, `_type` per profile, `_id`, `_score`, `_routing`, `_source`, `sort`;
 * with `fields`, only those a response's filter_path can keep (hitFields.ts).
 */
export function renderHit(h: ScrollHit, r: HitRender, profile: Profile, fields?: HitFields): JsonObject {
  const d: Doc = h.doc;
  const out: JsonObject = {};
  if (h.explanation) {
    if (!fields || fields._shard) out._shard = h.shardId ?? null;
    if (!fields || fields._node) out._node = NODE_ID;
  }
  if (!fields || fields._index) out._index = h.index;
  if (!fields || fields._type) {
    const type = typeLabel(profile, d.type);
    if (type !== undefined) out._type = type;
  }
  if ((!fields || fields._id) && !r.storedNone) out._id = d.id;
  if (r.version && (!fields || fields._version)) out._version = d.version;
  if (r.seqNo) {
    if (!fields || fields._seq_no) out._seq_no = d.seqNo;
    if (!fields || fields._primary_term) out._primary_term = d.primaryTerm;
  }
  if (!fields || fields._score) out._score = r.scored ? (h.score !== undefined ? floatForJson(h.score) : r.score) : null;
  if (d.routing !== undefined && (!fields || fields._routing)) out._routing = d.routing;
  if (r.ignored && !r.storedNone && (!fields || fields._ignored)) {
    const ig = r.ignored(h);
    if (ig.length > 0) out._ignored = ig;
  }
  if ((!fields || fields._source) && !r.sourceOff?.includes(h.index)) {
    const src = applySourceFilter(r.reader ? r.reader(h) : d, r.source);
    if (src !== undefined) out._source = src;
  }
  if (r.fetch && (!fields || fields.fields)) {
    const f = r.fetch(h);
    if (f && Object.keys(f).length > 0) out.fields = f;
    const ignoredValues = f ? ignoredValuesOf(f) : undefined;
    if (ignoredValues) out.ignored_field_values = ignoredValues;
  }
  if (h.highlight && (!fields || fields.highlight)) out.highlight = h.highlight;
  if (!fields || fields.sort) {
    if (r.sorted && h.sort) out.sort = h.sort;
    else if (r.sorted && h.pos !== undefined) out.sort = new Array<Json>(r.docSorts ?? 1).fill(h.pos);
  }
  if (h.matched !== undefined && (!fields || fields.matched_queries)) out.matched_queries = h.matched;
  if (h.explanation && (!fields || fields._explanation)) out._explanation = h.explanation;
  if (h.innerHits && (!fields || fields.inner_hits)) out.inner_hits = h.innerHits;
  return out;
}

/** `hits.total`: a number (ES 5/6, or `rest_total_hits_as_int`), `{value, relation}`, or absent when not tracked. */
export function renderTotal(total: number, track: number | boolean, asInt: boolean): Json | undefined {
  if (track === false) return asInt ? -1 : undefined;
  if (asInt) return total;
  if (track === true || total <= track) return { value: total, relation: 'eq' };
  return { value: track, relation: 'gte' };
}

/** The response body of a page of hits. */
export function pageBody(page: ScrollHit[], total: Json | undefined, r: HitRender, profile: Profile, scrollId?: string, fields?: HitFields): JsonObject {
  const hits: JsonObject = {};
  if (total !== undefined) hits.total = total;
  hits.max_score = r.scored && !r.noMaxScore && (page.length > 0 || r.maxScore !== undefined) ? (r.maxScore !== undefined ? floatForJson(r.maxScore) : r.score) : null;
  hits.hits = page.map((h) => renderHit(h, r, profile, fields));
  markScores(hits);
  const body: JsonObject = typedNumbers({});
  if (scrollId !== undefined) body._scroll_id = scrollId;
  body.took = 1;
  body.timed_out = false;
  if (r.terminatedEarly !== undefined) body.terminated_early = r.terminatedEarly;
  body._shards = shardsHeader(r.shards, r.failures, r.failedCount, r.skipped);
  body.hits = hits;
  return body;
}

function intParam(req: ApiRequest, body: JsonObject, name: string, dflt: number, profile: Profile): number | EsError {
  const q = req.query[name];
  if (q !== undefined) {
    const n = parseJavaInt(q);
    return Number.isNaN(n) ? intParameterInvalid(name, q) : n;
  }
  const v = body[name];
  if (v === undefined || v === null) return dflt;
  // XContent coerces a string through Double.parseDouble, whose failure is ES's answer as it stands.
  if (typeof v === 'string') {
    const n = v.trim() === '' || !/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[dDfF]?\s*$/.test(v) ? NaN : Number.parseFloat(v);
    return Number.isNaN(n) ? numberFormat(v) : Math.trunc(n);
  }
  // A boolean: Jackson's refusal to read VALUE_TRUE/VALUE_FALSE as a number, located after the token (ES 8's
  // wrapping; older versions keep the older answer). Objects, arrays and null were refused as body tokens.
  if (typeof v === 'boolean' && profile.numberOverflow === 'x_content_parse_exception') {
    const end = afterToken(req, name);
    return searchIntNotNumeric(v ? 'VALUE_TRUE' : 'VALUE_FALSE', end.line, end.col);
  }
  if (typeof v !== 'number') return integerExpected(name, JSON.stringify(v));
  // A fraction: Jackson's getIntValue truncates it and intValue()'s default coercion keeps that (`1.5` → 1).
  if (!Number.isInteger(v)) return Math.trunc(v);
  if ((v > INT_MAX || v < -INT_MAX - 1) && profile.searchIntOverflow !== 'result-window') {
    // parser.intValue() on a number past int: Jackson's InputCoercionException, located after the token.
    const end = afterToken(req, name);
    return searchIntOverflow(profile, end.lexeme ?? String(v), end.line, end.col);
  }
  return v;
}

const INT_MAX = 2147483647;

/** The body's value `name` as written, and the position just after its token, where Jackson reports a coercion. */
function afterToken(req: ApiRequest, name: string): { lexeme?: string; line: number; col: number } {
  const loc = req.rawBody ? locate(req.rawBody, [name]) : undefined;
  return loc ? { lexeme: loc.lexeme, ...lineCol(req.rawBody!, loc.offset + loc.lexeme.length) } : { line: 1, col: 1 };
}

function trackTotalHits(req: ApiRequest, body: JsonObject, asInt: boolean, threshold: boolean): number | boolean | EsError {
  const raw = (req.query.track_total_hits ?? body.track_total_hits) as Json | undefined;
  if (raw === undefined || raw === null) return asInt || !threshold ? true : 10_000;
  if (raw === true || raw === 'true' || raw === '') return true;
  if (raw === false || raw === 'false') return false;
  const n = Number(raw);
  if (!threshold || !Number.isInteger(n)) return trackTotalHitsInvalid(String(raw));
  if (n < -1) return trackTotalHitsNegative(n);
  return n === -1 ? true : n;
}

/** Keep-alive checks shared with scroll continuations: parse, then `search.max_keep_alive`. */
export function keepAlive(state: ClusterState, value: Json | undefined, profile: Profile, index: string | null): number | EsError {
  if (typeof value !== 'string') return wrongParameterType('scroll', 'VALUE_NUMBER');
  const ms = parseTimeValue(value, 'scroll', profile);
  if (isEsError(ms)) return ms;
  const maxSetting = clusterSetting(state, 'search.max_keep_alive');
  const max = maxSetting === undefined ? 86_400_000 : parseTimeValue(String(maxSetting), 'search.max_keep_alive', profile);
  if (isEsError(max)) return max;
  if (ms > max) return keepAliveTooLarge(profile, ms, max, index ?? '_na_');
  return ms;
}

function openContextLimit(state: ClusterState, profile: Profile, adding: number, index: string): EsError | undefined {
  const set = clusterSetting(state, 'search.max_open_scroll_context');
  const max = set !== undefined ? Number(set) : profile.defaultMaxOpenScrolls;
  let open = 0;
  for (const c of state.scrolls.values()) open += Number(c.render.contexts ?? 1);
  return open + adding <= max ? undefined : tooManyScrollContexts(profile, max, index);
}

/**
 * What a search found before it is rendered: every matching hit (in sort order; a plain search keeps
 * only its window and counts the rest in `unkept`), how hits print, and the paging the request asked.
 * `_search` renders it as a page or starts a scroll with it; the by-scroll jobs (reindex, delete and
 * update by query) walk it in batches, as ES's own jobs walk a scroll.
 */
export interface SearchRun {
  hits: HitList;
  unkept: number;
  render: HitRender;
  from: number;
  size: number;
  track: number | boolean;
  asInt: boolean;
  keepAliveMs: number;
  /** The rendered `aggregations` of the search, when it asked for any. */
  aggregations?: JsonObject;
  /** Deprecation warnings of the aggregations. */
  aggWarnings?: string[];
  /** The point in time searched: its id (printed as `pit_id`) and the keep-alive that renews it. */
  pit?: { id: string; keepAliveMs: number };
  /** With `collapse` and `inner_hits`: the expand phase to run on the page (collapse/expand.ts). */
  expand?: ExpandPlan;
  /** With `profile: true`: what the profiler reads (profile/searchProfile.ts). */
  profiled?: { indices: IndexState[]; src: QuerySource; preferred?: ShardPick; sortedByField: boolean; aggTree?: AggTree; aggPartials?: ShardPartials; knn?: { specs: KnnSpec[]; counts: KnnShardCounts } };
}

/** A search request's body and parameters, parsed and checked (ES's RestSearchAction and SearchSourceBuilder). */
export interface ParsedSearch {
  body: JsonObject;
  src: QuerySource;
  post: QuerySource | undefined;
  sort: SortSpec[] | undefined;
  source: SourceFilter;
  slice: SliceSpec | undefined;
  size: number;
  from: number;
  asInt: boolean;
  track: number | boolean;
  /** The parsed `aggs`/`aggregations`, when the body has them. */
  aggs?: AggTree;
  /** The top-level `knn` option (vectors/knnSearch.ts), when the body has it. */
  knn?: KnnSpec[];
  /** `search_after`'s values, as given (read per index against its mapping in collectHits). */
  after?: Json[];
  /** `min_score`: hits scoring below it are not hits at all. */
  minScore?: number;
  /** `terminate_after` when above 0: matches kept per shard. */
  terminateAfter?: number;
  /** The parsed `highlight`. */
  highlight?: HighlightSpec;
  /** The body's `pit`: the search reads the indices a point in time froze (pit/). */
  pit?: PitRef;
  /** The body's `indices_boost` (indicesBoost.ts). */
  indicesBoost?: IndicesBoost;
  /** `fields`, `docvalue_fields`, `stored_fields` (fetchFields.ts). */
  fetch?: FetchSpec;
  /** `runtime_mappings` and `script_fields` (runtime/searchRuntime.ts). */
  runtime?: SearchRuntime;
  /** The body's `collapse` (collapse/). */
  collapse?: CollapseSpec;
  /** The body's `rescore`, its rescorers in order (rescore/). */
  rescore?: RescoreSpec[];
}

/**
 * A body key SearchSourceBuilder.parseXContent does not read: `Unknown key for a <token> in [k].`, naming the
 * value's own token (VALUE_BOOLEAN, VALUE_NUMBER, START_OBJECT, ...) at the value's position (its
 * `parser.getTokenLocation()`, 7.x–9.x and OpenSearch alike).
 */
function unknownBodyKey(body: JsonObject, k: string, raw: string | undefined): EsError {
  return unknownKeyForToken(xContentToken(body[k] as Json), k, valueAt(raw, [k]));
}

/**
 * Step 1 of a search: body parsing (shape, known keys, then each element) and the parameters that
 * need no index. The by-scroll jobs run it when they read their request, so its errors come first.
 */
export function parseSearch(req: ApiRequest, env: Env, state?: ClusterState): ParsedSearch | EsError {
  const profile = env.profile;
  if (req.body !== undefined && !isObject(req.body)) return expectedStartObject('START_ARRAY');
  // Lookups in sorts, highlighters and knn filters are fetched first (the coordinating rewrite).
  const looked: JsonObject | EsError = state ? rewriteSectionLookups(state, req, env, req.body ?? {}) : (req.body ?? {});
  if (isEsError(looked)) return looked;
  // Stored scripts named by the sorts, script fields and queries: their sources from the cluster state.
  const body = state ? inlineStoredScripts(state, looked) : looked;
  for (const k of Object.keys(body)) {
    // `knn` is a search option from ES 8.4; before, and on OpenSearch, an unknown key.
    if (k === 'knn' && !profile.knnSearchOption) return unknownBodyKey(body, k, req.rawBody);
    // `retriever` (ES ≥ 8.14) is rewritten before parsing (retriever/retriever.ts); elsewhere an unknown key.
    if (k === 'retriever' && profile.retrieverOption) return notSupportedBySimulator('The search body element [retriever] here (only `_search`)');
    // `ext` holds plugins' sections (SearchSourceBuilder reads one named SearchExtBuilder per key): an empty
    // one parses to nothing, as on Elasticsearch; a section of a plugin stays refused.
    if (k === 'ext' && isObject(body[k]) && Object.keys(body[k] as JsonObject).length === 0) continue;
    if (UNSUPPORTED_KEYS.has(k)) return notSupportedBySimulator(`The search body element [${k}]`);
    // Before points in time (ES < 7.10, OpenSearch < 2.4) `pit` is an unknown key.
    if (!BODY_KEYS.has(k) || (k === 'pit' && !profile.pitApi && !profile.openSearchPitApi) || (k === 'fields' && !profile.fieldsOption) || (k === 'runtime_mappings' && !profile.runtimeFields) || (k === 'derived' && !profile.derivedFields)) return unknownBodyKey(body, k, req.rawBody);
    if (!bodyTokenAccepted(k, body[k] as Json)) return unknownBodyKey(body, k, req.rawBody);
  }
  const src = querySource(req, env, body.query as Json | undefined, state);
  if (isEsError(src)) return src;
  const post = body.post_filter === undefined ? undefined : querySource({ ...req, query: {} }, env, body.post_filter as Json, state, ['post_filter']);
  if (isEsError(post)) return post;
  const sort = parseSort(req.query.sort, body.sort as Json | undefined, { profile, ...(req.rawBody !== undefined ? { rawBody: req.rawBody } : {}), path: ['sort'] });
  if (isEsError(sort)) return sort;
  const parsedSource = sourceFilterFrom(req.query, body._source as Json | undefined);
  if (isEsError(parsedSource)) return parsedSource;
  // With stored_fields, _source is returned only when asked for (elasticdump sends `["*"]` with `_source:true`).
  const stored = body.stored_fields ?? req.query.stored_fields;
  const storedList = stored === undefined ? undefined : Array.isArray(stored) ? stored.map(String) : String(stored).split(',');
  const sourceAsked = body._source !== undefined || ['_source', '_source_includes', '_source_excludes'].some((k) => req.query[k] !== undefined) || storedList?.includes('_source');
  const source: SourceFilter = storedList && !sourceAsked ? { kind: 'none' } : parsedSource;
  let slice: SliceSpec | undefined;
  if (body.slice !== undefined) {
    const s = parseSlice(body.slice as Json, profile, req.rawBody);
    if (isEsError(s)) return s;
    slice = s;
  }
  // SearchSourceBuilder reads `timeout` as a time value (its text, so a bare number has no unit), then
  // RestSearchAction the parameter; the simulator never times out, so it is only checked.
  for (const t of [body.timeout, req.query.timeout]) {
    if (t === undefined || t === null) continue;
    const ms = parseTimeValue(String(t as string | number), 'timeout', profile);
    if (isEsError(ms)) return ms;
  }
  const size = intParam(req, body, 'size', 10, profile);
  if (isEsError(size)) return size;
  const from = intParam(req, body, 'from', 0, profile);
  if (isEsError(from)) return from;
  const asInt = profile.totalHitsAsInt || req.query.rest_total_hits_as_int === 'true' || req.query.rest_total_hits_as_int === '';
  const track = trackTotalHits(req, body, asInt, profile.trackTotalHitsThreshold);
  if (isEsError(track)) return track;
  // RestSearchAction.checkRestTotalHits: an integer total needs exact (or no) tracking.
  const asIntAsked = req.query.rest_total_hits_as_int === 'true' || req.query.rest_total_hits_as_int === '';
  if (asIntAsked && typeof track === 'number') {
    return restTotalHitsInaccurate(track);
  }
  if (size < 0) return negativeParameter('size', size);
  if (from < 0) return negativeParameter('from', from);
  const aggsKey = body.aggregations !== undefined ? 'aggregations' : body.aggs !== undefined ? 'aggs' : undefined;
  let aggs: AggTree | undefined;
  if (aggsKey) {
    let t = parseAggregations(body[aggsKey] as Json, { profile, rawBody: req.rawBody, key: aggsKey });
    if (isEsError(t)) return t;
    // Filter queries inside aggregations get the coordinating rewrite too (a terms lookup fetches its terms).
    const looked = state ? rewriteAggLookups(state, req, env, body[aggsKey] as Json) : undefined;
    if (isEsError(looked)) return looked;
    if (looked !== undefined && looked !== body[aggsKey]) t = parseAggregations(looked, { profile, rawBody: req.rawBody, key: aggsKey });
    if (isEsError(t)) return t;
    aggs = t;
  }
  const after = parseSearchAfter(body.search_after as Json | undefined, req.rawBody);
  if (isEsError(after)) return after;
  const minScore = parseMinScore(body.min_score as Json | undefined);
  if (isEsError(minScore)) return minScore;
  const terminateAfter = intParam(req, body, 'terminate_after', 0, profile);
  if (isEsError(terminateAfter)) return terminateAfter;
  if (terminateAfter < 0) return terminateAfterNegative();
  const knn = body.knn === undefined ? undefined : (knnOptionUnknownKey(profile, body.knn as Json, req.rawBody) ?? parseKnnOption(body.knn as Json, size, profile));
  if (isEsError(knn)) return knn;
  const knnBad = knn ? checkKnnFilters(knn, env) : undefined;
  if (knnBad) return knnBad;
  if (knn && req.query.search_type !== undefined) return knnSearchTypeSet();
  const highlight = body.highlight === undefined ? undefined : parseHighlight(body.highlight as Json, profile, req.rawBody === undefined ? undefined : { text: req.rawBody, path: ['highlight'] });
  if (isEsError(highlight)) return highlight;
  const pit = body.pit === undefined ? undefined : parsePitElement(body.pit as Json, env);
  if (isEsError(pit)) return pit;
  const fetch = parseFetch(req, body, env.profile);
  if (isEsError(fetch)) return fetch;
  const indicesBoost = body.indices_boost === undefined ? undefined : parseIndicesBoost(body.indices_boost as Json);
  if (isEsError(indicesBoost)) return indicesBoost;
  const runtime = parseSearchRuntime(body, env);
  if (isEsError(runtime)) return runtime;
  const collapse = body.collapse === undefined ? undefined : parseCollapse(body.collapse as Json, profile, req.rawBody);
  if (isEsError(collapse)) return collapse;
  const rescore = body.rescore === undefined ? undefined : parseRescore(body.rescore as Json, req, env, state);
  if (isEsError(rescore)) return rescore;
  const paramProblem = searchRequestParamsProblem(req);
  if (paramProblem) return paramProblem;
  // SearchRequest.rewrite: through a point in time a sort gets the `_shard_doc` tiebreaker, unless it ends
  // with one or search_after has exactly as many values as the sort (an older client's page).
  if (pit && sort && sort.length > 0 && profile.shardDocSort === 'es' && sort[sort.length - 1]!.field !== '_shard_doc' && (after === undefined || after.length === 0 || after.length === sort.length + 1)) {
    sort.push({ field: '_shard_doc', order: 'asc', missing: '_last', unmappedType: 'long' });
  }
  return { ...(runtime ? { runtime } : {}), ...(collapse ? { collapse } : {}), ...(rescore && rescore.length > 0 ? { rescore } : {}), ...(knn ? { knn } : {}), ...(highlight ? { highlight } : {}), body, src, post, sort, source, slice, size, from, asInt, track, ...(pit ? { pit } : {}), ...(indicesBoost ? { indicesBoost } : {}), ...(Object.keys(fetch).length > 0 ? { fetch } : {}), ...(aggs ? { aggs } : {}), ...(after && after.length > 0 ? { after } : {}), ...(minScore !== undefined ? { minScore } : {}), ...(terminateAfter > 0 ? { terminateAfter } : {}) };
}

/** SearchRequest.validate: what the request gets wrong as a whole, in ES's order (reported together). */
export function searchProblems(req: ApiRequest, parsed: ParsedSearch, profile: Profile): string[] {
  const { body, slice, size, from, track } = parsed;
  const problems: string[] = [];
  if (req.query.scroll !== undefined) {
    if (profile.scrollRefusesFrom && from > 0) problems.push(SEARCH_PROBLEMS.fromInScroll);
    if (size === 0) problems.push(SEARCH_PROBLEMS.sizeZeroInScroll);
    if (track !== true && (track === false || req.query.track_total_hits !== undefined || body.track_total_hits !== undefined)) problems.push(SEARCH_PROBLEMS.trackTotalHitsInScroll);
    if (req.query.request_cache === 'true' && profile.scrollRequestCacheRefused) problems.push(SEARCH_PROBLEMS.requestCacheInScroll);
    if (parsed.rescore && profile.searchAfterScrollValidated) problems.push(COLLAPSE_PROBLEMS.rescoreInScroll);
    if (parsed.after && profile.searchAfterScrollValidated) problems.push(SEARCH_PROBLEMS.searchAfterInScroll);
    if (parsed.collapse && profile.searchAfterScrollValidated) problems.push(COLLAPSE_PROBLEMS.collapseInScroll);
  } else if (slice && profile.sliceNeedsScroll && !parsed.pit) problems.push(SEARCH_PROBLEMS.sliceWithoutScroll);
  if (profile.shardDocSort === 'os') {
    const shardDocs = parsed.sort?.filter((s) => s.field === '_shard_doc').length ?? 0;
    if (shardDocs > 0 && req.query.scroll !== undefined) problems.push(SEARCH_PROBLEMS.shardDocInScrollOs);
    if (shardDocs > 0 && !parsed.pit) problems.push(SEARCH_PROBLEMS.shardDocWithoutPitOs);
    if (shardDocs > 1) problems.push(SEARCH_PROBLEMS.shardDocTwiceOs);
  }
  if (parsed.pit) {
    if (req.query.scroll !== undefined) problems.push(PIT_PROBLEMS.inScroll);
  } else if (profile.shardDocSort === 'es' && parsed.sort?.some((s) => s.field === '_shard_doc')) problems.push(SEARCH_PROBLEMS.shardDocWithoutPit);
  return problems;
}

/**
 * Runs a search request up to its hits: body parsing, validation, index resolution, shard-level checks
 * (with `scroll` set, the scroll's own: keep-alive, open contexts, batch size), one pass over the documents.
 * Changes nothing in the state.
 */
export function collectHits(state: ClusterState, req: ApiRequest, env: Env, parsed: ParsedSearch | EsError = parseSearch(req, env, state)): SearchRun | EsError {
  return drain(collectHitsSteps(state, req, env, parsed));
}

/** `collectHits` as resumable steps: its document loops yield every few thousand documents (resumable/). */
export function* collectHitsSteps(state: ClusterState, req: ApiRequest, env: Env, parsed: ParsedSearch | EsError = parseSearch(req, env, state), failedShards?: FailedShards): Steps<SearchRun | EsError> {
  try {
    return yield* collectRunSteps(state, req, env, parsed, failedShards);
  } catch (e) {
    // A document's failure fails its shard: the search runs again without it (shardLeftOut.ts).
    if (!(e instanceof ScoreFailure)) throw e;
    const next = shardLeftOut(state, req, env, e.error, failedShards);
    if (next === undefined) return e.error;
    if (isEsError(next)) return next;
    return yield* collectHitsSteps(state, req, env, parsed, next);
  }
}

/** One run of the search over every shard not in `failedShards`. */
function* collectRunSteps(state: ClusterState, req: ApiRequest, env: Env, parsed: ParsedSearch | EsError, failedShards: FailedShards | undefined): Steps<SearchRun | EsError> {
  if (isEsError(parsed)) return parsed;
  if (parsed.pit) {
    const refused = checkPitRequest(req, env, parsed.pit);
    if (refused) return refused;
  }
  const profile = env.profile;
  const { body, src, post, sort, source, slice, size, from, asInt, track } = parsed;
  const scroll = req.query.scroll;
  // RestSearchAction parses `scroll` as a time value with the other parameters, before any index is resolved.
  if (scroll !== undefined) {
    const parsedScroll = parseTimeValue(scroll, 'scroll', profile);
    if (isEsError(parsedScroll)) return parsedScroll;
  }

  // 2. Request validation (SearchRequest.validate), reported together.
  const problems = searchProblems(req, parsed, profile);
  if (problems.length > 0) return searchInvalid(problems);

  // 3. Index resolution: the request's, or the indices a point in time froze (read through the
  // expression it was opened with, so its aliases' filters apply).
  const pit = parsed.pit ? resolvePit(state, env, parsed.pit) : undefined;
  if (isEsError(pit)) return pit;
  if (pit) req = { ...req, parts: { ...req.parts, index: pit.ctx.expr } };
  const found = pit ? pit.indices : targetIndices(state, req, env);
  if (isEsError(found)) return found;
  // Indices whose shards failed to start answer no search (synonyms/shardStart.ts).
  if (found.length > 0 && found.every((i) => i.shardsFailed !== undefined)) return noShardAvailable();
  const indices = runtimeIndices(found, parsed.runtime, env);
  if (isEsError(indices)) return indices;
  const fetcher = parsed.fetch && (parsed.fetch.fields || parsed.fetch.docvalue || Array.isArray(parsed.fetch.stored)) ? buildFetch(parsed.fetch, indices, profile) : undefined;
  if (isEsError(fetcher)) return fetcher;
  const boosts = parsed.indicesBoost ? resolveIndicesBoost(state, req, env, parsed.indicesBoost) : undefined;
  if (isEsError(boosts)) return boosts;
  // Where the version has no `_shard_doc`, it is an unmapped field like any other (sort.ts refuses it).
  const shardDocBase = pit && profile.shardDocSort !== 'none' && sort?.some((s) => s.field === '_shard_doc') ? shardRequestIndexes(indices, profile) : undefined;
  const first = indices[0]?.name ?? null;
  // The shards a search reads of an index: those its routing and preference keep, less any that failed.
  const preferred = shardPick(req, profile);
  const shards = totalShards(indices, preferred);
  const shardsOf = (index: IndexState) => withoutFailed(index, preferred?.(index), failedShards);
  // A query some indices cannot parse fails their shards alone (queryFailures.ts): run again without them.
  if (!failedShards && indices.length > 1) {
    const qf = queryShardFailures(src, indices, req, env, state.dataStreams, preferred);
    if (qf.length > 0 && qf.length < shards) {
      const refused = partialResultsRefused(state, req, qf);
      return refused ?? (yield* collectHitsSteps(state, req, env, parsed, failedShardsOf(qf)));
    }
  }

  // 4. Shard-level checks, then one pass over the documents.
  let keepAliveMs = 0;
  if (scroll !== undefined) {
    const ka = keepAlive(state, scroll, profile, first);
    if (isEsError(ka)) return ka;
    keepAliveMs = ka;
    const limit = openContextLimit(state, profile, Math.max(1, shards), first ?? '_na_');
    if (limit) return limit;
  }
  const slices = slice ? sliceFilters(slice, indices, profile) : undefined;
  if (isEsError(slices)) return slices;
  const types = typeFilter(req);
  // Hits are built in `_doc` order as they are found; a field sort decorates them with keys and sorts once.
  const after = parsed.after;
  // search_after compares keys, so a `_doc`-only sort takes the keyed path when it is set.
  const collapse = parsed.collapse ? new CollapseRun(parsed.collapse) : undefined;
  // `track_scores` with a field sort scores every match too (its hits print `_score`, max_score is over all).
  const trackScores = body.track_scores === true;
  // A scroll sorted on fields scores its matches when it tracks scores (its pages print them); other scrolls do not.
  const scoredRun = !slice && (scroll === undefined ? sortsOnScore(sort) || parsed.knn !== undefined || trackScores : trackScores && sort !== undefined && !sortsOnScore(sort));
  // A scored `_doc` sort (track_scores, a knn option) keeps each hit's score, so it takes the keyed path.
  const docOnly = !collapse && !scoredRun && after === undefined && sort !== undefined && sort.every((s) => s.field === '_doc' && s.order === 'asc');
  const hits: ScrollHit[] = [];
  /**
   * The hits of a search sorted by `_doc` only, or of an unsorted scroll (a by-scroll job's), kept flat: a
   * point-in-time view of the whole index makes no object per hit. (Unsorted hits print no sort values, so
   * the positions they carry are never shown.)
   */
  const flat = docOnly || (sort === undefined && scroll !== undefined);
  const byDoc = new HitList();
  // A sorted search without scroll keeps only its window (`from + size`) of the sorted matches.
  // A search that ranks by score (no sort, or one on `_score`, outside a scroll) runs on the search engine:
  // per shard, the query's scorers (engine/), each match passed on with its score and shard-local doc id.
  // A knn option always runs on the engine: its hits are the DFS phase's documents with their scores.
  const keySort = sort ?? (scoredRun ? SCORE_SORT : undefined);
  const order = (a: Keyed, b: Keyed) => compareKeys(keySort!, a.keys, b.keys);
  // A collapsed search keeps each group's best hit (a rescored shard's hits beyond its window only count).
  const keyed = collapse
    ? new CollapsingTopK<Keyed>(from + size, order, (k) => (k.score === -Infinity ? undefined : collapse.group(k.index, k.doc, k.pos ?? 0)))
    : new TopK<Keyed>(scroll === undefined ? from + size : Infinity, order);
  let maxScore: number | undefined;
  let score = 1;
  let unkept = 0;
  const limiter = parsed.terminateAfter !== undefined ? new ShardLimiter(parsed.terminateAfter) : undefined;
  // The knn option's DFS phase: each knn's global best k, then a should clause of the query phase.
  let knnWrap: ((tree: QNode) => QNode) | undefined;
  let knnNamed: NamedQuery[] = [];
  let knnAggs: KnnMatches | undefined;
  // A profiled search keeps what each shard's DFS phase found: the profile's `dfs.knn` reads it.
  let knnCounts: KnnShardCounts | undefined;
  if (parsed.knn) {
    if (body.profile === true) knnCounts = new Map();
    const tops = yield* knnGlobalTopSteps(parsed.knn, indices, env, (index) => aliasFilters(index, req.parts.index, state.dataStreams), knnCounts);
    if (isEsError(tops)) return tops;
    const noQuery = body.query === undefined && req.query.q === undefined;
    const specs = parsed.knn;
    knnWrap = (tree) => withKnn(noQuery ? undefined : tree, specs, tops);
    knnNamed = knnNamedQueries(specs, tops);
    knnAggs = { tops, replacesQuery: noQuery };
  }
  const rescoreWindows: Set<Doc>[] = [];
  const prepare = preparedMemo();
  if (keySort && !docOnly && indices.length > 1 && mixesUnsignedSort(keySort, indices)) return unsignedSortAcrossIndices();
  for (const index of indices) {
    if (noShardsLeft(shardsOf(index))) continue;
    // A script query's pass over the documents, a script_score's scoring of the index: prepared in slices.
    const q = yield* preparedSteps(prepare, () => compileFor(src, index, req, env, state.dataStreams));
    if (isEsError(q)) return q;
    const limited = src.kind === 'json' ? queryLimitRefusal(state, src.query, index, profile) : undefined;
    if (limited) return limited;
    let keyer: SortKeyer | undefined;
    if (keySort && !docOnly) {
      if (keySort.some((s) => s.field === '_id') && !idFielddataEnabled(state, profile)) return idFielddataDisallowed(index.name);
      const k = sortKeyer(keySort, index, profile, env.now, shardDocBase ? shardDocOf(index, profile, shardDocBase.get(index.name) ?? []) : undefined);
      if (isEsError(k)) return k;
      keyer = k;
    }
    const window = Number(index.settings['index.max_result_window'] ?? 10_000);
    if (scroll === undefined && from + size > window) {
      return resultWindowTooLarge(profile, window, from + size, index.name);
    }
    if (scroll !== undefined && size > window) {
      return batchSizeTooLarge(profile, window, size, index.name);
    }
    let afterK: SortValue[] | undefined;
    if (after) {
      // SearchService.parseSource: `from` must be 0, then SearchAfterBuilder.buildFieldDoc reads the values.
      if (scroll !== undefined) return searchAfterShardFailure(SEARCH_AFTER_PROBLEMS.scroll, index.name);
      if (from > 0) return searchAfterShardFailure(SEARCH_AFTER_PROBLEMS.from, index.name);
      const a = afterKeys(sort, after, index, profile);
      if (isEsError(a)) return a;
      afterK = a;
    }
    if (collapse) {
      const refused = collapse.open(index, profile, { scroll: scroll !== undefined, after: after?.length, sort, rescore: parsed.rescore !== undefined });
      if (refused) return refused;
    }
    if (parsed.rescore && scroll === undefined) {
      const refused = rescoreRefusal(parsed.rescore, sort, index, profile);
      if (refused) return refused;
    }
    // Every hit of an index scores q.score here, so min_score keeps all of the index's matches or none.
    if (!scoredRun && !passesMinScore(q.score, parsed.minScore)) continue;
    let test = q;
    if (post) {
      const p = yield* preparedSteps(prepare, () => compileFor(post, index, req, env, state.dataStreams));
      if (isEsError(p)) return p;
      test = { test: (d) => q.test(d) && p.test(d), score: q.score, matchAll: q.matchAll && p.matchAll };
    }
    // QueryPhaseCollector counts toward terminate_after what passes the post_filter.
    if (limiter) test = limiter.wrap(test, index, profile);
    if (index === indices[0]) score = q.score;
    const name = index.name;
    const only = docFilter(index, profile, slices?.get(name), shardsOf);
    const boost = boosts?.get(index.name) ?? 1;
    if (scoredRun && from + size === 0 && q.matchAll === true && !q.candidates && !post && !types && !only && !limiter && parsed.minScore === undefined && !parsed.knn) {
      // No page, every document matching (a facet or dashboard request): the hits are only counted, none
      // scored, as Lucene counts a match_all from the live documents (size 0 prints no max_score).
      unkept += countIndex(index, q, types);
      continue;
    }
    const scored = scoredRun ? yield* preparedSteps(prepare, () => scoredEach(index, req, env, src, post, types, shardsOf(index), indices, knnWrap, undefined, state.dataStreams)) : undefined;
    if (isEsError(scored)) return scored;
    // On the engine, min_score is each hit's own test, and terminate_after counts what passes it per shard.
    const perShard = scored && limiter ? limiter.wrap({ test: () => true, score: 1 }, index, profile) : undefined;
    const each0 = scored
      ? (emit: (doc: Doc, pos: number, score: number) => void) =>
          scored((doc, pos, raw) => {
            // indices_boost: the shard's query wrapped in a BoostQuery, a float product.
            const sc = boost === 1 ? raw : Math.fround(raw * boost);
            if (!passesMinScore(sc, parsed.minScore)) return;
            if (perShard && !perShard.test(doc)) return;
            emit(doc, pos, sc);
          })
      : (emit: (doc: Doc, pos: number, score: number) => void) => matchIndexSteps(index, test, types, only, (doc, pos) => emit(doc, pos, q.score));
    const groupOf = collapse ? (d: Doc) => { const g = collapse.group(name, d, 0); return typeof g === 'string' ? g : undefined; } : undefined;
    const each = scored && parsed.rescore ? rescoreEach(each0, index, parsed.rescore, from + size, req, env, indices, groupOf, rescoreWindows) : each0;
    if (keyer) {
      const k = keyer;
      const numeric = numericSorts(keySort!, index);
      const one = k.single;
      const head = k.head;
      const first = keySort![0]!;
      if (one && keyed.capacity === 1 && !afterK && !collapse) {
        // The top document alone (the reindex asks for the highest `_seq_no` at every catch-up): the best so
        // far is kept, nothing made per document; ties keep the earlier one. Then offered as the others.
        let best: Doc | undefined;
        let bestValue: SortValue = null;
        let bestScore = 0;
        let seen = 0;
        yield* each((doc, pos, score) => {
          seen++;
          if (scoredRun && (maxScore === undefined || score > maxScore)) maxScore = score;
          const v = one(doc, pos, score);
          if (best === undefined || compareKey(first, v, bestValue) < 0) {
            best = doc;
            bestValue = v;
            bestScore = score;
          }
        });
        if (best !== undefined) {
          keyed.passMany(seen - 1);
          keyed.offer({ index: name, doc: best, keys: [bestValue], numeric, score: bestScore });
        }
        continue;
      }
      yield* each((doc, pos, score) => {
        // A document that cannot enter the window is counted, not kept (a top hit among a million
        // documents made a hit object for each of them); with one sort clause, not even its keys.
        if (scoredRun && (maxScore === undefined || score > maxScore)) maxScore = score;
        const worst = keyed.worst;
        let keys: SortValue[];
        if (afterK) {
          // Hits at or before the after-keys are counted in the total, as Lucene's PagingFieldCollector does.
          if (head) {
            // Decided by the first clause alone: strictly before the cursor, or strictly behind the window.
            const v0 = head(doc, pos, score);
            if (compareKey(first, v0, afterK[0]!) < 0) return keyed.pass();
            if (worst && compareKey(first, v0, worst.keys[0]!) > 0) return keyed.pass();
          }
          keys = k(doc, pos, score);
          if (!isAfter(keySort!, keys, afterK)) return keyed.pass();
          if (worst && compareKeys(keySort!, keys, worst.keys) >= 0) return keyed.pass();
        } else if (one) {
          const v = one(doc, pos, score);
          if (worst && compareKey(first, v, worst.keys[0]!) >= 0) return keyed.pass();
          keys = [v];
        } else {
          if (head && worst && compareKey(first, head(doc, pos, score), worst.keys[0]!) > 0) return keyed.pass();
          keys = k(doc, pos, score);
          if (worst && compareKeys(keySort!, keys, worst.keys) >= 0) return keyed.pass();
        }
        keyed.offer({ index: name, doc, keys, numeric, score, pos });
      });
    } else if (flat) {
      // A whole slice of an index: its share of the split of every document into slices (slice.ts).
      const members = test.matchAll === true && !test.candidates && !types && !shardsOf(index) ? slices?.get(name)?.members : undefined;
      if (members) {
        const m = members(index);
        byDoc.add(name, m.docs, m.pos, m.split); // the view keeps the split for the other slices' openings
      } else {
        const m = yield* matchDocsSteps(index, test, types, only);
        byDoc.add(name, m.docs, m.pos);
      }
    } else {
      // Unsorted plain searches keep only the requested window; the rest are just counted.
      const keep = scroll === undefined ? from + size : Infinity;
      yield* matchIndexSteps(index, test, types, only, (doc) => {
        if (unkept + hits.length < keep) hits.push({ index: name, doc });
        else unkept++;
      });
    }
  }
  // Aggregations see the query's matches, not the post_filter's (a pass of their own, by shard).
  let aggregations: JsonObject | undefined;
  const aggPartials: ShardPartials = new Map();
  if (parsed.aggs) {
    const failures: ShardFailure[] = [];
    // A profiled search keeps each shard's partials: its aggregation profile reads their debug (profile/aggProfile.ts).
    const onPartials = body.profile === true ? (index: IndexState, shard: number, p: readonly Internal[]) => aggPartials.set(`${index.uuid}#${shard}`, p) : undefined;
    const a = yield* searchAggregationsSteps(state, req, env, parsed.aggs, src, indices.filter((i) => !noShardsLeft(shardsOf(i))), types, (i) => docFilter(i, profile, slices?.get(i.name), shardsOf), failedShards ? undefined : (f) => failures.push(f), onPartials, parsed.minScore, knnAggs, prepare);
    if (isEsError(a)) return a;
    // Some shards failed, others answered: the search is run again without the failed shards, so its hits
    // and totals are the other shards' alone, as ES's query phase leaves a failed shard's results out.
    if (failures.length > 0) {
      const refused = partialResultsRefused(state, req, failures);
      if (refused) return refused;
      return yield* collectHitsSteps(state, req, env, parsed, failedShardsOf(failures));
    }
    aggregations = a;
  }
  // Ties keep `_doc` order (TopK is stable), as ES breaks ties by shard and doc id.
  const kept = keyed.sorted();
  if (keyed instanceof CollapsingTopK && keyed.failure) return keyed.failure;
  for (const k of kept) {
    if (!scoredRun) hits.push({ index: k.index, doc: k.doc, sort: renderSortValues(sort!, k.keys, k.numeric) });
    else if (sort === undefined) hits.push({ index: k.index, doc: k.doc, score: k.score });
    else hits.push({ index: k.index, doc: k.doc, score: k.score, sort: renderSortValues(sort, k.keys.map((v, i) => (sort[i]!.field === '_score' && typeof v === 'number' ? floatForJson(v) : v)), k.numeric) });
  }
  unkept += keyed.dropped;
  if (scoredRun && (body.explain === true || req.query.explain === 'true')) {
    explainPage(hits.slice(from, from + size), indices, req, env, src, knnWrap);
    if (parsed.rescore) explainRescored(hits.slice(from, from + size), indices, parsed.rescore, rescoreWindows, env);
  }
  const knnInner = knnInnerHitsQuery(src.kind === 'json' ? src.query : undefined, parsed.knn, indices);
  if ((src.kind === 'json' || knnInner !== undefined) && !flat) {
    const inner = attachInnerHits(hits.slice(from, from + size), indices, knnInner ?? (src.kind === 'json' ? src.query : undefined), env, asInt);
    if (inner) return inner;
  }
  if (!flat) namedQueriesPage(hits.slice(from, from + size), indices, req, env, src, body.post_filter as Json | undefined, knnNamed);

  const noSource = fieldsRefusal(profile, (parsed.fetch?.fields?.length ?? 0) > 0, (flat ? byDoc : HitList.of(hits)).slice(from, from + size), indices);
  if (noSource) return noSource;
  const looked = state ? withLookupFields(fetcher, indices, state, profile, parsed.fetch?.fields) : fetcher;
  if (isEsError(looked)) return looked;
  const withRuntime = yield* preparedSteps(prepare, () => withScriptFields(looked, parsed.runtime, indices, env, req.rawBody, (flat ? byDoc : HitList.of(hits)).slice(from, from + size)));
  if (isEsError(withRuntime)) return withRuntime;
  const fetchAll = src.kind === 'json' ? withPercolatorSlots(withRuntime, src.query, indices, env) : withRuntime;

  // 5. Render.
  // A scroll's later pages answer from its contexts, whose header the model keeps: only plain searches count skips.
  const skipped = scroll === undefined ? preFilterSkipped({ req, env, body, sort, indices, shardsOf, total: shards }) : 0;
  const scored = sortsOnScore(sort) || body.track_scores === true;
  const render: HitRender = {
    scored,
    score,
    sorted: sort !== undefined,
    ...(docOnly ? { docSorts: sort!.length } : {}),
    source,
    version: body.version === true || req.query.version === 'true',
    seqNo: body.seq_no_primary_term === true || req.query.seq_no_primary_term === 'true',
    shards,
    index: first,
    contexts: Math.max(1, shards),
    ...(scoredRun && maxScore !== undefined && (sortsOnScore(sort) || trackScores) && size > 0 ? { maxScore } : {}),
    ...(scored && !maxScoreKept(sort, trackScores, profile) ? { noMaxScore: true } : {}),
    ...(limiter ? { terminatedEarly: limiter.terminated } : {}),
    ...(failedShards ? { failures: failedShards.failures, failedCount: failedShards.count } : {}),
    ...(skipped > 0 ? { skipped } : {}),
    ...(parsed.highlight ? { highlight: highlightRender(parsed.highlight, src) } : {}),
    ...(collapse ? { fetch: collapse.fetch(fetchAll) } : fetchAll ? { fetch: fetchAll } : {}),
    ...(parsed.fetch?.stored === 'none' ? { storedNone: true } : {}),
    ...(sourceOffIndices(indices).length > 0 ? { sourceOff: sourceOffIndices(indices) } : {}),
    ...hitReader(indices, env.profile, forcedSynthetic(env.profile, req.query)),
    ignored: ignoredRender(indices, env.profile),
  };
  return { hits: flat ? byDoc : HitList.of(hits), unkept, render, from, size, track, asInt, keepAliveMs, ...(aggregations ? { aggregations } : {}), ...(parsed.aggs?.warnings || parsed.indicesBoost?.objectForm ? { aggWarnings: [...(parsed.aggs?.warnings ?? []), ...(parsed.indicesBoost?.objectForm ? [INDICES_BOOST_OBJECT_WARNING] : [])] } : {}), ...(pit ? { pit: { id: pit.ctx.id, keepAliveMs: pit.keepAliveMs } } : {}), ...(collapse && collapse.spec.innerHits.length > 0 ? { expand: collapse.plan(src) } : {}), ...(body.profile === true ? { profiled: { indices, src, ...(preferred ? { preferred } : {}), sortedByField: sort !== undefined && !sortsOnScore(sort), ...(parsed.aggs ? { aggTree: parsed.aggs, aggPartials } : {}), ...(parsed.knn && knnCounts ? { knn: { specs: parsed.knn, counts: knnCounts } } : {}) } } : {}) };
}
