/**
 * Errors of `collapse` (CollapseBuilder, CollapseContext, SearchService.parseSource, the collapsing doc
 * values source) and of `rescore` (RescorerBuilder, QueryRescorerBuilder, DefaultSearchContext.preProcess).
 */
import type { Profile } from '../../profiles.ts';
import { illegalArgument, parsingException, plainCause, type EsError, type TextPosition } from './base.ts';
import { fieldParseFailed } from './input.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';

/** SearchRequest.validate's messages about collapse and rescore in a scroll (ES ≥ 8). */
export const COLLAPSE_PROBLEMS = {
  collapseInScroll: 'cannot use `collapse` in a scroll context',
  rescoreInScroll: 'using [rescore] is not allowed in a scroll context',
} as const;

/** A CollapseBuilder setter's IllegalArgumentException, as ObjectParser wraps it (`[collapse] failed to parse field [f]`). */
export function collapseFieldInvalid(profile: Profile, field: string, reason: string, at: TextPosition): EsError {
  return fieldParseFailed(profile, 'collapse', field, at, plainCause('illegal_argument_exception', reason));
}

/** A SearchException of SearchService.parseSource about collapse (in a scroll, with rescore or search_after): 500 per shard. */
export function collapseShardRefused(reason: string, index: string): EsError {
  return searchPhaseFailure(500, { type: 'search_exception', reason }, { shard: 0, index });
}

/** CollapseBuilder.build's refusals (no field, unmapped, wrong type, no doc values), as the shard's illegal argument. */
export function collapseFieldRefused(profile: Profile, reason: string, index: string): EsError {
  return shardArgumentFailure(profile, reason, index);
}

/** The reason CollapseBuilder.build gives for a field of a type that cannot collapse. */
export function collapseTypeReason(profile: Profile, field: string, type: string): string {
  return profile.collapseTypeError === 'not-supported'
    ? `collapse is not supported for the field [${field}] of the type [${type}]`
    : `unknown type for collapse field \`${field}\`, only keywords and numbers are accepted`;
}

/** A document with several values in the collapse field (the collapsing doc values source's IllegalStateException). */
export function collapseMultiValued(docId: number, index: string): EsError {
  return searchPhaseFailure(500, { type: 'illegal_state_exception', reason: `failed to collapse ${docId}, the collapse field must be single valued`, es: false }, { shard: 0, index });
}

/** RescorerBuilder.parseFromXContent's ParsingExceptions (`rescore doesn't support [x]`, `missing rescore type`, …). */
export function rescoreParsing(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A `score_mode` QueryRescoreMode does not know, as the `query` rescorer's ObjectParser wraps it. */
export function rescoreScoreModeIllegal(profile: Profile, mode: string, at: TextPosition): EsError {
  return fieldParseFailed(profile, 'query', 'score_mode', at, plainCause('illegal_argument_exception', `illegal score_mode [${mode}]`));
}

/** A `query` rescorer without `rescore_query` (QueryRescorerBuilder's constructor). */
export function rescoreQueryMissing(): EsError {
  return illegalArgument('rescore_query cannot be null');
}

/** DefaultSearchContext.preProcess's refusals (a sort with rescore, a window above `index.max_rescore_window`). */
export function rescoreRefused(profile: Profile, reason: string, index: string): EsError {
  return shardArgumentFailure(profile, reason, index);
}

/** The reason for a rescore window above `index.max_rescore_window`. */
export function rescoreWindowReason(window: number, max: number): string {
  return `Rescore window [${window}] is too large. It must be less than [${max}]. This prevents allocating massive heaps for storing the results to be rescored. This limit can be set by changing the [index.max_rescore_window] index level setting.`;
}

/** A retriever of a type the version does not know, or a retriever body its parser refuses. */
export function retrieverParsing(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}
