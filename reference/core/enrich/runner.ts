/**
 * Executing a policy (EnrichPolicyRunner): the source indices' mappings validated, a new hidden enrich index
 * `.enrich-<policy>-<timestamp>` made with the match field and enrich fields only, the documents of the source
 * indices that match the policy's query copied in (their `_source` cut down to those fields, new ids, as the
 * runner's reindex does through its `enrich-policy-reindex-7` pipeline), the index made read-only, and the
 * `.enrich-<policy>` alias moved onto it. The simulator runs it at once: a real cluster's phases end the same.
 */
import { enrichReindexFailed, enrichSourceMappingMissing, isEsError, type EsError } from '../errors/index.ts';
import type { Json, JsonObject } from '../json.ts';
import type { Env } from '../handler.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { resolveIndices } from '../resolve.ts';
import { buildIndex } from '../buildIndex.ts';
import { compileQuery } from '../search/query.ts';
import { matchIndex } from '../search/execute.ts';
import { applySourceFilter, isRaw } from '../source.ts';
import { executeWrite, isWriteFailed } from '../docs/write.ts';
import { enrichAlias, type EnrichPolicy } from './policy.ts';
import { enrichIndexMapping, sourceMapping, validateSourceMapping } from './mappings.ts';
import { scheduleEnrichMaintenance } from './maintenance.ts';

/** The pipeline the runner's reindex runs (EnrichPolicyReindexPipeline): made once, kept in the cluster. */
const REINDEX_PIPELINE = 'enrich-policy-reindex-7';
const REINDEX_PIPELINE_BODY: JsonObject = {
  description: 'This pipeline sanitizes documents that will be stored in enrich indices for ingest lookup purposes. It is an internal pipeline and should not be modified.',
  version: 7040099,
  processors: [{ remove: { field: '_id' } }, { remove: { field: '_routing' } }],
};

/** The source indices of a policy, strictly resolved (GetIndexRequest's default options), or the error. */
function sourceIndices(state: ClusterState, env: Env, policy: EnrichPolicy): IndexState[] | EsError {
  const names = resolveIndices(state, env.profile, policy.indices.join(','), { ignoreUnavailable: false, allowNoIndices: true });
  if (isEsError(names)) return names;
  return names.map((n) => state.indices.get(n)!).filter((i) => i !== undefined);
}

/** The new enrich index's name: the clock's milliseconds, moved on past a name already taken (two runs in one millisecond). */
function enrichIndexName(state: ClusterState, policyName: string, now: number): string {
  let ts = now;
  while (state.indices.has(`${enrichAlias(policyName)}-${ts}`)) ts++;
  return `${enrichAlias(policyName)}-${ts}`;
}

/** Runs a policy; the name of the enrich index it made, or the error that ended it (nothing is left behind then). */
export function runPolicy(state: ClusterState, env: Env, policyName: string, policy: EnrichPolicy): string | EsError {
  const sources = sourceIndices(state, env, policy);
  if (isEsError(sources)) return sources;
  const mappings: JsonObject[] = [];
  for (const idx of sources) {
    const m = sourceMapping(idx);
    if (!m) return enrichSourceMappingMissing(policyName, idx.name, policy.indices);
    const bad = validateSourceMapping(policyName, policy, idx.name, m);
    if (bad) return bad;
    mappings.push(m);
  }
  const mapping = enrichIndexMapping(policyName, policy, mappings);
  if ('status' in mapping) return mapping as EsError;
  // The policy's query runs against each source index, as the reindex's search does (a bad query fails the run).
  const queries = [];
  for (const idx of sources) {
    const q = compileQuery(policy.query === undefined ? undefined : (policy.query as Json), { index: idx, profile: env.profile, now: env.now });
    if (isEsError(q)) return q;
    queries.push(q);
  }
  const name = enrichIndexName(state, policyName, env.now);
  // The runner's own settings (no further writes: no refresh; no eager global ordinals), hidden as the system
  // index pattern `.enrich-*` makes it.
  const settings = { index: { number_of_shards: 1, number_of_replicas: 0, refresh_interval: -1, warmer: { enabled: false }, hidden: true } };
  const built = buildIndex(state, env, name, { settings, mappings: mapping }, undefined, []);
  if (isEsError(built)) return built;
  state.indices.set(name, built);
  if (!state.pipelines.has(REINDEX_PIPELINE)) state.pipelines.set(REINDEX_PIPELINE, REINDEX_PIPELINE_BODY);
  const keep = { kind: 'filter' as const, includes: [policy.matchField, ...policy.enrichFields], excludes: [] };
  for (const [i, idx] of sources.entries()) {
    const docs: JsonObject[] = [];
    matchIndex(idx, queries[i]!, undefined, undefined, (doc) => {
      const src = applySourceFilter(doc, keep);
      docs.push((isRaw(src) ? JSON.parse(src.text) : src ?? {}) as JsonObject);
    });
    for (const source of docs) {
      const r = executeWrite(state, env, { kind: 'index', index: name, type: '_doc', id: env.newDocId(), source, raw: JSON.stringify(source) });
      if (isWriteFailed(r)) {
        state.indices.delete(name);
        return enrichReindexFailed();
      }
    }
  }
  // Force merged, refreshed, then read-only and on every node (setIndexReadOnly), then the alias moves.
  built.visible = undefined;
  built.settings['index.blocks.write'] = 'true';
  built.settings['index.auto_expand_replicas'] = '0-all';
  const alias = enrichAlias(policyName);
  for (const idx of state.indices.values()) idx.aliases.delete(alias);
  built.aliases.set(alias, {});
  scheduleEnrichMaintenance(state, env.now);
  return name;
}
