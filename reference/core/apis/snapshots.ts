/**
 * The snapshot APIs of a cluster with no snapshot repository, which is what the simulator is: no
 * `path.repo`, no repository plugin, nothing registered. Listing repositories answers an empty object,
 * and every call that names a repository (get, delete, a snapshot's create, get, delete, restore and
 * status) answers 404 `repository_missing_exception` as Elasticsearch's `RepositoriesService` does, so a
 * tool such as curator reports "missing repository" exactly as against a fresh real cluster. Registering
 * a repository stays unmodelled (ES refuses it per type and per node configuration; see otherApis.ts).
 * The same in every version and in OpenSearch (the code predates the fork).
 */
import { noHandlerFound, repositoryMissing } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';

/** ES's `Regex.isMatchAllPattern` / `_all`, and its `isSimpleMatchPattern` (a `*` anywhere). */
function isPattern(name: string): boolean {
  return name === '_all' || name.includes('*');
}

/**
 * GET /_snapshot, /_snapshot/{repository}: no repository exists, so every match-all or wildcard expression
 * matches none (`{}`) and the first concrete name is missing (TransportGetRepositoriesAction).
 */
export const getRepository: Handler = (_state, req) => {
  const names = (req.parts.repository ?? '').split(',').filter((n) => n !== '');
  const missing = names.find((n) => !isPattern(n));
  return missing === undefined ? ok({}) : repositoryMissing(missing);
};

/**
 * Every other snapshot API that names a repository: the repository is looked up first and is missing
 * (`RepositoriesService.repository`, `unregisterRepository`, `getRepositoryData`). Snapshot status
 * without snapshot names lists the running snapshots (none) without looking the repository up
 * (TransportSnapshotsStatusAction). A wildcard or `_all` repository on snapshot get (one repository
 * before 7.13, several after) is not modelled: it answers as an unmodelled path does.
 */
export const missingRepository: Handler = (_state, req, env) => {
  const repository = req.parts.repository;
  if (req.api === 'snapshot.status' && req.parts.snapshot === undefined) return ok({ snapshots: [] });
  if (repository === undefined) return ok({ snapshots: [] });
  if (req.api === 'snapshot.get' && isPattern(repository)) return noHandlerFound(env.profile, req.path, req.method);
  return repositoryMissing(repository);
};
