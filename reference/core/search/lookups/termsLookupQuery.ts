/**
 * A `terms` lookup as query.ts meets it: searches (query, post_filter, aggregations, rescore), counts,
 * explains, validations and by-query jobs rewrite lookups into plain terms before compiling (termsLookup.ts,
 * execute.ts querySource), and alias filters refuse them (aliasFilterLookup.ts), so here the lookup is only
 * parsed (sectionLookups.ts does the sorts, highlighters and knn filters); where one still reaches a shard
 * unrewritten (inner_hits, a top_hits aggregation's own options), the simulator says it cannot fetch.
 */
import type { JsonObject } from '../../json.ts';
import { isEsError, notSupportedBySimulator, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { MATCH_NONE, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { parseTermsLookup } from './lookupSpec.ts';

/** Parses a terms lookup element; matches nothing in the parse probe, refuses elsewhere. */
export function termsLookupQuery(ctx: QueryContext, v: JsonObject, path: PathStep[]): CompiledQuery | EsError {
  const spec = parseTermsLookup(ctx, v, path);
  if (isEsError(spec)) return spec;
  if (ctx.index.uuid === '_na_' && ctx.index.name === '_na_') return MATCH_NONE;
  return notSupportedBySimulator('A terms lookup query inside inner_hits or top_hits');
}
