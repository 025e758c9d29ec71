/**
 * Errors of the async search APIs (x-pack's async-search plugin, Elasticsearch 7.7+): an id that does not
 * decode (AsyncExecutionId.decode), an id that names nothing stored (ResourceNotFoundException with the id
 * as its reason), and SubmitAsyncSearchRequest.validate's checks.
 */
import type { JsonObject } from '../json.ts';
import { errorEnvelope, illegalArgument, resourceNotFound, validationFailed, type EsError } from './base.ts';
import { formatTimeValue } from './scroll.ts';

/** An async search id that is not base64 of a doc id and a task id: `invalid id: [<id>]`. */
export function asyncSearchIdInvalid(id: string): EsError {
  return illegalArgument(`invalid id: [${id}]`);
}

/** An async search id that decodes but names no stored search (expired, deleted or never kept): 404, the id as reason. */
export function asyncSearchNotFound(id: string): EsError {
  return resourceNotFound(id);
}

/** SubmitAsyncSearchRequest.validate's problems, reported together (`keep_alive` below 1s, a suggest-only body). */
export function asyncSearchSubmitInvalid(problems: string[]): EsError {
  return validationFailed(problems);
}

/** The validation message of a submit's `keep_alive` below one second (TimeValue.toString of the value). */
export function asyncKeepAliveTooShort(ms: number): string {
  return `[keep_alive] must be greater or equals than 1 second, got:${formatTimeValue(ms)}`;
}

/**
 * The `error` member of an async search whose search failed once running (no such index, every shard failed):
 * AsyncSearchTask records an ElasticsearchStatusException "error while executing search" caused by the failure,
 * printed as generateThrowableXContent prints it (no root_cause); the answer takes the failure's status. The shape
 * is the one Elastic's Java client reads in elastic/elasticsearch-java#674 (8.12).
 */
export function asyncExecutionFailure(err: EsError): JsonObject {
  const { root_cause: _rootCause, ...cause } = errorEnvelope(err).error as JsonObject;
  return { type: 'status_exception', reason: 'error while executing search', caused_by: cause };
}
