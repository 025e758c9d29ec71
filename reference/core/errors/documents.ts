/**
 * Errors about documents: single-document APIs, versioning, ids, updates, bulk and multi-get bodies,
 * and `_source` filtering (`IndexRequest.validate`, `VersionConflictEngineException`, `BulkRequestParser`).
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, mapperParsing, parsingException, plainCause, resourceNotFound, validationFailed, xContentParse, type EsError, type TextPosition } from './base.ts';
import { didYouMean } from './input.ts';

/** The `[type][id]` (ES 5/6) or `[id]` a document message starts with. */
function docPrefix(profile: Profile, type: string, id: string): string {
  return profile.typeInResponses === 'always' ? `[${type}][${id}]` : `[${id}]`;
}

/** 409 version_conflict_engine_exception: `<doc>: version conflict, <detail>` (see the `conflict…` texts below). */
export function versionConflict(profile: Profile, idx: { name: string; uuid: string }, type: string, id: string, detail: string): EsError {
  return esError(409, 'version_conflict_engine_exception', `${docPrefix(profile, type, id)}: version conflict, ${detail}`, { index_uuid: idx.uuid, shard: '0', index: idx.name });
}

/** Conflict detail: `if_seq_no`/`if_primary_term` given and no document. */
export function conflictNoDocument(seqNo: number, term: number): string {
  return `required seqNo [${seqNo}], primary term [${term}]. but no document was found`;
}

/** Conflict detail: `if_seq_no`/`if_primary_term` that do not match the document's. */
export function conflictSeqNo(seqNo: number, term: number, currentSeqNo: number, currentTerm: number): string {
  return `required seqNo [${seqNo}], primary term [${term}]. current document has seqNo [${currentSeqNo}] and primary term [${currentTerm}]`;
}

/** Conflict detail: an internal version that differs from the document's. */
export function conflictVersionDiffers(current: number, provided: number): string {
  return `current version [${current}] is different than the one provided [${provided}]`;
}

/** Conflict detail: an internal version for a document that does not exist. */
export function conflictNoDocumentForVersion(provided: number): string {
  return `document does not exist (expected version [${provided}])`;
}

/** Conflict detail: an external version not above (`external_gte`: not at least) the current one. */
export function conflictExternalVersion(current: number, gte: boolean, provided: number): string {
  return `current version [${current}] ${gte ? 'is higher than' : 'is higher or equal to'} the one provided [${provided}]`;
}

/** Conflict detail: a create of an id that exists. */
export function conflictDocumentExists(current: number): string {
  return `document already exists (current version [${current}])`;
}

/**
 * 404 document_missing_exception: a partial update of a document that does not exist, without upsert.
 * Unlike the version conflict (typeless from 7.0), it names the type until types went: 7.x's
 * DocumentMissingException(shardId, type, id) prints `[_doc][id]` (UpdateHelper passes request.type(), `_doc`
 * on a typeless path); 8.0's constructor takes the id alone. OpenSearch 1.x kept 7.10's, 2.0 dropped it.
 * ES 8's view for 7.x clients prints 8.x's message (typedApis is off there).
 */
export function documentMissing(profile: Profile, idx: { name: string; uuid: string }, type: string, id: string): EsError {
  const typed = profile.typeInResponses === 'always' || (profile.typeInResponses === 'doc' && profile.typedApis);
  return esError(404, 'document_missing_exception', `${typed ? `[${type}][${id}]` : `[${id}]`}: document missing`, { index_uuid: idx.uuid, shard: '0', index: idx.name });
}

/** 404 for `GET /{index}/_source/{id}` of a missing document. */
export function sourceDocumentNotFound(index: string, type: string, id: string): EsError {
  return resourceNotFound(`Document not found [${index}]/[${type}]/[${id}]`);
}

/** 404 for `GET /{index}/_source/{id}` of a document its index keeps no `_source` for (RestGetSourceAction.checkResource). */
export function sourceNotFound(index: string, type: string, id: string): EsError {
  return resourceNotFound(`Source not found [${index}]/[${type}]/[${id}]`);
}

/** An `op_type` other than create and index. */
export function invalidOpType(value: string): EsError {
  return illegalArgument(`opType must be 'create' or 'index', found: [${value}]`);
}

/** A `version_type` ES does not know. */
export function unknownVersionType(value: string): EsError {
  return illegalArgument(`No version type match [${value}]`);
}

/** An index request without a body. */
export function sourceAndContentTypeMissing(): EsError {
  return validationFailed(['source is missing', 'content type is missing']);
}

/** A bulk index/create line without its source line. */
export function sourceMissing(): EsError {
  return validationFailed(['source is missing']);
}

/** An update with neither `doc` nor `script` (UpdateRequest.validate). */
export function scriptOrDocMissing(): EsError {
  return validationFailed(['script or doc is missing']);
}

/** `[l:c] [UpdateRequest] unknown field [dac] did you mean [doc]?` (ObjectParser with SuggestingErrorOnUnknown over the declared fields). */
export function updateUnknownField(at: TextPosition, field: string, declared: readonly string[]): EsError {
  return xContentParse(at.line, at.col, `[UpdateRequest] unknown field [${field}]${didYouMean(field, declared)}`);
}

/**
 * 400 routing_missing_exception: a document request without routing on an index whose mapping requires it
 * (RoutingMissingException, setIndex without uuid): `[index]/[id]` from ES 8 and OpenSearch 2, with the type
 * between them before.
 */
export function routingMissing(index: string, id: string, type?: string): EsError {
  const at = type === undefined ? `[${index}]/[${id}]` : `[${index}]/[${type}]/[${id}]`;
  return esError(400, 'routing_missing_exception', `routing is required for ${at}`, { index_uuid: '_na_', index });
}

/** An update with both `doc` and `script` (UpdateRequest.validate). */
export function scriptAndDoc(): EsError {
  return validationFailed(["can't provide both script and doc"]);
}

/** ES 5: `op_type=create` without an id. */
export function idRequiredForVersion(): EsError {
  return validationFailed(['an id must be provided if version type or value are set']);
}

/** An empty `_id`. */
export function emptyId(): EsError {
  return illegalArgument('if _id is specified it must not be empty');
}

/** An `_id` longer than 512 bytes. */
export function idTooLong(bytes: number): EsError {
  return validationFailed([`id is too long, must be no longer than 512 bytes but was: ${bytes}`]);
}

/** Only one of `if_seq_no` and `if_primary_term`. */
export function seqNoTermIncomplete(seqNo: number | undefined, term: number | undefined): EsError {
  return validationFailed([seqNo === undefined ? `ifSeqNo is unassigned, but primary term is [${term}]` : 'ifSeqNo is set, but primary term is [0]']);
}

/** ES ≥ 7: internal versioning used for optimistic concurrency. */
export function internalVersioningRefused(): EsError {
  return validationFailed(['internal versioning can not be used for optimistic concurrency control. Please use `if_seq_no` and `if_primary_term` instead']);
}

/** A create with an external version type. */
export function createVersionTypeRefused(): EsError {
  return validationFailed([CREATE_INTERNAL_ONLY]);
}

/** The validation text of a create with an external version type (reindex reports it among others). */
export const CREATE_INTERNAL_ONLY = 'create operations only support internal versioning. use index instead';

/** ES 6: a create with an explicit version. */
export function createVersionRefused(): EsError {
  return validationFailed(['create operations do not support explicit versions. use index instead']);
}

/** A document whose source is not an object (an upsert merge that is not JSON content). */
export function sourceNotXContent(): EsError {
  return mapperParsing('failed to parse', plainCause('not_x_content_exception', 'Compressor detection can only be called on some xcontent bytes or compressed xcontent bytes'));
}

/** A bulk update line that is not JSON. */
export function malformedUpdateLine(message: string): EsError {
  return mapperParsing('failed to parse', plainCause('json_parse_exception', message));
}

/** A write through an alias with several indexes and no write index (ES ≥ 6.4). */
export function noWriteIndex(alias: string): EsError {
  return illegalArgument(
    `no write index is defined for alias [${alias}]. The write index may be explicitly disabled using is_write_index=false or the alias points to multiple indices without one being designated as a write index`,
  );
}

/**
 * A multi-term-vectors item through an alias of several indexes: TransportMultiTermVectorsAction resolves the
 * alias's routing first, and Metadata.rejectSingleIndexOperation words it `one index` (mtermvectors/10_basic.yml, 7.11+).
 */
export function aliasRoutingManyIndices(alias: string, indices: string[]): EsError {
  return illegalArgument(`Alias [${alias}] has more than one index associated with it [[${indices.join(', ')}]], can't execute a single index op`);
}

/**
 * A single-document operation through an alias of several indexes (IndexNameExpressionResolver.concreteSingleIndex):
 * `has more than one indices … [[a, b]]` until 7.9 fixed the grammar to `one index … [a, b]` (official
 * mget/14_alias_to_multiple_indices.yml: "message was changed to fix grammar in 7.9").
 */
export function aliasHasManyIndices(alias: string, indices: string[], grammarFixed = false): EsError {
  if (grammarFixed) return illegalArgument(`Alias [${alias}] has more than one index associated with it [${indices.join(', ')}], can't execute a single index op`);
  return illegalArgument(`Alias [${alias}] has more than one indices associated with it [[${indices.join(', ')}]], can't execute a single index op`);
}

// ---- bulk and multi-request bodies ---------------------------------------------------------------

/** A bulk action line of the wrong shape: `expected <what> but found [<found>]`. */
export function malformedActionLine(line: number, expected: string, found: string): EsError {
  return illegalArgument(`Malformed action/metadata line [${line}], expected ${expected} but found [${found}]`);
}

/** A bulk action metadata key ES does not know. */
export function unknownActionParameter(line: number, key: string): EsError {
  return illegalArgument(`Action/metadata line [${line}] contains an unknown parameter [${key}]`);
}

/** A bulk item without an index. */
export function bulkIndexMissing(): EsError {
  return validationFailed(['index is missing']);
}

/** A bulk item without a type where types are required. */
export function bulkTypeMissing(): EsError {
  return validationFailed(['type is missing']);
}

/** An mget body without documents. */
export function noDocumentsToGet(): EsError {
  return validationFailed(['no documents to get']);
}

/** What mget items lack (`MultiGetRequest.validate`), reported together. */
export function mgetItemsIncomplete(items: { index?: string; id?: string }[]): EsError | undefined {
  const problems: string[] = [];
  items.forEach((it, i) => {
    if (it.index === undefined) problems.push(`index is missing for doc ${i}`);
    if (it.id === undefined) problems.push(`id is missing for doc ${i}`);
  });
  return problems.length > 0 ? validationFailed(problems) : undefined;
}

// ---- `_source` filters -----------------------------------------------------------------------------

/** A `_source` of a kind the filter does not take (a number). */
export function sourceFilterKind(): EsError {
  return parsingException('Expected one of [VALUE_BOOLEAN, VALUE_STRING, START_ARRAY, START_OBJECT] but found [VALUE_NUMBER]');
}

/**
 * 503 unavailable_shards_exception: a write asked for more active copies of its shard than are started
 * (ReplicationOperation.checkActiveShardCount, raised once the request's `timeout` has passed).
 */
export function unavailableShards(idx: { name: string; uuid: string }, shard: number, wanted: string, have: number, needed: number, timeout: string, request: string): EsError {
  return esError(
    503,
    'unavailable_shards_exception',
    `[${idx.name}][${shard}] Not enough active copies to meet shard count of [${wanted}] (have ${have}, needed ${needed}). Timeout: [${timeout}], request: [${request}]`,
    { index_uuid: idx.uuid, shard: String(shard), index: idx.name },
  );
}

/** A `wait_for_active_shards` that is neither `all` nor an integer (ActiveShardCount.parseString). */
export function activeShardCountUnparsable(value: string): EsError {
  return illegalArgument(`cannot parse ActiveShardCount[${value}]`);
}

/** A negative `wait_for_active_shards` (ActiveShardCount.from). */
export function activeShardCountNegative(): EsError {
  return illegalArgument('shard count cannot be a negative value');
}
