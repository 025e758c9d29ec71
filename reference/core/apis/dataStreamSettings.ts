/**
 * Settings of a data stream itself (ES 8.19 and 9.1+, `GetDataStreamSettingsAction`,
 * `UpdateDataStreamSettingsAction`): settings kept on the stream, over its template's, for its next backing
 * indices; the ILM ones also go to the existing backing indices at once. Other settings are refused per
 * stream, in the answer rather than as an error (TransportUpdateDataStreamSettingsAction).
 */
import { isEsError } from '../errors/index.ts';
import type { Json, JsonObject } from '../json.ts';
import { flag, ok, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { nestSettings, normaliseSettings } from '../settings.ts';
import { resolveStreams } from '../dataStreams/names.ts';
import type { DataStream } from '../dataStreams/types.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';

/** Settings a stream takes and also writes to its backing indices (APPLY_TO_BACKING_INDICES). */
const TO_BACKING = ['index.lifecycle.name', 'index.lifecycle.prefer_ilm'];
/** Settings a stream takes for its next backing indices only (APPLY_TO_DATA_STREAM_ONLY). */
const STREAM_ONLY = ['index.number_of_shards'];

/** The template's settings under the stream's own. */
function effective(state: ClusterState, ds: DataStream): Record<string, string | string[]> {
  const t = findComposable(state, ds.name, false);
  const fromTemplate = t ? templateSettings(state, { kind: 'v2', template: t }) : {};
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(fromTemplate)) if (typeof v === 'string' || Array.isArray(v)) out[k] = v as string | string[];
  return { ...out, ...(ds.settings ?? {}) };
}

/** One stream's entry of GET /_data_stream/{name}/_settings. */
function entry(state: ClusterState, ds: DataStream): JsonObject {
  return { name: ds.name, settings: nestSettings(ds.settings ?? {}), effective_settings: nestSettings(effective(state, ds)) };
}

/** GET /_data_stream/{name}/_settings */
export const getDataStreamSettings: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  return ok({ data_streams: streams.map((ds) => entry(state, ds)) });
};

/** PUT /_data_stream/{name}/_settings: per stream, applied or refused (`dry_run` applies nothing). */
export const putDataStreamSettings: Handler = (state, req, env) => {
  const flat = normaliseSettings(req.body as Json | undefined);
  if (isEsError(flat)) return flat;
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  const keys = Object.keys(flat);
  const refused = keys.filter((k) => !TO_BACKING.includes(k) && !STREAM_ONLY.includes(k));
  const dryRun = flag(req, 'dry_run');
  const rows: Json[] = [];
  for (const ds of streams) {
    if (refused.length > 0) {
      rows.push({ name: ds.name, applied_to_data_stream: false, error: `Cannot set the following settings on a data stream: [${refused.join(', ')}]`, settings: nestSettings(ds.settings ?? {}), effective_settings: nestSettings(effective(state, ds)), index_settings_results: { applied_to_data_stream_only: [], applied_to_data_stream_and_backing_indices: [] } });
      continue;
    }
    const next: Record<string, string | string[]> = { ...(ds.settings ?? {}) };
    for (const [k, v] of Object.entries(flat)) if (v === null) delete next[k]; else next[k] = v;
    const view: DataStream = { ...ds, settings: next };
    if (!dryRun) {
      ds.settings = next;
      for (const n of ds.indices) {
        const idx = state.indices.get(n);
        if (!idx) continue;
        for (const k of keys.filter((x) => TO_BACKING.includes(x))) {
          const v = flat[k];
          if (v === null || v === undefined) delete idx.settings[k];
          else idx.settings[k] = v;
        }
      }
    }
    rows.push({
      name: ds.name,
      applied_to_data_stream: true,
      settings: nestSettings(view.settings ?? {}),
      effective_settings: nestSettings(effective(state, view)),
      index_settings_results: { applied_to_data_stream_only: keys.filter((k) => STREAM_ONLY.includes(k)), applied_to_data_stream_and_backing_indices: keys.filter((k) => TO_BACKING.includes(k)) },
    });
  }
  return ok({ data_streams: rows });
};
