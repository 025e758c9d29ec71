/**
 * A `terms` lookup as query.ts meets it: searches, counts and explains rewrite lookups into plain terms
 * before compiling (termsLookup.ts, execute.ts querySource), so here the lookup is only parsed; where a
 * lookup reaches a shard unrewritten (a by-query job, an alias filter), the simulator says it cannot fetch.
 */
import type { JsonObject } from '../../json.ts';
import { isEsError, notSupportedBySimulator, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { MATCH_NONE, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { parseTermsLookup } from './termsLookup.ts';

/** Parses a terms lookup element; matches nothing in the parse probe, refuses elsewhere. */
export function termsLookupQuery(ctx: QueryContext, v: JsonObject, path: PathStep[]): CompiledQuery | EsError {
  const spec = parseTermsLookup(ctx, v, path);
  if (isEsError(spec)) return spec;
  if (ctx.index.uuid === '_na_' && ctx.index.name === '_na_') return MATCH_NONE;
  return notSupportedBySimulator('A terms lookup query outside a search, count or explain');
}
