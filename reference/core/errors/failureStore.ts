/**
 * Errors of the failure store and data stream options (ES 8.19, 9.1+: `MetadataIndexTemplateService`,
 * `PutDataStreamOptionsAction`), in Elasticsearch's words.
 */
import { illegalArgument, validationFailed, type EsError } from './base.ts';

/** A non-data-stream index template whose parts give data stream options (validateDataStreamOptions). */
export function optionsWithoutDataStream(template: string): EsError {
  return illegalArgument(`index template [${template}] specifies data stream options that can only be used in combination with a data stream`);
}

/** `PUT /_data_stream/<name>/_options` without `failure_store` (PutDataStreamOptionsAction.Request.validate). */
export function noDataStreamOption(): EsError {
  return validationFailed(['At least one option needs to be provided']);
}

/**
 * A document a data stream refused where a failure store could have kept it, answered by the index API: the
 * failure as it was, its status printed last in the error (IndexDocFailureStoreStatus.ExceptionWithFailureStoreStatus;
 * the 8.19 failure store page: `"failure_store": "not_enabled"` after `caused_by`).
 */
export function withFailureStoreStatus(err: EsError, status: 'not_enabled' | 'failed'): EsError {
  return { ...err, cause: { ...err.cause, trailer: { ...err.cause.trailer, failure_store: status } } };
}
