/**
 * Errors of the structure queries and of nested documents: `nested` (NestedQueryBuilder), and the
 * nested-document limit of DocumentParserContext.addDoc.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, mapperParsing, parseException, parsingException, plainCause, xContentParse, type EsError, type TextPosition } from './base.ts';
import { didYouMean } from './input.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';
import type { ValueFailure } from './documentParsing.ts';

/** A `nested` query whose path maps no nested field (NestedQueryBuilder.doToQuery's IllegalStateException), failed on the shard. */
export function nestedPathNotFound(path: string, index: { name: string; uuid: string }): EsError {
  const reason = `[nested] failed to find nested object under path [${path}]`;
  return searchPhaseFailure(400, {
    type: 'query_shard_exception',
    reason: `failed to create query: ${reason}`,
    meta: indexMeta(index.name, index.uuid),
    causedBy: plainCause('illegal_state_exception', reason),
  }, { shard: 0, index: index.name });
}

/** A `score_mode` NestedQueryBuilder.parseScoreMode does not know. */
export function nestedScoreModeUnknown(mode: string): EsError {
  return illegalArgument(`No score mode for child query [${mode}] found`);
}

/** A `nested` query without `query` or `path` (the builder's requireValue). */
export function nestedRequires(field: 'query' | 'path'): EsError {
  return illegalArgument(`[nested] requires '${field}' field`);
}

/** Two inner_hits under one name (InnerHitContextBuilder.extractInnerHits). */
export function innerHitsDuplicateName(name: string): EsError {
  return illegalArgument(`[inner_hits] already contains an entry for key [${name}]`);
}

/**
 * A document with more nested objects than `index.mapping.nested_objects.limit` allows: a
 * mapper_parsing_exception until ES 8 made it a document_parsing_exception at the value's position.
 */
export function nestedDocsLimit(profile: Profile, where: string, limit: number): EsError {
  const reason = `The number of nested documents has exceeded the allowed limit of [${limit}]. This limit can be set by changing the [index.mapping.nested_objects.limit] index level setting.`;
  return profile.docParseError === 'document-parsing-exception' ? esError(400, 'document_parsing_exception', where + reason) : mapperParsing(reason);
}

/** More nested fields than `index.mapping.nested_fields.limit` (MapperService/MappingLookup.checkNestedLimit); ES 5/6 name the index. */
export function nestedFieldsExceeded(profile: Profile, limit: number, index: string): EsError {
  const where = profile.mappingLimitNamesIndex ? ` in index [${index}]` : '';
  return illegalArgument(`Limit of nested fields [${limit}]${where} has been exceeded`);
}

/** A knn search a shard cannot run (DenseVectorFieldType.createKnnQuery, KnnVectorQueryBuilder.doToQuery): an illegal argument in the phase that ran it. */
function knnShardFailure(reason: string, index: { name: string }, phase: string): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason }, { shard: 0, index: index.name }, phase);
}

/** knn on a field the index does not map. */
export function knnFieldUnmapped(field: string, index: { name: string }, phase = 'dfs'): EsError {
  return knnShardFailure(`field [${field}] does not exist in the mapping`, index, phase);
}

/** knn on a field that is no vector field. */
export function knnNotVectorField(index: { name: string }, phase = 'dfs'): EsError {
  return knnShardFailure('[knn] queries are only supported on [dense_vector] fields', index, phase);
}

/** knn on a dense_vector mapped with `index: false`. */
export function knnFieldNotIndexed(field: string, index: { name: string }, phase = 'dfs'): EsError {
  return knnShardFailure(`to perform knn search on field [${field}], its mapping must have [index] set to [true]`, index, phase);
}

/** A query vector whose length is not the field's `dims` (8.15+: ElementType.checkDimensions' wording; before, createKnnQuery's). */
export function knnDimsMismatch(profile: Profile, given: number, dims: number, index: { name: string }, phase = 'dfs'): EsError {
  const reason = profile.denseVectorBit
    ? `The query vector has a different number of dimensions [${given}] than the document vectors [${dims}].`
    : `the query vector has a different dimension [${given}] than the index vectors [${dims}]`;
  return knnShardFailure(reason, index, phase);
}

/**
 * A key the OpenSearch k-NN plugin's ObjectParser (KNNQueryBuilderParser, 2.17+) does not declare:
 * `[l:c] [knn] unknown field [k]` at the key, with the parser's suggestion among the declared names.
 */
export function osKnnUnknownField(profile: Profile, key: string, declared: readonly string[], at: TextPosition): EsError {
  const did = profile.objectParserSuggestions ? didYouMean(key, declared) : '';
  return xContentParse(at.line, at.col, `[knn] unknown field [${key}]${did}`);
}

/** A knn search's parameters out of range (KnnSearchBuilder: `[k] must be greater than 0`, `[num_candidates] cannot be less than [k]`…). */
export function knnInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/**
 * The knn query's builder refusing its parameters (KnnVectorQueryBuilder's constructor: `[k] must be greater
 * than 0`, `[num_candidates] cannot be less than [k]`…), thrown inside ConstructingObjectParser.buildTarget,
 * which wraps it without a location (190_knn_query-with-k-param.yml "Incorrect k param").
 */
export function knnQueryBuildFailed(reason: string, parser = 'knn'): EsError {
  return esError(400, 'x_content_parse_exception', `Failed to build [${parser}] after last required field arrived`, undefined, plainCause('illegal_argument_exception', reason));
}

/** `search_type` given with a knn search (RestSearchAction.checkSearchType): ES picks DFS itself. */
export function knnSearchTypeSet(): EsError {
  return illegalArgument('cannot set [search_type] when using [knn] search, since the search type is determined automatically');
}

/** knn on an unmapped field of an index that refuses unmapped fields (SearchExecutionContext.failIfFieldMappingNotFound, 8.16+). */
export function knnUnmappedRefused(field: string, index: { name: string; uuid: string }, phase = 'dfs'): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `No field mapping can be found for the field with name [${field}]`, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name }, phase);
}

/**
 * A geo query on a field the index does not map, without `ignore_unmapped` (QueryShardException): "failed to
 * find geo field" since the geo queries took geo_shape fields (ES 7.11); "geo_point field" before and in OpenSearch.
 */
export function geoFieldUnmapped(profile: Profile, field: string, index: { name: string; uuid: string }): EsError {
  const reason = profile.geoQueryShapeFields ? `failed to find geo field [${field}]` : `failed to find geo_point field [${field}]`;
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** A geo query on a field of another type (QueryShardException; ES names the type and the query since 7.11). */
export function geoFieldNotGeoPoint(profile: Profile, field: string, type: string, query: string, index: { name: string; uuid: string }): EsError {
  const reason = profile.geoQueryShapeFields ? `Field [${field}] is of unsupported type [${type}] for [${query}] query` : `field [${field}] is not a geo_point field`;
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** A geo query's coordinates out of range under `validation_method: strict` (QueryShardException over the QueryValidationException). */
export function geoCoordinatesInvalid(errors: string[], index: { name: string; uuid: string }): EsError {
  const causedBy = plainCause('query_validation_exception', `Validation Failed: ${errors.map((e, i) => `${i + 1}: ${e};`).join('')}`);
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: "couldn't validate latitude/ longitude values", meta: indexMeta(index.name, index.uuid), causedBy }, { shard: 0, index: index.name });
}

/** A `_geo_distance` sort on a field the index does not map, without `ignore_unmapped` (GeoDistanceSortBuilder.build). */
export function geoSortFieldUnmapped(profile: Profile, field: string, index: string): EsError {
  return shardArgumentFailure(profile, `failed to find mapper for [${field}] for geo distance based sort`, index);
}

/** A geo query's argument its builder refuses while parsing (`distance must be greater than zero`, `No distance unit match [x]`). */
export function geoArgumentInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** A geo query whose body lacks what it needs (`geo_distance requires 'distance' to be specified`, …). */
export function geoQueryMalformed(reason: string, at?: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A geo query builder's ElasticsearchParseException (`failed to parse [geo_bounding_box] query. [...]`): 400 parse_exception. */
export function geoQueryParseFailure(reason: string): EsError {
  return parseException(reason);
}

/**
 * A dense_vector value whose length is not the mapping's `dims` (DenseVectorFieldMapper.parse): more
 * dimensions, or a different number of them.
 */
export function vectorDimsFailure(field: string, id: string, given: number, dims: number, counted = true): ValueFailure {
  // `counted`: an array, checked element by element (checkDimensionExceeded); a hex string is checked whole (checkDimensionMatches).
  const reason = counted && given > dims
    ? `The [dense_vector] field [${field}] in doc [document with id '${id}'] has more dimensions than defined in the mapping [${dims}]`
    : `The [dense_vector] field [${field}] in doc [document with id '${id}'] has a different number of dimensions [${given}] than defined in the mapping [${dims}]`;
  return { cause: { type: 'illegal_argument_exception', reason } };
}

/** A dims an index type refuses (IndexOptions.validateDimension: the int4 types take even dims only), at mapping or on a first value. */
export function vectorIndexTypeDims(type: string, dims: number): ValueFailure {
  return { cause: { type: 'illegal_argument_exception', reason: `${type} only supports even dimensions; provided=${dims}` } };
}

/** A bbq index type given fewer dims than BBQ_MIN_DIMS (BBQHnswIndexOptions / BBQFlatIndexOptions.validateDimension, 8.16+). */
export function vectorIndexTypeMinDims(type: string, min: number, dims: number): ValueFailure {
  return { cause: { type: 'illegal_argument_exception', reason: `${type} does not support dimensions fewer than ${min}; provided=${dims}` } };
}

/** A bit dense_vector given more bytes than dims/8 (ElementType.BIT.parseVectorArray, 8.15+): the bits the first extra byte reaches. */
export function vectorBitsExceeded(field: string, dims: number, found: number): ValueFailure {
  return { cause: { type: 'illegal_argument_exception', reason: `The number of dimensions for field [${field}] should be [${dims}] but found [${found}]` } };
}

/** A hex string for a byte dense_vector that Java's HexFormat cannot decode (ES 8.13+). */
export function vectorHexFailure(reason: string): ValueFailure {
  return { cause: { type: 'illegal_argument_exception', reason } };
}

/** A string for a float dense_vector, which only takes an array (XContentParserUtils.ensureExpectedToken). */
export function vectorNotAnArrayFailure(): ValueFailure {
  return { cause: { type: 'parsing_exception', reason: 'Failed to parse object: expecting token of type [START_ARRAY] but found [VALUE_STRING]' } };
}

/**
 * A parent-join query naming a relation the join field does not hold, or an index without a join field
 * (HasChildQueryBuilder, HasParentQueryBuilder, ParentIdQueryBuilder: QueryShardException).
 */
export function joinRelationMissing(query: string, relation: string, role: 'child' | 'parent', joinField: string | undefined, index: { name: string; uuid: string }): EsError {
  const reason = joinField === undefined ? `[${query}] no join field has been configured` : `[${query}] join field [${joinField}] doesn't hold [${relation}] as a ${role}`;
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** A `shape` query on a field the index does not map, without `ignore_unmapped` (AbstractGeometryQueryBuilder.doToQuery). */
export function shapeFieldUnmapped(field: string, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `failed to find type for field [${field}]`, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}
