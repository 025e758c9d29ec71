/**
 * The data stream lifecycle APIs (ES ≥ 8.11): `PUT|GET|DELETE /_data_stream/<name>/_lifecycle`
 * (PutDataStreamLifecycleAction and friends, names resolved by dataStreamNames, so an index or alias
 * named is dropped), `GET /<index>/_lifecycle/explain` (ExplainDataStreamLifecycleAction) and
 * `GET /_lifecycle/stats`. The simulator keeps the configuration; it runs no lifecycle service, so the
 * stats hold no run durations and no index is ever rolled over or deleted by it.
 */
import { isEsError } from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import { flag, ok, type Handler } from '../handler.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { resolveStreams } from '../dataStreams/names.ts';
import { globalRetentionOf, renderGlobalRetention } from '../dataStreams/globalRetention.ts';
import { humanTime, parseLifecycle, renderLifecycle } from '../dataStreams/lifecycle.ts';
import { parentStream, type DataStream } from '../dataStreams/types.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';

/** PUT /_data_stream/{name}/_lifecycle */
export const putDataLifecycle: Handler = (state, req, env) => {
  const lifecycle = parseLifecycle(req.body);
  if (isEsError(lifecycle)) return lifecycle;
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards, true);
  if (isEsError(streams)) return streams;
  for (const ds of streams) ds.lifecycle = { ...lifecycle };
  return ok({ acknowledged: true });
};

/** DELETE /_data_stream/{name}/_lifecycle */
export const deleteDataLifecycle: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards, true);
  if (isEsError(streams)) return streams;
  for (const ds of streams) delete ds.lifecycle;
  return ok({ acknowledged: true });
};

/** GET /_data_stream/{name}/_lifecycle */
export const getDataLifecycle: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards, true);
  if (isEsError(streams)) return streams;
  const effective = env.profile.lifecycleEffectiveRetention;
  const withDefaults = flag(req, 'include_defaults');
  const global = globalRetentionOf(state, env.profile);
  const list = streams.map((ds): JsonObject => ({ name: ds.name, ...(ds.lifecycle ? { lifecycle: renderLifecycle(ds.lifecycle, effective, withDefaults, global, ds.name.startsWith('.')) } : {}) }));
  return ok(effective ? { global_retention: renderGlobalRetention(global), data_streams: list } : { data_streams: list });
};

/** Whether the lifecycle manages a backing index: its stream's is enabled, and no ILM policy takes the index. */
function managedBy(ds: DataStream | undefined, idx: IndexState): boolean {
  return ds?.lifecycle?.enabled === true && typeof idx.settings['index.lifecycle.name'] !== 'string';
}

/** GET /{index}/_lifecycle/explain */
export const explainDataLifecycle: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open,hidden' }));
  if (isEsError(names)) return names;
  const indices: JsonObject = {};
  for (const name of names) {
    const idx = state.indices.get(name)!;
    const ds = parentStream(state.dataStreams, name);
    if (!ds || !managedBy(ds, idx)) {
      indices[name] = { index: name, managed_by_lifecycle: false };
      continue;
    }
    const out: JsonObject = { index: name, managed_by_lifecycle: true, index_creation_date_millis: idx.creationDate, time_since_index_creation: humanTime(env.now - idx.creationDate) };
    // A backing index other than the write index was rolled over when its successor was made.
    const at = ds.indices.indexOf(name);
    const next = at >= 0 && at < ds.indices.length - 1 ? state.indices.get(ds.indices[at + 1]!) : undefined;
    if (next) {
      Object.assign(out, { rollover_date_millis: next.creationDate, time_since_rollover: humanTime(env.now - next.creationDate), generation_time: humanTime(env.now - next.creationDate) });
    }
    out.lifecycle = renderLifecycle(ds.lifecycle!, env.profile.lifecycleEffectiveRetention, flag(req, 'include_defaults'), globalRetentionOf(state, env.profile), ds.name.startsWith('.'));
    indices[name] = out;
  }
  return ok({ indices });
};

/** GET /_lifecycle/stats: the streams the lifecycle manages (no run has happened: no durations). */
export const dataLifecycleStats: Handler = (state: ClusterState) => {
  const managed = [...state.dataStreams.values()].filter((ds) => ds.lifecycle?.enabled).sort((a, b) => (a.name < b.name ? -1 : 1));
  const data_streams = managed.map((ds) => ({ name: ds.name, backing_indices_in_total: ds.indices.filter((n) => managedBy(ds, state.indices.get(n)!)).length, backing_indices_in_error: 0 }));
  return ok({ data_stream_count: data_streams.length, data_streams });
};
