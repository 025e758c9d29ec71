/**
 * Errors of OpenSearch's search pipelines (SearchPipelineService, Pipeline.create). What they share with ingest
 * pipelines is ingest's: a processor's configuration (`ingestConfigError`: the search-pipeline-common module reads
 * it with ingest's ConfigurationUtils), its run-time IllegalArgument/IllegalStateException
 * (`processorIllegalArgument`, `processorIllegalState`) and a delete that matches nothing (`pipelineMissing`,
 * worded alike by SearchPipelineService.innerDelete).
 */
import { asCause, esError, illegalArgument, type EsError } from './base.ts';

/** A search naming (or an index defaulting to) a pipeline that is not stored (SearchPipelineService.resolvePipeline). */
export function searchPipelineUndefined(id: string): EsError {
  return illegalArgument(`Pipeline ${id} is not defined`);
}

/** A search with both the `search_pipeline` parameter and an inline `search_pipeline` body (resolvePipeline). */
export function searchPipelineNamedAndInline(): EsError {
  return illegalArgument('Both named and inline search pipeline were specified. Please only specify one or the other.');
}

/** A processor type the version does not register (Pipeline.readProcessors). */
export function searchProcessorTypeInvalid(type: string): EsError {
  return illegalArgument(`Invalid processor type ${type}`);
}

/** A response processor listed among the request processors, or the other way round (Pipeline.readProcessors). */
export function searchProcessorWrongKind(type: string, kind: 'SearchRequestProcessor' | 'SearchResponseProcessor'): EsError {
  return illegalArgument(`Processor type ${type} is not a ${kind}`);
}

/** A pipeline's keys beside its description, version and processor lists (Pipeline.create). */
export function searchPipelineUnsupportedKeys(id: string, keys: string[]): EsError {
  return esError(400, 'parse_exception', `pipeline [${id}] doesn't support one or more provided configuration parameters [${keys.join(', ')}]`);
}



/** Java's fully qualified class name of an exception type, for a wrapper's `Throwable(cause)` message. */
const JAVA_CLASS: Record<string, string> = {
  illegal_argument_exception: 'java.lang.IllegalArgumentException',
  illegal_state_exception: 'java.lang.IllegalStateException',
  parse_exception: 'org.opensearch.OpenSearchParseException',
};

/**
 * A pipeline's failure while it changes a search (SearchPipelineProcessingException around the processor's or
 * the inline pipeline's exception): its reason is the cause's `toString()`, its status the cause's.
 */
export function searchPipelineProcessing(cause: EsError): EsError {
  const c = cause.cause;
  const name = JAVA_CLASS[c.type] ?? c.type;
  return esError(cause.status, 'search_pipeline_processing_exception', `${name}: ${c.reason}`, undefined, asCause(cause));
}
