/**
 * Errors about mapping definitions: field and type definitions, merges, limits, dynamic templates and
 * the warnings their readers give (`MapperService`, `ObjectMapper`, `DynamicTemplate`, `RootObjectMapper`).
 */
import type { Profile } from '../../profiles.ts';
import type { JsonObject } from '../json.ts';
import { esError, illegalArgument, indexMeta, mapperParsing, rawError, validationFailed, type EsError } from './base.ts';

/**
 * Causes raised by mapping parsers that MapperService wraps (ES wraps any exception; these are the ones we raise).
 * An illegal_state_exception is a field type refusing the index it would live in (ParentJoinFieldMapper on a
 * partitioned index).
 */
const WRAPPED = new Set(['mapper_parsing_exception', 'mapper_exception', 'illegal_argument_exception', 'illegal_state_exception']);

/**
 * Wraps a mapping parse error as `MapperParsingException("<prefix><message>", cause)`. An
 * IllegalArgumentException is no Elasticsearch exception, so the wrapper is then the root cause.
 */
function wrapMappingError(prefix: string, err: EsError): EsError {
  if (!WRAPPED.has(err.cause.type)) return err;
  // Elasticsearch's own exceptions stay the root cause; a Java one leaves the wrapper as it.
  const es = err.cause.type === 'mapper_parsing_exception' || err.cause.type === 'mapper_exception' ? undefined : false;
  return mapperParsing(prefix + err.cause.reason, { ...err.cause, es });
}

/** A mapping error while creating an index: `Failed to parse mapping [type]: …` (ES 8, typeless: no type). */
export function createMappingFailed(profile: Profile, type: string, err: EsError): EsError {
  return wrapMappingError(profile.createMappingErrorNamesType ? `Failed to parse mapping [${type}]: ` : 'Failed to parse mapping: ', err);
}

/** A put-mapping parse error as ES 8's MapperService wraps it (`putMappingParseWrap`); others answer it as it is. */
export function putMappingFailed(profile: Profile, err: EsError): EsError {
  return profile.putMappingParseWrap ? wrapMappingError('Failed to parse mapping: ', err) : err;
}

/** A mapping body that is not an object. */
export function mappingsNotAnObject(): EsError {
  return mapperParsing('Failed to parse mapping: mappings must be an object');
}

/** One type's mapping that is not an object. */
export function typeMappingNotAnObject(): EsError {
  return mapperParsing('Failed to parse mapping: mapping must be an object');
}

/** `_doc` wrapping a typeless mapping without `include_type_name` (ES 6.7+). */
export function typeNestedWithoutIncludeTypeName(): EsError {
  return illegalArgument('The mapping definition cannot be nested under a type [_doc] unless include_type_name is set to true.');
}

/** Types in a put-mapping request where `include_type_name` is off. */
export function typesInPutMapping(): EsError {
  return illegalArgument('Types cannot be provided in put mapping requests, unless the include_type_name parameter is set to true.');
}

/** 404 type_missing_exception: `GET /_mapping/{type}` where no index has any of the types (ES 5/6). */
export function typesMissing(types: string[]): EsError {
  return esError(404, 'type_missing_exception', `type[[${types.join(', ')}]] missing`, indexMeta('_all'));
}

/** `GET /_mapping/{type}` where some types match nothing: 404 with ES's bare error string beside what was found. */
export function typesPartlyMissing(missing: string[], found: JsonObject): EsError {
  const msg = missing.length === 1 ? `type [${missing[0]}] missing` : `types [${missing.join(',')}] missing`;
  return rawError(404, 'type_missing_exception', { error: msg, status: 404, ...found });
}

/** A put-mapping request without a body. */
export function mappingSourceMissing(): EsError {
  return validationFailed(['mapping source is missing']);
}

/** A put-mapping request that names no type where types are required. */
export function mappingTypeMissing(): EsError {
  return validationFailed(['mapping type is missing']);
}

/** The ways a mapping type name can be invalid (`MapperService.validateTypeName`). */
export type TypeNameProblem = 'empty' | 'too-long' | 'underscore' | 'hash' | 'comma' | 'dot';

/** An invalid mapping type name. */
export function invalidTypeName(type: string, problem: TypeNameProblem): EsError {
  switch (problem) {
    case 'empty':
      return illegalArgument('mapping type name is empty');
    case 'too-long':
      return illegalArgument(`mapping type name [${type}] is too long; limit is length 255 but was [${type.length}]`);
    case 'underscore':
      return mapperParsing(`mapping type name [${type}] can't start with '_' unless it is called [_doc]`);
    case 'hash':
      return mapperParsing(`mapping type name [${type}] should not include '#' in it`);
    case 'comma':
      return mapperParsing(`mapping type name [${type}] should not include ',' in it`);
    case 'dot':
      return mapperParsing(`mapping type name [${type}] must not start with a '.'`);
  }
}

/** A second mapping type in an index that may hold one. */
export function moreThanOneType(index: string, types: string[]): EsError {
  return illegalArgument(`Rejecting mapping update to [${index}] as the final mapping would have more than 1 type: [${types.join(', ')}]`);
}

/** More fields than `index.mapping.total_fields.limit`. */
export function totalFieldsExceeded(limit: number, index: string): EsError {
  return illegalArgument(`Limit of total fields [${limit}] in index [${index}] has been exceeded`);
}

/**
 * A mapping nested past `index.mapping.depth.limit`: ES 5/6 name the index, later versions do not; both
 * name the object field that passed the limit.
 */
export function depthExceeded(profile: Profile, limit: number, index: string, objectPath: string): EsError {
  const where = profile.mappingLimitNamesIndex ? ` in index [${index}]` : '';
  return illegalArgument(`Limit of mapping depth [${limit}]${where} has been exceeded due to object field [${objectPath}]`);
}

/** A mapped field's type would change. */
export function fieldTypeChange(profile: Profile, path: string, from: string, to: string): EsError {
  return profile.typeChange === 'different-type'
    ? illegalArgument(`mapper [${path}] of different type, current_type [${from}], merged_type [${to}]`)
    : illegalArgument(`mapper [${path}] cannot be changed from type [${from}] to [${to}]`);
}

/** An object mapping merged with a leaf of the same path. */
export function objectLeafClash(profile: Profile, path: string): EsError {
  return profile.typeChange === 'different-type'
    ? illegalArgument(`Can't merge a non object mapping [${path}] with an object mapping [${path}]`)
    : illegalArgument(`can't merge a non object mapping [${path}] with an object mapping`);
}

/** A parameter that may not change once set (format, analyzer, ...). */
export function parameterConflict(path: string, param: string, before: string, after: string): EsError {
  return illegalArgument(`Mapper for [${path}] conflicts with existing mapper:\n\tCannot update parameter [${param}] from [${before}] to [${after}]`);
}

/** An object and a nested mapping of the same path. */
export function nestedClash(path: string): EsError {
  return illegalArgument(`can't merge a non-nested mapping [${path}] with a nested mapping`);
}

/** A field or object definition with parameters its type does not take. */
export function unsupportedParameters(what: string, items: string[]): EsError {
  return mapperParsing(`${what} has unsupported parameters:  [${items.join('] [')}]`);
}

/** dense_vector `index_options` without a `type` (DenseVectorFieldMapper.parseIndexOptions). */
export function vectorIndexOptionsTypeMissing(): EsError {
  return mapperParsing('[index_options] requires field [type] to be configured');
}

/** dense_vector `index_options` of a type the version does not know. */
export function vectorIndexOptionsTypeUnknown(type: string, field: string): EsError {
  return mapperParsing(`Unknown vector index options type [${type}] for field [${field}]`);
}

/**
 * A dense_vector parameter its Builder's validators refuse (DenseVectorFieldMapper.Builder, 8.15+ for `bit`):
 * `similarity` or `index_options` on a field that is not indexed, a similarity other than l2_norm or a quantized
 * index type for bit vectors (IndexOptions.validateElementType), all IllegalArgumentExceptions.
 */
export function vectorParameterRefused(reason: string): EsError {
  return illegalArgument(reason);
}

/** A mapping parameter the field type's Builder does not declare (FieldMapper.Builder.parse): `unknown parameter [x] on mapper [f] of type [t]`. */
export function mapperUnknownParameter(param: string, field: string, type: string): EsError {
  return mapperParsing(`unknown parameter [${param}] on mapper [${field}] of type [${type}]`);
}

/** `boost` on a field of an index created by ES 8.0+ (FieldMapper.Builder.parse: its own words, capital U, no type). */
export function mapperBoostRemoved(field: string): EsError {
  return mapperParsing(`Unknown parameter [boost] on mapper [${field}]`);
}

/** A dense_vector `dims` out of its element type's range, or a bit vector's not a multiple of 8 (the `dims` validator). */
export function vectorDimsInvalid(dims: number, bit: boolean): EsError {
  const [min, max] = bit ? [8, 4096 * 8] : [1, 4096];
  if (dims < min || dims > max) return mapperParsing(`The number of dimensions should be in the range [${min}, ${max}] but was [${dims}]`);
  return mapperParsing(`The number of dimensions for should be a multiple of 8 but was [${dims}]`);
}

/** A field definition that is not an object. */
export function fieldNotAnObject(name: string): EsError {
  return mapperParsing(`Expected map for property [fields] on field [${name}] but got a class java.lang.String`);
}

/** A `fields` (multi-fields) value that is not an object. */
export function multiFieldsNotAnObject(name: string, jsType: string): EsError {
  return mapperParsing(`Expected map for property [fields] on field [${name}] but got a ${jsType}`);
}

/** A `properties` value that is not an object. */
export function propertiesNotAnObject(prefix: string): EsError {
  return mapperParsing(`Expected map for property [properties] on field [${prefix}] but got a class java.lang.String`);
}

/** A field without a type that is no object either. */
export function noTypeSpecified(name: string): EsError {
  return mapperParsing(`No type specified for field [${name}]`);
}

/** A field type no mapper handles (`string` where the version removed it, or an unknown type). */
export function noHandlerForType(type: string, name: string): EsError {
  return mapperParsing(`No handler for type [${type}] declared on field [${name}]`);
}

/** ES 5: a `string` field's `index` that is none of no, not_analyzed, analyzed. */
export function stringIndexValue(value: string, name: string): EsError {
  return mapperParsing(`Can't parse [index] value [${value}] for field [${name}], expected [no], [not_analyzed] or [analyzed]`);
}

/** A `format` that is not a string. */
export function formatNotAString(): EsError {
  return mapperParsing('Failed to parse mapping: [format] must be a string');
}

/** An empty field name in a mapping. */
export function emptyFieldName(): EsError {
  return illegalArgument('field name cannot be an empty string');
}

/** A mapping field name of only dots or whitespace segments. */
export function blankFieldName(full: string): EsError {
  return illegalArgument(`field name cannot contain only whitespace or dots: ['${full}']`);
}

/**
 * An object mapping under `subobjects: false` that cannot be flattened into dotted leaf names
 * (ObjectMapper.Builder.throwAutoFlatteningException, 8.x): `enabled: false`, or `subobjects: true` set.
 */
export function autoFlatteningFailed(fullName: string, reason: string): EsError {
  return mapperParsing(`Object mapper [${fullName}] was found in a context where subobjects is set to false. Auto-flattening [${fullName}] failed because ${reason}`);
}

/** A negative `ignore_above` on a keyword, flattened or wildcard field (their Builders' validators, ES 8.16 and later). */
export function ignoreAboveNegative(value: string): EsError {
  return mapperParsing(`[ignore_above] must be positive, got [${value}]`);
}

/** A search_as_you_type `max_shingle_size` outside 2..4 (SearchAsYouTypeFieldMapper.Builder's validator). */
export function maxShingleSizeOutOfRange(value: number): EsError {
  return mapperParsing(`[max_shingle_size] must be at least [2] and at most [4], got [${value}]`);
}
