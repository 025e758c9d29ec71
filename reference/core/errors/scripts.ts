/**
 * Script errors: ScriptException (`script_exception` with script_stack, script, lang and position, caused
 * by the Java exception), the update API's wrapper, and the errors of reading a script object and
 * finding a stored script (ES's Script, ScriptService and StoredScriptSource).
 */
import type { Json } from '../json.ts';
import { esError, plainCause, type EsCause, type EsError } from './base.ts';

/** Where a script failed: ScriptException.Position. */
export interface ScriptPosition {
  offset: number;
  start: number;
  end: number;
}

/** A compile or runtime error of a script (400, `script_exception`), caused by the Java exception. */
/** A script whose return value its context cannot take (Painless's ClassCastException on the return). */
export function scriptReturnCast(script: string, lang: string, from: string, to: string): EsError {
  return scriptException('runtime error', [], script, lang, undefined, { type: 'class_cast_exception', message: `Cannot cast ${from} to ${to}` });
}

export function scriptException(
  reason: 'compile error' | 'runtime error' | 'link error',
  stack: string[],
  script: string,
  lang: string,
  position: ScriptPosition | undefined,
  cause: { type: string; message: string | null; meta?: Record<string, Json> },
  headers?: Record<string, string>,
): EsError {
  const meta: Record<string, Json> = { ...headers, script_stack: stack, script, lang };
  if (position) meta.position = { offset: position.offset, start: position.start, end: position.end };
  // An ElasticsearchException cause (a CircuitBreakingException) prints its metadata and is the root cause.
  const causedBy = cause.meta ? { type: cause.type, reason: cause.message as string, meta: cause.meta } : plainCause(cause.type, cause.message as string);
  return esError(400, 'script_exception', reason, meta, causedBy);
}

/** The update API's wrapper around a script's failure (UpdateHelper.executeScript). */
export function failedToExecuteScript(cause: EsError): EsError {
  return { kind: 'es-error', status: 400, cause: { type: 'illegal_argument_exception', reason: 'failed to execute script', causedBy: cause.cause as EsCause } };
}

/** A stored script id that the cluster state does not hold (ScriptService.getScriptFromClusterState). */
export function storedScriptMissing(id: string): EsError {
  return esError(404, 'resource_not_found_exception', `unable to find script [${id}] in cluster state`);
}

/** A script `lang` no engine handles (ScriptService.getEngine). */
export function scriptLangUnsupported(lang: string): EsError {
  return esError(400, 'illegal_argument_exception', `script_lang not supported [${lang}]`);
}

/** A script object with neither or both of source and id (Script.Builder.validate). */
export function scriptSourceOrId(): EsError {
  return esError(400, 'illegal_argument_exception', 'must specify either [source] for an inline script or [id] for a stored script');
}

/** A stored-script reference that names a lang (Script.Builder.validate). */
export function storedScriptLang(): EsError {
  return esError(400, 'illegal_argument_exception', 'lang cannot be specified for stored scripts');
}

/** A stored-script reference with compiler options. */
export function storedScriptOptions(): EsError {
  return esError(400, 'illegal_argument_exception', 'options cannot be specified for stored scripts');
}

/** A member of a script object ES does not know (Script's ObjectParser). */
export function scriptUnknownField(field: string): EsError {
  return esError(400, 'x_content_parse_exception', `[script] unknown field [${field}]`);
}

/** A script value that is neither a string nor an object. */
export function scriptBadValue(token: string): EsError {
  return esError(400, 'parsing_exception', `expected a string value or an object, but found [${token}] instead`);
}

/** A script type the simulator does not run (`lang: expression`). */
export function scriptLangNotSimulated(lang: string): EsError {
  return esError(400, 'illegal_argument_exception', `script lang [${lang}] is not supported by this simulator`);
}

/** `PUT /_scripts/<id>` without a source (StoredScriptSource.parse). */
export function storedScriptMustHaveSource(): EsError {
  return esError(400, 'illegal_argument_exception', 'must specify source for stored script');
}

/** `PUT /_scripts/<id>` with an empty source. */
export function storedScriptEmptySource(): EsError {
  return esError(400, 'illegal_argument_exception', 'source cannot be empty');
}

/**
 * `PUT /_scripts/<id>/<context>` for a context that refuses stored scripts (the runtime field contexts):
 * ScriptService.putStoredScript wraps its IllegalArgumentException in "failed to parse/compile stored script".
 */
export function storedScriptContextRefused(id: string, context: string): EsError {
  return esError(400, 'illegal_argument_exception', `failed to parse/compile stored script [${id}]`, undefined, plainCause('illegal_argument_exception', `cannot store a script for context [${context}]`));
}

/** `PUT /_scripts/<id>` without a lang. */
export function storedScriptMustHaveLang(): EsError {
  return esError(400, 'illegal_argument_exception', 'must specify lang for stored script');
}

/** `PUT /_scripts/<id>` whose body has no `script` object. */
export function storedScriptMissingBody(): EsError {
  return esError(400, 'parsing_exception', 'unexpected token [END_OBJECT], expected [{]');
}

/** A script result that contains itself, refused when ES writes it (XContentBuilder.ensureNoSelfReferences). */
export function iterableSelfReferencing(hint?: string): EsError {
  // CollectionUtils.ensureNoSelfReferences(value, hint) appends the hint in parentheses (ScriptProcessor's "ingest script").
  return esError(400, 'illegal_argument_exception', `Iterable object is self-referencing itself${hint ? ` (${hint})` : ''}`);
}

/** An update script that set `ctx._source` to something other than a map (the cast in UpdateHelper). */
export function scriptedSourceNotMap(cls: string): EsError {
  return esError(500, 'class_cast_exception', `class ${cls} cannot be cast to class java.util.Map`);
}

/** A by-scroll script that set `ctx.op` to something other than noop, index or delete (OpType.fromString). */
export function scriptOpNotAllowed(op: string): EsError {
  return esError(400, 'illegal_argument_exception', `Operation type [${op.toLowerCase()}] not allowed, only [noop, index, delete] are allowed`);
}

/** An update-by-query script that changed `_index`, `_id`, `_routing` or `_version` (UpdateByQuery's ScriptApplier). */
export function scriptModifiedField(field: string): EsError {
  return esError(400, 'illegal_argument_exception', `Modifying [${field}] not allowed`);
}

/** `DELETE /_scripts/<id>` of a script the cluster does not hold (ScriptMetadata.deleteStoredScript). */
export function storedScriptNotExists(id: string): EsError {
  return esError(404, 'resource_not_found_exception', `stored script [${id}] does not exist`);
}

/** `PUT /_scripts/<id>` with a lang no engine handles. */
export function storedScriptLangUnsupported(lang: string): EsError {
  return esError(400, 'illegal_argument_exception', `unable to put stored script with unsupported lang [${lang}]`);
}

/** 8.4+: a by-scroll script's `ctx.op` outside delete, index and noop (the ctx metadata's validator). */
export function scriptOpMustBeOneOf(op: string): EsError {
  return esError(400, 'illegal_argument_exception', `[op] must be one of delete, index, noop, not [${op}]`);
}

/** 8.5+: an update-by-query script that changed a read-only metadata field (`_id cannot be updated`). */
export function scriptMetadataReadOnly(field: string): EsError {
  return esError(400, 'illegal_argument_exception', `${field} cannot be updated`);
}

/** Before 8.5: a by-scroll script that put a key of its own into `ctx` (ScriptApplier). */
export function scriptInvalidContextFields(keys: string[]): EsError {
  return esError(400, 'illegal_argument_exception', `Invalid fields added to context [${keys.join(',')}]`);
}

/** 8.5+: a by-scroll script that put a key of its own into `ctx` (the ctx map refuses it). */
export function scriptCannotPutKey(key: string, value: string): EsError {
  return esError(400, 'illegal_argument_exception', `Cannot put key [${key}] with value [${value}] into ctx`);
}

/** An inline script longer than `script.max_size_in_bytes` (65535 by default; ScriptService.compile). */
export function inlineScriptTooLarge(max: number, size: number, source: string): EsError {
  return esError(400, 'illegal_argument_exception', `exceeded max allowed inline script size in bytes [${max}] with size [${size}] for script [${source}]`);
}

/** A stored script longer than `script.max_size_in_bytes` (ScriptService.putStoredScript). */
export function storedScriptTooLarge(max: number, size: number, id: string): EsError {
  return esError(400, 'illegal_argument_exception', `exceeded max allowed stored script size in bytes [${max}] with size [${size}] for script [${id}]`);
}

// ---- search templates (lang-mustache) ----

/** A mustache template that does not compile: MustacheScriptEngine wraps mustache.java's MustacheException. */
export function mustacheCompileFailed(message: string, source: string): EsError {
  return esError(400, 'script_exception', message, { script_stack: [], script: source, lang: 'mustache' }, plainCause('mustache_exception', message));
}

/** A search template request without a template (SearchTemplateRequest.validate), with the search's own problems. */
export function templateMissing(more: string[] = []): EsError {
  return esError(400, 'action_request_validation_exception', `Validation Failed: ${['template is missing', ...more].map((m, i) => `${i + 1}: ${m};`).join('')}`);
}

/** An msearch_template body line with no template at all (RestMultiSearchTemplateAction). */
export function malformedSearchTemplate(): EsError {
  return esError(400, 'illegal_argument_exception', 'Malformed search template');
}

/**
 * A rendered template that ends before its JSON does: Jackson's JsonEOFException as the version reports it
 * (`json_e_o_f_exception` 400 before ES 8 and in OpenSearch; ES 8's XContentEOFException, a 500 until
 * 8.16 (elastic/elasticsearch#112579); ES 9 an x_content_parse_exception (#111548)).
 */
export function templateJsonEof(kind: 'json-eof' | 'xcontent-eof-500' | 'xcontent-eof' | 'xcontent-parse', line: number, col: number, message: string): EsError {
  if (kind === 'json-eof') return esError(400, 'json_e_o_f_exception', message);
  if (kind === 'xcontent-parse') return esError(400, 'x_content_parse_exception', `[${line}:${col}] ${message}`);
  return esError(kind === 'xcontent-eof-500' ? 500 : 400, 'x_content_e_o_f_exception', `[${line}:${col}] ${message}`);
}

/** A rendered template that is not JSON (Jackson's JsonParseException, wrapped as the version wraps it). */
export function templateJsonInvalid(xcontent: boolean, line: number, col: number, message: string): EsError {
  return xcontent ? esError(400, 'x_content_parse_exception', `[${line}:${col}] ${message}`) : esError(400, 'json_parse_exception', message);
}
