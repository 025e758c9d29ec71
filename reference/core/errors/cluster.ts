/** Errors of the cluster-wide APIs: cluster settings and `_cat` tables (`ClusterUpdateSettingsRequest`, `RestTable`). */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, resourceNotFound, validationFailed, type EsError } from './base.ts';

/** `PUT /_cluster/settings` with a body that is not an object. */
export function noClusterSettingsToUpdate(): EsError {
  return validationFailed(['no settings to update']);
}

/** A cluster setting the simulator does not know (`scope` is persistent or transient). */
export function clusterSettingNotRecognized(scope: string, key: string): EsError {
  return illegalArgument(`${scope} setting [${key}], not recognized`);
}

/** 500 unsupported_operation_exception: `_cat` sorted by a column the table lacks. */
export function unknownCatSortKey(key: string): EsError {
  return esError(500, 'unsupported_operation_exception', `Unable to sort by unknown sort key \`${key}\``);
}

/** A health status that is not green, yellow or red (`ClusterHealthStatus.fromString`, `_cat/indices?health=`). */
export function unknownHealthStatus(value: string): EsError {
  return illegalArgument(`unknown cluster health status [${value}]`);
}

/** `wait_for_status` that names no status: Java's `ClusterHealthStatus.valueOf` on the upper-cased text. */
export function unknownWaitForStatus(profile: Profile, upper: string): EsError {
  const pkg = profile.distribution === 'opensearch' ? 'org.opensearch' : 'org.elasticsearch';
  return illegalArgument(`No enum constant ${pkg}.cluster.health.ClusterHealthStatus.${upper}`);
}

/** A cluster setting that exists but only in a node's configuration (`indices.breaker.total.use_real_memory`). */
export function clusterSettingNotDynamic(scope: string, key: string): EsError {
  return illegalArgument(`${scope} setting [${key}], not dynamically updateable`);
}

/** A setting value whose parser raised an ElasticsearchParseException: `Setting.get` rethrows its message as an illegal argument. */
export function settingValueUnparsable(cause: EsError): EsError {
  // The IllegalArgumentException on top is no ElasticsearchException: ES names it, not its cause, as the root cause.
  return cause.cause.type === 'illegal_argument_exception' ? cause : illegalArgument(cause.cause.reason, undefined, { ...cause.cause, es: false });
}

/** A time setting below its minimum (`Setting.timeSetting` with a minimum). */
export function settingTimeBelowMinimum(key: string, value: string, min: string): EsError {
  return illegalArgument(`failed to parse value [${value}] for setting [${key}], must be >= [${min}]`);
}

/** A value an enumerated setting's own parser refuses (`Illegal allocation.enable value [X]`). */
export function settingValueIllegal(message: string): EsError {
  return illegalArgument(message);
}

/** A percentage setting (`70%`) whose number does not parse (MemorySizeValue, RatioValue). */
export function settingPercentUnparsable(value: string): EsError {
  return illegalArgument(`failed to parse [${value}] as a double`);
}

/** `GET /_health_report/{feature}` naming no indicator the node has (TransportGetHealthAction). */
export function unknownHealthIndicator(name: string): EsError {
  return resourceNotFound(`Did not find indicator ${name}`);
}

/**
 * Importing or deleting a dangling index by a UUID no node reports (TransportImportDanglingIndexAction /
 * TransportDeleteDanglingIndexAction): looked up before `accept_data_loss` is checked.
 */
export function noDanglingIndex(uuid: string): EsError {
  return illegalArgument(`No dangling index found for UUID [${uuid}]`);
}

/** An index expression naming a remote cluster the node does not know (NoSuchRemoteClusterException, a 404). */
export function noSuchRemoteCluster(alias: string): EsError {
  return esError(404, 'no_such_remote_cluster_exception', `no such remote cluster: [${alias}]`);
}

/** `GET /_nodes/hot_threads?type=`: HotThreads.ReportType.of refuses a report type it does not know. */
export function hotThreadsTypeUnsupported(type: string): EsError {
  return illegalArgument(`type not supported [${type}]`);
}

/** `GET /_nodes/hot_threads?sort=`: HotThreads.SortOrder.of refuses a sort order it does not know. */
export function hotThreadsSortUnsupported(sort: string): EsError {
  return illegalArgument(`sort order not supported [${sort}]`);
}
