/**
 * Errors of the scoring queries (function_score and its score functions, script_score, pinned,
 * rank_feature, distance_feature): their parse errors (FunctionScoreQueryBuilder.fromXContent and the
 * function parsers), the failures a shard raises creating the query (QueryShardException "failed to
 * create query", or the ParsingException itself), and the failures of scoring a document (the query
 * phase's shard failure, its cause unwrapped as ShardSearchFailure unwraps it).
 */
import type { Profile } from '../../profiles.ts';
import { asCause, esError, illegalArgument, indexMeta, parsingException, plainCause, type EsCause, type EsError, type TextPosition } from './base.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';
import { scriptException } from './scripts.ts';

/** A malformed scoring query body (a ParsingException at the offending token). */
export function scoreQueryMalformed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/**
 * A score function name no parser is registered for: NamedXContentRegistry's NamedObjectNotFoundException
 * (`unknown field [x]` since 7; `unable to parse ScoreFunctionBuilder with name [x]: parser not found` before).
 */
export function scoreFunctionUnknown(profile: Profile, name: string, at: TextPosition): EsError {
  const reason = profile.unknownQueryError === 'no-query-registered' ? `unable to parse ScoreFunctionBuilder with name [${name}]: parser not found` : `unknown field [${name}]`;
  return esError(400, 'named_object_not_found_exception', `[${at.line}:${at.col}] ${reason}`);
}

/** A value that is not a constant of the Java enum it names (`Enum.valueOf`'s IllegalArgumentException). */
export function enumConstantMissing(javaClass: string, value: string): EsError {
  return illegalArgument(`No enum constant ${javaClass}.${value.toUpperCase()}`);
}

/** A `multi_value_mode` MultiValueMode.fromString does not know. */
export function multiValueModeUnknown(value: string): EsError {
  return illegalArgument(`Illegal sort mode: ${value}`);
}

/** A negative `weight` (ScoreFunctionBuilder.checkWeight; the double space is ES's). */
export function weightNegative(): EsError {
  return illegalArgument('[weight] cannot be negative  for a filtering function');
}

/**
 * A query the shard could not create: QueryShardException "failed to create query: <message>" caused by the
 * exception (`illegal_argument_exception`, `parse_exception`…), in the search phase's shard failure.
 */
export function scoreQueryNotCreated(causeType: string, reason: string, index: { name: string; uuid: string }): EsError {
  // An ElasticsearchException cause (parse_exception, exception) is the root cause; a JDK one ends the walk above it.
  const causedBy: EsCause = causeType === 'parse_exception' || causeType === 'exception' ? { type: causeType, reason } : plainCause(causeType, reason);
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `failed to create query: ${reason}`, meta: indexMeta(index.name, index.uuid), causedBy }, { shard: 0, index: index.name });
}

/** A ParsingException a shard raised creating the query (a decay function on an unknown field), passed through as is. */
export function scoreShardParsing(reason: string, at: TextPosition, index: string): EsError {
  return searchPhaseFailure(400, { type: 'parsing_exception', reason, meta: { line: at.line, col: at.col } }, { shard: 0, index });
}

/** An IllegalArgumentException while scoring a document (a field value function's negative result). */
export function scoreArgumentFailure(profile: Profile, reason: string, index: string): EsError {
  return shardArgumentFailure(profile, reason, index);
}

/** An ElasticsearchException while scoring a document (`Missing value for field [x]`, an invalid score): 500. */
export function scoreFailed(profile: Profile, reason: string, index: string, shard = 0): EsError {
  if (profile.shardArgumentFailure === 'query-phase-500') return searchPhaseFailure(500, { type: 'query_phase_execution_exception', reason }, { shard, index });
  return searchPhaseFailure(500, { type: 'exception', reason }, { shard, index });
}

/** A search script's failure on a document (a `script_exception` runtime error) as the query phase's shard failure. */
export function scriptShardFailure(err: EsError, index: string, shard = 0): EsError {
  return searchPhaseFailure(err.status, asCause(err), { shard, index });
}

/** A search script that does not compile: the shard's "failed to create query: compile error" around it. */
export function scriptQueryNotCreated(err: EsError, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(err.status, { type: 'query_shard_exception', reason: `failed to create query: ${err.cause.reason}`, meta: indexMeta(index.name, index.uuid), causedBy: asCause(err) }, { shard: 0, index: index.name });
}

/** A script_score script's negative or NaN score (ScriptScoreQuery.ScriptScorer): an IllegalArgumentException. */
export function scriptScoreInvalid(profile: Profile, score: string, doc: number, index: string): EsError {
  return shardArgumentFailure(profile, `script_score script returned an invalid score [${score}] for doc [${doc}]. Must be a non-negative score!`, index);
}


/** A ConstructingObjectParser's missing required fields (`Required [query, script]`). */
export function scoreQueryRequired(fields: string[]): EsError {
  return illegalArgument(`Required [${fields.join(', ')}]`);
}

/** A search script whose value is not what its context returns (a score's double, a filter's boolean). */
export function scriptResultNotCast(script: string, from: string, to: string): EsError {
  return scriptException('runtime error', [], script, 'painless', undefined, { type: 'class_cast_exception', message: `Cannot cast ${from} to ${to}` });
}

/** A ParsingException around the IllegalArgumentException a builder's constructor raised (PinnedQueryBuilder.fromXContent). */
export function scoreQueryInvalid(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at, plainCause('illegal_argument_exception', reason));
}

/** A `_script` sort `type` other than number and string (ScriptSortType.fromString). */
export function scriptSortTypeUnknown(type: string): EsError {
  return illegalArgument(`Unknown ScriptSortType [${type}]`);
}
