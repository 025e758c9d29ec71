/**
 * Errors about `dynamic`, mapping booleans and dynamic templates, and the warnings their readers give
 * (`DynamicTemplate`, `RootObjectMapper`, `XContentMapValues.nodeBooleanValue`).
 */
import { illegalArgument, mapperParsing, type EsCause, type EsError } from './base.ts';

/** The cause Java's `Booleans.parseBoolean` gives for a value that is not `true`/`false`. */
export function notABoolean(value: string): EsCause {
  return { type: 'illegal_argument_exception', reason: notABooleanMessage(value), es: false };
}

/** `Booleans.parseBoolean`'s message. */
export function notABooleanMessage(value: string): string {
  return `Failed to parse value [${value}] as only [true] or [false] are allowed.`;
}

/** A value that is not `true`/`false` where a boolean is read (settings, query parameters). */
export function booleanExpected(value: string): EsError {
  return illegalArgument(notABooleanMessage(value));
}

/** `XContentMapValues.nodeBooleanValue`: `Could not convert [<name>] to boolean` (IllegalArgumentException). */
export function couldNotConvertToBoolean(name: string, value: string): EsError {
  return illegalArgument(`Could not convert [${name}] to boolean`, undefined, notABoolean(value));
}

/** `dynamic_templates` that is not a list. */
export function dynamicTemplatesNotAList(): EsError {
  return mapperParsing('Dynamic template syntax error. An array of named objects is expected.');
}

/** A dynamic template that is not one named object. */
export function dynamicTemplateUnnamed(): EsError {
  return mapperParsing('A dynamic template must be defined with a name');
}

/** ES 8.9+: a pattern key whose list holds something other than strings. */
export function templatePatternsNotStrings(key: string, value: string): EsError {
  return mapperParsing(`[${key}] values must either be a string or list of strings, but was [${value}]`);
}

/** ES 8: `mapping` and `runtime` in one template. */
export function templateMappingAndRuntime(name: string): EsError {
  return mapperParsing(`mapping and runtime cannot be both specified in the same dynamic template [${name}]`);
}

/** A template without match, path_match or match_mapping_type (before ES 8). */
export function templateWithoutMatch(conf: string): EsError {
  return mapperParsing(`template must have match, path_match or match_mapping_type set ${conf}`);
}

/** A template without a mapping (ES 8: nor a runtime section). */
export function templateWithoutMapping(es8: boolean, name: string): EsError {
  return mapperParsing(es8 ? `template [${name}] must have either mapping or runtime set` : 'template must have mapping set');
}

/** DynamicTemplate.XContentFieldType.fromString: an unknown `match_mapping_type` (IllegalArgumentException). */
export function noFieldTypeMatched(value: string, possible: readonly string[]): EsError {
  return illegalArgument(`No field type matched on [${value}], possible values are [${possible.join(', ')}]`);
}

/** A dynamic template key the reader does not know (IllegalArgumentException). */
export function illegalTemplateParameter(name: string): EsError {
  return illegalArgument(`Illegal dynamic template parameter: [${name}]`);
}

/** An unknown `match_pattern` (IllegalArgumentException). */
export function noMatchingPattern(value: string): EsError {
  return illegalArgument(`No matching pattern matched on [${value}]`);
}

/** A `match_pattern: regex` pattern that does not compile. */
export function invalidTemplateRegex(pattern: string, template: string, asMapperError: boolean): EsError {
  const reason = `Pattern [${pattern}] of type [regex] is invalid. Cannot create dynamic template [${template}].`;
  return asMapperError ? mapperParsing(reason) : illegalArgument(reason);
}

/** Why a template's content fails for one candidate type: no runtime field or mapper of that type. */
export function noTemplateMapper(runtime: boolean, type: string): string {
  return runtime ? `No runtime field found for type [${type}]` : `No mapper found for type [${type}]`;
}

/** ES 8: template content that no candidate field type accepts (IllegalArgumentException, caused by the last error). */
export function invalidTemplateContent(template: string, json: string, types: readonly string[], last: string): EsError {
  return illegalArgument(
    `dynamic template [${template}] has invalid content [${json}], attempted to validate it with the following match_mapping_type: [${types.join(', ')}]`,
    undefined,
    { type: 'illegal_argument_exception', reason: last, es: false },
  );
}

/** The OpenSearch (ES 7.x) warning for template content that no candidate field type accepts. */
export function invalidTemplateContentWarning(template: string, json: string, last: string): string {
  return `dynamic template [${template}] has invalid content [${json}], caused by [${last}]`;
}

/** ES 5.x: an unknown `match_mapping_type` only warns, and the template is dropped. */
export function ignoredMatchMappingTypeWarning(value: string, possible: readonly string[]): string {
  return `match_mapping_type [${value}] is invalid and will be ignored: No field type matched on [${value}], possible values are [${possible.join(', ')}]`;
}

/** ES 5.x: a mapping boolean read leniently. */
export function lenientBooleanWarning(property: string, field: string, value: string): string {
  return `Expected a boolean for property [${property}] for field [${field}] but got [${value}]`;
}

/** ES 5.x: a `string` field upgraded to text or keyword. */
export function stringFieldWarning(name: string): string {
  return `The [string] field is deprecated, please use [text] or [keyword] instead on [${name}]`;
}

/** A document's value created a field from a template whose type has no mapper. */
export function templateTypeNotFound(type: string, name: string): EsError {
  return mapperParsing(`failed to find type parsed [${type}] for [${name}]`);
}

/** ES 8: a runtime template that explicitly matches types runtime fields cannot hold. */
export function runtimeTemplateUnsupported(template: string, types: readonly string[]): EsError {
  const many = types.length > 1;
  return mapperParsing(`Dynamic template [${template}] defines a runtime field but type${many ? 's' : ''} [${types.join(', ')}] ${many ? 'are' : 'is'} not supported as runtime field`);
}
