/**
 * The error catalogue. Every user error the simulator returns is built here, as a value, in the shape
 * Elasticsearch renders (`ElasticsearchException.generateFailureXContent`). A `throw` elsewhere in the
 * core is a simulator bug, never a user error.
 */
import type { Json, JsonObject } from './json.ts';

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
