/**
 * Mappings of a data stream itself (ES 9.2+, `GetDataStreamMappingsAction`, `UpdateDataStreamMappingsAction`):
 * a mapping kept on the stream and merged over its template's for the next backing indices (the existing
 * ones keep theirs). The effective mapping is what a new backing index would get (DataStream.getEffectiveMappings:
 * the template's mappings with the stream's merged last, through the mapper), printed without the `_doc` wrapper.
 */
import { isEsError, type EsError } from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { flag, ok, type Env, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { resolveStreams } from '../dataStreams/names.ts';
import { buildBackingIndex } from '../dataStreams/create.ts';
import type { DataStream } from '../dataStreams/types.ts';
import { renderIndexMappings } from '../mapping/body.ts';

/** The mapping a next backing index of the stream would have, with `own` as the stream's mappings; or why it cannot be built. */
export function effectiveMappings(state: ClusterState, env: Env, ds: DataStream, own: JsonObject | undefined): JsonObject | EsError {
  const idx = buildBackingIndex(state, env, ds.name, ds.generation + 1, ds.timestampField, ds.settings, own);
  if (isEsError(idx)) return idx;
  return renderIndexMappings(env.profile, idx, undefined);
}

/** GET /_data_stream/{name}/_mappings: each stream's own mappings (`{}` when none) and the effective ones. */
export const getDataStreamMappings: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  const rows: Json[] = [];
  for (const ds of streams) {
    const eff = effectiveMappings(state, env, ds, ds.mappings);
    rows.push({ name: ds.name, mappings: ds.mappings ?? {}, effective_mappings: isEsError(eff) ? {} : eff });
  }
  return ok({ data_streams: rows });
};

/**
 * PUT /_data_stream/{name}/_mappings: the body replaces the stream's mappings (MetadataDataStreamsService
 * `setMappings`, not a merge), once the effective mapping it makes is valid. A stream refused answers
 * `applied_to_data_stream: false` with the error's message rather than failing the request; `dry_run`
 * validates and answers without keeping anything. Empty mappings are left out of the answer.
 */
export const putDataStreamMappings: Handler = (state, req, env) => {
  const body = isObject(req.body) ? req.body : {};
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  const dryRun = flag(req, 'dry_run');
  const rows: Json[] = [];
  for (const ds of streams) {
    const own = Object.keys(body).length > 0 ? body : undefined;
    const eff = effectiveMappings(state, env, ds, own);
    if (isEsError(eff)) {
      rows.push({ name: ds.name, applied_to_data_stream: false, error: eff.cause.reason });
      continue;
    }
    if (!dryRun) {
      if (own) ds.mappings = own;
      else delete ds.mappings;
    }
    const row: JsonObject = { name: ds.name, applied_to_data_stream: true };
    if (own) row.mappings = own;
    if (Object.keys(eff).length > 0) row.effective_mappings = eff;
    rows.push(row);
  }
  return ok({ data_streams: rows });
};
