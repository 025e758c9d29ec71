/**
 * Errors of a document that does not parse against its mapping (`DocumentParser`, the field mappers'
 * value checks, Jackson's number errors), in each version's wording (the profile's `docParseError`).
 * `where` is ES 8's `[line:col] ` location prefix, or empty.
 */
import type { Profile } from '../../profiles.ts';
import { esError, mapperParsing, plainCause, type EsCause, type EsError } from './base.ts';
import { notABoolean } from './dynamicTemplates.ts';

/** Why a value does not fit its field: the cause as ES 5/6 print it, and as ES ≥ 7 where it differs. */
export interface ValueFailure {
  /** The cause as ES5/ES6 report it. */
  cause: EsCause;
  /** The cause as ES7+/OpenSearch report it, where it differs. */
  modernCause?: EsCause;
}

/**
 * A value that does not fit its mapped field: ES 5 `failed to parse [f]`, ES 6 names the field's type
 * and the document, ES ≥ 7 add a preview of the value, ES 8 as a `document_parsing_exception`.
 */
export function fieldValueUnparsable(profile: Profile, where: string, path: string, type: string, id: string, preview: () => string, fail: ValueFailure): EsError {
  const v = profile.docParseError;
  if (v === 'failed-to-parse') return mapperParsing(`failed to parse [${path}]`, { ...fail.cause, es: false });
  // ES 6 names the document (6.5+); the value's preview came with 7.x.
  if (v === 'names-document') return mapperParsing(`failed to parse field [${path}] of type [${type}] in document with id '${id}'`, { ...fail.cause, es: false });
  const reason = `failed to parse field [${path}] of type [${type}] in document with id '${id}'. Preview of field's value: '${preview()}'`;
  const modernCause: EsCause = { ...(fail.modernCause ?? fail.cause), es: false };
  if (v === 'previews-value') return mapperParsing(reason, modernCause);
  return esError(400, 'document_parsing_exception', where + reason, undefined, modernCause);
}

/** A failure while parsing that ES reports as a bare `failed to parse` with the cause below it. */
export function documentParseFailed(profile: Profile, where: string, cause: EsCause): EsError {
  return esError(400, profile.docParseError === 'document-parsing-exception' ? 'document_parsing_exception' : 'mapper_parsing_exception', `${where}failed to parse`, undefined, cause);
}

/**
 * A field mapper that parses its own value (RankFeaturesFieldMapper.parse) throws an IllegalArgumentException
 * that DocumentParser wraps: ES 8 as `failed to parse: <message>`, earlier as a bare `failed to parse`.
 */
export function fieldParseRefused(profile: Profile, where: string, fail: ValueFailure): EsError {
  const cause: EsCause = { ...fail.cause, es: false };
  if (profile.docParseError !== 'document-parsing-exception') return mapperParsing('failed to parse', cause);
  return esError(400, 'document_parsing_exception', `${where}failed to parse: ${cause.reason}`, undefined, cause);
}

/** A rank_features value that is no object (RankFeaturesFieldMapper.parse). */
export function rankFeaturesNotObject(token: string): ValueFailure {
  return iae(`[rank_features] fields must be json objects, expected a START_OBJECT but got: ${token}`);
}

/** A feature given twice to a rank_features field in one document. */
export function rankFeaturesMultiValued(key: string): ValueFailure {
  return iae(`[rank_features] fields do not support indexing multiple values for the same rank feature [${key}] in the same document`);
}

/** A feature of a rank_features field whose value is no number, text or null. */
export function rankFeaturesBadToken(token: string): ValueFailure {
  return iae(`[rank_features] fields take hashes that map a feature to a strictly positive float, but got unexpected token ${token}`);
}

/** Lucene's FeatureField refusing a value that is not finite or not a positive normal float. */
export function featureValueFailure(valueText: string, feature: string, field: string, finite: boolean): ValueFailure {
  if (!finite) return iae(`featureValue must be finite, got: ${valueText} for feature ${feature} on field ${field}`);
  return iae(`featureValue must be a positive normal float, got: ${valueText} for feature ${feature} on field ${field} which is less than the minimum positive normal float: 1.1754944E-38`);
}

/** A second value for a rank_feature field in one document (RankFeatureFieldMapper.parseCreateField). */
export function rankFeatureMultiValued(path: string): ValueFailure {
  return iae(`[rank_feature] fields do not support indexing multiple values for the same field [${path}] in the same document`);
}

/** A text that Float.parseFloat cannot read (`empty String`, `For input string: "x"`). */
export function floatTextFailure(text: string): ValueFailure {
  return { cause: { type: 'number_format_exception', reason: text.trim() === '' ? 'empty String' : `For input string: "${text}"` } };
}

/** An error raised while building a field from a template: ES 8 wraps it as a document parsing failure. */
export function templateFieldFailed(profile: Profile, where: string, err: EsError): EsError {
  if (profile.docParseError !== 'document-parsing-exception') return err;
  return esError(400, 'document_parsing_exception', `${where}failed to parse: ${err.cause.reason}`, undefined, { ...err.cause });
}

/** 400 strict_dynamic_mapping_exception; `mode` is `strict` or OpenSearch's `strict_allow_templates`. */
export function strictDynamicMapping(mode: string, field: string, within: string, location = ''): EsError {
  return esError(400, 'strict_dynamic_mapping_exception', `${location}mapping set to ${mode}, dynamic introduction of [${field}] within [${within}] is not allowed`);
}

/** A concrete value where the mapping has an object. */
export function concreteValueForObject(profile: Profile, where: string, path: string, name: string): EsError {
  const reason = `object mapping for [${path}] tried to parse field [${name}] as object, but found a concrete value`;
  return profile.docParseError === 'document-parsing-exception' ? esError(400, 'document_parsing_exception', where + reason) : mapperParsing(reason);
}

/** A bulk item's `dynamic_templates` naming a template the mapping lacks (ES 8.8+: at the value's position). */
export function dynamicTemplateNotFound(profile: Profile, where: string, template: string, path: string): EsError {
  const reason = `Can't find dynamic template for dynamic template name [${template}] of field [${path}]`;
  return profile.docParseError === 'document-parsing-exception' ? esError(400, 'document_parsing_exception', where + reason) : mapperParsing(reason);
}

/** An empty or blank field name in a document. */
export function documentFieldNameInvalid(key: string): EsError {
  const reason = key.length === 0 ? 'field name cannot be an empty string' : `field name cannot contain only whitespace: ['${key}']`;
  return mapperParsing('failed to parse', plainCause('illegal_argument_exception', reason));
}

/** A dotted field name with an empty segment (`a..b`, `.a`). */
export function ambiguousDottedField(key: string): EsError {
  return mapperParsing('failed to parse', plainCause('illegal_argument_exception', `object field starting or ending with a [.] makes object resolution ambiguous: [${key}]`));
}

/** A field named only with dots (`.`, `..`), as the profile's DocumentParser reports it (`dotOnlyFieldName`). */
export function dotOnlyFieldName(profile: Profile, key: string): EsError {
  const v = profile.dotOnlyFieldName;
  if (v === 'ambiguous') return ambiguousDottedField(key);
  if (v === 'out-of-bounds') return mapperParsing('failed to parse', plainCause('array_index_out_of_bounds_exception', 'Index -1 out of bounds for length 0'));
  return mapperParsing('failed to parse', plainCause('illegal_argument_exception', 'field name cannot contain only the character [.]'));
}

/** ES 5/6: a JSON integer beyond long (Jackson 2.8's `NumberType` has no BIG_INTEGER there). */
export function bigIntegerCause(): EsCause {
  return plainCause('illegal_state_exception', 'No matching token for number_type [BIG_INTEGER]');
}

// ---- why a value does not fit its field -------------------------------------------------------------

/** An object where the mapping has a leaf field. */
export function objectForLeafFailure(): ValueFailure {
  return { cause: { type: 'illegal_state_exception', reason: "Can't get text on a START_OBJECT" } };
}

/** A plain illegal-argument failure of a value (`Value [x] is out of range for a byte`, ...). */
function iae(reason: string): ValueFailure {
  return { cause: { type: 'illegal_argument_exception', reason } };
}

/** A text that is no address into an ip field (InetAddresses.forString). */
export function ipValueFailure(text: string): ValueFailure {
  return iae(`'${text}' is not an IP string literal.`);
}

/** A null into a constant_keyword field (ConstantKeywordFieldMapper.parseCreateField). */
export function constantKeywordNull(path: string): ValueFailure {
  return iae(`[constant_keyword] field [${path}] doesn't accept [null] values`);
}

/** A value other than a constant_keyword field's own (ConstantKeywordFieldMapper.parseCreateField). */
export function constantKeywordMismatch(path: string, expected: string, got: string): ValueFailure {
  return iae(`[constant_keyword] field [${path}] only accepts values that are equal to the value defined in the mappings [${expected}], but got [${got}]`);
}

/** A number outside a byte. */
export function byteOutOfRange(value: number): ValueFailure {
  return iae(`Value [${value}] is out of range for a byte`);
}

/** A numeric string outside its integer type's range. */
export function outOfRangeFor(value: string, type: string): ValueFailure {
  return iae(`Value [${value}] is out of range for ${type === 'integer' ? 'an integer' : `a ${type}`}`);
}

/**
 * An integer outside unsigned_long's range: ES's UnsignedLongFieldMapper.parseUnsignedLong words a long
 * token's (`xpack-long`, with a full stop) and a big integer's (`xpack`) apart; OpenSearch's
 * Numbers.toUnsignedLong says `an unsigned long`.
 */
export function unsignedLongOutOfRange(text: string, style: 'xpack-long' | 'xpack' | 'opensearch'): ValueFailure {
  if (style === 'opensearch') return iae(`Value [${text}] is out of range for an unsigned long`);
  return iae(`Value [${text}] is out of range for unsigned long${style === 'xpack-long' ? '.' : ''}`);
}

/** A fraction where an integer is required: ES's unsigned_long quotes the text, Numbers.toLong brackets it. */
export function decimalPartFailure(text: string, quoted: boolean): ValueFailure {
  return iae(quoted ? `Value "${text}" has a decimal part` : `Value [${text}] has a decimal part`);
}

/** A value ES's unsigned_long cannot read: a float token (`For input string: [1.5].`) or a text that is no number. */
export function unsignedLongUnreadable(text: string, token: boolean): ValueFailure {
  return iae(token ? `For input string: [${text}].` : `For input string: "${text}"`);
}

/** A fraction into an integer field with `coerce: false`. */
export function dataLoss(valueText: string, javaClass: string): ValueFailure {
  return iae(`${valueText} cannot be converted to ${javaClass} without data loss`);
}

/** A non-finite value into a float, half_float or double field. */
export function notFinite(type: string, valueText: string): ValueFailure {
  return iae(`[${type}] supports only finite values, but got [${valueText}]`);
}

/** A string that is no number into a numeric field. */
export function notANumber(value: string): ValueFailure {
  return {
    cause: { type: 'number_format_exception', reason: `For input string: "${value}"` },
    modernCause: { type: 'illegal_argument_exception', reason: `For input string: "${value}"` },
  };
}

/** A boolean or object token into a numeric field. */
export function tokenNotNumeric(token: string): ValueFailure {
  const c = { type: 'json_parse_exception', reason: `Current token (${token}) not numeric, can not use numeric value accessors` };
  return { cause: c, modernCause: { type: 'illegal_argument_exception', reason: c.reason } };
}

/** A value that is not `true`/`false` into a boolean field. */
export function booleanValueFailure(value: string): ValueFailure {
  return { cause: { ...notABoolean(value), es: undefined } };
}

/** A date that does not parse: Joda's `Invalid format` (ES 5/6), java.time's `failed to parse date field` (ES ≥ 7). */
export function dateValueFailure(text: string, format: string, failAt: number): ValueFailure {
  const joda = failAt > 0 && failAt < text.length ? `Invalid format: "${text}" is malformed at "${text.slice(failAt)}"` : `Invalid format: "${text}"`;
  return {
    cause: { type: 'illegal_argument_exception', reason: joda },
    modernCause: {
      type: 'illegal_argument_exception',
      reason: `failed to parse date field [${text}] with format [${format}]`,
      causedBy: plainCause('date_time_parse_exception', 'Failed to parse with all enclosed parsers'),
    },
  };
}

/**
 * A date_nanos value outside what a long of nanoseconds holds (DateUtils.toLong): before 1970 or after
 * 2262-04-11T23:47:16.854775807, naming the instant as Instant.toString prints it.
 */
export function nanosOutOfRange(instant: string, before: boolean): ValueFailure {
  const where = before ? 'is before the epoch in 1970' : 'is after 2262-04-11T23:47:16.854775807';
  return { cause: { type: 'illegal_argument_exception', reason: `date[${instant}] ${where} and cannot be stored in nanosecond resolution` } };
}

/** Jackson's message for a JSON number beyond the target Java type, with the location it appends. */
export function jacksonOverflowMessage(text: string, target: 'long' | 'int' | 'short', source: string, line: number, col: number): string {
  const range =
    target === 'long' ? 'long (-9223372036854775808 - 9223372036854775807)' : target === 'int' ? 'int (-2147483648 - 2147483647)' : 'Java short';
  return `Numeric value (${text}) out of range of ${range}\n at [Source: ${source}; line: ${line}, column: ${col}]`;
}

/** Jackson's number overflow as the profile's exception: ES 5/6 naming the stream, OpenSearch and ES 8 with the source redacted. */
export function numberOverflow(profile: Profile, text: string, target: 'long' | 'int' | 'short', streamHash: () => string, line: number, col: number): ValueFailure {
  if (profile.numberOverflow === 'json_parse_exception') {
    const source = `org.elasticsearch.common.bytes.BytesReference$MarkSupportingStreamInputWrapper@${streamHash()}`;
    return { cause: { type: 'json_parse_exception', reason: jacksonOverflowMessage(text, target, source, line, col) } };
  }
  const msg = jacksonOverflowMessage(text, target, 'REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled)', line, col);
  if (profile.numberOverflow === 'input_coercion_exception') return { cause: { type: 'input_coercion_exception', reason: msg } };
  return { cause: { type: 'x_content_parse_exception', reason: `[${line}:${col}] ${msg}` } };
}

/**
 * A document value for a field alias (DocumentParser.parseObjectOrField's IllegalArgumentException "Cannot
 * write to a field alias [path]."), wrapped as every parse failure: `failed to parse` above it before ES 8.8,
 * `[line:col] failed to parse: …` as a document_parsing_exception after.
 */
export function aliasFieldWrite(profile: Profile, where: string, path: string): EsError {
  const cause = plainCause('illegal_argument_exception', `Cannot write to a field alias [${path}].`);
  if (profile.docParseError === 'document-parsing-exception') return esError(400, 'document_parsing_exception', `${where}failed to parse: ${cause.reason}`, undefined, cause);
  return documentParseFailed(profile, where, cause);
}
