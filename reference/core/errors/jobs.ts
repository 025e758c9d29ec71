/**
 * Errors of the by-scroll jobs (`_reindex`, `_delete_by_query`, `_update_by_query`) and of the task API:
 * their options, bodies, validation, remote sources, and task lookups (`AbstractBulkByScrollRequest`,
 * `ReindexRequest`, `RemoteInfo`, `ReindexValidator`, `TaskId`, `TransportGetTaskAction`).
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, parseException, plainCause, resourceNotFound, validationFailed, xContentParse, type EsCause, type EsError } from './base.ts';
import { numberFormatCause, numberFormatMessage } from './input.ts';

/** `conflicts` other than proceed and abort. */
export function invalidConflicts(value: string): EsError {
  return illegalArgument(`conflicts may only be "proceed" or "abort" but was [${value}]`);
}

/** The document limit given twice with different values. */
export function maxDocsTwice(first: number, second: number): EsError {
  return illegalArgument(`[max_docs] set to two different values [${first}] and [${second}]`);
}

/** A negative document limit (ES ≥ 7). */
export function maxDocsNegative(n: number): EsError {
  return illegalArgument(`[max_docs] parameter cannot be negative, found [${n}]`);
}

/** A document limit below the slice count (ES ≥ 7). */
export function maxDocsBelowSlices(): EsError {
  return illegalArgument('[max_docs] should be >= [slices]');
}

/** A body `max_docs` that is no number. */
export function maxDocsNotANumber(json: string): EsError {
  return illegalArgument(`[max_docs] must be a number, found [${json}]`);
}

/** `size` where ES 8 takes only `max_docs`. */
export function sizeRefused(): EsError {
  return illegalArgument('invalid parameter [size], use [max_docs] instead');
}

/** `slices` that is neither a positive int nor `auto` (a number that does not parse shows its failure as the cause). */
export function invalidSlices(value: string, unparsable: boolean): EsError {
  return illegalArgument(`[slices] must be a positive integer or the string "auto", but was [${value}]`, undefined, unparsable ? numberFormatCause(value) : undefined);
}

/** `requests_per_second` that is neither -1 nor a float above 0. */
export function invalidRequestsPerSecond(value: string, unparsable: boolean): EsError {
  return illegalArgument('[requests_per_second] must be a float greater than 0. Use -1 to disable throttling.', undefined, unparsable ? numberFormatCause(value) : undefined);
}

/** The messages of a job's own validation (`AbstractBulkByScrollRequest.validate`, `ReindexRequest.validate`). */
export const JOB_PROBLEMS = {
  from: 'from is not supported in this context',
  storedFields: 'stored_fields is not supported in this context',
  maxDocs: (profile: Profile, n: number) =>
    profile.maxDocsField === 'size'
      ? `size should be greater than 0 if the request is limited to some number of documents or -1 if it isn't but it was [${n}]`
      : `maxDocs should be greater than 0 if the request is limited to some number of documents or -1 if it isn't but it was [${n}]`,
  manualAndAutoSlicing: "can't specify both manual and automatic slicing at the same time",
  queryMissing: 'query is missing',
  noSourceIndices: 'use _all if you really want to copy from all existing indexes',
  sourceFalse: '_source:false is not supported in this context',
  destIndexMissing: 'index must be specified',
  destRouting: 'routing must be unset, [keep], [discard] or [=<some new value>]',
} as const;

/** A job's validation problems (`JOB_PROBLEMS` and the search's), reported together. */
export function jobInvalid(problems: string[]): EsError {
  return validationFailed(problems);
}

/** A reindex body that is not an object. */
export function reindexBodyNotAnObject(profile: Profile, token: string): EsError {
  const reason = `[reindex] Expected START_OBJECT but was: ${token}`;
  return profile.xContentParseErrors ? xContentParse(1, 1, reason) : parseException(reason);
}

/** A source `index` or `type` that is neither a list nor a string. */
export function notAListOrString(name: string, json: string): EsError {
  return illegalArgument(`Expected [${name}] to be a list or a string but was [${json}]`);
}

/** A source `remote` that is not an object. */
export function remoteNotAnObject(json: string): EsError {
  return illegalArgument(`Expected [remote] to be an object but was [${json}]`);
}

/** `pipeline` as a `_reindex` query parameter. */
export function reindexPipelineParameter(): EsError {
  return illegalArgument("_reindex doesn't support [pipeline] as a query parameter. Specify it in the [dest] object instead.");
}

/**
 * `require_alias=true` and a target that is no alias: a reindex destination, an index, create or update
 * (ES's `IndexNotFoundException(message, index)`, which prints `no such index [x] and <message>`).
 */
export function notAnAlias(index: string): EsError {
  return esError(404, 'index_not_found_exception', `no such index [${index}] and [require_alias] request flag is [true] and [${index}] is not an alias`, indexMeta(index));
}

/** A reindex whose destination is one of its sources. */
export function reindexIntoSource(dest: string): EsError {
  return validationFailed([`reindex cannot write into an index its reading from [${dest}]`]);
}

/** A hit whose index does not keep `_source`: a job that rewrites documents cannot copy it. */
export function sourceNotStored(index: string, type: string | undefined, id: string): EsError {
  return illegalArgument(`[${index}]${type !== undefined ? `[${type}]` : ''}[${id}] didn't store _source`);
}

// ---- remote sources --------------------------------------------------------------------------------

/** A remote field that should be a string. */
export function remoteFieldNotAString(name: string, json: string): EsError {
  return illegalArgument(`Expected [${name}] to be a string but was [${json}]`);
}

/** A remote without `host`. */
export function remoteHostMissing(): EsError {
  return esError(400, 'null_pointer_exception', '[host] must be specified to reindex from a remote cluster');
}

/** A remote `host` that is not `scheme://host:port`. */
export function remoteHostMalformed(host: string): EsError {
  return illegalArgument(
    `[host] must be of the form [scheme]://[host]:[port](/[pathPrefix])? but was [${host}]`,
    undefined,
    plainCause('u_r_i_syntax_exception', `The port was not defined in the [host]: ${host}`),
  );
}

/** A remote timeout whose number does not parse. */
export function remoteTimeoutUnparsable(value: string, digits: string): EsError {
  return parseException(`failed to parse [${value}]`, plainCause('number_format_exception', numberFormatMessage(digits)));
}

/** Remote fields RemoteInfo does not take. */
export function remoteFieldsUnsupported(fields: string[]): EsError {
  return illegalArgument(`Unsupported fields in [remote]: [${fields.join(',')}]`);
}

/** A remote host that is not in the profile's allow list (the simulator's is always empty). */
export function remoteNotAllowed(profile: Profile, host: string, port: number): EsError {
  const list = profile.remoteHostsSetting;
  return illegalArgument(`[${host}:${port}] not ${list}ed in reindex.remote.${list}`);
}

// ---- tasks ---------------------------------------------------------------------------------------

/** `GET /_tasks/<id>` whose id is not `<node>:<number>` (TaskId's parse, a number_format_exception as its cause). */
export function malformedTaskId(id: string, numberPart?: string): EsError {
  const cause: EsCause | undefined = numberPart === undefined ? undefined : plainCause('number_format_exception', numberFormatMessage(numberPart));
  return illegalArgument(`malformed task id ${id}`, undefined, cause);
}

/**
 * A task that is not running and has no stored result: 404. Before any result was stored, the lookup
 * also misses the `.tasks` index itself, which ES shows as the cause (`missingIndex`).
 */
export function taskNotFound(id: string, missingIndex?: EsCause): EsError {
  return resourceNotFound(`task [${id}] isn't running and hasn't stored its results`, missingIndex);
}

/** A task id whose node is not in the cluster, with the lookup's own miss as its cause. */
export function taskNodeUnknown(id: string, node: string, missingIndex?: EsCause): EsError {
  return resourceNotFound(`task [${id}] belongs to the node [${node}] which isn't part of the cluster and there is no record of the task`, taskNotFound(id, missingIndex).cause);
}

/** `GET /_tasks?group_by=` with a grouping the version lacks (RestListTasksAction). */
export function badTasksGroupBy(profile: Profile, value: string): EsError {
  const allowed = profile.tasksGroupByNone ? '[nodes], [parents] or [none]' : '[nodes] or [parents]';
  return illegalArgument(`[group_by] must be one of ${allowed} but was [${value}]`);
}

/** `_rethrottle` of a task that is not running (TransportTasksAction.processTasks). */
export function taskMissing(id: string): EsError {
  return resourceNotFound(`task [${id}] is missing`);
}

/** `_tasks/<id>/_cancel` of a task that is not running (TransportCancelTasksAction.processTasks). */
export function cancelTaskNotFound(id: string): EsError {
  return resourceNotFound(`task [${id}] is not found`);
}

/** A task id naming a node that is not in the cluster (NoSuchNodeException). */
export function noSuchNode(node: string): EsError {
  return esError(404, 'no_such_node_exception', `No such node [${node}]`, { node_id: node });
}

/**
 * A tasks action that failed on a node: ListTasksResponse reports it under `node_failures` (a 200
 * answer) as a FailedNodeException wrapping the node's own error.
 */
export function failedNode(node: string, cause: EsError): EsError {
  return esError(500, 'failed_node_exception', `Failed node [${node}]`, { node_id: node }, cause.cause);
}

/** `_rethrottle` without `requests_per_second` (RestRethrottleAction). */
export function rethrottleRpsMissing(): EsError {
  return illegalArgument('requests_per_second is a required parameter');
}
