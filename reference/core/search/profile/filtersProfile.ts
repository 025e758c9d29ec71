/**
 * Filter by filter (ES 7.14 and later): FilterByFilterAggregator.AdapterBuilder runs a top-level `filters`
 * (and a `terms` on few global ordinals, one `field:term` filter per ordinal: StringTermsAggregatorFromFilters)
 * one filter at a time over each segment instead of collecting document by document. It is valid without a
 * parent and without an `other` bucket, when each filter unions efficiently with the top-level query (here:
 * that query is a match_all; any other makes QueryToFilterAdapter.union a BooleanQuery, an inefficient
 * union), when no sub-aggregation needs scores, and (8.3, #84427) not when a second filter meets a shard
 * holding `_doc_count`. Otherwise a `filters` is FiltersAggregator.Compatible. Its debug
 * (FilterByFilterAggregator.collectDebugInfo): the filters' own debug, segments counted (no sub-aggregations)
 * or collected, segments with `_doc_count` (segments_with_deleted_docs is never incremented in its source).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { queryTree } from '../engine/queryTree.ts';
import { queryShape } from './luceneTypes.ts';
import { segmentHasDeletions, segmentHasDocCount, type AggPlace, type AggShape, type AggShard } from './aggShard.ts';
import { stringFilter, parseIncludeExclude } from '../aggs/includeExclude.ts';
import { isEsError } from '../../errors/index.ts';

/** One filter of a filter-by-filter run: its Lucene query's toString and its class. */
export interface FilterQuery {
  query: string;
  luceneType: string;
}

/** Sub-aggregations that need scores make filter by filter give wrong results (AdapterBuilder.build returns null). */
function needsScores(subs: JsonObject | undefined): boolean {
  return subs !== undefined && JSON.stringify(subs).match(/"top_hits"|_score/) !== null;
}

/** The `field:term` filters StringTermsAggregatorFromFilters builds, one per accepted global ordinal (terms in byte order). */
export function termFilters(field: string, terms: readonly string[], o: JsonObject, _shard: AggShard): FilterQuery[] {
  let accepted = terms;
  if (o.include !== undefined || o.exclude !== undefined) {
    const ie = parseIncludeExclude(o.include as Json, o.exclude as Json);
    if (!isEsError(ie) && ie) {
      const f = stringFilter(ie);
      accepted = terms.filter((t) => f(t));
    }
  }
  return accepted.map((t) => ({ query: `${field}:${t}`, luceneType: 'TermQuery' }));
}

/** The FilterByFilterAggregator a set of filters makes at `place` on `shard`, or undefined when the adaptation is not valid there. */
export function filterByFilter(filters: readonly FilterQuery[], subs: JsonObject | undefined, place: AggPlace, shard: AggShard): { type: string; debug: JsonObject } | undefined {
  const mode = shard.profile.aggFilterByFilter;
  if (mode === 'none' || place.parent !== undefined || !shard.matchAll || needsScores(subs)) return undefined;
  const docCountSegments = shard.segments.filter(segmentHasDocCount).length;
  if (mode === 'adapt-unless-doc-count' && filters.length > 1 && docCountSegments > 0) return undefined;
  const collecting = subs !== undefined && Object.keys(subs).length > 0;
  const segments = shard.segments.length;
  // A term filter counts a segment from its postings' docFreq when nothing is deleted and every document counts one.
  const fromMetadata = collecting ? 0 : shard.segments.filter((s) => !segmentHasDeletions(s) && !segmentHasDocCount(s)).length;
  const debug: JsonObject = {
    filters: filters.map((f) => (f.luceneType === 'TermQuery' ? { query: f.query, specialized_for: 'term', results_from_metadata: fromMetadata } : f.luceneType === 'MatchAllDocsQuery' ? { query: f.query, specialized_for: 'match_all' } : { query: f.query })),
    segments_counted: collecting ? 0 : segments,
    segments_collected: collecting ? segments : 0,
    segments_with_deleted_docs: 0,
    segments_with_doc_count_field: docCountSegments,
  };
  return { type: 'FilterByFilterAggregator', debug };
}

/** The profiled shape of a `filters` aggregation with `body` at `place` on `shard`. */
export function filtersProfile(body: Json, subs: JsonObject | undefined, place: AggPlace, shard: AggShard): AggShape {
  const o = isObject(body) ? body : {};
  const raw = o.filters;
  // Keyed filters are sorted by key (FiltersAggregationBuilder); anonymous ones keep their order.
  const entries = (Array.isArray(raw) ? raw : isObject(raw) ? Object.keys(raw).sort().map((k) => raw[k]!) : []) as Json[];
  const filters: FilterQuery[] = entries.map((q) => {
    const shape = queryShape(queryTree(q, { index: shard.index, profile: shard.profile, now: shard.now }));
    return { query: shape.description, luceneType: shape.type };
  });
  const other = o.other_bucket === true || typeof o.other_bucket_key === 'string';
  const n = filters.length + (other ? 1 : 0);
  const childCardinality = place.parentBuckets === 'many' ? 'many' : (place.parentBuckets === 'one' ? 1 : place.parentBuckets) * Math.max(1, n);
  const adapted = other ? undefined : filterByFilter(filters, subs, place, shard);
  if (adapted) return { type: adapted.type, debug: adapted.debug, collects: 0, childCardinality };
  const type = shard.profile.aggFilterByFilter === 'none' ? 'FiltersAggregator' : 'FiltersAggregator.Compatible';
  const debug = shard.profile.aggFilterByFilter === 'none' ? undefined : { filters: filters.map((f) => ({ query: f.query })) };
  return { type, ...(debug ? { debug } : {}), childCardinality };
}
