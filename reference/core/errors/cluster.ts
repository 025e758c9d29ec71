/** Errors of the cluster-wide APIs: cluster settings and `_cat` tables (`ClusterUpdateSettingsRequest`, `RestTable`). */
import { esError, illegalArgument, validationFailed, type EsError } from './base.ts';

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
