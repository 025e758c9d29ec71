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
