/**
 * The error catalogue, factory by factory: the HTTP status and exception type each one answers (per
 * profile where the profile decides), and that the body renders in Elasticsearch's envelope
 * (`{"error":{"root_cause":[…],"type","reason",…},"status"}`) or as the bare body ES answers instead.
 * Every export of the catalogue must be listed here, so a new factory cannot skip the table; and no
 * file outside the catalogue may build an error from a status, a type and a reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as catalogue from './index.ts';
import { errorBody, errorEnvelope, type EsCause, type EsError } from './index.ts';
import { getProfile } from '../../profiles.ts';

const dflt = getProfile('default');
const es5 = getProfile('es5');
const es6 = getProfile('es6');
const es8 = getProfile('es8');
const os = getProfile('opensearch2');
const at = { line: 2, col: 7 };
const idx = { name: 'logs', uuid: 'u1' };
/** An IllegalArgumentException as a mapping parser raises it (what MapperService wraps). */
const iae = (reason: string): EsError => ({ kind: 'es-error', status: 400, cause: { type: 'illegal_argument_exception', reason } });
const mapperError = catalogue.noTypeSpecified('f');
const cause: EsCause = { type: 'illegal_argument_exception', reason: 'inner', es: false };

/** [export name, a call of it, the status it must answer, the exception type it must name]. */
type Row = [name: keyof typeof catalogue, make: () => EsError | undefined, status: number, type: string];

const ROWS: Row[] = [
  // request.ts
  ['noHandlerFound', () => catalogue.noHandlerFound(es6, '/x', 'GET'), 400, 'no_handler_found'],
  ['noHandlerFound', () => catalogue.noHandlerFound(es8, '/x', 'GET'), 400, 'no_handler_found'],
  ['incorrectHttpMethod', () => catalogue.incorrectHttpMethod('/i/_doc/1', 'PATCH', ['GET', 'PUT']), 405, 'method_not_allowed'],
  ['duplicateTimeoutParameters', () => catalogue.duplicateTimeoutParameters(), 400, 'parse_exception'],
  ['contentTooLong', () => catalogue.contentTooLong(), 413, 'content_too_long'],
  ['contentTypeMissing', () => catalogue.contentTypeMissing(), 406, 'content_type_missing'],
  ['contentTypeUnsupported', () => catalogue.contentTypeUnsupported('text/csv'), 406, 'content_type_unsupported'],
  ['incompatibleMediaVersion', () => catalogue.incompatibleMediaVersion('Accept', 'application/vnd.elasticsearch+json;compatible-with=6', '6', 8, 7), 400, 'media_type_header_exception'],
  ['compatibleVersionsDiffer', () => catalogue.compatibleVersionsDiffer('application/vnd.elasticsearch+json;compatible-with=7', 'application/json', true), 400, 'media_type_header_exception'],
  ['compatibleVersionsDiffer', () => catalogue.compatibleVersionsDiffer(undefined, 'application/vnd.elasticsearch+json;compatible-with=8', false), 400, 'media_type_header_exception'],
  ['invalidUtf8', () => catalogue.invalidUtf8(), 400, 'json_parse_exception'],
  ['unknownRestMethod', () => catalogue.unknownRestMethod('FOO'), 400, 'illegal_argument_exception'],
  ['capabilitiesPathMissing', () => catalogue.capabilitiesPathMissing(), 400, 'illegal_argument_exception'],
  ['nestingTooDeep', () => catalogue.nestingTooDeep(1000), 400, 'illegal_argument_exception'],
  ['malformedJsonBody', () => catalogue.malformedJsonBody(es6, 'Unexpected end'), 400, 'json_parse_exception'],
  ['malformedJsonBody', () => catalogue.malformedJsonBody(es8, 'Unexpected end'), 400, 'x_content_parse_exception'],
  ['malformedDocumentBody', () => catalogue.malformedDocumentBody(os, 'Unexpected end'), 400, 'mapper_parsing_exception'],
  ['malformedDocumentBody', () => catalogue.malformedDocumentBody(es8, 'Unexpected end'), 400, 'document_parsing_exception'],
  ['simulatorFault', () => catalogue.simulatorFault('boom'), 500, 'exception'],
  ['noHandlerRegistered', () => catalogue.noHandlerRegistered('x'), 500, 'exception'],
  ['journalWriteFailed', () => catalogue.journalWriteFailed('ENOSPC'), 500, 'exception'],
  ['missingCredentials', () => catalogue.missingCredentials('/', ['Basic']), 401, 'security_exception'],
  ['apiKeyRefused', () => catalogue.apiKeyRefused(['Basic', 'ApiKey']), 401, 'security_exception'],
  ['userNotAuthenticated', () => catalogue.userNotAuthenticated('bob', '/', ['Basic']), 401, 'security_exception'],
  ['actionUnauthorized', () => catalogue.actionUnauthorized('indices:data/write/index', 'viewer', 'logs', 'index', 'create_doc,index,write,all'), 403, 'security_exception'],
  // input.ts
  ['unknownField', () => catalogue.unknownField(es6, 'dest', 'x', at), 400, 'parsing_exception'],
  ['unknownField', () => catalogue.unknownField(es8, 'dest', 'x', at), 400, 'x_content_parse_exception'],
  ['fieldParseFailed', () => catalogue.fieldParseFailed(es5, 'dest', 'op_type', at, cause), 400, 'parsing_exception'],
  ['fieldParseFailed', () => catalogue.fieldParseFailed(os, 'dest', 'op_type', at, cause), 400, 'x_content_parse_exception'],
  ['valueTypeUnsupported', () => catalogue.valueTypeUnsupported(es6, 'reindex', 'source', 'VALUE_STRING', at), 400, 'parsing_exception'],
  ['valueTypeUnsupported', () => catalogue.valueTypeUnsupported(dflt, 'reindex', 'source', 'VALUE_STRING', at), 400, 'x_content_parse_exception'],
  ['xContentUnknownField', () => catalogue.xContentUnknownField(at, 'index_template', 'x'), 400, 'x_content_parse_exception'],
  ['xContentFieldFailed', () => catalogue.xContentFieldFailed(at, 'index_template', 'template', cause), 400, 'x_content_parse_exception'],
  ['xContentRequiredField', () => catalogue.xContentRequiredField(at, 'index_patterns'), 400, 'x_content_parse_exception'],
  ['expectedStartObject', () => catalogue.expectedStartObject('START_ARRAY'), 400, 'parsing_exception'],
  ['unknownKeyForToken', () => catalogue.unknownKeyForToken('VALUE_STRING', 'x', { line: 1, col: 1 }), 400, 'parsing_exception'],
  ['integerExpected', () => catalogue.integerExpected('size', '"a"'), 400, 'parsing_exception'],
  ['wrongParameterType', () => catalogue.wrongParameterType('scroll', 'VALUE_NUMBER'), 400, 'illegal_argument_exception'],
  ['intParameterInvalid', () => catalogue.intParameterInvalid('version', 'x'), 400, 'illegal_argument_exception'],
  ['numberFormat', () => catalogue.numberFormat('x'), 400, 'number_format_exception'],
  ['requestBodyRequired', () => catalogue.requestBodyRequired(), 400, 'parse_exception'],
  ['noRequestsAdded', () => catalogue.noRequestsAdded(), 400, 'action_request_validation_exception'],
  ['malformedNdjsonLine', () => catalogue.malformedNdjsonLine('Unexpected token'), 400, 'json_parse_exception'],
  ['notNewlineTerminated', () => catalogue.notNewlineTerminated('bulk'), 400, 'illegal_argument_exception'],
  ['unrecognized', () => catalogue.unrecognized('/_stats/doc', 'metric', ['doc'], ['docs', 'store']), 400, 'illegal_argument_exception'],
  // indices.ts
  ['invalidIndexName', () => catalogue.invalidIndexName('A', 'must be lowercase'), 400, 'invalid_index_name_exception'],
  ['activeShardCountTooHigh', () => catalogue.activeShardCountTooHigh('3', 2), 400, 'illegal_argument_exception'],
  ['indexNameStartsWithUnderscore', () => catalogue.indexNameStartsWithUnderscore('_x'), 400, 'invalid_index_name_exception'],
  ['indexNameIsAlias', () => catalogue.indexNameIsAlias('a'), 400, 'invalid_index_name_exception'],
  ['invalidAliasName', () => catalogue.invalidAliasName('#a', "must not contain '#'"), 400, 'invalid_alias_name_exception'],
  ['aliasNameClash', () => catalogue.aliasNameClash(es6, 'logs', 'u1'), 400, 'invalid_alias_name_exception'],
  ['aliasNameClash', () => catalogue.aliasNameClash(es8, 'logs', 'u1'), 400, 'invalid_alias_name_exception'],
  ['aliasNameRequired', () => catalogue.aliasNameRequired(), 400, 'illegal_argument_exception'],
  ['indexNotFound', () => catalogue.indexNotFound(es6, 'x'), 404, 'index_not_found_exception'],
  ['indexNotFound', () => catalogue.indexNotFound(es8, 'x'), 404, 'index_not_found_exception'],
  ['autoCreateRefused', () => catalogue.autoCreateRefused(es8, 'x', '[action.auto_create_index] is [false]'), 404, 'index_not_found_exception'],
  ['indexAlreadyExists', () => catalogue.indexAlreadyExists(es5, 'logs', 'u1'), 400, 'index_already_exists_exception'],
  ['indexAlreadyExists', () => catalogue.indexAlreadyExists(es6, 'logs', 'u1'), 400, 'resource_already_exists_exception'],
  ['indexClosed', () => catalogue.indexClosed(idx), 400, 'index_closed_exception'],
  ['noSuchBlock', () => catalogue.noSuchBlock('x'), 400, 'illegal_argument_exception'],
  ['indexBlocked', () => catalogue.indexBlocked(es6, [{ index: 'i', blocks: [{ id: 8, status: 403, description: 'index write (api)' }] }]), 403, 'cluster_block_exception'],
  ['indexBlocked', () => catalogue.indexBlocked(os, [{ index: 'i', blocks: [{ id: 12, status: 429, description: 'disk usage exceeded' }] }]), 429, 'cluster_block_exception'],
  ['unknownCreateIndexKey', () => catalogue.unknownCreateIndexKey('x'), 400, 'parse_exception'],
  ['aliasesNotAnObject', () => catalogue.aliasesNotAnObject(), 400, 'parse_exception'],
  ['multipleWriteIndices', () => catalogue.multipleWriteIndices('a', ['x', 'y']), 500, 'illegal_state_exception'],
  ['expressionMatchesAlias', () => catalogue.expressionMatchesAlias('a'), 400, 'illegal_argument_exception'],
  ['wildcardsNotAllowed', () => catalogue.wildcardsNotAllowed(), 400, 'illegal_argument_exception'],
  ['aliasesNotFound', () => catalogue.aliasesNotFound(['a', 'b']), 404, 'aliases_not_found_exception'],
  ['aliasesPartlyMissing', () => catalogue.aliasesPartlyMissing(['b'], { logs: { aliases: { a: {} } } }), 404, 'aliases_not_found_exception'],
  ['aliasIndicesEmpty', () => catalogue.aliasIndicesEmpty(), 400, 'illegal_argument_exception'],
  ['aliasEmpty', () => catalogue.aliasEmpty(), 400, 'illegal_argument_exception'],
  ['noAliasActions', () => catalogue.noAliasActions(), 400, 'action_request_validation_exception'],
  ['aliasActionsOnePerObject', () => catalogue.aliasActionsOnePerObject(), 400, 'parsing_exception'],
  ['unknownAliasAction', () => catalogue.unknownAliasAction('move'), 400, 'parsing_exception'],
  ['aliasActionNotAnObject', () => catalogue.aliasActionNotAnObject('add'), 400, 'parsing_exception'],
  ['aliasActionIncomplete', () => catalogue.aliasActionIncomplete(true, true), 400, 'action_request_validation_exception'],
  ['mustExistUnsupported', () => catalogue.mustExistUnsupported('add'), 400, 'illegal_argument_exception'],
  ['aliasDefinitionNotAnObject', () => catalogue.aliasDefinitionNotAnObject(), 400, 'parse_exception'],
  ['aliasFilterNotAnObject', () => catalogue.aliasFilterNotAnObject(), 400, 'parse_exception'],
  ['unknownAliasField', () => catalogue.unknownAliasField('x'), 400, 'parse_exception'],
  ['aliasIndexRoutingMultiple', () => catalogue.aliasIndexRoutingMultiple('1,2'), 400, 'illegal_argument_exception'],
  ['settingsNotAnObject', () => catalogue.settingsNotAnObject([1]), 400, 'settings_exception'],
  ['unknownSetting', () => catalogue.unknownSetting('index.x'), 400, 'illegal_argument_exception'],
  ['settingNotANumber', () => catalogue.settingNotANumber('index.number_of_shards', 'x'), 400, 'illegal_argument_exception'],
  ['settingBelowMinimum', () => catalogue.settingBelowMinimum('index.number_of_shards', '0', 1), 400, 'illegal_argument_exception'],
  ['settingAboveMaximum', () => catalogue.settingAboveMaximum('index.number_of_shards', '2000', 1024), 400, 'illegal_argument_exception'],
  ['settingNotATimeValue', () => catalogue.settingNotATimeValue('index.refresh_interval', 'x'), 400, 'illegal_argument_exception'],
  ['noIndexSettingsToUpdate', () => catalogue.noIndexSettingsToUpdate(), 400, 'illegal_argument_exception'],
  ['staticSettingsOnOpenIndices', () => catalogue.staticSettingsOnOpenIndices(['index.codec'], [idx]), 400, 'illegal_argument_exception'],
  ['finalSetting', () => catalogue.finalSetting('index.number_of_shards'), 400, 'illegal_argument_exception'],
  ['indexSortRefused', () => catalogue.indexSortRefused(catalogue.INDEX_SORT_PROBLEMS.unknownField('f')), 400, 'illegal_argument_exception'],
  ['rolloverTargetMissing', () => catalogue.rolloverTargetMissing(es6, 'logs'), 400, 'illegal_argument_exception'],
  ['rolloverTargetMissing', () => catalogue.rolloverTargetMissing(es8, 'logs'), 400, 'illegal_argument_exception'],
  ['rolloverTargetIsIndex', () => catalogue.rolloverTargetIsIndex(es8), 400, 'illegal_argument_exception'],
  ['rolloverNoWriteIndex', () => catalogue.rolloverNoWriteIndex(es5, 'logs'), 400, 'illegal_argument_exception'],
  ['rolloverNoWriteIndex', () => catalogue.rolloverNoWriteIndex(es6, 'logs'), 400, 'illegal_argument_exception'],
  ['rolloverNameUnmatched', () => catalogue.rolloverNameUnmatched('logs'), 400, 'illegal_argument_exception'],
  ['rolloverMinWithoutMax', () => catalogue.rolloverMinWithoutMax(), 400, 'action_request_validation_exception'],
  ['byteSizeUnparsable', () => catalogue.byteSizeUnparsable('max_size', '5'), 400, 'parse_exception'],
  // structure.ts: NestedQueryBuilder (doToQuery, parseScoreMode, requireValue), InnerHitContextBuilder, DocumentParserContext.addDoc
  ['nestedPathNotFound', () => catalogue.nestedPathNotFound('comments', idx), 400, 'search_phase_execution_exception'],
  ['nestedScoreModeUnknown', () => catalogue.nestedScoreModeUnknown('median'), 400, 'illegal_argument_exception'],
  ['nestedRequires', () => catalogue.nestedRequires('path'), 400, 'illegal_argument_exception'],
  ['innerHitsDuplicateName', () => catalogue.innerHitsDuplicateName('comments'), 400, 'illegal_argument_exception'],
  ['nestedDocsLimit', () => catalogue.nestedDocsLimit(es6, '', 1), 400, 'mapper_parsing_exception'],
  ['knnFieldUnmapped', () => catalogue.knnFieldUnmapped('v', idx), 400, 'search_phase_execution_exception'],
  ['knnNotVectorField', () => catalogue.knnNotVectorField(idx), 400, 'search_phase_execution_exception'],
  ['knnFieldNotIndexed', () => catalogue.knnFieldNotIndexed('v', idx), 400, 'search_phase_execution_exception'],
  ['knnDimsMismatch', () => catalogue.knnDimsMismatch(2, 3, idx), 400, 'search_phase_execution_exception'],
  ['knnInvalid', () => catalogue.knnInvalid('[k] must be greater than 0'), 400, 'illegal_argument_exception'],
  ['knnQueryBuildFailed', () => catalogue.knnQueryBuildFailed('[k] must be greater than 0'), 400, 'x_content_parse_exception'],
  ['vectorIndexOptionsTypeMissing', () => catalogue.vectorIndexOptionsTypeMissing(), 400, 'mapper_parsing_exception'],
  ['vectorIndexOptionsTypeUnknown', () => catalogue.vectorIndexOptionsTypeUnknown('hnsx', 'v'), 400, 'mapper_parsing_exception'],
  ['knnSearchTypeSet', () => catalogue.knnSearchTypeSet(), 400, 'illegal_argument_exception'],
  ['knnUnmappedRefused', () => catalogue.knnUnmappedRefused('v', idx), 400, 'search_phase_execution_exception'],
  ['geoFieldUnmapped', () => catalogue.geoFieldUnmapped(es8, 'loc', idx), 400, 'search_phase_execution_exception'],
  ['geoFieldUnmapped', () => catalogue.geoFieldUnmapped(os, 'loc', idx), 400, 'search_phase_execution_exception'],
  // searchRequestChecks.ts
  ['searchParamBelowMin', () => catalogue.searchParamBelowMin('preFilterShardSize', 1), 400, 'illegal_argument_exception'],
  ['searchTypeUnknown', () => catalogue.searchTypeUnknown('query_and_fetch'), 400, 'illegal_argument_exception'],
  ['fieldsWithoutSource', () => catalogue.fieldsWithoutSource(os, 'logs'), 400, 'search_phase_execution_exception'],
  ['searchIntOverflow', () => catalogue.searchIntOverflow(os, '2147483648', 1, 44), 500, 'input_coercion_exception'],
  ['searchIntOverflow', () => catalogue.searchIntOverflow(getProfile('opensearch@3.2.0'), '2147483648', 1, 44), 400, 'input_coercion_exception'],
  ['sourceFieldNotSearchable', () => catalogue.sourceFieldNotSearchable(idx), 400, 'search_phase_execution_exception'],
  ['tooManyDocvalueFields', () => catalogue.tooManyDocvalueFields(es8, 2, 3, 'logs'), 400, 'search_phase_execution_exception'],
  ['geoFieldNotGeoPoint', () => catalogue.geoFieldNotGeoPoint(es8, 'loc', 'keyword', 'geo_distance', idx), 400, 'search_phase_execution_exception'],
  ['geoCoordinatesInvalid', () => catalogue.geoCoordinatesInvalid(['center point latitude is invalid: 100.0'], idx), 400, 'search_phase_execution_exception'],
  ['geoSortFieldUnmapped', () => catalogue.geoSortFieldUnmapped(es8, 'loc', 'logs'), 400, 'search_phase_execution_exception'],
  ['geoArgumentInvalid', () => catalogue.geoArgumentInvalid('distance must be greater than zero'), 400, 'illegal_argument_exception'],
  ['geoQueryMalformed', () => catalogue.geoQueryMalformed("geo_distance requires 'distance' to be specified"), 400, 'parsing_exception'],
  ['geoQueryParseFailure', () => catalogue.geoQueryParseFailure('failed to parse [geo_bounding_box] query. [failed to parse bounding box. unexpected field [geohash]]'), 400, 'parse_exception'],
  ['fieldValueUnparsable', () => catalogue.fieldValueUnparsable(es8, '', 'v', 'dense_vector', '1', () => '[1, 2, 3]', catalogue.vectorDimsFailure('v', '1', 3, 2)), 400, 'document_parsing_exception'],
  ['joinRelationMissing', () => catalogue.joinRelationMissing('has_child', 'answer', 'child', 'join', idx), 400, 'search_phase_execution_exception'],
  ['nestedFieldsExceeded', () => catalogue.nestedFieldsExceeded(es8, 1, 'logs'), 400, 'illegal_argument_exception'],
  ['nestedDocsLimit', () => catalogue.nestedDocsLimit(es8, '[1:20] ', 1), 400, 'document_parsing_exception'],
  // dateMath.ts
  ['dateMathNotNow', () => catalogue.dateMathNotNow('x', 'uuuu.MM.dd'), 400, 'parse_exception'],
  ['dateMathOperator', () => catalogue.dateMathOperator('*1d'), 400, 'parse_exception'],
  ['dateMathTruncated', () => catalogue.dateMathTruncated('+'), 400, 'parse_exception'],
  ['dateMathRounding', () => catalogue.dateMathRounding('/2d'), 400, 'parse_exception'],
  ['dateMathUnit', () => catalogue.dateMathUnit('x', '+1x'), 400, 'parse_exception'],
  ['dateMathFormatUnclosed', () => catalogue.dateMathFormatUnclosed('now{yyyy'), 400, 'parse_exception'],
  ['dateMathFormatMissing', () => catalogue.dateMathFormatMissing('now{}'), 400, 'parse_exception'],
  ['dateMathPlaceholderCharacter', () => catalogue.dateMathPlaceholderCharacter('<a{now{{}}>', 6), 400, 'parse_exception'],
  ['dateMathReservedCharacter', () => catalogue.dateMathReservedCharacter('<a}>', 3), 400, 'parse_exception'],
  ['dateMathOpenEnded', () => catalogue.dateMathOpenEnded('<a{now>'), 400, 'parse_exception'],
  ['dateMathNothingCaptured', () => catalogue.dateMathNothingCaptured(), 400, 'parse_exception'],
  ['dateMathPatternInvalid', () => catalogue.dateMathPatternInvalid('yyyyyyyyyyyyyyyyyyyy', 'Too many pattern letters: y'), 400, 'illegal_argument_exception'],
  ['zoneRefused', () => catalogue.zoneRefused(catalogue.ZONE_ERRORS.unknownRegion('Mars/Olympus')), 500, 'zone_rules_exception'],
  ['zoneRefused', () => catalogue.zoneRefused(catalogue.ZONE_ERRORS.offsetHours(19)), 500, 'date_time_exception'],
  // mapping.ts
  ['createMappingFailed', () => catalogue.createMappingFailed(es6, '_doc', mapperError), 400, 'mapper_parsing_exception'],
  ['createMappingFailed', () => catalogue.createMappingFailed(es8, '_doc', iae('bad')), 400, 'mapper_parsing_exception'],
  ['putMappingFailed', () => catalogue.putMappingFailed(es8, iae('bad')), 400, 'mapper_parsing_exception'],
  ['putMappingFailed', () => catalogue.putMappingFailed(os, iae('bad')), 400, 'illegal_argument_exception'],
  ['mappingsNotAnObject', () => catalogue.mappingsNotAnObject(), 400, 'mapper_parsing_exception'],
  ['maxShingleSizeOutOfRange', () => catalogue.maxShingleSizeOutOfRange(5), 400, 'mapper_parsing_exception'],
  ['ignoreAboveNegative', () => catalogue.ignoreAboveNegative('-2'), 400, 'mapper_parsing_exception'],
  ['aggregateMetricUnsupported', () => catalogue.aggregateMetricUnsupported('median'), 400, 'mapper_parsing_exception'],
  ['aggregateMetricPropertyRequired', () => catalogue.aggregateMetricPropertyRequired('default_metric', 'm'), 400, 'mapper_parsing_exception'],
  ['aggregateMetricDefaultNotInMetrics', () => catalogue.aggregateMetricDefaultNotInMetrics('sum', 'm'), 400, 'mapper_parsing_exception'],
  ['timeSeriesMetricUnknown', () => catalogue.timeSeriesMetricUnknown('histogram', ['gauge', 'counter', 'summary']), 400, 'mapper_parsing_exception'],
  ['typeMappingNotAnObject', () => catalogue.typeMappingNotAnObject(), 400, 'mapper_parsing_exception'],
  ['typeNestedWithoutIncludeTypeName', () => catalogue.typeNestedWithoutIncludeTypeName(), 400, 'illegal_argument_exception'],
  ['typesInPutMapping', () => catalogue.typesInPutMapping(), 400, 'illegal_argument_exception'],
  ['typesMissing', () => catalogue.typesMissing(['t']), 404, 'type_missing_exception'],
  ['typesPartlyMissing', () => catalogue.typesPartlyMissing(['t'], { logs: { mappings: {} } }), 404, 'type_missing_exception'],
  ['mappingSourceMissing', () => catalogue.mappingSourceMissing(), 400, 'action_request_validation_exception'],
  ['mappingTypeMissing', () => catalogue.mappingTypeMissing(), 400, 'action_request_validation_exception'],
  ['invalidTypeName', () => catalogue.invalidTypeName('', 'empty'), 400, 'illegal_argument_exception'],
  ['invalidTypeName', () => catalogue.invalidTypeName('x'.repeat(256), 'too-long'), 400, 'illegal_argument_exception'],
  ['invalidTypeName', () => catalogue.invalidTypeName('_x', 'underscore'), 400, 'mapper_parsing_exception'],
  ['invalidTypeName', () => catalogue.invalidTypeName('a#b', 'hash'), 400, 'mapper_parsing_exception'],
  ['invalidTypeName', () => catalogue.invalidTypeName('a,b', 'comma'), 400, 'mapper_parsing_exception'],
  ['invalidTypeName', () => catalogue.invalidTypeName('.a', 'dot'), 400, 'mapper_parsing_exception'],
  ['moreThanOneType', () => catalogue.moreThanOneType('logs', ['a', 'b']), 400, 'illegal_argument_exception'],
  ['totalFieldsExceeded', () => catalogue.totalFieldsExceeded(1000, 'logs'), 400, 'illegal_argument_exception'],
  ['depthExceeded', () => catalogue.depthExceeded(es6, 20, 'logs', 'a.b'), 400, 'illegal_argument_exception'],
  ['fieldTypeChange', () => catalogue.fieldTypeChange(es5, 'f', 'long', 'text'), 400, 'illegal_argument_exception'],
  ['fieldTypeChange', () => catalogue.fieldTypeChange(es8, 'f', 'long', 'text'), 400, 'illegal_argument_exception'],
  ['objectLeafClash', () => catalogue.objectLeafClash(es6, 'f'), 400, 'illegal_argument_exception'],
  ['parameterConflict', () => catalogue.parameterConflict('f', 'format', 'default', 'yyyy'), 400, 'illegal_argument_exception'],
  ['nestedClash', () => catalogue.nestedClash('f'), 400, 'illegal_argument_exception'],
  ['unsupportedParameters', () => catalogue.unsupportedParameters('Mapping definition for [f]', ['x : 1']), 400, 'mapper_parsing_exception'],
  ['fieldNotAnObject', () => catalogue.fieldNotAnObject('f'), 400, 'mapper_parsing_exception'],
  ['multiFieldsNotAnObject', () => catalogue.multiFieldsNotAnObject('f', 'string'), 400, 'mapper_parsing_exception'],
  ['propertiesNotAnObject', () => catalogue.propertiesNotAnObject('f'), 400, 'mapper_parsing_exception'],
  ['noTypeSpecified', () => catalogue.noTypeSpecified('f'), 400, 'mapper_parsing_exception'],
  ['noHandlerForType', () => catalogue.noHandlerForType('strin', 'f'), 400, 'mapper_parsing_exception'],
  ['stringIndexValue', () => catalogue.stringIndexValue('maybe', 'f'), 400, 'mapper_parsing_exception'],
  ['formatNotAString', () => catalogue.formatNotAString(), 400, 'mapper_parsing_exception'],
  ['emptyFieldName', () => catalogue.emptyFieldName(), 400, 'illegal_argument_exception'],
  ['blankFieldName', () => catalogue.blankFieldName('a..b'), 400, 'illegal_argument_exception'],
  // dynamicTemplates.ts
  ['booleanExpected', () => catalogue.booleanExpected('yes'), 400, 'illegal_argument_exception'],
  ['couldNotConvertToBoolean', () => catalogue.couldNotConvertToBoolean('dynamic', 'maybe'), 400, 'illegal_argument_exception'],
  ['dynamicTemplatesNotAList', () => catalogue.dynamicTemplatesNotAList(), 400, 'mapper_parsing_exception'],
  ['dynamicTemplateUnnamed', () => catalogue.dynamicTemplateUnnamed(), 400, 'mapper_parsing_exception'],
  ['templatePatternsNotStrings', () => catalogue.templatePatternsNotStrings('match', '[1]'), 400, 'mapper_parsing_exception'],
  ['templateMappingAndRuntime', () => catalogue.templateMappingAndRuntime('t'), 400, 'mapper_parsing_exception'],
  ['templateWithoutMatch', () => catalogue.templateWithoutMatch('{mapping={}}'), 400, 'mapper_parsing_exception'],
  ['templateWithoutMapping', () => catalogue.templateWithoutMapping(true, 't'), 400, 'mapper_parsing_exception'],
  ['noFieldTypeMatched', () => catalogue.noFieldTypeMatched('x', ['object', 'string']), 400, 'illegal_argument_exception'],
  ['illegalTemplateParameter', () => catalogue.illegalTemplateParameter('x'), 400, 'illegal_argument_exception'],
  ['noMatchingPattern', () => catalogue.noMatchingPattern('x'), 400, 'illegal_argument_exception'],
  ['invalidTemplateRegex', () => catalogue.invalidTemplateRegex('[', 't', true), 400, 'mapper_parsing_exception'],
  ['invalidTemplateRegex', () => catalogue.invalidTemplateRegex('[', 't', false), 400, 'illegal_argument_exception'],
  ['invalidTemplateContent', () => catalogue.invalidTemplateContent('t', '{"type":"x"}', ['string'], 'No mapper found for type [x]'), 400, 'illegal_argument_exception'],
  ['templateTypeNotFound', () => catalogue.templateTypeNotFound('x', 'f'), 400, 'mapper_parsing_exception'],
  ['runtimeTemplateUnsupported', () => catalogue.runtimeTemplateUnsupported('t', ['object']), 400, 'mapper_parsing_exception'],
  // documentParsing.ts
  ['fieldValueUnparsable', () => catalogue.fieldValueUnparsable(es5, '', 'n', 'long', '1', () => 'x', catalogue.notANumber('x')), 400, 'mapper_parsing_exception'],
  ['fieldValueUnparsable', () => catalogue.fieldValueUnparsable(es6, '', 'n', 'long', '1', () => 'x', catalogue.notANumber('x')), 400, 'mapper_parsing_exception'],
  ['fieldValueUnparsable', () => catalogue.fieldValueUnparsable(os, '', 'n', 'long', '1', () => 'x', catalogue.notANumber('x')), 400, 'mapper_parsing_exception'],
  ['fieldValueUnparsable', () => catalogue.fieldValueUnparsable(es8, '[1:6] ', 'n', 'long', '1', () => 'x', catalogue.notANumber('x')), 400, 'document_parsing_exception'],
  ['documentParseFailed', () => catalogue.documentParseFailed(es6, '', catalogue.bigIntegerCause()), 400, 'mapper_parsing_exception'],
  ['documentParseFailed', () => catalogue.documentParseFailed(dflt, '[1:6] ', catalogue.bigIntegerCause()), 400, 'document_parsing_exception'],
  ['geometryFieldUnparsable', () => catalogue.geometryFieldUnparsable(es6, '', 'loc', 'geo_point', catalogue.illegalLatitude('95.0', 'loc')), 400, 'mapper_parsing_exception'],
  ['geometryFieldUnparsable', () => catalogue.geometryFieldUnparsable(dflt, '[1:8] ', 'loc', 'geo_point', catalogue.illegalLatitude('95.0', 'loc')), 400, 'document_parsing_exception'],
  ['nullValueUnparsable', () => catalogue.nullValueUnparsable('f', catalogue.ipValueFailure(':1').cause), 400, 'mapper_parsing_exception'],
  ['rankFeatureNullValueRefused', () => catalogue.rankFeatureNullValueRefused('-3.0'), 400, 'illegal_argument_exception'],
  ['rankFeatureNullValueUnreadable', () => catalogue.rankFeatureNullValueUnreadable('For input string: "x"'), 400, 'illegal_argument_exception'],
  ['fieldParseRefused', () => catalogue.fieldParseRefused(es6, '', catalogue.rankFeaturesNotObject('VALUE_NUMBER')), 400, 'mapper_parsing_exception'],
  ['fieldParseRefused', () => catalogue.fieldParseRefused(es8, '[1:6] ', catalogue.rankFeaturesNotObject('VALUE_NUMBER')), 400, 'document_parsing_exception'],
  ['templateFieldFailed', () => catalogue.templateFieldFailed(os, '', catalogue.templateTypeNotFound('x', 'f')), 400, 'mapper_parsing_exception'],
  ['templateFieldFailed', () => catalogue.templateFieldFailed(es8, '[1:6] ', catalogue.templateTypeNotFound('x', 'f')), 400, 'document_parsing_exception'],
  ['strictDynamicMapping', () => catalogue.strictDynamicMapping('strict', 'f', '_doc'), 400, 'strict_dynamic_mapping_exception'],
  ['concreteValueForObject', () => catalogue.concreteValueForObject(es6, '', 'o', 'o'), 400, 'mapper_parsing_exception'],
  ['concreteValueForObject', () => catalogue.concreteValueForObject(es8, '[1:6] ', 'o', 'o'), 400, 'document_parsing_exception'],
  ['dynamicTemplateNotFound', () => catalogue.dynamicTemplateNotFound(os, '', 't', 'f'), 400, 'mapper_parsing_exception'],
  ['dynamicTemplateNotFound', () => catalogue.dynamicTemplateNotFound(es8, '[1:6] ', 't', 'f'), 400, 'document_parsing_exception'],
  ['documentFieldNameInvalid', () => catalogue.documentFieldNameInvalid(' '), 400, 'mapper_parsing_exception'],
  ['ambiguousDottedField', () => catalogue.ambiguousDottedField('a.'), 400, 'mapper_parsing_exception'],
  ['dotOnlyFieldName', () => catalogue.dotOnlyFieldName(getProfile('opensearch@3.2.0'), '.'), 400, 'mapper_parsing_exception'],
  // documents.ts
  ['versionConflict', () => catalogue.versionConflict(es6, idx, 'doc', '1', catalogue.conflictDocumentExists(1)), 409, 'version_conflict_engine_exception'],
  ['documentMissing', () => catalogue.documentMissing(es8, idx, '_doc', '1'), 404, 'document_missing_exception'],
  ['unavailableShards', () => catalogue.unavailableShards(idx, 0, 'ALL', 1, 2, '1m', 'BulkShardRequest [[logs][0]] containing [2] requests'), 503, 'unavailable_shards_exception'],
  ['activeShardCountUnparsable', () => catalogue.activeShardCountUnparsable('many'), 400, 'illegal_argument_exception'],
  ['activeShardCountNegative', () => catalogue.activeShardCountNegative(), 400, 'illegal_argument_exception'],
  ['sourceNotFound', () => catalogue.sourceNotFound('i', '_doc', '1'), 404, 'resource_not_found_exception'],
  ['sourceDocumentNotFound', () => catalogue.sourceDocumentNotFound('logs', '_doc', '1'), 404, 'resource_not_found_exception'],
  ['invalidOpType', () => catalogue.invalidOpType('x'), 400, 'illegal_argument_exception'],
  ['unknownVersionType', () => catalogue.unknownVersionType('x'), 400, 'illegal_argument_exception'],
  ['sourceAndContentTypeMissing', () => catalogue.sourceAndContentTypeMissing(), 400, 'action_request_validation_exception'],
  ['sourceMissing', () => catalogue.sourceMissing(), 400, 'action_request_validation_exception'],
  ['scriptOrDocMissing', () => catalogue.scriptOrDocMissing(), 400, 'action_request_validation_exception'],
  ['idRequiredForVersion', () => catalogue.idRequiredForVersion(), 400, 'action_request_validation_exception'],
  ['emptyId', () => catalogue.emptyId(), 400, 'illegal_argument_exception'],
  ['idTooLong', () => catalogue.idTooLong(513), 400, 'action_request_validation_exception'],
  ['seqNoTermIncomplete', () => catalogue.seqNoTermIncomplete(undefined, 1), 400, 'action_request_validation_exception'],
  ['internalVersioningRefused', () => catalogue.internalVersioningRefused(), 400, 'action_request_validation_exception'],
  ['createVersionTypeRefused', () => catalogue.createVersionTypeRefused(), 400, 'action_request_validation_exception'],
  ['createVersionRefused', () => catalogue.createVersionRefused(), 400, 'action_request_validation_exception'],
  ['scriptAndDoc', () => catalogue.scriptAndDoc(), 400, 'action_request_validation_exception'],
  ['updateUnknownField', () => catalogue.updateUnknownField(at, 'dac', ['doc', 'upsert']), 400, 'x_content_parse_exception'],
  ['routingMissing', () => catalogue.routingMissing('test_1', '1'), 400, 'routing_missing_exception'],
  ['aliasRoutingManyIndices', () => catalogue.aliasRoutingManyIndices('a', ['i1', 'i2']), 400, 'illegal_argument_exception'],
  // scripts.ts
  ['scriptException', () => catalogue.scriptException('runtime error', ['x', '^---- HERE'], 'x', 'painless', { offset: 0, start: 0, end: 1 }, { type: 'null_pointer_exception', message: null }), 400, 'script_exception'],
  ['scriptReturnCast', () => catalogue.scriptReturnCast('params.s', 'painless', 'java.lang.String', 'java.lang.Number'), 400, 'script_exception'],
  ['failedToExecuteScript', () => catalogue.failedToExecuteScript(catalogue.scriptException('compile error', [], 'x', 'painless', undefined, { type: 'illegal_argument_exception', message: 'm' })), 400, 'illegal_argument_exception'],
  ['storedScriptMissing', () => catalogue.storedScriptMissing('s'), 404, 'resource_not_found_exception'],
  ['scriptLangUnsupported', () => catalogue.scriptLangUnsupported('x'), 400, 'illegal_argument_exception'],
  ['scriptSourceOrId', () => catalogue.scriptSourceOrId(), 400, 'illegal_argument_exception'],
  ['storedScriptLang', () => catalogue.storedScriptLang(), 400, 'illegal_argument_exception'],
  ['storedScriptOptions', () => catalogue.storedScriptOptions(), 400, 'illegal_argument_exception'],
  ['scriptUnknownField', () => catalogue.scriptUnknownField('x'), 400, 'x_content_parse_exception'],
  ['scriptBadValue', () => catalogue.scriptBadValue('START_ARRAY'), 400, 'parsing_exception'],
  ['scriptLangNotSimulated', () => catalogue.scriptLangNotSimulated('expression'), 400, 'illegal_argument_exception'],
  ['storedScriptMustHaveSource', () => catalogue.storedScriptMustHaveSource(), 400, 'illegal_argument_exception'],
  ['storedScriptEmptySource', () => catalogue.storedScriptEmptySource(), 400, 'illegal_argument_exception'],
  ['storedScriptContextRefused', () => catalogue.storedScriptContextRefused('s', 'long_field'), 400, 'illegal_argument_exception'],
  ['storedScriptMustHaveLang', () => catalogue.storedScriptMustHaveLang(), 400, 'illegal_argument_exception'],
  ['storedScriptMissingBody', () => catalogue.storedScriptMissingBody(), 400, 'parsing_exception'],
  ['iterableSelfReferencing', () => catalogue.iterableSelfReferencing(), 400, 'illegal_argument_exception'],
  ['scriptedSourceNotMap', () => catalogue.scriptedSourceNotMap('java.lang.String'), 500, 'class_cast_exception'],
  ['scriptOpNotAllowed', () => catalogue.scriptOpNotAllowed('foo'), 400, 'illegal_argument_exception'],
  ['scriptModifiedField', () => catalogue.scriptModifiedField('_index'), 400, 'illegal_argument_exception'],
  ['storedScriptNotExists', () => catalogue.storedScriptNotExists('s'), 404, 'resource_not_found_exception'],
  ['scriptOpMustBeOneOf', () => catalogue.scriptOpMustBeOneOf('junk'), 400, 'illegal_argument_exception'],
  ['scriptMetadataReadOnly', () => catalogue.scriptMetadataReadOnly('_id'), 400, 'illegal_argument_exception'],
  ['scriptInvalidContextFields', () => catalogue.scriptInvalidContextFields(['junk']), 400, 'illegal_argument_exception'],
  ['scriptCannotPutKey', () => catalogue.scriptCannotPutKey('junk', 'stuff'), 400, 'illegal_argument_exception'],
  ['inlineScriptTooLarge', () => catalogue.inlineScriptTooLarge(65535, 70000, 'x'), 400, 'illegal_argument_exception'],
  ['storedScriptTooLarge', () => catalogue.storedScriptTooLarge(65535, 70000, 'x'), 400, 'illegal_argument_exception'],
  ['mustacheCompileFailed', () => catalogue.mustacheCompileFailed('Improperly closed variable in query-template:1', '{{{x}}'), 400, 'script_exception'],
  ['templateMissing', () => catalogue.templateMissing(), 400, 'action_request_validation_exception'],
  ['termvectorsMissingDoc', () => catalogue.termvectorsMissingDoc(), 400, 'action_request_validation_exception'],
  ['fieldCapsFilterUnknown', () => catalogue.fieldCapsFilterUnknown('x'), 400, 'illegal_argument_exception'],
  ['suggestFieldMissing', () => catalogue.suggestFieldMissing(), 400, 'parse_exception'],
  ['suggestIllegalValue', () => catalogue.suggestIllegalValue('max_edits', '3', 'Illegal max_edits value'), 400, 'illegal_argument_exception'],
  ['suggestUnknownOption', () => catalogue.suggestUnknownOption('term', 'x'), 400, 'parsing_exception'],
  ['suggestUnknownType', () => catalogue.suggestUnknownType('nope'), 400, 'named_object_not_found_exception'],
  ['suggestUnsupportedKey', () => catalogue.suggestUnsupportedKey('x'), 400, 'illegal_argument_exception'],
  ['suggestTextMissing', () => catalogue.suggestTextMissing(), 400, 'illegal_argument_exception'],
  ['suggestPhraseParsing', () => catalogue.suggestPhraseParsing("suggester[phrase] doesn't support field [x]"), 400, 'parsing_exception'],
  ['suggestPhraseIllegal', () => catalogue.suggestPhraseIllegal('max_error must be > 0.0'), 400, 'illegal_argument_exception'],
  ['malformedSearchTemplate', () => catalogue.malformedSearchTemplate(), 400, 'illegal_argument_exception'],
  ['templateJsonEof', () => catalogue.templateJsonEof('xcontent-eof-500', 1, 22, 'Unexpected end-of-input'), 500, 'x_content_e_o_f_exception'],
  ['templateJsonInvalid', () => catalogue.templateJsonInvalid(true, 1, 1, 'Unexpected character'), 400, 'x_content_parse_exception'],
  ['storedScriptLangUnsupported', () => catalogue.storedScriptLangUnsupported('x'), 400, 'illegal_argument_exception'],
  ['sourceNotXContent', () => catalogue.sourceNotXContent(), 400, 'mapper_parsing_exception'],
  ['malformedUpdateLine', () => catalogue.malformedUpdateLine('Unexpected token'), 400, 'mapper_parsing_exception'],
  ['noWriteIndex', () => catalogue.noWriteIndex('a'), 400, 'illegal_argument_exception'],
  ['aliasHasManyIndices', () => catalogue.aliasHasManyIndices('a', ['x', 'y']), 400, 'illegal_argument_exception'],
  ['aliasHasManyIndices', () => catalogue.aliasHasManyIndices('a', ['x', 'y'], true), 400, 'illegal_argument_exception'],
  ['malformedActionLine', () => catalogue.malformedActionLine(1, 'START_OBJECT', 'START_ARRAY'), 400, 'illegal_argument_exception'],
  ['unknownActionParameter', () => catalogue.unknownActionParameter(1, 'x'), 400, 'illegal_argument_exception'],
  ['bulkIndexMissing', () => catalogue.bulkIndexMissing(), 400, 'action_request_validation_exception'],
  ['bulkTypeMissing', () => catalogue.bulkTypeMissing(), 400, 'action_request_validation_exception'],
  ['noDocumentsToGet', () => catalogue.noDocumentsToGet(), 400, 'action_request_validation_exception'],
  ['mgetItemsIncomplete', () => catalogue.mgetItemsIncomplete([{ id: '1' }]), 400, 'action_request_validation_exception'],
  ['sourceFilterKind', () => catalogue.sourceFilterKind(), 400, 'parsing_exception'],
  // highlight.ts
  ['highlightParseProblem', () => catalogue.highlightParseProblem('[highlight] unknown field [x]'), 400, 'x_content_parse_exception'],
  ['highlightParseProblem', () => catalogue.highlightParseProblem('[max_analyzed_offset] must be a positive integer', true), 400, 'x_content_parse_exception'],
  ['highlightTagsProblem', () => catalogue.highlightTagsProblem('pre_tags or post_tags must not be empty'), 400, 'parsing_exception'],
  ['highlightFailure', () => catalogue.highlightFailure('unknown highlighter type [x] for the field [f]', 'logs', 1), 400, 'search_phase_execution_exception'],
  // search.ts
  ['searchPhaseFailure', () => catalogue.searchPhaseFailure(400, cause, { shard: 0, index: 'logs' }), 400, 'search_phase_execution_exception'],
  ['shardArgumentFailure', () => catalogue.shardArgumentFailure(es6, 'bad', 'logs'), 500, 'search_phase_execution_exception'],
  ['shardArgumentFailure', () => catalogue.shardArgumentFailure(es8, 'bad', 'logs'), 400, 'search_phase_execution_exception'],
  ['notSupportedBySimulator', () => catalogue.notSupportedBySimulator('A terms lookup query'), 400, 'illegal_argument_exception'],
  ['scriptUnsupported', () => catalogue.scriptUnsupported('_reindex'), 400, 'illegal_argument_exception'],
  ['countKeyUnsupported', () => catalogue.countKeyUnsupported('size'), 400, 'parsing_exception'],
  ['explainQueryMissing', () => catalogue.explainQueryMissing(), 400, 'action_request_validation_exception'],
  ['trackTotalHitsInvalid', () => catalogue.trackTotalHitsInvalid('x'), 400, 'illegal_argument_exception'],
  ['trackTotalHitsNegative', () => catalogue.trackTotalHitsNegative(-2), 400, 'illegal_argument_exception'],
  ['restTotalHitsInaccurate', () => catalogue.restTotalHitsInaccurate(10), 400, 'illegal_argument_exception'],
  ['negativeParameter', () => catalogue.negativeParameter('size', -1), 400, 'illegal_argument_exception'],
  ['searchInvalid', () => catalogue.searchInvalid([catalogue.SEARCH_PROBLEMS.sizeZeroInScroll]), 400, 'action_request_validation_exception'],
  ['malformedSort', () => catalogue.malformedSort(), 400, 'illegal_argument_exception'],
  ['searchAfterShardFailure', () => catalogue.searchAfterShardFailure(catalogue.SEARCH_AFTER_PROBLEMS.from, 'logs'), 500, 'search_phase_execution_exception'],
  ['partialShardsFailure', () => catalogue.partialShardsFailure([catalogue.noTypeSpecified('f')], []), 400, 'search_phase_execution_exception'],
  ['searchAfterDateUnparsable', () => catalogue.searchAfterDateUnparsable('2021-02-11T08:30:04.828Z', 'yyyy-MM-dd HH:mm:ss.SSS', 'logs'), 400, 'search_phase_execution_exception'],
  ['searchAfterMalformed', () => catalogue.searchAfterMalformed('START_OBJECT', false), 400, 'parsing_exception'],
  ['unknownSortOrder', () => catalogue.unknownSortOrder('up'), 400, 'illegal_argument_exception'],
  ['fielddataDisabled', () => catalogue.fielddataDisabled(os, 'f', 'logs'), 400, 'search_phase_execution_exception'],
  ['noMappingToSortOn', () => catalogue.noMappingToSortOn('f', idx), 400, 'search_phase_execution_exception'],
  ['sortNestedOptionRemoved', () => catalogue.sortNestedOptionRemoved(es8, 'nested_path', at), 400, 'x_content_parse_exception'],
  ['nestedSortContextMissing', () => catalogue.nestedSortContextMissing('users.last', idx), 400, 'search_phase_execution_exception'],
  ['sliceNotAnObject', () => catalogue.sliceNotAnObject(), 400, 'parsing_exception'],
  ['sliceIncomplete', () => catalogue.sliceIncomplete(true), 400, 'illegal_argument_exception'],
  ['sliceFieldNotNumeric', () => catalogue.sliceFieldNotNumeric('f'), 400, 'illegal_argument_exception'],
  ['tooManySlices', () => catalogue.tooManySlices(es6, 2000, 1024, 'logs'), 500, 'search_phase_execution_exception'],
  ['msearchHeaderKeyUnsupported', () => catalogue.msearchHeaderKeyUnsupported('x'), 400, 'illegal_argument_exception'],
  // queries.ts
  ['queryNotAnObject', () => catalogue.queryNotAnObject(at), 400, 'parsing_exception'],
  ['queryBodyNotAnObject', () => catalogue.queryBodyNotAnObject('term', at), 400, 'parsing_exception'],
  ['queryWithoutField', () => catalogue.queryWithoutField('term', at), 400, 'parsing_exception'],
  ['queryMultipleFields', () => catalogue.queryMultipleFields('term', 'a', 'b', at), 400, 'parsing_exception'],
  ['queryArrayOfValues', () => catalogue.queryArrayOfValues('term', at), 400, 'parsing_exception'],
  ['boolUnknownField', () => catalogue.boolUnknownField(es8, 'musts', at, at), 400, 'x_content_parse_exception'],
  ['boolUnknownField', () => catalogue.boolUnknownField(es6, 'musts', at, at), 400, 'parsing_exception'],
  ['queryKeyUnsupported', () => catalogue.queryKeyUnsupported('range', 'x', at), 400, 'parsing_exception'],
  ['rangeWithoutObject', () => catalogue.rangeWithoutObject(at), 400, 'parsing_exception'],
  ['queryExpectedEnd', () => catalogue.queryExpectedEnd('term', at), 400, 'parsing_exception'],
  ['constantScoreWithoutFilter', () => catalogue.constantScoreWithoutFilter(at), 400, 'parsing_exception'],
  ['typeQueryValue', () => catalogue.typeQueryValue(at), 400, 'parsing_exception'],
  ['existsWithoutField', () => catalogue.existsWithoutField(at), 400, 'parsing_exception'],
  ['compoundQueryMissing', () => catalogue.compoundQueryMissing("[dis_max] requires 'queries' field with at least one clause", at), 400, 'parsing_exception'],
  ['queryUnknownToken', () => catalogue.queryUnknownToken('multi_match', 'START_OBJECT', 'query', at), 400, 'parsing_exception'],
  ['multiMatchNoText', () => catalogue.multiMatchNoText(at), 400, 'parsing_exception'],
  ['multiMatchUnknownType', () => catalogue.multiMatchUnknownType('x'), 400, 'parse_exception'],
  ['multiMatchOptionNotAllowed', () => catalogue.multiMatchOptionNotAllowed('Fuzziness not allowed for type [phrase]', at), 400, 'parsing_exception'],
  ['unknownQuery', () => catalogue.unknownQuery(es6, 'x', at), 400, 'parsing_exception'],
  ['unknownQuery', () => catalogue.unknownQuery(es8, 'x', at), 400, 'parsing_exception'],
  ['queryDateUnparsable', () => catalogue.queryDateUnparsable(es6, 'x', 'date_optional_time', { range: {} }, idx), 400, 'search_phase_execution_exception'],
  ['queryDateUnparsable', () => catalogue.queryDateUnparsable(es8, 'x', 'date_optional_time', { range: {} }, idx), 400, 'search_phase_execution_exception'],
  ['queryNumberUnparsable', () => catalogue.queryNumberUnparsable('x', idx), 400, 'search_phase_execution_exception'],
  ['tooManyTerms', () => catalogue.tooManyTerms(70_000, 65_536, idx), 400, 'search_phase_execution_exception'],
  ['regexTooLong', () => catalogue.regexTooLong(1001, 1000, idx), 400, 'search_phase_execution_exception'],
  ['spanQueryMalformed', () => catalogue.spanQueryMalformed('span_near must include [clauses]', at), 400, 'parsing_exception'],
  ['intervalsMalformed', () => catalogue.intervalsMalformed('Missing intervals from interval query definition', at), 400, 'parsing_exception'],
  ['intervalsArgumentInvalid', () => catalogue.intervalsArgumentInvalid('Either [gte] or [gt], one of them must be provided'), 400, 'illegal_argument_exception'],
  ['intervalsTooManyTerms', () => catalogue.intervalsTooManyTerms('t*', 128, 'i'), 500, 'search_phase_execution_exception'],
  ['commonArgumentInvalid', () => catalogue.commonArgumentInvalid('text cannot be null'), 400, 'illegal_argument_exception'],
  ['commonAnalyzerNotFound', () => catalogue.commonAnalyzerNotFound('nope', idx), 400, 'search_phase_execution_exception'],
  ['queryAnalyzerNotFound', () => catalogue.queryAnalyzerNotFound('match', 'nope', idx), 400, 'search_phase_execution_exception'],
  ['spanArgumentInvalid', () => catalogue.spanArgumentInvalid('inner clause [big] cannot be null.'), 400, 'illegal_argument_exception'],
  ['mltMalformed', () => catalogue.mltMalformed("more_like_this requires 'like' to be specified", at), 400, 'parsing_exception'],
  ['mltUnsupportedField', () => catalogue.mltUnsupportedField('n', idx), 400, 'search_phase_execution_exception'],
  ['combinedFieldsOptionInvalid', () => catalogue.combinedFieldsOptionInvalid(at, 'fields', '[combined_fields] requires field boosts to be >= 1.0'), 400, 'x_content_parse_exception'],
  ['wrapperMalformed', () => catalogue.wrapperMalformed('wrapper query has no [query] specified', at), 400, 'parsing_exception'],
  ['queryCreateFailure', () => catalogue.queryCreateFailure('illegal_argument_exception', 'Clauses must have same field.', idx), 400, 'search_phase_execution_exception'],
  // queryLimits.ts
  ['expensiveQueryRefused', () => catalogue.expensiveQueryRefused('wildcard', idx), 400, 'search_phase_execution_exception'],
  ['tooManyClauses', () => catalogue.tooManyClauses(1024, idx), 400, 'search_phase_execution_exception'],
  ['tooManyNestedClauses', () => catalogue.tooManyNestedClauses(16384, idx), 400, 'search_phase_execution_exception'],
  ['tooManyNestedClauses', () => catalogue.tooManyNestedClauses(4096, idx, false), 500, 'search_phase_execution_exception'],
  ['aliasFieldWrite', () => catalogue.aliasFieldWrite(es8, '[1:7] ', 'tg'), 400, 'document_parsing_exception'],
  ['aliasFieldWrite', () => catalogue.aliasFieldWrite(es6, '', 'tg'), 400, 'mapper_parsing_exception'],
  // fieldAliases.ts
  ['aliasPathMissing', () => catalogue.aliasPathMissing('a'), 400, 'mapper_parsing_exception'],
  ['aliasPathInvalid', () => catalogue.aliasPathInvalid('a', 'b', 'missing'), 400, 'mapper_parsing_exception'],
  ['aliasNestedScope', () => catalogue.aliasNestedScope('a', 'n.b', undefined, 'n'), 400, 'illegal_argument_exception'],
  // lookups.ts
  ['aliasFilterNeedsFetch', () => catalogue.aliasFilterNeedsFetch('al'), 400, 'illegal_argument_exception'],
  ['explainLookupUnrewritten', () => catalogue.explainLookupUnrewritten(idx), 400, 'query_shard_exception'],
  ['queryStringUnparsable', () => catalogue.queryStringUnparsable('a:', 'Encountered "<EOF>" at line 1, column 2.', 'parse_exception', idx), 400, 'search_phase_execution_exception'],
  ['queryStringFieldsAndDefaultField', () => catalogue.queryStringFieldsAndDefaultField(idx), 400, 'search_phase_execution_exception'],
  ['queryStringMalformed', () => catalogue.queryStringMalformed('[query_string] must be provided with a [query]', { line: 1, col: 1 }), 400, 'parsing_exception'],
  ['simpleQueryStringUnknownFlag', () => catalogue.simpleQueryStringUnknownFlag('NOPE'), 400, 'illegal_argument_exception'],
  ['regexInvalid', () => catalogue.regexInvalid("expected ')' at position 3", idx), 400, 'search_phase_execution_exception'],
  ['regexTooComplex', () => catalogue.regexTooComplex('a{10001}', 10001, 'effort', idx), 400, 'search_phase_execution_exception'],
  // percolate.ts
  ['percolateFieldMissing', () => catalogue.percolateFieldMissing('q', idx), 400, 'search_phase_execution_exception'],
  ['percolateFieldNotPercolator', () => catalogue.percolateFieldNotPercolator('q', 'keyword', idx), 400, 'search_phase_execution_exception'],
  ['percolateNoDocument', () => catalogue.percolateNoDocument(), 400, 'illegal_argument_exception'],
  ['percolateExclusiveFields', () => catalogue.percolateExclusiveFields(['document', 'documents']), 400, 'illegal_argument_exception'],
  ['percolateIndexedDocumentMissing', () => catalogue.percolateIndexedDocumentMissing('i', '1'), 404, 'resource_not_found_exception'],
  ['percolateArgumentRequired', () => catalogue.percolateArgumentRequired('index'), 400, 'illegal_argument_exception'],
  ['percolatorQueryRefused', () => catalogue.percolatorQueryRefused(es8, '[1:10] ', cause), 400, 'document_parsing_exception'],
  ['percolatorQueryRefused', () => catalogue.percolatorQueryRefused(os, '', cause), 400, 'mapper_parsing_exception'],
  ['percolatorUnmappedField', () => catalogue.percolatorUnmappedField(es8, '', 'f', idx), 400, 'document_parsing_exception'],
  ['percolatorQueryUnsupported', () => catalogue.percolatorQueryUnsupported(es6, '', 'has_child'), 400, 'mapper_parsing_exception'],
  ['percolateSourceDisabled', () => catalogue.percolateSourceDisabled('i', '1'), 400, 'illegal_argument_exception'],
  // scroll.ts
  ['timeValueUnparsable', () => catalogue.timeValueUnparsable(es6, '1xs'), 400, 'parse_exception'],
  ['timeValueUnparsable', () => catalogue.timeValueUnparsable(es8, '1xs'), 400, 'illegal_argument_exception'],
  ['timeValueFractional', () => catalogue.timeValueFractional(es5, '1.5m'), 400, 'parse_exception'],
  ['timeValueFractional', () => catalogue.timeValueFractional(os, '1.5m'), 400, 'illegal_argument_exception'],
  ['timeValueUnitMissing', () => catalogue.timeValueUnitMissing(es6, 'scroll', '1'), 400, 'parse_exception'],
  ['timeValueUnitMissing', () => catalogue.timeValueUnitMissing(dflt, 'scroll', '1'), 400, 'illegal_argument_exception'],
  ['keepAliveTooLarge', () => catalogue.keepAliveTooLarge(es6, 172_800_000, 86_400_000, 'logs'), 500, 'search_phase_execution_exception'],
  ['keepAliveTooLarge', () => catalogue.keepAliveTooLarge(es8, 172_800_000, 86_400_000, 'logs'), 400, 'search_phase_execution_exception'],
  ['resultWindowTooLarge', () => catalogue.resultWindowTooLarge(es8, 10_000, 10_001, 'logs'), 400, 'search_phase_execution_exception'],
  ['batchSizeTooLarge', () => catalogue.batchSizeTooLarge(es6, 10_000, 10_001, 'logs'), 500, 'search_phase_execution_exception'],
  ['tooManyScrollContexts', () => catalogue.tooManyScrollContexts(es6, 1, 'logs'), 500, 'search_phase_execution_exception'],
  ['tooManyScrollContexts', () => catalogue.tooManyScrollContexts(es8, 500, 'logs'), 429, 'search_phase_execution_exception'],
  ['tooManyScrollContexts', () => catalogue.tooManyScrollContexts(os, 500, 'logs'), 429, 'search_phase_execution_exception'],
  ['cannotParseScrollId', () => catalogue.cannotParseScrollId(), 400, 'illegal_argument_exception'],
  ['searchContextMissing', () => catalogue.searchContextMissing(7), 404, 'search_phase_execution_exception'],
  // hitShaping.ts
  ['indicesBoostMalformed', () => catalogue.indicesBoostMalformed('VALUE_NUMBER', 'VALUE_STRING'), 400, 'parsing_exception'],
  ['fieldAndFormatMalformed', () => catalogue.fieldAndFormatMalformed('fields', 'VALUE_NUMBER'), 400, 'parsing_exception'],
  ['fieldFormatUnsupported', () => catalogue.fieldFormatUnsupported('k', 'keyword', 'logs'), 400, 'search_phase_execution_exception'],
  ['internalFieldFetch', () => catalogue.internalFieldFetch('_seq_no', 'logs'), 500, 'search_phase_execution_exception'],
  // collapseRescore.ts (SearchService.parseSource, CollapseBuilder, QueryRescorerBuilder)
  ['collapseFieldInvalid', () => catalogue.collapseFieldInvalid(es8, 'field', 'field name is null or empty', at), 400, 'x_content_parse_exception'],
  ['collapseShardRefused', () => catalogue.collapseShardRefused('cannot use `collapse` in conjunction with `rescore`', 'logs'), 500, 'search_phase_execution_exception'],
  ['collapseFieldRefused', () => catalogue.collapseFieldRefused(es8, 'no mapping found for `f` in order to collapse on', 'logs'), 400, 'search_phase_execution_exception'],
  ['collapseMultiValued', () => catalogue.collapseMultiValued(0, 'logs'), 500, 'search_phase_execution_exception'],
  ['rescoreParsing', () => catalogue.rescoreParsing('missing rescore type', at), 400, 'parsing_exception'],
  ['rescoreScoreModeIllegal', () => catalogue.rescoreScoreModeIllegal(es8, 'sum', at), 400, 'x_content_parse_exception'],
  ['rescoreQueryMissing', () => catalogue.rescoreQueryMissing(), 400, 'illegal_argument_exception'],
  ['retrieverParsing', () => catalogue.retrieverParsing('unknown retriever [x]', at), 400, 'parsing_exception'],
  ['rescoreRefused', () => catalogue.rescoreRefused(es8, 'Cannot use [sort] option in conjunction with [rescore].', 'logs'), 400, 'search_phase_execution_exception'],
  // pit.ts
  ['pitSearchInvalid', () => catalogue.pitSearchInvalid([catalogue.PIT_PROBLEMS.indices]), 400, 'action_request_validation_exception'],
  ['pitKeepAliveMissing', () => catalogue.pitKeepAliveMissing(), 400, 'action_request_validation_exception'],
  ['openSearchPitKeepAliveMissing', () => catalogue.openSearchPitKeepAliveMissing(), 400, 'action_request_validation_exception'],
  ['pitIdEmpty', () => catalogue.pitIdEmpty(), 400, 'action_request_validation_exception'],
  ['asyncSearchIdInvalid', () => catalogue.asyncSearchIdInvalid('x'), 400, 'illegal_argument_exception'],
  ['asyncSearchNotFound', () => catalogue.asyncSearchNotFound('x'), 404, 'resource_not_found_exception'],
  // synonyms.ts
  ['synonymsSetNotFound', () => catalogue.synonymsSetNotFound('s'), 404, 'resource_not_found_exception'],
  ['synonymRuleNotFound', () => catalogue.synonymRuleNotFound('r'), 404, 'resource_not_found_exception'],
  ['synonymRuleNotFoundInSet', () => catalogue.synonymRuleNotFoundInSet('r', 's'), 404, 'resource_not_found_exception'],
  ['synonymsSetInUse', () => catalogue.synonymsSetInUse('s', ['a', 'b']), 400, 'illegal_argument_exception'],
  ['synonymsRequestInvalid', () => catalogue.synonymsRequestInvalid(['[from] must be a positive integer']), 400, 'action_request_validation_exception'],
  ['synonymsBodyUnparsable', () => catalogue.synonymsBodyUnparsable('{}'), 400, 'illegal_argument_exception'],
  ['synonymsSetTooLarge', () => catalogue.synonymsSetTooLarge(10000), 400, 'illegal_argument_exception'],
  ['synonymsSetFull', () => catalogue.synonymsSetFull(10000), 400, 'illegal_argument_exception'],
  ['synonymsSetNotSearchTime', () => catalogue.synonymsSetNotSearchTime(), 400, 'illegal_argument_exception'],
  ['synonymsSetRulesUnbuildable', () => catalogue.synonymsSetRulesUnbuildable('s', 'why'), 400, 'illegal_argument_exception'],
  ['asyncSearchSubmitInvalid', () => catalogue.asyncSearchSubmitInvalid(['x']), 400, 'action_request_validation_exception'],
  ['noPitIds', () => catalogue.noPitIds(), 400, 'action_request_validation_exception'],
  ['pitIdMalformed', () => catalogue.pitIdMalformed('Illegal base64 character 2e'), 400, 'illegal_argument_exception'],
  ['pitContextMissing', () => catalogue.pitContextMissing(3, 'logs', 0), 404, 'search_phase_execution_exception'],
  ['tooManyPitContexts', () => catalogue.tooManyPitContexts(300, 'logs'), 429, 'search_phase_execution_exception'],
  ['pitKeepAliveTooLarge', () => catalogue.pitKeepAliveTooLarge(os, 90_000_000, 86_400_000, 'point_in_time.max_keep_alive', 'logs'), 400, 'search_phase_execution_exception'],
  ['scrollIdMissing', () => catalogue.scrollIdMissing(), 400, 'action_request_validation_exception'],
  ['noScrollIds', () => catalogue.noScrollIds(), 400, 'action_request_validation_exception'],
  // templates.ts
  ['indexTemplateMissing', () => catalogue.indexTemplateMissing('t'), 404, 'index_template_missing_exception'],
  ['invalidIndexTemplate', () => catalogue.invalidIndexTemplate('t', 'bad'), 400, 'invalid_index_template_exception'],
  ['templateValidationFailed', () => catalogue.templateValidationFailed('T', [catalogue.TEMPLATE_NAME_PROBLEMS.upperCase]), 400, 'invalid_index_template_exception'],
  ['templateExists', () => catalogue.templateExists('composable', 't'), 400, 'illegal_argument_exception'],
  ['templatesNotFound', () => catalogue.templatesNotFound('index template', 't'), 404, 'resource_not_found_exception'],
  ['componentTemplateMissing', () => catalogue.componentTemplateMissing(es8, 'c'), 404, 'resource_not_found_exception'],
  ['componentTemplateMissing', () => catalogue.componentTemplateMissing(os, 'c'), 404, 'index_template_missing_exception'],
  ['componentTemplatesInUse', () => catalogue.componentTemplatesInUse(['c'], ['t']), 400, 'illegal_argument_exception'],
  ['composableTemplateInvalid', () => catalogue.composableTemplateInvalid([catalogue.COMPOSABLE_PROBLEMS.negativePriority]), 400, 'action_request_validation_exception'],
  ['componentTemplatesDoNotExist', () => catalogue.componentTemplatesDoNotExist('t', ['c'], false), 400, 'invalid_index_template_exception'],
  ['composableTemplatesOverlap', () => catalogue.composableTemplatesOverlap('t', ['logs-*'], 'u', 'u => [logs-*]', 0), 400, 'illegal_argument_exception'],
  ['compositionInvalid', () => catalogue.compositionInvalid('t', ['c'], mapperError.cause), 400, 'illegal_argument_exception'],
  ['aliasIsTemplatePattern', () => catalogue.aliasIsTemplatePattern('logs', ['logs']), 400, 'illegal_argument_exception'],
  ['malformedIndexPatterns', () => catalogue.malformedIndexPatterns(), 400, 'illegal_argument_exception'],
  ['malformedTemplateVersion', () => catalogue.malformedTemplateVersion(), 400, 'illegal_argument_exception'],
  ['malformedTemplateSettings', () => catalogue.malformedTemplateSettings(), 400, 'illegal_argument_exception'],
  ['malformedTemplateAliases', () => catalogue.malformedTemplateAliases(), 400, 'illegal_argument_exception'],
  ['malformedTemplateMappings', () => catalogue.malformedTemplateMappings('doc'), 400, 'illegal_argument_exception'],
  ['unknownTemplateKey', () => catalogue.unknownTemplateKey('x'), 400, 'parse_exception'],
  ['templatePatternsMissing', () => catalogue.templatePatternsMissing(es5), 400, 'action_request_validation_exception'],
  ['templateContentNotAnObject', () => catalogue.templateContentNotAnObject(), 400, 'parse_exception'],
  ['simulateNeedsTemplate', () => catalogue.simulateNeedsTemplate(), 400, 'illegal_argument_exception'],
  ['simulateUnknownTemplate', () => catalogue.simulateUnknownTemplate('t'), 400, 'illegal_argument_exception'],
  // jobs.ts
  ['fieldsInBodyAndParam', () => catalogue.fieldsInBodyAndParam(), 400, 'illegal_argument_exception'],
  ['noFieldsSpecified', () => catalogue.noFieldsSpecified(), 400, 'action_request_validation_exception'],
  ['badTasksGroupBy', () => catalogue.badTasksGroupBy(es5, 'none'), 400, 'illegal_argument_exception'],
  ['invalidConflicts', () => catalogue.invalidConflicts('x'), 400, 'illegal_argument_exception'],
  ['maxDocsTwice', () => catalogue.maxDocsTwice(1, 2), 400, 'illegal_argument_exception'],
  ['maxDocsNegative', () => catalogue.maxDocsNegative(-2), 400, 'illegal_argument_exception'],
  ['maxDocsBelowSlices', () => catalogue.maxDocsBelowSlices(), 400, 'illegal_argument_exception'],
  ['maxDocsNotANumber', () => catalogue.maxDocsNotANumber('"x"'), 400, 'illegal_argument_exception'],
  ['sizeRefused', () => catalogue.sizeRefused(), 400, 'illegal_argument_exception'],
  ['invalidSlices', () => catalogue.invalidSlices('x', true), 400, 'illegal_argument_exception'],
  ['invalidRequestsPerSecond', () => catalogue.invalidRequestsPerSecond('0', false), 400, 'illegal_argument_exception'],
  ['jobInvalid', () => catalogue.jobInvalid([catalogue.JOB_PROBLEMS.queryMissing]), 400, 'action_request_validation_exception'],
  ['reindexBodyNotAnObject', () => catalogue.reindexBodyNotAnObject(es6, 'START_ARRAY'), 400, 'parse_exception'],
  ['reindexBodyNotAnObject', () => catalogue.reindexBodyNotAnObject(es8, 'START_ARRAY'), 400, 'x_content_parse_exception'],
  ['notAListOrString', () => catalogue.notAListOrString('index', '1'), 400, 'illegal_argument_exception'],
  ['remoteNotAnObject', () => catalogue.remoteNotAnObject('1'), 400, 'illegal_argument_exception'],
  ['reindexPipelineParameter', () => catalogue.reindexPipelineParameter(), 400, 'illegal_argument_exception'],
  ['unknownHealthStatus', () => catalogue.unknownHealthStatus('x'), 400, 'illegal_argument_exception'],
  ['unknownWaitForStatus', () => catalogue.unknownWaitForStatus(os, 'X'), 400, 'illegal_argument_exception'],
  ['terminateAfterNegative', () => catalogue.terminateAfterNegative(), 400, 'illegal_argument_exception'],
  ['softDeletesRequired', () => catalogue.softDeletesRequired(), 400, 'illegal_argument_exception'],
  ['clusterSettingNotDynamic', () => catalogue.clusterSettingNotDynamic('persistent', 'k'), 400, 'illegal_argument_exception'],
  ['settingValueUnparsable', () => catalogue.settingValueUnparsable(catalogue.byteSizeUnparsable('k', 'x')), 400, 'illegal_argument_exception'],
  ['settingTimeBelowMinimum', () => catalogue.settingTimeBelowMinimum('k', '1s', '10s'), 400, 'illegal_argument_exception'],
  ['settingValueIllegal', () => catalogue.settingValueIllegal('Illegal allocation.enable value [X]'), 400, 'illegal_argument_exception'],
  ['settingPercentUnparsable', () => catalogue.settingPercentUnparsable('x%'), 400, 'illegal_argument_exception'],
  ['noValidExpandWildcard', () => catalogue.noValidExpandWildcard('x'), 400, 'illegal_argument_exception'],
  ['floatParameterInvalid', () => catalogue.floatParameterInvalid('min_score', 'x'), 400, 'illegal_argument_exception'],
  ['notAnAlias', () => catalogue.notAnAlias('d'), 404, 'index_not_found_exception'],
  ['requireDataStreamNoTemplate', () => catalogue.requireDataStreamNoTemplate('d'), 404, 'index_not_found_exception'],
  ['requireDataStreamNotAStream', () => catalogue.requireDataStreamNotAStream('d'), 404, 'resource_not_found_exception'],
  ['reindexIntoSource', () => catalogue.reindexIntoSource('d'), 400, 'action_request_validation_exception'],
  ['sourceNotStored', () => catalogue.sourceNotStored('logs', undefined, '1'), 400, 'illegal_argument_exception'],
  ['remoteFieldNotAString', () => catalogue.remoteFieldNotAString('username', '1'), 400, 'illegal_argument_exception'],
  ['remoteHostMissing', () => catalogue.remoteHostMissing(), 400, 'null_pointer_exception'],
  ['remoteHostMalformed', () => catalogue.remoteHostMalformed('x'), 400, 'illegal_argument_exception'],
  ['remoteTimeoutUnparsable', () => catalogue.remoteTimeoutUnparsable('xs', 'x'), 400, 'parse_exception'],
  ['remoteFieldsUnsupported', () => catalogue.remoteFieldsUnsupported(['x']), 400, 'illegal_argument_exception'],
  ['remoteNotAllowed', () => catalogue.remoteNotAllowed(os, 'h', 9200), 400, 'illegal_argument_exception'],
  ['malformedTaskId', () => catalogue.malformedTaskId('x:y', 'y'), 400, 'illegal_argument_exception'],
  ['taskNotFound', () => catalogue.taskNotFound('n:1'), 404, 'resource_not_found_exception'],
  ['taskNodeUnknown', () => catalogue.taskNodeUnknown('m:1', 'm'), 404, 'resource_not_found_exception'],
  ['taskMissing', () => catalogue.taskMissing('n:1'), 404, 'resource_not_found_exception'],
  ['cancelTaskNotFound', () => catalogue.cancelTaskNotFound('n:1'), 404, 'resource_not_found_exception'],
  ['noSuchNode', () => catalogue.noSuchNode('m'), 404, 'no_such_node_exception'],
  ['failedNode', () => catalogue.failedNode('m', catalogue.noSuchNode('m')), 500, 'failed_node_exception'],
  ['rethrottleRpsMissing', () => catalogue.rethrottleRpsMissing(), 400, 'illegal_argument_exception'],
  // cluster.ts
  ['noClusterSettingsToUpdate', () => catalogue.noClusterSettingsToUpdate(), 400, 'action_request_validation_exception'],
  ['clusterSettingNotRecognized', () => catalogue.clusterSettingNotRecognized('persistent', 'x'), 400, 'illegal_argument_exception'],
  ['unknownCatSortKey', () => catalogue.unknownCatSortKey('x'), 500, 'unsupported_operation_exception'],
  // snapshots.ts
  ['repositoryMissing', () => catalogue.repositoryMissing('backups'), 404, 'repository_missing_exception'],
  // runtimeFields.ts
  ['runtimeFieldInvalid', () => catalogue.runtimeFieldInvalid('No type specified for runtime field [f]'), 400, 'mapper_parsing_exception'],
  ['runtimeMappingsInvalid', () => catalogue.runtimeMappingsInvalid('No type specified for runtime field [f]', 'logs'), 400, 'search_phase_execution_exception'],
  ['lookupInputUnmapped', () => catalogue.lookupInputUnmapped('host', 'logs', 'uuid'), 400, 'search_phase_execution_exception'],
  ['tooManyScriptFields', () => catalogue.tooManyScriptFields(es8, 2, 3, 'logs'), 400, 'search_phase_execution_exception'],
  ['expressionScriptError', () => catalogue.expressionScriptError('compile error', '1 +', '1 +', 3, 'x'), 400, 'script_exception'],
  ['runtimeFieldCycle', () => catalogue.runtimeFieldCycle(['a', 'b', 'a']), 400, 'illegal_argument_exception'],
  // scoring.ts
  ['scoreQueryMalformed', () => catalogue.scoreQueryMalformed('failed to parse [function_score] query. field [x] is not supported', at), 400, 'parsing_exception'],
  ['scoreFunctionUnknown', () => catalogue.scoreFunctionUnknown(es8, 'foo', at), 400, 'named_object_not_found_exception'],
  ['enumConstantMissing', () => catalogue.enumConstantMissing('org.elasticsearch.common.lucene.search.function.CombineFunction', 'foo'), 400, 'illegal_argument_exception'],
  ['multiValueModeUnknown', () => catalogue.multiValueModeUnknown('foo'), 400, 'illegal_argument_exception'],
  ['weightNegative', () => catalogue.weightNegative(), 400, 'illegal_argument_exception'],
  ['scoreQueryNotCreated', () => catalogue.scoreQueryNotCreated('illegal_argument_exception', 'function_score : scale must be > 0.0.', idx), 400, 'search_phase_execution_exception'],
  ['scoreShardParsing', () => catalogue.scoreShardParsing('unknown field [x]', at, 'logs'), 400, 'search_phase_execution_exception'],
  ['scoreArgumentFailure', () => catalogue.scoreArgumentFailure(es8, 'field value function must not produce negative scores', 'logs'), 400, 'search_phase_execution_exception'],
  ['scoreFailed', () => catalogue.scoreFailed(es8, 'Missing value for field [n]', 'logs'), 500, 'search_phase_execution_exception'],
  ['scriptShardFailure', () => catalogue.scriptShardFailure(catalogue.scriptException('runtime error', [], 'x', 'painless', undefined, { type: 'null_pointer_exception', message: null }), 'logs'), 400, 'search_phase_execution_exception'],
  ['scriptQueryNotCreated', () => catalogue.scriptQueryNotCreated(catalogue.scriptException('compile error', [], 'x', 'painless', undefined, { type: 'illegal_argument_exception', message: 'x' }), idx), 400, 'search_phase_execution_exception'],
  ['scriptScoreInvalid', () => catalogue.scriptScoreInvalid(es8, '-1.0', 0, 'logs'), 400, 'search_phase_execution_exception'],
  ['scriptResultNotCast', () => catalogue.scriptResultNotCast('x', 'java.lang.String', 'double'), 400, 'script_exception'],
  ['scoreQueryInvalid', () => catalogue.scoreQueryInvalid('[pinned] ids and docs cannot both be used', at), 400, 'parsing_exception'],
  ['scriptSortTypeUnknown', () => catalogue.scriptSortTypeUnknown('foo'), 400, 'illegal_argument_exception'],
  ['scoreQueryRequired', () => catalogue.scoreQueryRequired(['script']), 400, 'illegal_argument_exception'],
  // aggs.ts
  ['unknownAggregationType', () => catalogue.unknownAggregationType(es8, 'x'), 400, 'parsing_exception'],
  ['unknownAggregationType', () => catalogue.unknownAggregationType(es6, 'x'), 400, 'parsing_exception'],
  ['unknownAggregationType', () => catalogue.unknownAggregationType(es5, 'x', at, 'name'), 400, 'parsing_exception'],
  ['aggTreeProblem', () => catalogue.aggTreeProblem('Missing definition for aggregation [a]'), 400, 'parsing_exception'],
  ['duplicateAggName', () => catalogue.duplicateAggName('a'), 400, 'illegal_argument_exception'],
  ['movAvgModelSettings', () => catalogue.movAvgModelSettings('ewma', at, 'Parameter [alpha] must be between 0-1 inclusive.  Providedvalue was [2.0]'), 400, 'parsing_exception'],
  ['movAvgHoltWintersWindow', () => catalogue.movAvgHoltWintersWindow(1, 1), 400, 'illegal_argument_exception'],
  ['movAvgHoltWintersTooFew', () => catalogue.movAvgHoltWintersTooFew(2, 3), 400, 'illegal_argument_exception'],
  ['movAvgSettingParse', () => catalogue.movAvgSettingParse('failed to parse seasonality type [x]. accepted values are [[add, mult]]'), 400, 'parse_exception'],
  ['compositeSourceUnknownField', () => catalogue.compositeSourceUnknownField(es8, 'interval', at, at, ['fixed_interval']), 400, 'x_content_parse_exception'],
  ['multiFieldUnexpectedToken', () => catalogue.multiFieldUnexpectedToken('m', 'script', 'START_OBJECT', at, true), 400, 'parsing_exception'],
  ['compositeFormatNotReadable', () => catalogue.compositeFormatNotReadable('DocValueFormat.DateTime(format[yyyy-MM] locale[], Z, MILLISECONDS)', 1, 0), 400, 'illegal_argument_exception'],
  ['aggUnknownParam', () => catalogue.aggUnknownParam(es8, 'terms', 'x', at), 400, 'x_content_parse_exception'],
  ['aggUnknownParam', () => catalogue.aggUnknownParam(es6, 'terms', 'x', at), 400, 'parsing_exception'],
  ['aggBadParam', () => catalogue.aggBadParam(es8, 'terms', 'size', at, '[size] must be greater than 0.'), 400, 'x_content_parse_exception'],
  ['aggBadParam', () => catalogue.aggBadParam(es6, 'terms', 'size', at), 400, 'parsing_exception'],
  ['aggInvalid', () => catalogue.aggInvalid('bad'), 400, 'illegal_argument_exception'],
  ['aggValidation', () => catalogue.aggValidation(['bad']), 400, 'action_request_validation_exception'],
  ['matchOnlyTextNoFielddata', () => catalogue.matchOnlyTextNoFielddata('i'), 400, 'search_phase_execution_exception'],
  ['noFielddata', () => catalogue.noFielddata(es8, 'f', 'i', 'match_only_text'), 400, 'search_phase_execution_exception'],
  ['termsEnumValidation', () => catalogue.termsEnumValidation(['field cannot be null']), 400, 'action_request_validation_exception'],
  ['aggShardFailure', () => catalogue.aggShardFailure('bad', 'logs'), 400, 'search_phase_execution_exception'],
  ['aggMissingNotANumber', () => catalogue.aggMissingNotANumber('abc', 'logs'), 400, 'search_phase_execution_exception'],
  ['aggReduceFailure', () => catalogue.aggReduceFailure('bad'), 400, 'search_phase_execution_exception'],
  ['reduceFailure', () => catalogue.reduceFailure('bad'), 400, 'search_phase_execution_exception'],
  ['phraseWithoutPositions', () => catalogue.phraseWithoutPositions('illegal_state_exception', 'f', false, { name: 'i', uuid: 'u' }), 400, 'search_phase_execution_exception'],
  ['spanTermWithoutPositions', () => catalogue.spanTermWithoutPositions('f', { name: 'i', uuid: 'u' }), 400, 'search_phase_execution_exception'],
  ['docValuesDisabled', () => catalogue.docValuesDisabled('f', 'keyword', 'i'), 400, 'search_phase_execution_exception'],
  ['fieldNotIndexed', () => catalogue.fieldNotIndexed('f', true, { name: 'i', uuid: 'u' }), 400, 'search_phase_execution_exception'],
  ['unsignedSortAcrossIndices', () => catalogue.unsignedSortAcrossIndices(), 400, 'search_phase_execution_exception'],
  ['aggExecutionFailure', () => catalogue.aggExecutionFailure(es8, 'bad', 'logs'), 500, 'search_phase_execution_exception'],
  ['tooManyBuckets', () => catalogue.tooManyBuckets(es8, 10, 11, 'logs'), 400, 'search_phase_execution_exception'],
  ['tooManyBuckets', () => catalogue.tooManyBuckets(os, 10, 11, 'logs'), 503, 'search_phase_execution_exception'],
  ['bucketsPathInvalid', () => catalogue.bucketsPathInvalid(es8, 'bad'), 500, 'aggregation_execution_exception'],
  ['aggNeedsScripts', () => catalogue.aggNeedsScripts('bucket_script'), 400, 'illegal_argument_exception'],
  ['aggCannotHaveSubs', () => catalogue.aggCannotHaveSubs('a', 'avg'), 500, 'aggregation_initialization_exception'],
  ['aggFieldNotSupported', () => catalogue.aggFieldNotSupported('k', 'keyword', 'avg', 'logs'), 400, 'search_phase_execution_exception'],
  ['aggScriptNotSupported', () => catalogue.aggScriptNotSupported('string', 'min', 'logs'), 400, 'search_phase_execution_exception'],
  ['hdrOutOfBounds', () => catalogue.hdrOutOfBounds('The value -10.0 is out of bounds', 'logs'), 500, 'search_phase_execution_exception'],
  // dataStreams.ts
  ['dataStreamExists', () => catalogue.dataStreamExists('logs-a'), 400, 'resource_already_exists_exception'],
  // tsdb.ts
  ['tsdbSettingRequiresMode', () => catalogue.tsdbSettingRequiresMode('index.routing_path'), 400, 'illegal_argument_exception'],
  ['tsdbSettingIncompatible', () => catalogue.tsdbSettingIncompatible('index.sort.field'), 400, 'illegal_argument_exception'],
  ['tsdbRoutingPathRequired', () => catalogue.tsdbRoutingPathRequired(), 400, 'illegal_argument_exception'],
  ['tsdbEmptyDate', () => catalogue.tsdbEmptyDate(), 400, 'illegal_argument_exception'],
  ['tsdbBadDate', () => catalogue.tsdbBadDate('x'), 400, 'illegal_argument_exception'],
  ['tsdbEndTimeNotLarger', () => catalogue.tsdbEndTimeNotLarger(2, 1), 400, 'illegal_argument_exception'],
  ['tsdbRoutingForbidden', () => catalogue.tsdbRoutingForbidden(), 400, 'illegal_argument_exception'],
  ['tsdbNestedFields', () => catalogue.tsdbNestedFields(), 400, 'illegal_argument_exception'],
  ['sourceModeUnknown', () => catalogue.sourceModeUnknown(), 400, 'mapper_parsing_exception'],
  ['sourceModeAndEnabled', () => catalogue.sourceModeAndEnabled(), 400, 'mapper_parsing_exception'],
  ['sourceFilteringSynthetic', () => catalogue.sourceFilteringSynthetic(), 400, 'illegal_argument_exception'],
  ['timeSeriesOnlySynthetic', () => catalogue.timeSeriesOnlySynthetic(), 400, 'illegal_argument_exception'],
  ['logsdbOnlySynthetic', () => catalogue.logsdbOnlySynthetic(), 400, 'illegal_argument_exception'],
  ['sourceDisabledInMode', () => catalogue.sourceDisabledInMode('logsdb'), 400, 'illegal_argument_exception'],
  ['noSyntheticSource', () => catalogue.noSyntheticSource('f', 'text', ''), 400, 'illegal_argument_exception'],
  ['tsdbNestedDimension', () => catalogue.tsdbNestedDimension('n.d'), 400, 'illegal_argument_exception'],
  ['tsdbRoutingPathField', () => catalogue.tsdbRoutingPathField('d', 'was [object]', true), 400, 'illegal_argument_exception'],
  ['tsdbShadowedField', () => catalogue.tsdbShadowedField('d', 'time_series_dimension'), 400, 'mapper_parsing_exception'],
  ['tsdbOperationRefused', () => catalogue.tsdbOperationRefused('update', 'i'), 400, 'illegal_argument_exception'],
  ['tsdbDocumentRefused', () => catalogue.tsdbDocumentRefused('[1:2] ', 'why'), 400, 'document_parsing_exception'],
  ['tsdbNoRoutingFields', () => catalogue.tsdbNoRoutingFields(), 400, 'illegal_argument_exception'],
  ['tsdbRoutingValueNotString', () => catalogue.tsdbRoutingValueNotString('x'), 400, 'illegal_argument_exception'],
  ['tsdbRuntimeMatchesRoutingPath', () => catalogue.tsdbRuntimeMatchesRoutingPath('d.x'), 400, 'illegal_argument_exception'],
  ['tsdbTsidNotSearchable', () => catalogue.tsdbTsidNotSearchable(es8, 'i'), 400, 'search_phase_execution_exception'],
  ['tsdbOutsideStreamRanges', () => catalogue.tsdbOutsideStreamRanges('t', ['[a,b]']), 400, 'illegal_argument_exception'],
  ['tsdbIdMismatch', () => catalogue.tsdbIdMismatch('[1:2] ', 'a', 'b', 'i'), 400, 'document_parsing_exception'],
  // failureStore.ts
  ['optionsWithoutDataStream', () => catalogue.optionsWithoutDataStream('t'), 400, 'illegal_argument_exception'],
  ['noDataStreamOption', () => catalogue.noDataStreamOption(), 400, 'action_request_validation_exception'],
  ['dataStreamNameInvalid', () => catalogue.dataStreamNameInvalid('a#b', "must not contain '#'"), 400, 'illegal_argument_exception'],
  ['noDataStreamTemplate', () => catalogue.noDataStreamTemplate('logs-a'), 400, 'illegal_argument_exception'],
  ['templateWithoutDataStream', () => catalogue.templateWithoutDataStream('t', 'logs-a'), 400, 'illegal_argument_exception'],
  ['onlyCreateInDataStreams', () => catalogue.onlyCreateInDataStreams(), 400, 'illegal_argument_exception'],
  ['backingIndexWrite', () => catalogue.backingIndexWrite('index', 'logs-a'), 400, 'illegal_argument_exception'],
  ['timestampFieldProblem', () => catalogue.timestampFieldProblem(es6, '', '@timestamp', 'missing'), 400, 'mapper_parsing_exception'],
  ['timestampFieldProblem', () => catalogue.timestampFieldProblem(es8, '[1:2] ', '@timestamp', 'multiple'), 400, 'document_parsing_exception'],
  ['timestampFieldType', () => catalogue.timestampFieldType('@timestamp', 'keyword'), 400, 'illegal_argument_exception'],
  ['deleteWriteIndex', () => catalogue.deleteWriteIndex('.ds-a-000001', 'a'), 400, 'illegal_argument_exception'],
  ['dataStreamNameClash', () => catalogue.dataStreamNameClash('logs-a'), 500, 'illegal_state_exception'],
  ['dataStreamNotAllowed', () => catalogue.dataStreamNotAllowed('logs-a'), 400, 'illegal_argument_exception'],
  ['migrateNotAlias', () => catalogue.migrateNotAlias('a'), 400, 'illegal_argument_exception'],
  ['migrateNoWriteIndex', () => catalogue.migrateNoWriteIndex('a'), 400, 'illegal_argument_exception'],
  ['migrateAliasFilter', () => catalogue.migrateAliasFilter('a'), 400, 'illegal_argument_exception'],
  ['migrateNoTimestamp', () => catalogue.migrateNoTimestamp('i'), 400, 'illegal_argument_exception'],
  ['modifyStreamMissing', () => catalogue.modifyStreamMissing('a'), 400, 'illegal_argument_exception'],
  ['promoteStreamMissing', () => catalogue.promoteStreamMissing('a'), 404, 'resource_not_found_exception'],
  ['modifyIndexMissing', () => catalogue.modifyIndexMissing('i'), 400, 'illegal_argument_exception'],
  ['modifyIndexInOtherStream', () => catalogue.modifyIndexInOtherStream('i', 'b', 'a'), 400, 'illegal_argument_exception'],
  ['modifyRemoveWriteIndex', () => catalogue.modifyRemoveWriteIndex('i', 'a'), 400, 'illegal_argument_exception'],
  ['modifyNotBacking', () => catalogue.modifyNotBacking('i', 'a'), 400, 'illegal_argument_exception'],
  ['modifyIndexHasAliases', () => catalogue.modifyIndexHasAliases('i', 'a', ['x']), 400, 'illegal_argument_exception'],
  ['modifyActionsInvalid', () => catalogue.modifyActionsInvalid('must specify at least one data stream modification action'), 400, 'illegal_argument_exception'],
  ['customRoutingRefused', () => catalogue.customRoutingRefused(es8, 'logs-a'), 400, 'illegal_argument_exception'],
  ['rolloverStreamName', () => catalogue.rolloverStreamName(), 400, 'illegal_argument_exception'],
  ['rolloverStreamBody', () => catalogue.rolloverStreamBody(), 400, 'illegal_argument_exception'],
  ['backingIndexAliases', () => catalogue.backingIndexAliases('.ds-a-000001', 'a'), 400, 'illegal_argument_exception'],
  ['lazyRolloverRefused', () => catalogue.lazyRolloverRefused(false, false), 400, 'illegal_argument_exception'],
  ['emptyFailureStoreConditions', () => catalogue.emptyFailureStoreConditions(), 500, 'illegal_state_exception'],
  ['aliasStreamsAndIndicesMixed', () => catalogue.aliasStreamsAndIndicesMixed(['metrics-*']), 400, 'illegal_argument_exception'],
  ['dataStreamsOnly', () => catalogue.dataStreamsOnly('logs-a-b', 'logs'), 400, 'illegal_argument_exception'],
  ['templateInUseByStreams', () => catalogue.templateInUseByStreams(['t'], ['logs-a']), 400, 'illegal_argument_exception'],
  // analysis.ts
  ['unknownAnalysisType', () => catalogue.unknownAnalysisType('filter', 'x', 'f'), 400, 'illegal_argument_exception'],
  ['analysisComponentWithoutType', () => catalogue.analysisComponentWithoutType('analyzer', 'a'), 400, 'illegal_argument_exception'],
  ['customAnalyzerWithoutTokenizer', () => catalogue.customAnalyzerWithoutTokenizer('a'), 400, 'illegal_argument_exception'],
  ['customAnalyzerMissingComponent', () => catalogue.customAnalyzerMissingComponent('Custom Analyzer', 'a', 'tokenizer', 't'), 400, 'illegal_argument_exception'],
  ['normalizerWithTokenizer', () => catalogue.normalizerWithTokenizer('n'), 400, 'illegal_argument_exception'],
  ['normalizerMayNotUse', () => catalogue.normalizerMayNotUse('n', 'filter', 'porter_stem'), 400, 'illegal_argument_exception'],
  ['requestNormalizerMayNotUse', () => catalogue.requestNormalizerMayNotUse('char filter', 'html_strip'), 400, 'illegal_argument_exception'],
  ['badAnalysisSetting', () => catalogue.badAnalysisSetting('length parameter must be provided'), 400, 'illegal_argument_exception'],
  ['regexPatternTooComplex', () => catalogue.regexPatternTooComplex(), 400, 'illegal_argument_exception'],
  ['analyzerNotFound', () => catalogue.analyzerNotFound('x', true), 400, 'illegal_argument_exception'],
  ['analysisComponentNotFound', () => catalogue.analysisComponentNotFound('tokenizer', 'x', false), 400, 'illegal_argument_exception'],
  ['anonymousComponentWithoutType', () => catalogue.anonymousComponentWithoutType('tokenizer', '{}'), 400, 'illegal_argument_exception'],
  ['normalizerNotFound', () => catalogue.normalizerNotFound('n'), 400, 'illegal_argument_exception'],
  ['normalizerNeedsIndex', () => catalogue.normalizerNeedsIndex(), 400, 'illegal_argument_exception'],
  ['analyzeFieldNeedsIndex', () => catalogue.analyzeFieldNeedsIndex(), 400, 'illegal_argument_exception'],
  ['analyzeFieldNotTokenized', () => catalogue.analyzeFieldNotTokenized('n'), 400, 'illegal_argument_exception'],
  ['analyzeRequestInvalid', () => catalogue.analyzeRequestInvalid(['text is missing']), 400, 'action_request_validation_exception'],
  ['tooManyTokens', () => catalogue.tooManyTokens(3), 500, 'illegal_state_exception'],
  ['analyzeBodyRequired', () => catalogue.analyzeBodyRequired(), 400, 'parse_exception'],
  ['analysisNotSimulated', () => catalogue.analysisNotSimulated('analyzer', 'french'), 400, 'illegal_argument_exception'],
  ['snowballStemmerInvalid', () => catalogue.snowballStemmerInvalid('Klingon'), 400, 'illegal_argument_exception'],
  ['analyzerNotConfigured', () => catalogue.analyzerNotConfigured('analyzer', 'x'), 400, 'mapper_parsing_exception'],
  ['analyzerNameReserved', () => catalogue.analyzerNameReserved('_x'), 400, 'illegal_argument_exception'],
  ['defaultIndexAnalyzerRemoved', () => catalogue.defaultIndexAnalyzerRemoved('i'), 400, 'illegal_argument_exception'],
  ['analysisFileMissing', () => catalogue.analysisFileMissing('synonyms_path', 'analysis/synonym.txt'), 400, 'illegal_argument_exception'],
  ['analysisNameRemoved', () => catalogue.analysisNameRemoved('The [standard] token filter has been removed.'), 400, 'illegal_argument_exception'],
  // ingest.ts
  ['ingestConfigError', () => catalogue.ingestConfigError('required property is missing', 'set', 't', 'field'), 400, 'parse_exception'],
  ['ingestConfigWrapped', () => catalogue.ingestConfigWrapped(catalogue.failProcessor('x'), 'fail', 't'), 500, 'fail_processor_exception'],
  ['pipelineMissing', () => catalogue.pipelineMissing('p'), 404, 'resource_not_found_exception'],
  ['searchPipelineUndefined', () => catalogue.searchPipelineUndefined('p'), 400, 'illegal_argument_exception'],
  ['searchPipelineNamedAndInline', () => catalogue.searchPipelineNamedAndInline(), 400, 'illegal_argument_exception'],
  ['searchProcessorTypeInvalid', () => catalogue.searchProcessorTypeInvalid('x'), 400, 'illegal_argument_exception'],
  ['searchProcessorWrongKind', () => catalogue.searchProcessorWrongKind('x', 'SearchRequestProcessor'), 400, 'illegal_argument_exception'],
  ['searchPipelineUnsupportedKeys', () => catalogue.searchPipelineUnsupportedKeys('p', ['a']), 400, 'parse_exception'],
  ['searchPipelineProcessing', () => catalogue.searchPipelineProcessing(catalogue.searchProcessorTypeInvalid('x')), 400, 'search_pipeline_processing_exception'],
  ['pipelineDoesNotExist', () => catalogue.pipelineDoesNotExist('p'), 400, 'illegal_argument_exception'],
  ['pipelineProcessorMissing', () => catalogue.pipelineProcessorMissing('p'), 500, 'illegal_state_exception'],
  ['pipelineCycle', () => catalogue.pipelineCycle('p'), 500, 'illegal_state_exception'],
  ['processorIllegalArgument', () => catalogue.processorIllegalArgument('field [a] not present as part of path [a]'), 400, 'illegal_argument_exception'],
  ['failProcessor', () => catalogue.failProcessor('boom'), 500, 'fail_processor_exception'],
  ['processorIllegalState', () => catalogue.processorIllegalState('x'), 500, 'illegal_state_exception'],
  ['processorJsonParse', () => catalogue.processorJsonParse('Unrecognized token'), 400, 'illegal_argument_exception'],
  ['ingestSourceGenerationFailed', () => catalogue.ingestSourceGenerationFailed('p'), 400, 'illegal_argument_exception'],
  ['processorJsonTrailing', () => catalogue.processorJsonTrailing('123 foo', "Unrecognized token 'foo'"), 400, 'illegal_argument_exception'],
  ['pipelineVersionConflict', () => catalogue.pipelineVersionConflict('p', 1, 2, true), 400, 'illegal_argument_exception'],
  ['trainedModelMissing', () => catalogue.trainedModelMissing('m'), 404, 'resource_not_found_exception'],
  ['pipelineIdInvalid', () => catalogue.pipelineIdInvalid('x'), 400, 'illegal_argument_exception'],
  ['scriptsUnavailable', () => catalogue.scriptsUnavailable(), 400, 'illegal_argument_exception'],
  ['conditionNotBoolean', () => catalogue.conditionNotBoolean('x'), 400, 'illegal_argument_exception'],
  ['dissectPatternInvalid', () => catalogue.dissectPatternInvalid('bad', 'Unable to find any keys or delimiters.'), 500, 'exception'],
  ['dissectKeyInvalid', () => catalogue.dissectKeyInvalid('+a', 'multiple modifiers are not allowed.'), 500, 'exception'],
  ['dissectNoMatch', () => catalogue.dissectNoMatch('%{a},%{b}', 'foo'), 500, 'find_match'],
  ['finalPipelineChangedIndex', () => catalogue.finalPipelineChangedIndex('f', 'a', 'b', '1'), 500, 'illegal_state_exception'],
  ['rerouteIndexCycle', () => catalogue.rerouteIndexCycle('p', '1', ['a', 'b', 'a']), 500, 'illegal_state_exception'],
  ['pipelineInUse', () => catalogue.pipelineInUse('p', 'default', ['i']), 400, 'illegal_argument_exception'],
  ['simulatedPipelineMissing', () => catalogue.simulatedPipelineMissing('p'), 400, 'illegal_argument_exception'],
  ['illegalArgumentIngest', () => catalogue.illegalArgumentIngest('x'), 400, 'illegal_argument_exception'],
];

/** [export name, a call of it, the exception type of the cause (and of ES ≥ 7's cause, where it differs)]. */
type CauseRow = [name: keyof typeof catalogue, make: () => EsCause | { cause: EsCause; modernCause?: EsCause }, type: string, modernType?: string];

const CAUSES: CauseRow[] = [
  ['numberFormatCause', () => catalogue.numberFormatCause('x'), 'number_format_exception'],
  ['processorCause', () => catalogue.processorCause('number_format_exception', 'For input string: "a"'), 'number_format_exception'],
  ['notABoolean', () => catalogue.notABoolean('x'), 'illegal_argument_exception'],
  ['completionContextsMandatory', () => catalogue.completionContextsMandatory('f'), 'illegal_argument_exception'],
  ['bigIntegerCause', () => catalogue.bigIntegerCause(), 'illegal_state_exception'],
  ['sliceProblem', () => catalogue.sliceProblem(catalogue.SLICE_PROBLEMS.idNegative), 'illegal_argument_exception'],
  ['objectForLeafFailure', () => catalogue.objectForLeafFailure(), 'illegal_state_exception'],
  ['illegalLatitude', () => catalogue.illegalLatitude('95.0', 'loc'), 'illegal_argument_exception'],
  ['illegalLongitude', () => catalogue.illegalLongitude('200.0', 'loc'), 'illegal_argument_exception'],
  ['zValueRefused', () => catalogue.zValueRefused('3.0'), 'parse_exception'],
  ['geoPointParseFailure', () => catalogue.geoPointParseFailure('geo_point expected'), 'parse_exception'],
  ['histogramValueFailure', () => catalogue.histogramValueFailure(es8, '[1:30] ', 'error parsing field [h], expected field called [values]'), 'document_parsing_exception'],
  ['histogramValueFailure', () => catalogue.histogramValueFailure(es6, '', 'error parsing field [h], expected field called [values]'), 'mapper_parsing_exception'],
  ['geohashRefused', () => catalogue.geohashRefused('empty geohash'), 'parse_exception'],
  ['wktInvalid', () => catalogue.wktInvalid('invalid number found: a'), 'parse_exception'],
  ['vectorDimsFailure', () => catalogue.vectorDimsFailure('v', '1', 3, 2), 'illegal_argument_exception'],
  ['vectorHexFailure', () => catalogue.vectorHexFailure('string length not even: 7'), 'illegal_argument_exception'],
  ['vectorNotAnArrayFailure', () => catalogue.vectorNotAnArrayFailure(), 'parsing_exception'],
  ['ipValueFailure', () => catalogue.ipValueFailure('foo'), 'illegal_argument_exception'],
  ['constantKeywordNull', () => catalogue.constantKeywordNull('ck'), 'illegal_argument_exception'],
  ['constantKeywordMismatch', () => catalogue.constantKeywordMismatch('ck', 'a', 'b'), 'illegal_argument_exception'],
  ['byteOutOfRange', () => catalogue.byteOutOfRange(300), 'illegal_argument_exception'],
  ['outOfRangeFor', () => catalogue.outOfRangeFor('99999', 'short'), 'illegal_argument_exception'],
  ['dataLoss', () => catalogue.dataLoss('1.5', 'Long'), 'illegal_argument_exception'],
  ['unsignedLongOutOfRange', () => catalogue.unsignedLongOutOfRange('-1', 'xpack-long'), 'illegal_argument_exception'],
  ['decimalPartFailure', () => catalogue.decimalPartFailure('1.5', true), 'illegal_argument_exception'],
  ['unsignedLongUnreadable', () => catalogue.unsignedLongUnreadable('1.5', true), 'illegal_argument_exception'],
  ['notFinite', () => catalogue.notFinite('float', 'Infinity'), 'illegal_argument_exception'],
  ['featureValueFailure', () => catalogue.featureValueFailure('-1.0', 'p', '_feature', true), 'illegal_argument_exception'],
  ['rankFeatureMultiValued', () => catalogue.rankFeatureMultiValued('p'), 'illegal_argument_exception'],
  ['rankFeaturesNotObject', () => catalogue.rankFeaturesNotObject('VALUE_NUMBER'), 'illegal_argument_exception'],
  ['rankFeaturesMultiValued', () => catalogue.rankFeaturesMultiValued('t.a'), 'illegal_argument_exception'],
  ['rankFeaturesBadToken', () => catalogue.rankFeaturesBadToken('VALUE_TRUE'), 'illegal_argument_exception'],
  ['floatTextFailure', () => catalogue.floatTextFailure(''), 'number_format_exception'],
  ['notANumber', () => catalogue.notANumber('x'), 'number_format_exception', 'illegal_argument_exception'],
  ['tokenNotNumeric', () => catalogue.tokenNotNumeric('VALUE_TRUE'), 'json_parse_exception', 'illegal_argument_exception'],
  ['booleanValueFailure', () => catalogue.booleanValueFailure('x'), 'illegal_argument_exception'],
  ['dateValueFailure', () => catalogue.dateValueFailure('x', 'strict_date_optional_time', 0), 'illegal_argument_exception', 'illegal_argument_exception'],
  ['nanosOutOfRange', () => catalogue.nanosOutOfRange('1969-10-28T12:12:12.123456789Z', true), 'illegal_argument_exception'],
  ['numberOverflow', () => catalogue.numberOverflow(es6, '1e40', 'long', () => 'abc', 1, 9), 'json_parse_exception'],
  ['numberOverflow', () => catalogue.numberOverflow(os, '1e40', 'long', () => 'abc', 1, 9), 'input_coercion_exception'],
  ['numberOverflow', () => catalogue.numberOverflow(es8, '1e40', 'long', () => 'abc', 1, 9), 'x_content_parse_exception'],
];

/** Exports that build no error of their own: the envelope, and the texts and causes factories share. */
const HELPERS = new Set<string>([
  'INDEX_SORT_PROBLEMS',
  'asyncKeepAliveTooShort', 'asyncExecutionFailure',
  'asCause', 'closeNames', 'didYouMean', 'errorBody', 'errorEnvelope', 'isEsError', 'withWarnings', 'causeJson',
  'numberFormatMessage', 'notABooleanMessage', 'aliasesNotFoundResult', 'noTemplateMapper',
  'invalidTemplateContentWarning', 'sourceModeDeprecated', 'ignoredMatchMappingTypeWarning', 'lenientBooleanWarning', 'stringFieldWarning', 'nullValueIgnoredWarning',
  'jacksonOverflowMessage', 'timeValueUnitMessage', 'formatTimeValue', 'formatPeriod', 'templatePatternProblem',
  'conflictNoDocument', 'conflictSeqNo', 'conflictVersionDiffers', 'conflictNoDocumentForVersion', 'conflictExternalVersion', 'conflictDocumentExists',
  'PATTERN_PROBLEMS', 'ZONE_ERRORS', 'CREATE_INTERNAL_ONLY', 'SEARCH_PROBLEMS', 'COLLAPSE_PROBLEMS', 'collapseTypeReason', 'rescoreWindowReason', 'PIT_PROBLEMS', 'SEARCH_AFTER_PROBLEMS', 'SLICE_PROBLEMS', 'TEMPLATE_NAME_PROBLEMS', 'COMPOSABLE_PROBLEMS', 'JOB_PROBLEMS',
]);

describe('error catalogue: every factory answers its status and exception type', () => {
  for (const [name, make, status, type] of ROWS) {
    it(`${name} → ${status} ${type}`, () => {
      const err = make();
      expect(err, `${name} returned no error`).toBeDefined();
      expect([err!.status, err!.cause.type]).toEqual([status, type]);
    });
  }

  for (const [name, make, type, modernType] of CAUSES) {
    it(`${name} → cause ${type}${modernType ? ` / ${modernType}` : ''}`, () => {
      const c = make();
      const failure = 'cause' in c && typeof c.cause === 'object' ? (c as { cause: EsCause; modernCause?: EsCause }) : { cause: c as EsCause };
      expect(failure.cause.type).toBe(type);
      expect(failure.cause.reason.length).toBeGreaterThan(0);
      if (modernType) expect(failure.modernCause?.type).toBe(modernType);
    });
  }
});

describe('error catalogue: bodies render in Elasticsearch’s shape', () => {
  for (const [name, make] of ROWS) {
    const err = make()!;
    if (err.rawBody !== undefined) {
      it(`${name}: its own body, not the envelope (as ES answers it)`, () => {
        expect(errorBody(err)).toBe(err.rawBody);
        if (typeof err.rawBody === 'object') expect(typeof err.rawBody.error).toBe('string');
      });
      continue;
    }
    it(`${name}: {"error":{"root_cause":[…],"type","reason",…},"status"}`, () => {
      const body = errorEnvelope(err) as { error: Record<string, unknown> & { root_cause: { type: string; reason: string }[] }; status: number };
      expect(errorBody(err)).toEqual(body);
      expect(Object.keys(body)).toEqual(['error', 'status']);
      expect(body.status).toBe(err.status);
      expect(Object.keys(body.error).slice(0, 3)).toEqual(['root_cause', 'type', 'reason']);
      expect([body.error.type, body.error.reason]).toEqual([err.cause.type, err.cause.reason]);
      expect(body.error.root_cause.length).toBe(1);
      const root = body.error.root_cause[0]!;
      expect(typeof root.type).toBe('string');
      expect(typeof root.reason).toBe('string');
      // The root cause is the deepest Elasticsearch exception: the top one when no ES cause lies below it.
      let deepest: EsCause = err.cause;
      while (deepest.causedBy && deepest.causedBy.es !== false) deepest = deepest.causedBy;
      // Two kinds name their root themselves: a search phase failure (its shard failure) and a top that is no
      // ElasticsearchException wrapping one (a MediaTypeHeaderException: Java's guessRootCauses stops at it).
      const override = err.cause.extra?.['root_cause_override'];
      if (override !== undefined) expect(body.error.root_cause).toEqual(override);
      else expect([root.type, root.reason]).toEqual([deepest.type, deepest.reason]);
      expect('caused_by' in root).toBe(false);
      if (err.cause.causedBy) expect((body.error.caused_by as { type: string }).type).toBe(err.cause.causedBy.type);
    });
  }

  it('a compatible-with version ES 8 does not speak: media_type_header_exception is its own root cause, the status_exception its cause', () => {
    const body = errorEnvelope(catalogue.incompatibleMediaVersion('Accept', 'application/vnd.elasticsearch+json;compatible-with=6', '6', 8, 7));
    const reason = 'Invalid media-type value on headers [Accept, Content-Type]';
    expect(body).toEqual({
      error: {
        root_cause: [{ type: 'media_type_header_exception', reason }],
        type: 'media_type_header_exception',
        reason,
        caused_by: { type: 'status_exception', reason: 'Accept version must be either version 8 or 7, but found 6. Accept=application/vnd.elasticsearch+json;compatible-with=6' },
      },
      status: 400,
    });
  });

  it('Accept and Content-Type naming different compatible versions, or one naming none: the helper\'s two messages', () => {
    const cause = (e: ReturnType<typeof catalogue.compatibleVersionsDiffer>) => (errorEnvelope(e) as { error: { caused_by: { reason: string } } }).error.caused_by.reason;
    expect(cause(catalogue.compatibleVersionsDiffer('application/vnd.elasticsearch+json;compatible-with=7', 'application/json', true))).toBe(
      'A compatible version is required on both Content-Type and Accept headers if either one has requested a compatible version and the compatible versions must match. Accept=application/vnd.elasticsearch+json;compatible-with=7, Content-Type=application/json',
    );
    expect(cause(catalogue.compatibleVersionsDiffer(undefined, 'application/vnd.elasticsearch+json;compatible-with=8', false))).toBe(
      'A compatible version is required on both Content-Type and Accept headers if either one has requested a compatible version. Accept=null, Content-Type=application/vnd.elasticsearch+json;compatible-with=8',
    );
  });

  it('a search phase failure names the shard failure as its root cause and lists it under failed_shards', () => {
    const body = errorEnvelope(catalogue.shardArgumentFailure(es8, 'too big', 'logs')) as { error: { root_cause: { type: string }[]; failed_shards: { index: string; reason: { type: string } }[]; phase: string } };
    expect(body.error.root_cause).toEqual([{ type: 'illegal_argument_exception', reason: 'too big' }]);
    expect(body.error.failed_shards[0]).toMatchObject({ index: 'logs', reason: { type: 'illegal_argument_exception', reason: 'too big' } });
    expect(body.error.phase).toBe('query');
  });
});

describe('error catalogue: the table covers the catalogue', () => {
  it('every export is a factory in the table or a named helper', () => {
    const listed = new Set<string>([...ROWS.map((r) => r[0]), ...CAUSES.map((r) => r[0]), ...HELPERS]);
    const unlisted = Object.keys(catalogue).filter((k) => !listed.has(k));
    expect(unlisted, 'add a row for each new factory').toEqual([]);
    const stale = [...listed].filter((k) => !(k in catalogue));
    expect(stale, 'rows naming no export').toEqual([]);
  });
});

const REFERENCE = fileURLToPath(new URL('../../', import.meta.url));
const CATALOGUE = fileURLToPath(new URL('./', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return p === CATALOGUE.replace(/\/$/, '') ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('error catalogue: errors are built only in the catalogue', () => {
  it('no file outside reference/core/errors/ builds an error from a status, a type and a reason', () => {
    const offenders: string[] = [];
    for (const file of sources(REFERENCE)) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(REFERENCE, file);
      if (/\besError\(/.test(text)) offenders.push(`${rel}: esError(`);
      if (/kind: 'es-error'/.test(text)) offenders.push(`${rel}: builds an EsError literal`);
      if (/errors\/(?!index\.ts)[A-Za-z]+\.ts'/.test(text)) offenders.push(`${rel}: imports a catalogue file other than errors/index.ts`);
      if (/type: '[a-z_]*exception'/.test(text)) offenders.push(`${rel}: writes an exception literal`);
    }
    expect(offenders).toEqual([]);
  });
});
