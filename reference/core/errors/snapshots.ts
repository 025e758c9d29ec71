/** Errors of the snapshot APIs on a cluster that has no repository (`RepositoryMissingException`). */
import { esError, type EsError } from './base.ts';

/**
 * 404 repository_missing_exception: a snapshot or repository API named a repository the cluster does
 * not have. `RepositoryException` prefixes its message with the name: `[<name>] missing`.
 */
export function repositoryMissing(repository: string): EsError {
  return esError(404, 'repository_missing_exception', `[${repository}] missing`);
}
