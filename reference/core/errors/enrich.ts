/**
 * Errors of enrich policies and the enrich processor (x-pack's enrich plugin: EnrichStore, EnrichPolicy's
 * parser, EnrichPolicyRunner, EnrichPolicyExecutor, TransportDeleteEnrichPolicyAction, EnrichProcessorFactory).
 */
import { esError, illegalArgument, parsingException, plainCause, resourceNotFound, xContentParse, type EsError, type TextPosition } from './base.ts';

/** DELETE of a policy the cluster does not have (TransportDeleteEnrichPolicyAction). */
export function enrichPolicyNotFound(name: string): EsError {
  return resourceNotFound(`policy [${name}] not found`);
}

/** Execution of a policy the cluster does not have (EnrichPolicyExecutor.runPolicyLocally). */
export function enrichPolicyDoesNotExist(name: string): EsError {
  return resourceNotFound(`policy [${name}] does not exist`);
}

/** PUT of a name already taken: policies are immutable (EnrichStore.putPolicy). */
export function enrichPolicyExists(name: string): EsError {
  return esError(400, 'resource_already_exists_exception', `policy [${name}] already exists`);
}

/** A policy name an index name could not have (EnrichStore.putPolicy: validateIndexOrAliasName, then lowercase). */
export function enrichPolicyNameInvalid(name: string, rule: string): EsError {
  return illegalArgument(`Invalid policy name [${name}], ${rule}`);
}

/** A policy type the version does not take (EnrichStore.putPolicy). */
export function enrichPolicyTypeUnsupported(type: string, supported: readonly string[]): EsError {
  return illegalArgument(`unsupported policy type [${type}], supported types are [${supported.join(', ')}]`);
}

/** The policy's ConstructingObjectParser: constructor arguments the body lacks, in declaration order. */
export function enrichPolicyFieldsRequired(fields: readonly string[]): EsError {
  return illegalArgument(`Required [${fields.join(', ')}]`);
}

/** EnrichPolicy.fromXContent: a body that is not one `{type: {...}}` object. */
export function enrichPolicyUnexpectedToken(at: TextPosition): EsError {
  return parsingException('unexpected token', at);
}

/** The policy's object parser met another token than an object (ObjectParser.parse). */
export function enrichPolicyNotAnObject(at: TextPosition, token: string): EsError {
  return xContentParse(at.line, at.col, `[policy] Expected START_OBJECT but was: ${token}`);
}

/** DELETE of a policy an ingest pipeline's enrich processor names (409 ElasticsearchStatusException). */
export function enrichPolicyInUse(name: string, pipelines: readonly string[]): EsError {
  return esError(409, 'status_exception', `Could not delete policy [${name}] because a pipeline is referencing it [${pipelines.join(', ')}]`);
}

/** A source index created without any mapping (EnrichStore.putPolicy). */
export function enrichSourceWithoutMapping(index: string): EsError {
  return illegalArgument(`source index [${index}] has no mapping`);
}

/** A source index whose mapping has no `properties` (EnrichPolicyRunner.validateMappings). */
export function enrichSourceMappingUnreadable(policy: string, index: string, patterns: readonly string[]): EsError {
  return esError(500, 'exception', `Enrich policy execution for [${policy}] failed. Could not read mapping for source [${index}] included by pattern [${javaList(patterns)}]`);
}

/** Execution over a source index with no mapping at all (EnrichPolicyRunner.getMappings). */
export function enrichSourceMappingMissing(policy: string, index: string, patterns: readonly string[]): EsError {
  return esError(500, 'exception', `Enrich policy execution for [${policy}] failed. No mapping available on source [${index}] included in [${javaList(patterns)}]`);
}

/** A match or enrich field the source mapping does not reach, with the traversal's own message as cause. */
export function enrichFieldMappingInvalid(policy: string, index: string, reason: string): EsError {
  return esError(500, 'exception', `Enrich policy execution for [${policy}] failed while validating field mappings for index [${index}]`, undefined, plainCause('exception', reason));
}

/** No source index maps the match field (EnrichPolicyRunner.mappingForMatchField). */
export function enrichMatchFieldUnmapped(field: string, type: string): EsError {
  return esError(500, 'exception', `Match field '${field}' doesn't have a correct mapping type for policy type '${type}'`);
}

/** A `range` policy whose match field is not a range field (EnrichPolicyRunner.mappingForMatchField). */
export function enrichMatchFieldNotRange(field: string, type: string): EsError {
  return esError(500, 'exception', `Field '${field}' has type [${type}] which doesn't appear to be a range type`);
}

/** Source indices that map the match field with different types (EnrichPolicyRunner). */
export function enrichMatchFieldTypesDiffer(field: string, indices: readonly string[], types: readonly string[]): EsError {
  return esError(500, 'exception', `Multiple distinct mapping types for field '${field}' - indices(${indices.join(',')})  types(${types.join(',')})`);
}

/** An enrich processor naming a policy that was never executed (EnrichProcessorFactory). */
export function enrichIndexMissing(policy: string): EsError {
  return illegalArgument(`no enrich index exists for policy with name [${policy}]`);
}

/** Java's List.toString of the policy's index patterns. */
function javaList(items: readonly string[]): string {
  return items.join(', ');
}

/** The runner's reindex had bulk failures (EnrichPolicyRunner.transferDataToEnrichIndex). */
export function enrichReindexFailed(): EsError {
  return esError(500, 'exception', 'Encountered bulk failures during reindex process');
}
