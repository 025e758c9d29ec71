/**
 * An alias filter may not hold a terms lookup: AliasValidator.validateAliasFilter rewrites the filter with
 * Rewriteable.rewrite(…, assertNoAsyncTasks=true), which refuses the fetch a lookup registers, when the
 * alias is added (`_aliases`, `_alias`, index creation, a template's alias applied to a new index).
 */
import type { Json } from '../../json.ts';
import { aliasFilterNeedsFetch, type EsError } from '../../errors/index.ts';
import { holdsLookup } from './lookupUse.ts';

/** The refusal of an alias whose filter holds a terms lookup, or undefined. */
export function aliasFilterLookupRefusal(alias: string, filter: Json | undefined): EsError | undefined {
  return filter !== undefined && holdsLookup(filter, false) ? aliasFilterNeedsFetch(alias) : undefined;
}
