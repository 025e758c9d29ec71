/**
 * Data stream options (ES 8.19, 9.1+: `DataStreamOptions`, today only `failure_store`): composed from a
 * template's parts when a stream is made (`data_stream_options` of the components in order, then the index
 * template's own; an explicit `null` resets what came before, as `ResettableValue` does), kept on the
 * stream, and replaced or removed by `PUT|DELETE /_data_stream/<name>/_options`.
 */
import { isObject, type JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import { composedParts } from '../templates/resolveTemplates.ts';
import { simpleMatch } from '../resolve.ts';
import type { ComposableTemplate } from '../templates/types.ts';
import type { DataStream } from './types.ts';

/** Merges an object of options over another, field by field; a `null` value resets the field. */
function mergeOptions(base: JsonObject | undefined, over: JsonObject): JsonObject | undefined {
  const out: JsonObject = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else if (isObject(v) && isObject(out[k])) out[k] = mergeOptions(out[k] as JsonObject, v) ?? {};
    else out[k] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The data stream options a composable template gives the streams it makes (undefined for none). */
export function templateOptions(state: ClusterState, t: ComposableTemplate): JsonObject | undefined {
  let out: JsonObject | undefined;
  for (const part of composedParts(state, t)) {
    const o = part.dataStreamOptions;
    if (o === undefined) continue;
    out = o === null ? undefined : mergeOptions(out, o);
  }
  return out;
}

/**
 * Whether a stream of a name with these options has its failure store on (DataStream.
 * isFailureStoreEffectivelyEnabled): the options' `failure_store.enabled` when set, true or false; else
 * whether the name matches a pattern of the `data_streams.failure_store.enabled` cluster setting
 * (DataStreamFailureStoreSettings.failureStoreEnabledForDataStreamName), never for a dot-named stream.
 */
export function failureStoreEnabledFor(state: ClusterState, name: string, options: JsonObject | undefined): boolean {
  const fs = options?.failure_store;
  if (isObject(fs) && typeof fs.enabled === 'boolean') return fs.enabled;
  if (name.startsWith('.')) return false;
  const { transient, persistent } = state.clusterSettings;
  const setting = transient[FS_SETTING] ?? persistent[FS_SETTING];
  const patterns = Array.isArray(setting) ? setting.map(String) : typeof setting === 'string' ? setting.split(',') : [];
  return patterns.some((p) => p.trim() !== '' && simpleMatch(p.trim(), name));
}

const FS_SETTING = 'data_streams.failure_store.enabled';

/** Whether a stream's failure store takes failed documents (`DataStream.isFailureStoreEffectivelyEnabled`). */
export function failureStoreOn(state: ClusterState, ds: DataStream): boolean {
  return failureStoreEnabledFor(state, ds.name, ds.options);
}
