/**
 * The query limits a shard enforces when it builds a Lucene query (SearchExecutionContext.toQuery wraps
 * what they throw in a QueryShardException "failed to create query: …", 400) or rewrites it (Lucene 9's
 * IndexSearcher.rewrite counts every leaf clause): `search.allow_expensive_queries: false` and
 * `indices.query.bool.max_clause_count`.
 */
import { indexMeta, plainCause, type EsCause, type EsError } from './base.ts';
import { searchPhaseFailure } from './search.ts';

/** The query families `search.allow_expensive_queries: false` refuses, as each names itself in its message. */
export type ExpensiveKind = 'script' | 'script score' | 'fuzzy' | 'regexp' | 'wildcard' | 'prefix' | 'range' | 'joining';

/** ES's message for each refused family (StringFieldType, ScriptQueryBuilder, ScriptScoreQueryBuilder, NestedQueryBuilder…). */
function expensiveMessage(kind: ExpensiveKind): string {
  const setting = "'search.allow_expensive_queries' is set to false.";
  if (kind === 'prefix') return `[prefix] queries cannot be executed when ${setting} For optimised prefix queries on text fields please enable [index_prefixes].`;
  if (kind === 'range') return `[range] queries on [text] or [keyword] fields cannot be executed when ${setting}`;
  return `[${kind}] queries cannot be executed when ${setting}`;
}

function createQueryFailure(cause: EsCause, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `failed to create query: ${cause.reason}`, meta: indexMeta(index.name, index.uuid), causedBy: cause }, { shard: 0, index: index.name });
}

/**
 * A query `search.allow_expensive_queries: false` refuses: an ElasticsearchException (type `exception`,
 * the root cause, since it is an ElasticsearchException) wrapped in the shard's QueryShardException.
 */
export function expensiveQueryRefused(kind: ExpensiveKind, index: { name: string; uuid: string }): EsError {
  return createQueryFailure({ type: 'exception', reason: expensiveMessage(kind), es: true }, index);
}

/**
 * A boolean query with more clauses than the limit (Lucene's BooleanQuery.Builder.add throws
 * IndexSearcher.TooManyClauses "maxClauseCount is set to N" while the shard builds the query).
 */
export function tooManyClauses(max: number, index: { name: string; uuid: string }): EsError {
  return createQueryFailure(plainCause('too_many_clauses', `maxClauseCount is set to ${max}`), index);
}

/**
 * A query tree with more leaf clauses in all than the limit (Lucene 9's IndexSearcher.rewrite throws
 * TooManyNestedClauses): the raw Lucene exception as the shard's failure, a 500 (elastic/elasticsearch#112177),
 * or from ES 8.16 an IllegalArgumentException around it, a 400 (`wrapped`, elastic/elasticsearch#112678).
 */
export function tooManyNestedClauses(max: number, index: { name: string; uuid: string }, wrapped = true): EsError {
  const nested = plainCause('too_many_nested_clauses', `Query contains too many nested clauses; maxClauseCount is set to ${max}`);
  if (!wrapped) return searchPhaseFailure(500, nested, { shard: 0, index: index.name });
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: 'Query rewrite failed: too many clauses', es: false, causedBy: nested }, { shard: 0, index: index.name });
}
