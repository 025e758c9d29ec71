/**
 * The envelope of the error catalogue: the error value, how it renders (ES's
 * `ElasticsearchException.generateFailureXContent`), and the generic builders the area files
 * (indices.ts, mapping.ts, ...) make their named factories from. Handlers import the named factories
 * through index.ts; only the catalogue builds errors from a status, a type and a reason.
 */
import type { Json, JsonObject } from '../json.ts';

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
  /** Members of the top-level error printed after its cause (the index API's `failure_store` status). */
  trailer?: Record<string, Json>;
}

/** A user error: the HTTP status and the top exception. */
export interface EsError {
  readonly kind: 'es-error';
  status: number;
  cause: EsCause;
  /**
   * The body, where ES answers this error outside the envelope: a bare object
   * (`{"error":"alias [x] missing","status":404}`) or plain text (ES 5/6's no-handler answer).
   */
  rawBody?: JsonObject | string;
  /** Response headers the error carries (`Allow` on a 405). */
  headers?: Record<string, string>;
  /** Deprecation warnings raised before the failure (ES sends them with the error, as `Warning` headers). */
  warnings?: string[];
}

/** The error with deprecation warnings the request raised before it failed. */
export function withWarnings(err: EsError, warnings: readonly string[]): EsError {
  return warnings.length === 0 ? err : { ...err, warnings: [...warnings, ...(err.warnings ?? [])] };
}

/** Whether a value is an EsError. */
export function isEsError(v: unknown): v is EsError {
  return typeof v === 'object' && v !== null && (v as EsError).kind === 'es-error';
}

/** Builds an error value: the catalogue's one constructor (handlers use the named factories). */
export function esError(status: number, type: string, reason: string, meta?: Record<string, Json>, causedBy?: EsCause): EsError {
  return { kind: 'es-error', status, cause: { type, reason, meta, causedBy } };
}

/** An error answered with its own body instead of the envelope; `type` names it for tests and logs. */
export function rawError(status: number, type: string, body: JsonObject | string, headers?: Record<string, string>): EsError {
  const reason = typeof body === 'string' ? body : String(body.error ?? '');
  return headers ? { kind: 'es-error', status, cause: { type, reason }, rawBody: body, headers } : { kind: 'es-error', status, cause: { type, reason }, rawBody: body };
}

/** A cause that is no Elasticsearch exception (a JDK or Jackson exception): it ends the root-cause walk. */
export function plainCause(type: string, reason: string, causedBy?: EsCause): EsCause {
  return causedBy ? { type, reason, es: false, causedBy } : { type, reason, es: false };
}

function renderCause(c: EsCause, withCause: boolean): JsonObject {
  const out: JsonObject = { type: c.type, reason: c.reason };
  if (c.meta) for (const [k, v] of Object.entries(c.meta)) out[k] = v;
  if (c.extra) for (const [k, v] of Object.entries(c.extra)) out[k] = v;
  if (withCause && c.causedBy) out.caused_by = renderCause(c.causedBy, true);
  if (c.trailer) for (const [k, v] of Object.entries(c.trailer)) out[k] = v;
  return out;
}

function rootCauses(c: EsCause): EsCause[] {
  let cur = c;
  while (cur.causedBy && cur.causedBy.es !== false) cur = cur.causedBy;
  return [{ ...cur, extra: undefined, trailer: undefined }];
}

/** The response body of an error: the standard envelope, or the error's own body where it has one. */
export function errorBody(err: EsError): JsonObject | string {
  return err.rawBody ?? errorEnvelope(err);
}

/** The standard envelope `{"error":{"root_cause":[…],"type","reason",…},"status"}` of an error. */
export function errorEnvelope(err: EsError): JsonObject {
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

/** Exceptions of the JDK or of XContent, not ElasticsearchExceptions: a root-cause walk stops above them. */
const PLAIN_EXCEPTIONS = new Set(['illegal_argument_exception', 'x_content_parse_exception', 'number_format_exception', 'illegal_state_exception', 'json_parse_exception', 'null_pointer_exception']);

/** An error as the cause of another (a plain exception among its causes keeps ending the root-cause walk). */
export function asCause(err: EsError): EsCause {
  return { ...err.cause, es: !PLAIN_EXCEPTIONS.has(err.cause.type) };
}

/** Where a parser stood when it failed (Jackson's 1-based line and column). */
export interface TextPosition {
  line: number;
  col: number;
}

// ---- generic builders: the area files name them; handlers do not call them with a text of their own ----

/** 400 illegal_argument_exception. */
export function illegalArgument(reason: string, meta?: Record<string, Json>, causedBy?: EsCause): EsError {
  return esError(400, 'illegal_argument_exception', reason, meta, causedBy);
}

/** 400 parse_exception (`ElasticsearchParseException`). */
export function parseException(reason: string, causedBy?: EsCause): EsError {
  return esError(400, 'parse_exception', reason, undefined, causedBy);
}

/** 400 parsing_exception (`ParsingException`) with the location ES prints as `line`/`col` members. */
export function parsingException(reason: string, at?: TextPosition, causedBy?: EsCause): EsError {
  return esError(400, 'parsing_exception', reason, at ? { line: at.line, col: at.col } : undefined, causedBy);
}

/** 400 mapper_parsing_exception. */
export function mapperParsing(reason: string, causedBy?: EsCause): EsError {
  return esError(400, 'mapper_parsing_exception', reason, undefined, causedBy);
}

/** 400 x_content_parse_exception at a body location (`[line:col] message`), with an optional cause. */
export function xContentParse(line: number, col: number, message: string, causedBy?: EsCause): EsError {
  return esError(400, 'x_content_parse_exception', `[${line}:${col}] ${message}`, undefined, causedBy);
}

/** 400 action_request_validation_exception with ES's numbered message. */
export function validationFailed(messages: string[]): EsError {
  return esError(400, 'action_request_validation_exception', validationText(messages));
}

/** The text of a `ValidationException` with these messages (`Validation Failed: 1: …;2: …;`). */
export function validationText(messages: string[]): string {
  return `Validation Failed: ${messages.map((m, i) => `${i + 1}: ${m};`).join('')}`;
}

/** 404 resource_not_found_exception (`ResourceNotFoundException`). */
export function resourceNotFound(reason: string, causedBy?: EsCause): EsError {
  return esError(404, 'resource_not_found_exception', reason, undefined, causedBy);
}
