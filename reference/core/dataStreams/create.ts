/**
 * Creating a data stream (`MetadataCreateDataStreamService`): by `PUT /_data_stream/<name>` or by the
 * first write to a name a data stream template matches. The stream takes its template by its own name;
 * its first backing index is hidden and maps the timestamp field.
 */
import { isObject, type JsonObject } from '../json.ts';
import { dataStreamExists, dataStreamNameClash, isEsError, noDataStreamTemplate, templateWithoutDataStream, timestampFieldType, type EsError } from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Env } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { buildIndex } from '../buildIndex.ts';
import { validateDataStreamName } from '../names.ts';
import { findComposable } from '../templates/match.ts';
import type { ComposableTemplate } from '../templates/types.ts';
import type { FieldDef, TypeMapping } from '../mapping/types.ts';
import type { DataStream } from './types.ts';
import { templateOptions } from './options.ts';
import { backingTimeSeriesSettings } from '../tsdb/dataStream.ts';
import { backingLogsdbSettings } from './logsdbDefault.ts';
import { templateLifecycle } from './templateLifecycle.ts';

/** The timestamp field every stream has (DataStream.TIMESTAMP_FIELD_NAME). */
export const TIMESTAMP_FIELD = '@timestamp';

/** `yyyy.MM.dd` of an instant, in UTC (DataStream.DATE_FORMATTER). */
function day(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${p(d.getUTCMonth() + 1)}.${p(d.getUTCDate())}`;
}

/** The name of a stream's backing index of a generation (DataStream.getDefaultBackingIndexName). */
export function backingIndexName(profile: Profile, stream: string, generation: number, now: number): string {
  const gen = String(generation).padStart(6, '0');
  return profile.dataStreamDatedNames ? `.ds-${stream}-${day(now)}-${gen}` : `.ds-${stream}-${gen}`;
}

/** The composable template a stream takes, or why it has none. */
export function streamTemplate(state: ClusterState, name: string): ComposableTemplate | EsError {
  const t = findComposable(state, name, false);
  if (!t) return noDataStreamTemplate(name);
  if (!t.dataStream) return templateWithoutDataStream(t.name, name);
  return t;
}

/**
 * A new backing index of a stream, not yet in the state: hidden, with the stream's template, its mapping
 * holding `_data_stream_timestamp` and the timestamp field (a `date` unless the template maps it).
 */
export function buildBackingIndex(
  state: ClusterState,
  env: Env,
  stream: string,
  generation: number,
  field: string = TIMESTAMP_FIELD,
  own: Record<string, string | string[]> = {},
  ownMappings?: JsonObject,
): IndexState | EsError {
  const name = backingIndexName(env.profile, stream, generation, env.now);
  // The stream's own settings (8.19/9.1+) and mappings (9.2+) win over its template's, as a create request's would.
  // A time series stream's backing index gets its time bounds and routing path (tsdb/dataStream.ts).
  const body: JsonObject = { settings: { ...backingLogsdbSettings(state, env.profile, stream), ...backingTimeSeriesSettings(state, env.profile, stream, env.now), ...own, 'index.hidden': true }, ...(ownMappings ? { mappings: ownMappings } : {}) };
  const idx = buildIndex(state, env, name, body, undefined, [], name, undefined, stream);
  if (isEsError(idx)) return idx;
  const type = idx.mappings.keys().next().value ?? '_doc';
  const mapping: TypeMapping = idx.mappings.get(type) ?? { properties: {} };
  const ts = mapping.properties[field];
  if (ts && ts.type !== 'date' && ts.type !== 'date_nanos') return timestampFieldType(field, String(ts.type ?? 'object'));
  const properties: Record<string, FieldDef> = ts ? mapping.properties : { [field]: { type: 'date' }, ...mapping.properties };
  // ES prints the metadata field first: `{"_data_stream_timestamp":{"enabled":true},...}`; OpenSearch's mapper
  // (DataStreamFieldMapper) adds its `timestamp_field` where it is not the default `@timestamp`.
  const { properties: _p, _data_stream_timestamp: _d, ...rest } = mapping;
  const meta = field === TIMESTAMP_FIELD ? { enabled: true } : { enabled: true, timestamp_field: { name: field } };
  idx.mappings.set(type, { _data_stream_timestamp: meta, ...rest, properties });
  return idx;
}

/** The timestamp field a backing index requires: OpenSearch's configured one, else `@timestamp`. */
export function backingTimestampField(idx: IndexState): string {
  for (const m of idx.mappings.values()) {
    const d = m._data_stream_timestamp;
    if (isObject(d) && isObject(d.timestamp_field) && typeof d.timestamp_field.name === 'string') return d.timestamp_field.name;
  }
  return TIMESTAMP_FIELD;
}

/** Whether an index is a stream's backing index (its mapping has `_data_stream_timestamp` enabled). */
export function isBackingIndex(idx: IndexState): boolean {
  for (const m of idx.mappings.values()) {
    const d = m._data_stream_timestamp;
    if (isObject(d) && d.enabled === true) return true;
  }
  return false;
}

/** Creates a stream and its first backing index in the state, or answers why not (nothing changes then). */
export function createStream(state: ClusterState, env: Env, name: string): DataStream | EsError {
  const bad = validateDataStreamName(name, env.profile);
  if (bad) return bad;
  if (state.dataStreams.has(name)) return dataStreamExists(name);
  const template = streamTemplate(state, name);
  if (isEsError(template)) return template;
  if (state.indices.has(name)) return dataStreamNameClash(name);
  const spec = template.dataStream as JsonObject;
  // OpenSearch's DataStreamTemplate names the field (`timestamp_field: {name}`); Elasticsearch fixes `@timestamp`.
  const named = env.profile.dataStreamTimestampField && isObject(spec.timestamp_field) && typeof spec.timestamp_field.name === 'string' ? spec.timestamp_field.name : undefined;
  const field = named ?? TIMESTAMP_FIELD;
  const backing = buildBackingIndex(state, env, name, 1, field);
  if (isEsError(backing)) return backing;
  // A template's aliases become the stream's own (ES ≥ 7.14), never its backing index's.
  const aliases = backing.aliases;
  // The template's data stream options are copied onto the stream (8.19, 9.1+); later template changes leave it be.
  const options = env.profile.dataStreamFailureStore ? templateOptions(state, template) : undefined;
  backing.aliases = new Map();
  // The template's lifecycle (ES ≥ 8.11) and `_meta` are the stream's own from its creation on
  // (MetadataCreateDataStreamService: template.metadata(), resolveLifecycle).
  const lifecycle = env.profile.dataStreamLifecycle ? templateLifecycle(state, template) : undefined;
  const ds: DataStream = {
    name,
    timestampField: field,
    indices: [backing.name],
    generation: 1,
    hidden: env.profile.dataStreamHidden && spec.hidden === true,
    system: false,
    allowCustomRouting: env.profile.dataStreamCustomRouting !== 'refused' && spec.allow_custom_routing === true,
    replicated: false,
    ...(env.profile.dataStreamMeta && template.meta ? { meta: structuredClone(template.meta) } : {}),
    ...(lifecycle ? { lifecycle } : {}),
    ...(options ? { options } : {}),
    ...(env.profile.dataStreamAliases && aliases.size > 0 ? { aliases: new Map([...aliases].map(([a, m]) => [a, { isWrite: m.is_write_index === true, ...(isObject(m.filter) ? { filter: m.filter } : {}) }])) } : {}),
  };
  state.indices.set(backing.name, backing);
  state.dataStreams.set(name, ds);
  return ds;
}
