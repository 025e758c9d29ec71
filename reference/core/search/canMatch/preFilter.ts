/**
 * The can_match pre-filter phase (CanMatchPreFilterSearchPhase): before the query phase, a search asks each
 * shard whether its query can match there, and skips those that cannot; `_shards.skipped` counts them (they
 * also count as successful). It runs when TransportSearchAction.shouldPreFilterSearchShards says so: a
 * query_then_fetch search with more shards than `pre_filter_shard_size` (default 128, or 1 when an index is
 * read-only or the first sort is on a field), whose query can rewrite to match_none (SearchService.
 * canRewriteToMatchNone: a query that is not match_all, no suggest, no aggregation that must visit every
 * document) or whose first sort is on a field. When no shard can match, the first is searched anyway, so
 * the response has its aggregations' empty shape.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import type { Profile } from '../../../profiles.ts';
import type { SortSpec } from '../sort.ts';
import { shardCount, shardOf } from '../routing.ts';
import { docsInOrder } from '../visibleDocs.ts';
import { parseJavaInt } from '../../params.ts';
import { rewritesToNone } from './rewritesToNone.ts';
import { CONSTANT_REWRITES } from './constantKeyword.ts';

/** SearchRequest.DEFAULT_PRE_FILTER_SHARD_SIZE. */
const DEFAULT_PRE_FILTER_SHARD_SIZE = 128;
const WRITE_BLOCKS = ['index.blocks.write', 'index.blocks.read_only', 'index.blocks.read_only_allow_delete'];

/** FieldSortBuilder.hasPrimaryFieldSort: the first sort is a field sort (`_doc` included; not `_score`, a script or a geo distance). */
function primaryFieldSort(sort: readonly SortSpec[] | undefined): boolean {
  const first = sort?.[0];
  return first !== undefined && first.field !== '_score' && first.script === undefined && first.geo === undefined;
}

/** AggregatorFactories.Builder.mustVisitAllDocs: a top-level global aggregation, or terms with min_doc_count 0. */
function mustVisitAllDocs(aggs: Json | undefined): boolean {
  if (!isObject(aggs)) return false;
  for (const def of Object.values(aggs)) {
    if (!isObject(def)) continue;
    if (def.global !== undefined) return true;
    const terms = def.terms;
    if (isObject(terms) && Number(terms.min_doc_count) === 0 && terms.min_doc_count !== undefined) return true;
  }
  return false;
}

function readOnly(index: IndexState): boolean {
  return WRITE_BLOCKS.some((k) => String(index.settings[k] ?? 'false') === 'true');
}

/** What the pre-filter needs of a search: its body, its sort, and the shards it reads per index. */
export interface PreFilterInput {
  req: ApiRequest;
  env: Env;
  body: JsonObject;
  sort: readonly SortSpec[] | undefined;
  indices: readonly IndexState[];
  /** The shards of an index the search reads (undefined: all). */
  shardsOf: (index: IndexState) => Set<number> | undefined;
  total: number;
}

/** How many shards the can_match phase skips (0 when it does not run). */
export function preFilterSkipped(p: PreFilterInput): number {
  const { req, body } = p;
  if ((req.query.search_type ?? 'query_then_fetch') !== 'query_then_fetch') return 0;
  const query = body.query as Json | undefined;
  const aggs = (body.aggregations ?? body.aggs) as Json | undefined;
  const hasQuery = (query !== undefined && query !== null) || req.query.q !== undefined;
  const matchAll = isObject(query) && Object.keys(query).length === 1 && query.match_all !== undefined;
  const canRewrite = hasQuery && !matchAll && body.suggest === undefined && !mustVisitAllDocs(aggs);
  const fieldSort = p.env.profile.preFilterOnSortOrReadOnly && primaryFieldSort(p.sort);
  const param = req.query.pre_filter_shard_size;
  const size = param !== undefined ? parseJavaInt(param) : (p.env.profile.preFilterOnSortOrReadOnly && p.indices.some(readOnly)) || fieldSort ? 1 : DEFAULT_PRE_FILTER_SHARD_SIZE;
  if (!(size < p.total) || !(canRewrite || fieldSort)) return 0;
  // Only the query's rewrite skips a shard here (a `q` parameter's query_string is not rewritten by this model).
  if (!canRewrite || query === undefined || query === null) return 0;
  // Only these leaves rewrite to match_none (rewritesToNone.ts): without one, no shard is skipped, and the
  // pass over every document below (one synchronous block) is not paid.
  if (!mentionsAny(query, REWRITING_LEAVES)) return 0;
  let skipped = 0;
  let shards = 0;
  for (const index of p.indices) {
    const wanted = p.shardsOf(index);
    docsByShard(index, p.env.profile).forEach((docs, s) => {
      if (wanted && !wanted.has(s)) return;
      shards++;
      if (rewritesToNone(query, { index, docs, now: p.env.now })) skipped++;
    });
  }
  // No shard can match: the first is searched anyway, to produce a valid (empty) result.
  return skipped === shards && shards > 0 ? skipped - 1 : skipped;
}

const REWRITING_LEAVES = new Set(['match_none', 'range', 'exists', ...CONSTANT_REWRITES]);

/** Whether any object in the query has one of these keys (a walk linear in the query's size). */
function mentionsAny(v: Json, keys: ReadonlySet<string>): boolean {
  if (Array.isArray(v)) return v.some((x) => mentionsAny(x, keys));
  if (!isObject(v)) return false;
  for (const [k, x] of Object.entries(v)) if (keys.has(k) || mentionsAny(x as Json, keys)) return true;
  return false;
}

/** An index's documents, per shard. */
function docsByShard(index: IndexState, profile: Profile): Doc[][] {
  const byShard: Doc[][] = Array.from({ length: shardCount(index) }, () => []);
  for (const d of docsInOrder(index)) byShard[shardOf(index, profile, d.id, d.routing)]!.push(d);
  return byShard;
}

/**
 * Whether a query can match on some shard of an index (the field caps `index_filter`: FieldCapabilitiesFetcher.
 * canMatchShard asks each shard until one can; a missing or match_all filter always can).
 */
export function indexCanMatch(index: IndexState, query: Json | undefined, profile: Profile, now: number): boolean {
  if (query === undefined || query === null) return true;
  return docsByShard(index, profile).some((docs) => !rewritesToNone(query, { index, docs, now }));
}
