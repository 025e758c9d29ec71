/**
 * `GET|PUT|DELETE /_data_stream/<name>/_options` (ES 8.19, 9.1+: GetDataStreamOptionsAction,
 * PutDataStreamOptionsAction, DeleteDataStreamOptionsAction): a stream's own options, today its failure
 * store. PUT replaces them (`failure_store` required, `null` allowed), DELETE removes them; a stream without
 * options lists its name only.
 */
import { isEsError, noDataStreamOption } from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { ok, type Handler } from '../handler.ts';
import { resolveStreams } from '../dataStreams/names.ts';

/** GET /_data_stream/{name}/_options */
export const getDataStreamOptions: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  const rows: Json[] = streams.map((ds) => (ds.options && Object.keys(ds.options).length > 0 ? { name: ds.name, options: ds.options } : { name: ds.name }));
  return ok({ data_streams: rows });
};

/** PUT /_data_stream/{name}/_options */
export const putDataStreamOptions: Handler = (state, req, env) => {
  const body = isObject(req.body) ? req.body : {};
  const fs = body.failure_store;
  // Request.validate: `failure_store` absent or null leaves no option to set.
  if (fs === undefined || fs === null) return noDataStreamOption();
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  const failureStore: JsonObject = {};
  if (isObject(fs)) {
    if (typeof fs.enabled === 'boolean') failureStore.enabled = fs.enabled;
    // A failures lifecycle (9.1+) prints `enabled` (true unless said) before its retention, as DataStreamLifecycle does.
    if (env.profile.failureStoreLifecycle && isObject(fs.lifecycle)) failureStore.lifecycle = { enabled: fs.lifecycle.enabled ?? true, ...fs.lifecycle };
  }
  for (const ds of streams) ds.options = { failure_store: failureStore };
  return ok({ acknowledged: true });
};

/** DELETE /_data_stream/{name}/_options */
export const deleteDataStreamOptions: Handler = (state, req, env) => {
  const streams = resolveStreams(state, env.profile, req.parts.name, req.query.expand_wildcards);
  if (isEsError(streams)) return streams;
  for (const ds of streams) delete ds.options;
  return ok({ acknowledged: true });
};
