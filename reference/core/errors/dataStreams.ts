/**
 * Errors of data streams (`MetadataCreateDataStreamService`, `MetadataDataStreamsService`,
 * `TransportBulkAction`'s write checks, `DataStreamTimestampFieldMapper`, `Metadata.Builder`'s uniqueness
 * check), in Elasticsearch's words.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, plainCause, resourceNotFound, type EsError } from './base.ts';

/** `PUT /_data_stream/x` where x exists (ResourceAlreadyExistsException). */
export function dataStreamExists(name: string): EsError {
  return esError(400, 'resource_already_exists_exception', `data_stream [${name}] already exists`);
}

/** A data stream name that fails `validateIndexOrAliasName` (`must not contain '#'`, `must be lowercase`, ...). */
export function dataStreamNameInvalid(name: string, why: string): EsError {
  return illegalArgument(`data_stream [${name}] ${why}`);
}

/** A stream whose name no composable template matches. */
export function noDataStreamTemplate(name: string): EsError {
  return illegalArgument(`no matching index template found for data stream [${name}]`);
}

/** A stream whose matching template has no `data_stream` section. */
export function templateWithoutDataStream(template: string, name: string): EsError {
  return illegalArgument(`matching index template [${template}] for data stream [${name}] has no data stream template`);
}

/** An index, update or delete through a data stream's name (TransportBulkAction). */
export function onlyCreateInDataStreams(): EsError {
  return illegalArgument('only write ops with an op_type of create are allowed in data streams');
}

/** A create, or an unconditional index, addressed to a backing index directly. */
export function backingIndexWrite(opType: 'create' | 'index', stream: string): EsError {
  const what = opType === 'create' ? 'op_type=create' : 'op_type=index and no if_primary_term and if_seq_no set';
  return illegalArgument(`index request with ${what} targeting backing indices is disallowed, target corresponding data stream [${stream}] instead`);
}

/**
 * A document of a data stream without a single `@timestamp` (DataStreamTimestampFieldMapper.postParse):
 * ES 7 wraps it as `failed to parse`, ES 8 as a document parsing failure at the document's end.
 */
export function timestampFieldProblem(profile: Profile, where: string, field: string, problem: 'missing' | 'multiple'): EsError {
  // OpenSearch's DataStreamFieldMapper.postParse says one thing for both (a field must hold exactly one date).
  const why = profile.dataStreamTimestampField
    ? `documents must contain a single-valued timestamp field '${field}' of date type`
    : problem === 'missing' ? `data stream timestamp field [${field}] is missing` : `data stream timestamp field [${field}] encountered multiple values`;
  const cause = plainCause('illegal_argument_exception', why);
  if (profile.docParseError === 'document-parsing-exception') return esError(400, 'document_parsing_exception', `${where}failed to parse: ${why}`, undefined, cause);
  return esError(400, 'mapper_parsing_exception', 'failed to parse', undefined, cause);
}

/** A template for a data stream maps the timestamp field as neither `date` nor `date_nanos`. */
export function timestampFieldType(field: string, type: string): EsError {
  return illegalArgument(`data stream timestamp field [${field}] is of type [${type}], but [date,date_nanos] is expected`);
}

/** Deleting the write index of a stream (MetadataDeleteIndexService). */
export function deleteWriteIndex(index: string, stream: string): EsError {
  return illegalArgument(`index [${index}] is the write index for data stream [${stream}] and cannot be deleted`);
}

/** A name an index and a data stream would both hold (Metadata.Builder#build): ES answers 500. */
export function dataStreamNameClash(name: string): EsError {
  return esError(500, 'illegal_state_exception', `index, alias, and data stream names need to be unique, but the following duplicates were found [data stream [${name}] conflicts with index]`);
}

/** A request that names a data stream where only concrete indices are allowed (aliases, ...). */
export function dataStreamNotAllowed(name: string): EsError {
  return illegalArgument(`The provided expression [${name}] matches a data stream, specify the corresponding concrete indices instead.`);
}

/** `_data_stream/_migrate/x` where x is no alias (MetadataMigrateToDataStreamService). */
export function migrateNotAlias(name: string): EsError {
  return illegalArgument(`alias [${name}] does not exist`);
}

/** A migration whose alias has no write index. */
export function migrateNoWriteIndex(name: string): EsError {
  return illegalArgument(`alias [${name}] must specify a write index`);
}

/** A migration whose alias has a filter or routing. */
export function migrateAliasFilter(name: string): EsError {
  return illegalArgument(`alias [${name}] may not have custom filtering or routing`);
}

/** A migration whose backing index lacks a `date` or `date_nanos` `@timestamp` mapping. */
export function migrateNoTimestamp(index: string): EsError {
  return illegalArgument(`backing index [${index}] must have mappings for a timestamp field`);
}

/** `_data_stream/_modify` naming a stream that does not exist. */
export function modifyStreamMissing(name: string): EsError {
  return illegalArgument(`data stream [${name}] not found`);
}

/** `_data_stream/_modify` naming an index that does not exist. */
export function modifyIndexMissing(name: string): EsError {
  return illegalArgument(`index [${name}] not found`);
}

/** `_data_stream/_modify` adding an index that is in another stream already, or in the other list of this one (DataStream.validateDataStreamAlreadyContainsIndex). */
export function modifyIndexInOtherStream(index: string, other: string, target: string, failureStore = false): EsError {
  return illegalArgument(`cannot add index [${index}] to data stream [${target}] because it is already a ${failureStore ? 'failure store' : 'backing'} index on data stream [${other}]`);
}

/** `_data_stream/_modify` removing the write index. */
export function modifyRemoveWriteIndex(index: string, stream: string): EsError {
  return illegalArgument(`cannot remove backing index [${index}] of data stream [${stream}] because it is the write index`);
}

/** `_data_stream/_modify` removing an index the stream does not hold. */
export function modifyNotBacking(index: string, stream: string): EsError {
  return illegalArgument(`index [${index}] is not part of data stream [${stream}]`);
}

/** `_data_stream/_modify` adding an index that still has aliases. */
export function modifyIndexHasAliases(index: string, stream: string, aliases: readonly string[]): EsError {
  const which = aliases.length > 1 ? `aliases [${aliases.join(',')}] are removed` : `alias [${aliases[0]}] is removed`;
  return illegalArgument(`cannot add index [${index}] to data stream [${stream}] until its ${which}`);
}

/** A `_data_stream/_modify` body without actions, or with an action it does not know. */
export function modifyActionsInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** A routed write through a stream that does not allow custom routing (TransportBulkAction.prohibitCustomRoutingOnDataStream). */
export function customRoutingRefused(profile: Profile, stream: string): EsError {
  const head = `index request targeting data stream [${stream}] specifies a custom routing`;
  const v = profile.dataStreamCustomRouting;
  if (v === 'refused') return illegalArgument(`${head}. target the backing indices directly or remove the custom routing.`);
  if (v === 'template-flag-7') return illegalArgument(`${head}. allow_custom_routing within data_stream field must be true when custom routing is enabled.`);
  return illegalArgument(`${head} but the [allow_custom_routing] setting was not enabled in the data stream's template.`);
}

/** A rollover of a stream that names the new index (MetadataRolloverService). */
export function rolloverStreamName(): EsError {
  return illegalArgument('new index name may not be specified when rolling over a data stream');
}

/** A rollover of a stream with settings, mappings or aliases for the new index. */
export function rolloverStreamBody(): EsError {
  return illegalArgument('aliases, mappings, and index settings may not be specified when rolling over a data stream');
}

/** `?lazy=true` where it cannot apply (TransportRolloverAction.markForLazyRollover), in its three wordings. */
export function lazyRolloverRefused(isStream: boolean, hasConditions: boolean): EsError {
  if (isStream) return illegalArgument("Lazy rollover can be used only without any conditions. Please remove the conditions from the request body or the query parameter 'lazy'.");
  if (!hasConditions) return illegalArgument("Lazy rollover can be applied only on a data stream. Please remove the query parameter 'lazy'.");
  return illegalArgument("Lazy rollover can be applied only on a data stream with no conditions. Please remove the query parameter 'lazy'.");
}

/** A conditional rollover of a failure store with no index yet (TransportRolloverAction.initializeFailureStore). */
export function emptyFailureStoreConditions(): EsError {
  return esError(500, 'illegal_state_exception', 'Rolling over/initializing an empty failure store is only supported without conditions.');
}

/** Deleting composable templates that data streams take (Java's TreeSet renders `[a, b]`). */
export function templateInUseByStreams(templates: readonly string[], streams: readonly string[]): EsError {
  return illegalArgument(`unable to remove composable templates [${templates.join(', ')}] as they are in use by a data streams [${streams.join(', ')}]`);
}

/** An alias action naming a backing index (TransportIndicesAliasesAction). */
export function backingIndexAliases(index: string, stream: string): EsError {
  return illegalArgument(`The provided index [${index}] is a backing index belonging to data stream [${stream}]. Data streams and their backing indices don't support alias operations.`);
}

/** An add alias action whose expressions match data streams and regular indices at once (TransportIndicesAliasesAction). */
export function aliasStreamsAndIndicesMixed(expressions: readonly string[]): EsError {
  return illegalArgument(`expressions [${expressions.join(', ')}] that match with both data streams and regular indices are disallowed`);
}

/** Creating an index whose name a data stream template matches (MetadataCreateIndexService). */
export function dataStreamsOnly(index: string, template: string): EsError {
  return illegalArgument(`cannot create index with name [${index}], because it matches with template [${template}] that creates data streams only, use create data stream api instead`);
}

/** `POST /_data_stream/_promote/<name>` naming no stream (PromoteDataStreamTransportAction.promoteDataStream). */
export function promoteStreamMissing(name: string): EsError {
  return resourceNotFound(`data stream [${name}] does not exist`);
}

/**
 * `require_data_stream=true` on a write to a name that does not exist and that no data stream template
 * matches (TransportBulkAction's auto-create: `IndexNotFoundException(message, index)`, printed
 * `no such index [x] and <message>`).
 */
export function requireDataStreamNoTemplate(index: string): EsError {
  return esError(404, 'index_not_found_exception', `no such index [${index}] and the index creation request requires a data stream, but no matching index template with data stream template was found for it`, indexMeta(index));
}

/** `require_data_stream=true` on a write to an index or alias (BulkOperation: a ResourceNotFoundException). */
export function requireDataStreamNotAStream(index: string): EsError {
  return resourceNotFound(`[require_data_stream] request flag is [true] and [${index}] is not a data stream`);
}
