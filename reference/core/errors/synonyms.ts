/**
 * Errors of the synonyms API (SynonymsManagementAPIService, action/synonyms/*, ES 8.10+) and of synonym
 * filters that load their rules from a synonyms set (SynonymTokenFilterFactory.SynonymsSource.INDEX).
 */
import { illegalArgument, resourceNotFound, validationFailed, type EsError } from './base.ts';

/** A set that does not exist (checkSynonymSetExists, and a delete that removed nothing). */
export function synonymsSetNotFound(id: string): EsError {
  return resourceNotFound(`synonyms set [${id}] not found`);
}

/** GET of a rule the set lacks (getSynonymRule). */
export function synonymRuleNotFound(ruleId: string): EsError {
  return resourceNotFound(`synonym rule [${ruleId}] not found`);
}

/** DELETE of a rule the set lacks (deleteSynonymRule: its own wording names the set). */
export function synonymRuleNotFoundInSet(ruleId: string, setId: string): EsError {
  return resourceNotFound(`synonym rule [${ruleId}] not found on synonyms set [${setId}]`);
}

/** deleteSynonymsSet: a reload preview found analyzers that use the set. */
export function synonymsSetInUse(id: string, indices: string[]): EsError {
  return illegalArgument(`synonyms set [${id}] cannot be deleted as it is used in the following indices: ${indices.join(', ')}`);
}

/** A request's validate(): rule syntax (SynonymRule.validate), `from`/`size` (AbstractSynonymsPagedResultAction). */
export function synonymsRequestInvalid(messages: string[]): EsError {
  return validationFailed(messages);
}

/** A body the request's parser refuses (PutSynonymsAction.Request: `Failed to parse: <content>`). */
export function synonymsBodyUnparsable(content: string): EsError {
  return illegalArgument(`Failed to parse: ${content}`);
}

/** putSynonymsSet with more rules than a set may hold. */
export function synonymsSetTooLarge(max: number): EsError {
  return illegalArgument(`The number of synonyms rules in a synonym set cannot exceed ${max}`);
}

/** putSynonymRule adding a rule to a full set (its own wording). */
export function synonymsSetFull(max: number): EsError {
  return illegalArgument(`The number of synonym rules in a synonyms set cannot exceed ${max}`);
}

/** `synonyms_set` on a filter that is not `updateable` (rules from the cluster load at search time only). */
export function synonymsSetNotSearchTime(): EsError {
  return illegalArgument(`Can't apply [synonyms_set]! Loading synonyms from index is supported only for search time synonyms!`);
}

/** A set's rules that do not build when an analyzer loads them (buildSynonyms): the shard's reload fails. */
export function synonymsSetRulesUnbuildable(setId: string, why: string): EsError {
  return illegalArgument(`failed to build synonyms from [[${setId}] synonyms_set in .synonyms index]: ${why}`);
}
