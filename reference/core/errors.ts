/**
 * The error catalogue. Every user error the simulator returns is built here, as a value, in the shape
 * Elasticsearch renders (`ElasticsearchException.generateFailureXContent`). A `throw` elsewhere in the
 * core is a simulator bug, never a user error.
 */
import type { Json, JsonObject } from './json.ts';
import type { Profile } from '../profiles.ts';

/** One exception in a cause chain. `es: false` marks a non-Elasticsearch cause, which ends the root-cause walk. */
export interface EsCause {
  type: string;
  reason: string;
  /** Metadata printed after type and reason (index_uuid, index, resource.type, ...), in this order. */
  meta?: Record<string, Json>;
  causedBy?: EsCause;
  es?: boolean;
  /** Extra members of the top-level error only (search phase: phase, grouped, failed_shards). */
  extra?: Record<string, Json>;
}

/** A user error: the HTTP status and the top exception. */
export interface EsError {
  readonly kind: 'es-error';
  status: number;
  cause: EsCause;
  /** Some handlers answer errors with a non-envelope body (e.g. `{"error":"alias [x] missing","status":404}`). */
  rawBody?: JsonObject;
}

/** Whether a value is an EsError. */
export function isEsError(v: unknown): v is EsError {
  return typeof v === 'object' && v !== null && (v as EsError).kind === 'es-error';
}

/** Builds an error value. */
export function esError(status: number, type: string, reason: string, meta?: Record<string, Json>, causedBy?: EsCause): EsError {
  return { kind: 'es-error', status, cause: { type, reason, meta, causedBy } };
}

function renderCause(c: EsCause, withCause: boolean): JsonObject {
  const out: JsonObject = { type: c.type, reason: c.reason };
  if (c.meta) for (const [k, v] of Object.entries(c.meta)) out[k] = v;
  if (c.extra) for (const [k, v] of Object.entries(c.extra)) out[k] = v;
  if (withCause && c.causedBy) out.caused_by = renderCause(c.causedBy, true);
  return out;
}

function rootCauses(c: EsCause): EsCause[] {
  let cur = c;
  while (cur.causedBy && cur.causedBy.es !== false) cur = cur.causedBy;
  return [{ ...cur, extra: undefined }];
}

/** The response body of an error: the standard envelope, or the handler's own body where it has one. */
export function errorBody(err: EsError): JsonObject {
  if (err.rawBody) return err.rawBody;
  const rc = err.cause.extra?.['root_cause_override'] as Json[] | undefined;
  const top = renderCause(err.cause, true);
  delete top['root_cause_override'];
  return {
    error: { root_cause: rc ?? rootCauses(err.cause).map((c) => renderCause(c, false)), ...top },
    status: err.status,
  };
}

/** `index_uuid`/`index` metadata of an exception about an index. */
export function indexMeta(index: string, uuid = '_na_'): Record<string, Json> {
  return { index_uuid: uuid, index };
}

// ---- the catalogue ------------------------------------------------------------------------------

/** 400 illegal_argument_exception. */
export function illegalArgument(reason: string, meta?: Record<string, Json>, causedBy?: EsCause): EsError {
  return esError(400, 'illegal_argument_exception', reason, meta, causedBy);
}

/** 400 parse_exception (bad request body). */
export function parseException(reason: string): EsError {
  return esError(400, 'parse_exception', reason);
}

/** 400 action_request_validation_exception with ES's numbered message. */
export function validationFailed(messages: string[]): EsError {
  return esError(400, 'action_request_validation_exception', validationText(messages));
}

/** 400 mapper_parsing_exception. */
export function mapperParsing(reason: string, causedBy?: EsCause): EsError {
  return esError(400, 'mapper_parsing_exception', reason, undefined, causedBy);
}

// ---- mapping inference: dynamic templates, `dynamic`, numbers ------------------------------------

/** 400 strict_dynamic_mapping_exception; `mode` is `strict` or OpenSearch's `strict_allow_templates`. */
export function strictDynamicMapping(mode: string, field: string, within: string, location = ''): EsError {
  return esError(400, 'strict_dynamic_mapping_exception', `${location}mapping set to ${mode}, dynamic introduction of [${field}] within [${within}] is not allowed`);
}

/** The cause Java's `Booleans.parseBoolean` gives for a value that is not `true`/`false`. */
export function notABoolean(value: string): EsCause {
  return { type: 'illegal_argument_exception', reason: `Failed to parse value [${value}] as only [true] or [false] are allowed.`, es: false };
}

/** `XContentMapValues.nodeBooleanValue`: `Could not convert [<name>] to boolean` (IllegalArgumentException). */
export function couldNotConvertToBoolean(name: string, value: string): EsError {
  return illegalArgument(`Could not convert [${name}] to boolean`, undefined, notABoolean(value));
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

/** A document's value created a field from a template whose type has no mapper. */
export function templateTypeNotFound(type: string, name: string): EsError {
  return mapperParsing(`failed to find type parsed [${type}] for [${name}]`);
}

/** ES 8: a runtime template that explicitly matches types runtime fields cannot hold. */
export function runtimeTemplateUnsupported(template: string, types: readonly string[]): EsError {
  const many = types.length > 1;
  return mapperParsing(`Dynamic template [${template}] defines a runtime field but type${many ? 's' : ''} [${types.join(', ')}] ${many ? 'are' : 'is'} not supported as runtime field`);
}

/** Jackson's message for a JSON number beyond the target Java type, with the location it appends. */
export function jacksonOverflowMessage(text: string, target: 'long' | 'int' | 'short', source: string, line: number, col: number): string {
  const range =
    target === 'long' ? 'long (-9223372036854775808 - 9223372036854775807)' : target === 'int' ? 'int (-2147483648 - 2147483647)' : 'Java short';
  return `Numeric value (${text}) out of range of ${range}\n at [Source: ${source}; line: ${line}, column: ${col}]`;
}

/** Lucene's LevenshteinDistance similarity: 1 − edits / longer length. */
function similarity(a: string, b: string): number {
  const d: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return 1 - d[b.length]! / Math.max(a.length, b.length);
}

/**
 * 400 illegal_argument_exception for unknown names in a request path (BaseRestHandler.unrecognized):
 * `request [/_stats/doc] contains unrecognized metric: [doc] -> did you mean [docs]?`.
 */
export function unrecognized(path: string, kind: string, invalid: readonly string[], candidates: readonly string[]): EsError {
  const parts = invalid.map((bad) => {
    const scored = candidates
      .map((c) => ({ c, s: similarity(bad, c) }))
      .filter((x) => x.s > 0.5)
      .sort((x, y) => (x.s !== y.s ? y.s - x.s : x.c < y.c ? -1 : x.c > y.c ? 1 : 0))
      .map((x) => x.c);
    if (scored.length === 0) return `[${bad}]`;
    return `[${bad}] -> did you mean ${scored.length === 1 ? `[${scored[0]}]` : `any of [${scored.join(', ')}]`}?`;
  });
  return illegalArgument(`request [${path}] contains unrecognized ${kind}${invalid.length > 1 ? 's' : ''}: ${parts.join(', ')}`);
}

/**
 * 400 for a mapping nested past `index.mapping.depth.limit`: ES 5/6 name the index, later versions do
 * not; both name the object field that passed the limit.
 */
export function depthExceeded(profile: Profile, limit: number, index: string, objectPath: string): EsError {
  const where = profile.mappingLimitNamesIndex ? ` in index [${index}]` : '';
  return illegalArgument(`Limit of mapping depth [${limit}]${where} has been exceeded due to object field [${objectPath}]`);
}

/** Where a parser stood when it failed (Jackson's 1-based line and column). */
export interface TextPosition {
  line: number;
  col: number;
}

/**
 * ObjectParser's refusal of a field it does not declare: ES ≥ 7 an `x_content_parse_exception`
 * `[line:col] [parser] unknown field [name]`; ES 5/6 a `parsing_exception` that adds `parser not found`.
 */
export function unknownField(legacy: boolean, parser: string, field: string, at: TextPosition): EsError {
  if (legacy) return esError(400, 'parsing_exception', `[${parser}] unknown field [${field}], parser not found`, { line: at.line, col: at.col });
  return esError(400, 'x_content_parse_exception', `[${at.line}:${at.col}] [${parser}] unknown field [${field}]`);
}

/** ObjectParser's wrapper around a field whose value failed: `[parser] failed to parse field [name]`, the failure as its cause. */
export function fieldParseFailed(legacy: boolean, parser: string, field: string, at: TextPosition, cause: EsCause): EsError {
  if (legacy) return esError(400, 'parsing_exception', `[${parser}] failed to parse field [${field}]`, { line: at.line, col: at.col }, cause);
  // An XContentParseException is no ElasticsearchException: ES reports it as its own root cause.
  return esError(400, 'x_content_parse_exception', `[${at.line}:${at.col}] [${parser}] failed to parse field [${field}]`, undefined, { ...cause, es: false });
}

/** ObjectParser's refusal of a value of the wrong kind: `[parser] field doesn't support values of type: VALUE_STRING`. */
export function valueTypeUnsupported(legacy: boolean, parser: string, field: string, token: string, at: TextPosition): EsError {
  if (legacy) return esError(400, 'parsing_exception', `[${parser}] ${field} doesn't support values of type: ${token}`, { line: at.line, col: at.col });
  return esError(400, 'x_content_parse_exception', `[${at.line}:${at.col}] [${parser}] ${field} doesn't support values of type: ${token}`);
}

/** Exceptions of the JDK or of XContent, not ElasticsearchExceptions: a root-cause walk stops above them. */
const PLAIN_EXCEPTIONS = new Set(['illegal_argument_exception', 'x_content_parse_exception', 'number_format_exception', 'illegal_state_exception', 'json_parse_exception', 'null_pointer_exception']);

/** An error as the cause of another (a plain exception among its causes keeps ending the root-cause walk). */
export function asCause(err: EsError): EsCause {
  return { ...err.cause, es: !PLAIN_EXCEPTIONS.has(err.cause.type) };
}

/**
 * A script in a request: Elasticsearch would run it with painless; the simulator runs no scripts, so it
 * says so plainly (400, nothing changed).
 */
export function scriptUnsupported(api: string): EsError {
  return illegalArgument(`[script] in a ${api} request is not supported by this simulator: it does not run scripts`);
}

/** `GET /_tasks/<id>` whose id is not `<node>:<number>` (TaskId's parse, a number_format_exception as its cause). */
export function malformedTaskId(id: string, numberPart?: string): EsError {
  const cause: EsCause | undefined = numberPart === undefined ? undefined : { type: 'number_format_exception', reason: `For input string: "${numberPart}"`, es: false };
  return esError(400, 'illegal_argument_exception', `malformed task id ${id}`, undefined, cause);
}

/**
 * A task that is not running and has no stored result: 404. Before any result was stored, the lookup
 * also misses the `.tasks` index itself, which ES shows as the cause (`missingIndex`).
 */
export function taskNotFound(id: string, missingIndex?: EsCause): EsError {
  return esError(404, 'resource_not_found_exception', `task [${id}] isn't running and hasn't stored its results`, undefined, missingIndex);
}

/** A task id whose node is not in the cluster, with the lookup's own miss as its cause. */
export function taskNodeUnknown(id: string, node: string, missingIndex?: EsCause): EsError {
  return esError(404, 'resource_not_found_exception', `task [${id}] belongs to the node [${node}] which isn't part of the cluster and there is no record of the task`, undefined, taskNotFound(id, missingIndex).cause);
}

/** 400 parse_exception from resolving a date-math index name (`ElasticsearchParseException`). */
export function dateMathName(reason: string): EsError {
  return esError(400, 'parse_exception', reason);
}

// ---- templates ----------------------------------------------------------------------------------

/** 404 index_template_missing_exception (`IndexTemplateMissingException`). */
export function indexTemplateMissing(name: string): EsError {
  return esError(404, 'index_template_missing_exception', `index_template [${name}] missing`);
}

/** 400 invalid_index_template_exception (`InvalidIndexTemplateException`). */
export function invalidIndexTemplate(name: string, cause: string): EsError {
  return esError(400, 'invalid_index_template_exception', `index_template [${name}] invalid, cause [${cause}]`);
}

/** The text of a `ValidationException` with these messages (`Validation Failed: 1: …;2: …;`). */
export function validationText(messages: string[]): string {
  return `Validation Failed: ${messages.map((m, i) => `${i + 1}: ${m};`).join('')}`;
}

/** 404 resource_not_found_exception (`ResourceNotFoundException`). */
export function resourceNotFound(reason: string): EsError {
  return esError(404, 'resource_not_found_exception', reason);
}

/** Which kind of template a message names: ES words the three differently. */
export type TemplateKind = 'legacy' | 'composable' | 'component';

const KIND_WORDS: Record<TemplateKind, string> = { legacy: 'index_template', composable: 'index template', component: 'component template' };

/** 400 for `?create=true` on a template that exists. */
export function templateExists(kind: TemplateKind, name: string): EsError {
  return illegalArgument(`${KIND_WORDS[kind]} [${name}] already exists`);
}

/** 400 x_content_parse_exception at a body location (`[line:col] message`), with an optional cause. */
export function xContentParse(line: number, col: number, message: string, causedBy?: EsCause): EsError {
  return esError(400, 'x_content_parse_exception', `[${line}:${col}] ${message}`, undefined, causedBy);
}
