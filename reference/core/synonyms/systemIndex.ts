/**
 * The synonyms system index: the first set stored makes `.synonyms-2` (alias `.synonyms`), hidden, one shard,
 * `auto_expand_replicas: 0-1` so no replica on one node (SynonymsManagementAPIService.SYNONYMS_DESCRIPTOR,
 * index format 2 in 8.x). The sets live in ClusterState.synonymSets; the index is what cluster health, stats
 * and `expand_wildcards=all` listings see of them, as the YAML tests wait on it (`cluster.health: .synonyms`).
 */
import { isEsError } from '../errors/index.ts';
import type { Env } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { buildIndex } from '../buildIndex.ts';

export const SYNONYMS_INDEX = '.synonyms-2';
export const SYNONYMS_ALIAS = '.synonyms';

const BODY = {
  settings: { index: { hidden: true, number_of_shards: 1, number_of_replicas: 0, auto_expand_replicas: '0-1' } },
  aliases: { [SYNONYMS_ALIAS]: { is_hidden: true } },
  mappings: {
    dynamic: 'strict',
    properties: { id: { type: 'keyword' }, synonyms: { type: 'match_only_text' }, synonyms_set: { type: 'keyword' }, type: { type: 'keyword' } },
  },
};

/** Makes the system index if it is not there yet (a user-made index of that name stays as it is). */
export function ensureSynonymsIndex(state: ClusterState, env: Env): void {
  if (state.indices.has(SYNONYMS_INDEX)) return;
  const idx = buildIndex(state, env, SYNONYMS_INDEX, BODY, undefined, []);
  if (!isEsError(idx)) state.indices.set(idx.name, idx);
}
