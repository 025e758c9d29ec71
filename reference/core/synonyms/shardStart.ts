/**
 * Starting an index's shards, as far as its analyzers decide it. ES builds an index's analyzers when a shard
 * starts on a node (IndicesService.createIndex; the create-index validation reads no synonyms set), so a
 * `synonyms_set` filter that cannot build its rules (a strict filter: `lenient: false`, or any before 8.16's
 * lenient updateable default) fails the shard, not the request: the index is created or opened with
 * `shards_acknowledged: false` and its primaries stay unassigned (red health, no index stats, searches
 * refused) until a later start succeeds (a reopen; the official synonyms/110_synonyms_invalid.yml). A
 * reload of a started shard that fails keeps its old analyzers instead (reload.ts). The config files the
 * analyzers name (`synonyms_path`, `stopwords_path`, hunspell, ...) are read here too, as they are now, and kept
 * with the index (IndexState.configFiles): a missing one fails the shards the same way (a file removed before a
 * reopen or a restart; at creation the request itself is refused first, by the validation).
 */
import type { Profile } from '../../profiles.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { isEsError } from '../errors/index.ts';
import { buildIndexAnalysis } from '../analysis/registry.ts';
import { loadRules } from './sets.ts';
import { NO_CONFIG, RecordingReader } from '../analysis/configFiles.ts';

/** Whether any `index.analysis.*` setting is given (an analysis that may read config files). */
function hasAnalysis(settings: IndexState['settings']): boolean {
  for (const k in settings) if (k.startsWith('index.analysis.')) return true;
  return false;
}

/** Loads the index's synonyms sets and starts its shards, or records why they failed to start. */
export function startShards(state: ClusterState, idx: IndexState, profile: Profile): void {
  const rules = loadRules(state, idx.settings);
  delete idx.shardsFailed;
  if (rules) idx.synonymRules = rules;
  if (!rules && !hasAnalysis(idx.settings)) {
    delete idx.configFiles;
    return;
  }
  const files = new RecordingReader(state.config ?? NO_CONFIG);
  const ia = buildIndexAnalysis(idx.settings, profile, idx.name, rules, { config: files });
  const read = files.snapshot();
  if (read) idx.configFiles = read;
  else delete idx.configFiles;
  if (isEsError(ia)) idx.shardsFailed = ia.cause.reason;
}
