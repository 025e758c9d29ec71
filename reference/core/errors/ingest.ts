/**
 * Errors of ingest pipelines: their configuration (`ConfigurationUtils.newConfigurationException`, an
 * ElasticsearchParseException carrying `processor_type`, `processor_tag` and `property_name` metadata),
 * their store (`IngestService`) and their processors at run time (ingest-common's processors raise JDK
 * exceptions, mostly IllegalArgumentException, with messages of their own).
 */
import type { Json } from '../json.ts';
import { esError, illegalArgument, resourceNotFound, type EsCause, type EsError } from './base.ts';
import { iterableSelfReferencing } from './scripts.ts';

/**
 * A processor's or a pipeline's bad configuration: `[property] reason` (or the reason alone when no
 * property is named), with the processor's type and tag as metadata (ConfigurationUtils.newConfigurationException).
 */
export function ingestConfigError(reason: string, processorType?: string, tag?: string, property?: string): EsError {
  const meta: Record<string, Json> = {};
  if (processorType !== undefined) meta.processor_type = processorType;
  if (tag !== undefined) meta.processor_tag = tag;
  if (property !== undefined) meta.property_name = property;
  const msg = property === undefined ? reason : `[${property}] ${reason}`;
  return esError(400, 'parse_exception', msg, Object.keys(meta).length > 0 ? meta : undefined);
}

/** A configuration error raised around another exception (a processor factory's own failure), keeping its reason. */
export function ingestConfigWrapped(cause: EsError, processorType: string, tag?: string): EsError {
  const meta: Record<string, Json> = { ...(cause.cause.meta ?? {}), processor_type: processorType };
  if (tag !== undefined) meta.processor_tag = tag;
  return { ...cause, cause: { ...cause.cause, meta } };
}

/** GET or DELETE of a pipeline id (or pattern) that matches none (IngestService.innerDelete). */
export function pipelineMissing(id: string): EsError {
  return resourceNotFound(`pipeline [${id}] is missing`);
}

/** A write naming a pipeline that does not exist (IngestService.getPipeline via executeBulkRequest). */
export function pipelineDoesNotExist(id: string): EsError {
  return illegalArgument(`pipeline with id [${id}] does not exist`);
}

/** A `pipeline` processor naming a pipeline that does not exist when it runs (PipelineProcessor). */
export function pipelineProcessorMissing(name: string): EsError {
  return illegalStateIngest(`Pipeline processor configured for non-existent pipeline [${name}]`);
}

/** A pipeline that reaches itself through `pipeline` processors (IngestDocument.executePipeline). */
export function pipelineCycle(id: string): EsError {
  return illegalStateIngest(`Cycle detected for pipeline: ${id}`);
}

/** An IllegalStateException raised while a pipeline runs. */
function illegalStateIngest(reason: string): EsError {
  return esError(500, 'illegal_state_exception', reason);
}

/**
 * A processor's IllegalArgumentException at run time: each processor of ingest-common words its own
 * (`field [x] not present as part of path [x]`, `unable to convert [a] to integer`, …), so the message is the
 * processor's, taken from its Java source.
 */
export function processorIllegalArgument(reason: string, causedBy?: EsCause): EsError {
  return illegalArgument(reason, undefined, causedBy);
}

/** A cause as a JDK exception (`java.lang.NumberFormatException` under a processor's IllegalArgumentException). */
export function processorCause(type: 'number_format_exception' | 'date_time_parse_exception' | 'illegal_argument_exception', reason: string): EsCause {
  return { type, reason, es: false };
}

/** The `fail` processor's exception: a RuntimeException, so a 500 (FailProcessorException). */
export function failProcessor(message: string): EsError {
  return esError(500, 'fail_processor_exception', message);
}

/** A processor's IllegalStateException (e.g. a `date_index_name` date that is no date). */
export function processorIllegalState(reason: string): EsError {
  return illegalStateIngest(reason);
}

/** A `json` processor's value that does not parse (Jackson's JsonParseException under an IllegalArgumentException). */
export function processorJsonParse(reason: string): EsError {
  return illegalArgument(`com.fasterxml.jackson.core.JsonParseException: ${reason}`, undefined, { type: 'json_parse_exception', reason, es: false });
}

/**
 * A `json` processor's text with more after its first value while `strict_json_parsing` is on (JsonProcessor.apply,
 * 8.x): the rest is read as a token, and either that read fails (Jackson's message, `trailingError`) or the token
 * exists; both are wrapped in one IllegalArgumentException naming the input.
 */
export function processorJsonTrailing(input: string, trailingError?: string): EsError {
  const message = `The input ${input} is not valid JSON and the strict_json_parsing parameter is true`;
  const cause = trailingError === undefined ? { type: 'illegal_argument_exception', reason: message, es: false } : { type: 'json_parse_exception', reason: trailingError, es: false };
  return illegalArgument(message, undefined, cause);
}

/** A document whose source cannot be written after a pipeline (IngestService: a script left it self-referencing, ES ≥ 8.3). */
export function ingestSourceGenerationFailed(pipelineId: string): EsError {
  const cause = iterableSelfReferencing('ingest script');
  return illegalArgument(`Failed to generate the source document for ingest pipeline [${pipelineId}]`, undefined, { ...cause.cause, es: false });
}

/** `if_version` that does not match the stored pipeline's version (PutPipelineClusterStateUpdateTask, ES ≥ 8.6: an IllegalArgumentException). */
export function pipelineVersionConflict(id: string, required: number, current: number | undefined | null, exists: boolean): EsError {
  const now = !exists ? 'but no pipeline was found' : `but current version is [${current ?? 'null'}]`;
  return illegalArgument(`version conflict, required version [${required}] for pipeline [${id}] ${now}`);
}

/** An inference processor naming a model the cluster does not have (ML's trained model lookup). */
export function trainedModelMissing(model: string): EsError {
  return resourceNotFound(`Could not find trained model [${model}]`);
}

/** A pipeline id the store refuses (IngestService.validatePipelineRequest... naming rules). */
export function pipelineIdInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** What the script stub answers for every script (core/script/runScript.ts until Painless is merged). */
export function scriptsUnavailable(): EsError {
  return illegalArgument('Painless scripts are not available in this build');
}

/** An `if` condition whose script returned something other than a boolean. */
export function conditionNotBoolean(value: unknown): EsError {
  return illegalArgument(`condition returned non-boolean value [${String(value)}]`);
}

/** A dissect pattern that does not parse, as the factory's exception wraps it (DissectException.PatternParse). */
export function dissectPatternInvalid(pattern: string, reason: string): EsError {
  const msg = `Unable to parse pattern: ${pattern} Reason: ${reason}`;
  return esError(500, 'exception', `org.elasticsearch.dissect.DissectException$PatternParse: ${msg}`, undefined, { type: 'pattern_parse', reason: msg, es: false });
}

/** A dissect key that does not parse (DissectException.KeyParse), wrapped likewise. */
export function dissectKeyInvalid(key: string, reason: string): EsError {
  const msg = `Unable to parse key: ${key} Reason: ${reason}`;
  return esError(500, 'exception', `org.elasticsearch.dissect.DissectException$KeyParse: ${msg}`, undefined, { type: 'key_parse', reason: msg, es: false });
}

/** A value the dissect pattern does not match (DissectException.FindMatch, a RuntimeException: 500). */
export function dissectNoMatch(pattern: string, input: string): EsError {
  return esError(500, 'find_match', `Unable to find match for dissect pattern: ${pattern} against source: ${input}`);
}

/** A final pipeline that sent the document to another index (IngestService.executePipelines, ES ≥ 8.8 wording). */
export function finalPipelineChangedIndex(pipeline: string, from: string, to: string, id: string | null): EsError {
  return illegalStateIngest(`final pipeline [${pipeline}] can't change the target index (from [${from}] to [${to}]) for document [${id ?? 'null'}]`);
}

/** A reroute back to an index the document already went through (IngestService.executePipelines). */
export function rerouteIndexCycle(pipeline: string, id: string | null, history: string[]): EsError {
  return illegalStateIngest(`index cycle detected while processing pipeline [${pipeline}] for document [${id ?? 'null'}]: [${history.join(', ')}]`);
}

/** A pipeline still named by an index's `index.default_pipeline` or `index.final_pipeline` (IngestService.innerDelete, ES ≥ 8.1). */
export function pipelineInUse(id: string, setting: 'default' | 'final', indices: string[]): EsError {
  const n = indices.length;
  return illegalArgument(`pipeline [${id}] cannot be deleted because it is the ${setting} pipeline for ${n} index(es) including [${indices.slice(0, 3).join(',')}]`);
}

/** A simulation of a stored pipeline that does not exist (SimulatePipelineRequest.parseWithPipelineId). */
export function simulatedPipelineMissing(id: string): EsError {
  return illegalArgument(`pipeline [${id}] does not exist`);
}

/** An IllegalArgumentException of the ingest store (a PUT's body, `if_version`'s same-version update). */
export function illegalArgumentIngest(reason: string): EsError {
  return illegalArgument(reason);
}

/** GET _ingest/processor/grok with an `ecs_compatibility` other than `disabled` or `v1` (RestGrokPatternsAction). */
export function grokEcsModeUnsupported(mode: string): EsError {
  return illegalArgument(`unsupported ECS compatibility mode [${mode}]`);
}

/**
 * A grok capture whose `:int`/`:long`/`:float`/`:double` type cannot parse what matched: GrokCaptureType's
 * Integer.parseInt / Float.parseFloat NumberFormatException, thrown through the processor as it is
 * (Float.parseFloat says `empty String` for a blank text).
 */
export function grokNumberFormat(text: string, floating: boolean): EsError {
  return esError(400, 'number_format_exception', floating && text.trim() === '' ? 'empty String' : `For input string: "${text}"`);
}

/**
 * LicenseUtils.newComplianceException: a feature the current license does not allow (403, with the feature in
 * `license.expired.feature`, the `es.license.expired.feature` metadata).
 */
export function licenseNonCompliant(feature: string): EsError {
  return esError(403, 'security_exception', `current license is non-compliant for [${feature}]`, { 'license.expired.feature': feature });
}

/**
 * RedactProcessor.execute: any RuntimeException of the matching (the watchdog's interruption, or a pattern with
 * no named capture to name the redaction after) becomes an ElasticsearchTimeoutException, whose status is 429.
 */
export function redactTimedOut(why: 'interrupted' | 'unnamed'): EsError {
  const causedBy: EsCause =
    why === 'interrupted'
      ? { type: 'runtime_exception', reason: 'grok pattern matching was interrupted after [1000] ms', es: false }
      : { type: 'index_out_of_bounds_exception', reason: 'Index 0 out of bounds for length 0', es: false };
  return esError(429, 'timeout_exception', 'Grok pattern matching timed out', undefined, causedBy);
}
