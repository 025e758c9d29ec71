/**
 * The dangling indices APIs (ES 7.9+, OpenSearch): `GET /_dangling` lists the indices some node holds on disk
 * that the cluster state does not know (ListDanglingIndicesResponse under the nodes header), `POST` and
 * `DELETE /_dangling/{index_uuid}` import or delete one. The simulator's one node keeps no data outside its
 * cluster state, so none is ever dangling: the list is empty, and both writes fail as ES fails them for a UUID
 * no node reports, a 400 before `accept_data_loss` is looked at (the transport actions find the index first,
 * "so that we always check that the supplied index UUID does correspond to a dangling index").
 */
import { noDanglingIndex } from '../errors/index.ts';
import { boolParam } from '../params.ts';
import { isEsError } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';
import { CLUSTER_NAME } from './cluster.ts';

/** GET /_dangling */
export const listDanglingIndices: Handler = () => ok({ _nodes: { total: 1, successful: 1, failed: 0 }, cluster_name: CLUSTER_NAME, dangling_indices: [] });

/** POST or DELETE /_dangling/{index_uuid}: RestImportDanglingIndexAction / RestDeleteDanglingIndexAction read `accept_data_loss` first. */
export const danglingIndexWrite: Handler = (_state, req) => {
  const accept = boolParam(req.query, 'accept_data_loss', false);
  if (isEsError(accept)) return accept;
  return noDanglingIndex(req.parts.index_uuid ?? '');
};
