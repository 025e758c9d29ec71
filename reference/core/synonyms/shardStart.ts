/**
 * Starting an index's shards, as far as its analyzers decide it. ES builds an index's analyzers when a shard
 * starts on a node (IndicesService.createIndex; the create-index validation reads no synonyms set), so a
 * `synonyms_set` filter that cannot build its rules (a strict filter: `lenient: false`, or any before 8.16's
 * lenient updateable default) fails the shard, not the request: the index is created or opened with
 * `shards_acknowledged: false` and its primaries stay unassigned (red health, no index stats, searches
 * refused) until a later start succeeds (a reopen; the official synonyms/110_synonyms_invalid.yml). A
 * reload of a started shard that fails keeps its old analyzers instead (reload.ts).
 */
import type { Profile } from '../../profiles.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { isEsError } from '../errors/index.ts';
import { buildIndexAnalysis } from '../analysis/registry.ts';
import { loadRules } from './sets.ts';

/** Loads the index's synonyms sets and starts its shards, or records why they failed to start. */
export function startShards(state: ClusterState, idx: IndexState, profile: Profile): void {
  const rules = loadRules(state, idx.settings);
  delete idx.shardsFailed;
  if (!rules) return;
  idx.synonymRules = rules;
  const ia = buildIndexAnalysis(idx.settings, profile, idx.name, rules);
  if (isEsError(ia)) idx.shardsFailed = ia.cause.reason;
}
