/**
 * `POST /_ingest/pipeline[/{id}]/_simulate` (SimulatePipelineRequest, SimulateExecutionService,
 * SimulateDocumentBaseResult / SimulateDocumentVerboseResult, WriteableIngestDocument): the documents
 * run through a stored or an inline pipeline, nothing written; each answered with the document, its
 * error, or (`verbose`) the result of every processor.
 */
import { ingestConfigError, isEsError, processorIllegalArgument, simulatedPipelineMissing, type EsError } from '../errors/index.ts';
import { isObject, RawJson, type Json, type JsonObject } from '../json.ts';
import { ok, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { Conf } from './config.ts';
import { compilePipeline } from './compile.ts';
import { IngestDoc, METADATA_KEYS } from './document.ts';
import { asFailure, IngestFailure } from './failure.ts';
import { deepCopy, ingestJsonText, isMap, javaString, ZonedTimestamp, type VMap } from './javaValues.ts';
import { executePipeline, renderError } from './run.ts';
import { runtimeOf, storedPipeline } from './store.ts';
import type { Pipeline, TraceEntry } from './types.ts';

const SIMULATED_PIPELINE_ID = '_simulate_pipeline';

/** The documents of a simulation (SimulatePipelineRequest.parseDocs), or the error ES gives for them. */
function parseDocs(c: Conf, now: number): IngestDoc[] {
  const docs = c.list('docs');
  if (docs.length === 0) throw new IngestFailure(processorIllegalArgument('must specify at least one document in [docs]'));
  return docs.map((d) => {
    if (!isMap(d)) throw new IngestFailure(processorIllegalArgument('malformed [docs] section, should include an inner object'));
    const dc = new Conf(undefined, undefined, { ...d });
    const source = dc.mapProp('_source');
    const index = dc.strOrInt('_index', false, '_index')!;
    const id = dc.strOrInt('_id', false, '_id')!;
    const routing = dc.strOrInt('_routing', false);
    const meta: VMap = { _index: index, _id: id };
    if (routing !== undefined) meta._routing = routing;
    if ('_version' in d) {
      const v = d._version;
      if (v === null) throw new IngestFailure(processorIllegalArgument('[_version] cannot be null'));
      meta._version = Number(v);
    } else meta._version = -3;
    if (d._version_type !== undefined) meta._version_type = String(d._version_type);
    if (d._if_seq_no !== undefined) meta._if_seq_no = Number(d._if_seq_no);
    if (d._if_primary_term !== undefined) meta._if_primary_term = Number(d._if_primary_term);
    return new IngestDoc(Object.assign(deepCopy(source), meta), { timestamp: new ZonedTimestamp(now) });
  });
}

/** WriteableIngestDocument: metadata as strings, then `_source` and `_ingest`. */
function docJson(profile: Profile, doc: IngestDoc): JsonObject {
  const out: JsonObject = {};
  for (const k of METADATA_KEYS) {
    if (k === '_type') continue;
    const v = doc.ctx[k];
    if (v === null || v === undefined) continue;
    out[k] = javaString(v);
    if (k === '_index' && (profile.typeInResponses === 'always' || profile.typeInResponses === 'doc')) out._type = javaString(doc.ctx._type ?? '_doc');
  }
  // A Long past 2^53 (a bigint) is printed exactly, spliced in as raw text.
  const text = ingestJsonText(doc.source());
  out._source = /\d{16}/.test(text) ? new RawJson(text) : (JSON.parse(text) as Json);
  out._ingest = JSON.parse(JSON.stringify(doc.ingest)) as Json;
  return out;
}

function traceJson(profile: Profile, t: TraceEntry): JsonObject {
  const out: JsonObject = { processor_type: t.type, status: t.status };
  if (t.description !== undefined) out.description = t.description;
  if (t.tag !== undefined) out.tag = t.tag;
  if (t.if) out.if = { condition: t.if.condition, result: t.if.result };
  if (t.error && t.doc) out.ignored_error = { error: t.error };
  else if (t.error) out.error = t.error;
  if (t.doc) out.doc = docJson(profile, t.doc);
  return out;
}

/** Runs one document (SimulateExecutionService.executeDocument). */
function runDoc(p: Pipeline, doc: IngestDoc, verbose: boolean, state: Parameters<typeof runtimeOf>[0], profile: Profile, now: number): Json {
  const trace: TraceEntry[] | undefined = verbose ? [] : undefined;
  const rt = runtimeOf(state, profile, now, trace);
  let error: EsError | undefined;
  let keep = true;
  try {
    keep = executePipeline(p, doc, rt);
  } catch (e) {
    error = asFailure(e).error;
  }
  if (verbose) return { processor_results: trace!.map((t) => traceJson(profile, t)) };
  if (error) return { error: renderError(error) };
  if (!keep) return null;
  return { doc: docJson(profile, doc) };
}

/** POST /_ingest/pipeline/_simulate, POST /_ingest/pipeline/{id}/_simulate */
export const simulatePipeline: Handler = (state, req, env) => {
  const body = req.body;
  if (!isObject(body)) return ingestConfigError('required property is missing', undefined, undefined, 'docs');
  const verbose = req.query.verbose === 'true' || req.query.verbose === '';
  const c = new Conf(undefined, undefined, deepCopy(body as VMap));
  let pipeline: Pipeline;
  let docs: IngestDoc[];
  try {
    if (req.parts.id !== undefined) {
      const p = storedPipeline(state, env.profile, req.parts.id);
      if (!p) return simulatedPipelineMissing(req.parts.id);
      pipeline = p;
    } else {
      const config = c.mapProp('pipeline');
      const compiled = compilePipeline(SIMULATED_PIPELINE_ID, config as JsonObject, env.profile, state);
      if (isEsError(compiled)) return compiled;
      pipeline = compiled;
    }
    docs = parseDocs(c, env.now);
  } catch (e) {
    return asFailure(e).error;
  }
  return ok({ docs: docs.map((d) => runDoc(pipeline, d, verbose, state, env.profile, env.now)) });
};
