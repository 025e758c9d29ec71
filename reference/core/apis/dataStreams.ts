/**
 * The data stream APIs: create, get, delete and stats (`MetadataCreateDataStreamService`,
 * `GetDataStreamsTransportAction`, `DeleteDataStreamTransportAction`, `DataStreamsStatsTransportAction`).
 * Names resolve as `IndexNameExpressionResolver.dataStreamNames` does (dataStreams/names.ts).
 */
import { backingLogsdbSettings } from '../dataStreams/logsdbDefault.ts';
import { isEsError, promoteStreamMissing } from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { flag, ok, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { createStream } from '../dataStreams/create.ts';
import { resolveStreams } from '../dataStreams/names.ts';
import type { DataStream } from '../dataStreams/types.ts';
import { renderLifecycle } from '../dataStreams/lifecycle.ts';
import { failuresRetentionOf, globalRetentionOf } from '../dataStreams/globalRetention.ts';
import { failureStoreOn } from '../dataStreams/options.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';
import { destructiveCheck } from '../destructive.ts';
import { removeIndex } from './indices.ts';
import { indexFigures } from './shardStats.ts';
import { nestSettings } from '../settings.ts';
import { formatByteSize } from '../byteSize.ts';
import { isTimeSeries, timeBounds } from '../tsdb/settings.ts';
import { millisOf } from '../tsdb/instants.ts';

/** PUT /_data_stream/{name} */
export const createDataStream: Handler = (state, req, env) => {
  const ds = createStream(state, env, req.parts.name);
  if (isEsError(ds)) return ds;
  return ok({ acknowledged: true });
};

/** A setting a stream's template gives its next backing index (`index.lifecycle.name`, `index.lifecycle.prefer_ilm`). */
function templateSetting(state: ClusterState, templateName: string | undefined, key: string): string | string[] | undefined {
  const t = templateName ? state.templates.composable.get(templateName) : undefined;
  if (!t) return undefined;
  return templateSettings(state, { kind: 'v2', template: t })[key];
}

/** `index.lifecycle.prefer_ilm` as IndexSettings.PREFER_ILM_SETTING reads it: true unless set false. */
function preferIlm(v: unknown): boolean {
  return !(v === false || (typeof v === 'string' && v.toLowerCase() === 'false'));
}

/**
 * Who manages an index (DataStream.isIndexManagedByDataStreamLifecycle, GetDataStreamsTransportAction): the
 * lifecycle where it is enabled and no ILM policy applies or the policy does not win (`prefer_ilm: false`),
 * else ILM where a policy is set, else nobody.
 */
function managerOf(policy: string | undefined, prefer: boolean, lifecycleOn: boolean): string {
  if (lifecycleOn && (policy === undefined || !prefer)) return 'Data stream lifecycle';
  return policy !== undefined ? 'Index Lifecycle Management' : 'Unmanaged';
}

/** An `index.mode` setting as IndexMode.getName() prints it (`standard` when unset). */
function indexModeOf(v: string | string[] | undefined): string {
  return typeof v === 'string' ? v.toLowerCase() : 'standard';
}

/** The `index.mode` a stream's template gives its backing indices. */
function templateMode(state: ClusterState, templateName: string | undefined): string | undefined {
  const t = templateName ? state.templates.composable.get(templateName) : undefined;
  if (!t) return undefined;
  const v = templateSettings(state, { kind: 'v2', template: t })['index.mode'];
  return typeof v === 'string' ? v : undefined;
}

/** The `[start, end)` ranges a time series stream's backing indices cover, adjacent ones merged, in order. */
function temporalRanges(state: ClusterState, ds: DataStream): JsonObject[] {
  const ranges: [number, number][] = [];
  for (const n of ds.indices) {
    const idx = state.indices.get(n);
    if (!idx || !isTimeSeries(idx.settings)) continue;
    const b = timeBounds(idx.settings);
    const [start, end] = [millisOf(b.start), millisOf(b.end)];
    const last = ranges[ranges.length - 1];
    if (last && last[1] === start) last[1] = end;
    else if (!last || last[1] < start) ranges.push([start, end]);
    // A range colliding with the previous one is only logged by ES (and asserted against): skipped here too.
  }
  return ranges.map(([start, end]) => ({ start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString() }));
}

/** One stream as GET /_data_stream prints it, with the version's fields (profile `dataStreamInfo`). */
export function renderStream(state: ClusterState, profile: Profile, ds: DataStream, includeDefaults = false): JsonObject {
  const template = findComposable(state, ds.name, false)?.name;
  const rawPolicy = profile.distribution === 'opensearch' ? undefined : templateSetting(state, template, 'index.lifecycle.name');
  const policy = typeof rawPolicy === 'string' ? rawPolicy : undefined;
  const templatePrefersIlm = preferIlm(templateSetting(state, template, 'index.lifecycle.prefer_ilm'));
  const fields = profile.dataStreamInfo;
  // getNextGenerationManagedBy: the template's ILM policy and prefer_ilm against the stream's lifecycle.
  const lifecycleOn = ds.lifecycle?.enabled === true;
  const managedBy = managerOf(policy, templatePrefersIlm, lifecycleOn);
  const withIlm = fields.includes('prefer_ilm');
  const indices: Json[] = ds.indices.map((n) => {
    const idx = state.indices.get(n);
    const entry: JsonObject = { index_name: n, index_uuid: idx?.uuid ?? '_na_' };
    if (withIlm) {
      const own = idx?.settings['index.lifecycle.name'];
      const ownPolicy = typeof own === 'string' ? own : undefined;
      const prefer = preferIlm(idx?.settings['index.lifecycle.prefer_ilm']);
      const managed = managerOf(ownPolicy, prefer, lifecycleOn);
      // 8.19/9.1+: each backing index's `index.mode` (IndexSettings.MODE, `standard` when unset), and `managed_by`
      // first (DataStreamInfo.indicesToXContent of that era; the 8.19 failure store page's answer), where earlier
      // versions printed it after the ILM fields.
      if (profile.dataStreamIndexMode) Object.assign(entry, { managed_by: managed, prefer_ilm: prefer, ...(ownPolicy ? { ilm_policy: ownPolicy } : {}), index_mode: indexModeOf(idx?.settings['index.mode']) });
      else Object.assign(entry, { prefer_ilm: prefer, ...(ownPolicy ? { ilm_policy: ownPolicy } : {}), managed_by: managed });
    }
    return entry;
  });
  const out: JsonObject = { name: ds.name, timestamp_field: { name: ds.timestampField }, indices, generation: ds.generation };
  if (ds.meta) out._meta = ds.meta;
  const green = ds.indices.every((n) => {
    const idx = state.indices.get(n);
    return !idx || indexFigures(idx).replicas === 0;
  });
  const values: Record<string, Json | undefined> = {
    status: green ? 'GREEN' : 'YELLOW',
    template,
    ilm_policy: policy,
    next_generation_managed_by: managedBy,
    prefer_ilm: templatePrefersIlm,
    hidden: ds.hidden,
    system: ds.system,
    allow_custom_routing: ds.allowCustomRouting,
    replicated: ds.replicated,
    rollover_on_write: ds.rolloverOnWrite === true,
    // 8.19/9.1+: the stream's mode, from its template (`standard` when none says otherwise; TransportGetDataStreamsAction).
    // The settings providers count too (resolveMode): a logs-*-* stream is logsdb where the cluster makes it so.
    index_mode: profile.dataStreamIndexMode ? indexModeOf(templateMode(state, template) ?? backingLogsdbSettings(state, profile, ds.name)['index.mode']) : undefined,
  };
  // A time series stream's temporal ranges, after its mode (TransportGetDataStreamsAction: adjacent backing
  // indices' bounds merged, a gap starting a new range; DataStreamInfo prints them with the default date format).
  if (profile.timeSeriesMode !== 'none' && String(templateMode(state, template) ?? '').toLowerCase() === 'time_series') values.time_series = { temporal_ranges: temporalRanges(state, ds) };
  // The stream's own settings (8.19/9.1+), its template's left out (GetDataStreamAction.DataStreamInfo; position approx.).
  if (profile.dataStreamSettingsApi) values.settings = nestSettings(ds.settings ?? {});
  // 9.2+: the stream's own mappings after its settings, `{}` when it has none (the clients suite's data_stream_mappings.yml).
  if (profile.dataStreamMappingsApi) values.mappings = ds.mappings ?? {};
  const tail = ['index_mode', 'time_series', ...(profile.dataStreamSettingsApi ? ['settings'] : []), ...(profile.dataStreamMappingsApi ? ['mappings'] : [])];
  for (const f of [...fields, ...tail]) {
    if (values[f] !== undefined) out[f] = values[f]!;
    // GetDataStreamAction.DataStreamInfo prints the lifecycle right after the template; from 8.16 with its
    // effective retention (40_effective_retention.yml: "Effective retention was exposed in 8.16+").
    if (f === 'template' && ds.lifecycle && profile.dataStreamLifecycle) out.lifecycle = renderLifecycle(ds.lifecycle, profile.lifecycleGlobalRetention, includeDefaults, globalRetentionOf(state, profile), ds.name.startsWith('.'));
  }
  // DataStreamInfo ends with the failure store: no failure index is made until a document fails, so a
  // stream's first failure write rolls one over (rollover_on_write); see dataStreams/failureStore.ts.
  if (profile.dataStreamFailureStore) {
    const fsIndices = ds.failureIndices ?? [];
    const rows: Json[] = fsIndices.map((n) => {
      const entry: JsonObject = { index_name: n, index_uuid: state.indices.get(n)?.uuid ?? '_na_' };
      // Failure indices print who manages them; ILM details only where a policy is set (DataStreamInfo).
      if (withIlm) entry.managed_by = lifecycleOn ? 'Data stream lifecycle' : 'Unmanaged';
      return entry;
    });
    const enabled = failureStoreOn(state, ds);
    const fsOut: JsonObject = { enabled, rollover_on_write: fsIndices.length === 0 || ds.failuresRolloverOnWrite === true, indices: rows };
    out.failure_store = fsOut;
    // 9.1+: the failures' lifecycle last (DataStream.getFailuresLifecycle): the one the options set, else the
    // default one (`enabled: true`) wherever the store is effectively on, never for a dot-named stream.
    // Printed with its effective retention (the failures default, 30d, where it sets none), as the data lifecycle is.
    if (profile.failureStoreLifecycle) {
      const fs = ds.options?.failure_store;
      const own = isObject(fs) ? fs.lifecycle : undefined;
      const internal = ds.name.startsWith('.');
      const l = isObject(own) ? { enabled: own.enabled !== false, ...(typeof own.data_retention === 'string' ? { dataRetention: own.data_retention } : {}) } : enabled && !internal ? { enabled: true } : undefined;
      if (l) fsOut.lifecycle = renderLifecycle(l, true, false, failuresRetentionOf(state, profile), internal, true);
    }
  }
  return out;
}

/** GET /_data_stream[/{name}] */
export const getDataStream: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  return ok({ data_streams: streams.map((ds) => renderStream(state, env.profile, ds, flag(req, 'include_defaults'))) });
};

/** DELETE /_data_stream/{name}: the streams and every backing index go. */
export const deleteDataStream: Handler = (state, req, env) => {
  const guard = destructiveCheck(state, req.parts.name);
  if (guard) return guard;
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  for (const ds of streams) {
    for (const n of [...ds.indices, ...(ds.failureIndices ?? [])]) removeIndex(state, n);
    state.dataStreams.delete(ds.name);
  }
  return ok({ acknowledged: true });
};

/**
 * POST /_data_stream/_promote/{name}: a CCR follower's stream becomes a regular one (`replicated: false`).
 * The name is exact (no wildcards); a stream that is not replicated is promoted all the same, acknowledged.
 */
export const promoteDataStream: Handler = (state, req) => {
  const ds = state.dataStreams.get(req.parts.name);
  if (!ds) return promoteStreamMissing(req.parts.name);
  ds.replicated = false;
  return ok({ acknowledged: true });
};

/** The largest `@timestamp` of a stream's documents, in epoch millis (0 when it has none). */
function maxTimestamp(state: ClusterState, ds: DataStream): number {
  let max = 0;
  for (const n of ds.indices) {
    const idx = state.indices.get(n);
    if (!idx) continue;
    for (const d of idx.docs.values()) {
      const v = d.parsed[ds.timestampField];
      const t = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
      if (Number.isFinite(t) && t > max) max = t;
    }
  }
  return max;
}

/** GET /_data_stream[/{name}]/_stats */
export const dataStreamsStats: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  let copies = 0;
  let primaries = 0;
  let backing = 0;
  let total = 0;
  const rows: Json[] = [];
  // XContentBuilder.humanReadableField: with `?human`, `store_size: "1.2kb"` before `store_size_bytes`.
  const human = flag(req, 'human');
  const sized = (name: string, bytes: number): JsonObject => (human ? { [name]: formatByteSize(bytes), [`${name}_bytes`]: bytes } : { [`${name}_bytes`]: bytes });
  for (const ds of streams) {
    let bytes = 0;
    for (const n of ds.indices) {
      const idx = state.indices.get(n);
      if (!idx) continue;
      const f = indexFigures(idx);
      copies += f.shards * (1 + f.replicas);
      primaries += f.shards;
      bytes += f.bytes;
    }
    backing += ds.indices.length;
    total += bytes;
    rows.push({ data_stream: ds.name, backing_indices: ds.indices.length, ...sized('store_size', bytes), maximum_timestamp: maxTimestamp(state, ds) });
  }
  return ok({ _shards: { total: copies, successful: primaries, failed: 0 }, data_stream_count: streams.length, backing_indices: backing, ...sized('total_store_size', total), data_streams: rows });
};
