/**
 * Reloading search analyzers (TransportReloadAnalyzersAction): each open index named loads its synonyms sets'
 * rules afresh and rebuilds its reloadable analyzers, those with an `updateable` filter. The request is
 * broadcast to one shard copy per node of each index (the simulator's one node, and the unassigned replicas,
 * counted but not reached). A synonyms set change reloads every index with the set as `resource`; a delete
 * previews the same to find the indices using the set. A shard whose analyzers do not build keeps its old
 * ones and counts as failed. A reload without a resource also reads the `synonyms_path` files of updateable
 * filters again (their resource is none); the other filters keep the files the index read when it started.
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { causeJson, isEsError } from '../errors/index.ts';
import { buildIndexAnalysis } from '../analysis/registry.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { loadRules } from './sets.ts';
import { NO_CONFIG, RecordingReader, snapshotReader } from '../analysis/configFiles.ts';

export interface ReloadResult {
  /** ReloadAnalyzersResponse as ES renders it: `_shards` then `reload_details`. */
  body: JsonObject;
  /** The indices with analyzers that were (or, previewing, would be) reloaded. */
  indices: string[];
}

/** The names of an index's analyzers that reload for a resource (any reloadable one without a resource). */
function reloadable(analyzers: Iterable<[string, { filters: readonly { updateable?: { resources: readonly string[] } }[] }]>, resource: string | undefined): string[] {
  const out: string[] = [];
  for (const [name, chain] of analyzers) {
    if (chain.filters.some((f) => f.updateable && (resource === undefined || f.updateable.resources.includes(resource)))) out.push(name);
  }
  return out;
}

/**
 * Reloads the analyzers of these open indices (`resource`: only those reading that synonyms set, and only
 * indices with one are detailed); `preview` changes nothing.
 */
export function reloadAnalyzers(state: ClusterState, profile: Profile, indices: IndexState[], resource: string | undefined, preview: boolean): ReloadResult {
  let total = 0;
  let successful = 0;
  const failures: JsonObject[] = [];
  const details: JsonObject[] = [];
  const used: string[] = [];
  for (const idx of indices) {
    // One copy per node: the started primaries' node, and the unassigned replicas as one more "node".
    total += Number(idx.settings['index.number_of_replicas'] ?? '1') > 0 ? 2 : 1;
    const next = loadRules(state, idx.settings);
    const live = resource === undefined ? new RecordingReader(state.config ?? NO_CONFIG) : undefined;
    const kept = idx.configFiles ?? { dir: (state.config ?? NO_CONFIG).dir, files: {} };
    const files = { config: snapshotReader(kept), reloading: live ?? snapshotReader(kept, true) };
    const ia = buildIndexAnalysis(idx.settings, profile, idx.name, next ?? {}, files);
    if (isEsError(ia)) {
      failures.push({ shard: 0, index: idx.name, status: 'BAD_REQUEST', reason: causeJson(ia.cause) });
      continue;
    }
    successful++;
    const names = reloadable(ia.analyzers, resource);
    if (names.length === 0 && resource !== undefined) continue;
    if (names.length > 0) used.push(idx.name);
    if (!preview && (names.length > 0 || resource === undefined)) idx.synonymRules = next;
    if (!preview && live && Object.keys(live.seen).length > 0) idx.configFiles = { ...kept, reloaded: { ...kept.reloaded, ...live.seen } };
    details.push({ index: idx.name, reloaded_analyzers: names, reloaded_node_ids: [NODE_ID] });
  }
  const shards: JsonObject = { total, successful, failed: failures.length };
  if (failures.length > 0) shards.failures = failures;
  return { body: { _shards: shards, reload_details: details }, indices: used };
}

/** The open indices a synonyms set change reaches (ReloadAnalyzersRequest on `*`: open, not hidden). */
export function openIndices(state: ClusterState): IndexState[] {
  return [...state.indices.values()].filter((i) => !i.closed && i.settings['index.hidden'] !== 'true');
}
