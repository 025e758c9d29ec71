/**
 * The painless execute API's contexts that run against a document (PainlessExecuteAction with
 * `context_setup: {index, document}`): the document is parsed with the index's mapping (dynamic fields
 * mapped for this run only: ES indexes it into a throwaway MemoryIndex) and the script runs on it alone.
 * `filter` answers the FilterScript's boolean, `score` the ScoreScript's double (`_score` is the match_all
 * score, 1.0), and from ES 7.11 the runtime field contexts (`long_field`, `double_field`, `date_field`,
 * `keyword_field`, `ip_field`, `boolean_field`, `geo_point_field`) the values the script emits, as each
 * field script keeps them: booleans as their counts (false first), dates in strict_date_optional_time,
 * ips in their canonical text, geo points as GeoJSON. Nothing of the state changes.
 */
import { isObject, RawJson, type Json, type JsonObject } from '../json.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { ApiResult } from '../handler.ts';
import type { Doc } from '../doc.ts';
import { indexNotFound, isEsError, notSupportedBySimulator, type EsError } from '../errors/index.ts';
import { runJavaSteps, type ScriptSpec } from '../script/runScript.ts';
import { doneSteps, type Steps } from '../search/resumable/steps.ts';
import { JDouble, JMap, type JValue } from '../script/painless/values.ts';
import { fromJson, toJavaJsonText } from '../script/painless/convert.ts';
import { toNumber, isNumeric } from '../script/painless/javaNumbers.ts';
import { parseDocument } from '../mapping/infer.ts';
import { DocValues } from '../search/aggs/docValues.ts';
import { DocLookup } from '../search/scripts/docLookup.ts';
import { scoreFunctionGlobals } from '../search/scripts/scoreFunctions.ts';
import { emitValues } from '../search/runtime/emitValues.ts';
import { ScoreFailure } from '../search/engine/customQuery.ts';
import { ipCanonical } from '../search/aggs/valueOrder.ts';
import { dateFormat } from '../search/aggs/format.ts';
import { scriptResultNotCast } from '../errors/index.ts';
import { sourceName } from '../script/scriptStack.ts';
import { className } from '../script/painless/values.ts';

/** The runtime field contexts and the field type each emits. */
const FIELD_CONTEXTS: Record<string, string> = {
  boolean_field: 'boolean',
  date_field: 'date',
  double_field: 'double',
  geo_point_field: 'geo_point',
  ip_field: 'ip',
  long_field: 'long',
  keyword_field: 'keyword',
};

/** Whether the version's execute API knows a document context (filter and score everywhere, field contexts from 7.11). */
export function isDocumentContext(context: string, profile: Profile): boolean {
  return context === 'filter' || context === 'score' || (profile.runtimeFields && FIELD_CONTEXTS[context] !== undefined);
}

/** The throwaway index of one document: the index's mapping (with the document's dynamic fields) and the document. */
function oneDocIndex(idx: IndexState, document: JsonObject, profile: Profile): { index: IndexState; doc: Doc } | EsError {
  const type = [...idx.mappings.keys()][0] ?? '_doc';
  const raw = JSON.stringify(document);
  const parsed = parseDocument({ profile, type, id: '_execute', raw }, idx.mappings.get(type) ?? { properties: {} }, document);
  if (isEsError(parsed)) return parsed;
  const doc: Doc = { id: '_execute', type, source: new RawJson(raw), parsed: document, version: 1, seqNo: 0, primaryTerm: 1, order: 0 };
  const index: IndexState = { ...idx, mappings: new Map([[type, parsed.mapping]]), docs: new Map([[doc.id, doc]]), visible: undefined };
  return { index, doc };
}

const answer = (text: string): ApiResult => ({ status: 200, body: new RawJson(`{"result":${text}}`) });

/**
 * Runs a document context's script; the state is only read. The document is parsed at once (its failures
 * are the request's, as before); a filter or score script then runs as steps whose loops yield
 * (runJavaSteps), a field context's script at once.
 */
export function executeWithDocument(state: ClusterState, context: string, spec: ScriptSpec, script: Json, setup: Json, now: number, profile: Profile): Steps<ApiResult | EsError> {
  if (!isObject(setup) || typeof setup.index !== 'string' || !isObject(setup.document)) return doneSteps(notSupportedBySimulator(`The painless execute API's [${context}] context without context_setup.index and context_setup.document`));
  if (setup.query !== undefined && !(isObject(setup.query) && Object.keys(setup.query).length === 1 && isObject(setup.query.match_all))) {
    return doneSteps(notSupportedBySimulator(`The painless execute API's context_setup.query other than match_all`));
  }
  const idx = state.indices.get(setup.index);
  if (!idx) return doneSteps(indexNotFound(profile, setup.index));
  const one = oneDocIndex(idx, setup.document, profile);
  if (isEsError(one)) return doneSteps(one);
  const { index, doc } = one;
  const fieldType = FIELD_CONTEXTS[context];
  if (fieldType !== undefined) return doneSteps(fieldContext(fieldType, script, index, doc, now, profile));
  const lookup = new DocLookup(new DocValues(index), doc, profile);
  const globals = new Map<string, JValue>([['doc', lookup]]);
  const params = new JMap(false);
  const javaParams = (spec as { javaParams?: unknown }).javaParams;
  if (javaParams instanceof JMap) for (const e of javaParams.list()) params.set(e.key, e.value);
  else for (const [k, v] of Object.entries(spec.params ?? {})) params.set(k, fromJson(v));
  params.set('_source', fromJson(doc.parsed));
  globals.set('params', params);
  if (context === 'score') {
    globals.set('_score', new JDouble(1));
    for (const [k, v] of scoreFunctionGlobals({ index, profile, shard: 0, docId: 0, doc, lookup, now })) globals.set(k, v);
  }
  return documentScript(spec, context, globals, state, now, profile);
}

/** A filter or score script over the document, as steps; its value checked and printed as the context's type. */
function* documentScript(spec: ScriptSpec, context: string, globals: Map<string, JValue>, state: ClusterState, now: number, profile: Profile): Steps<ApiResult | EsError> {
  const r = yield* runJavaSteps(spec, context === 'score' ? 'score' : 'filter', globals, { profile, state, now });
  if (!r.ok) return r.error;
  const name = spec.id ?? sourceName(spec.source ?? '');
  if (context === 'filter') return typeof r.value === 'boolean' ? answer(String(r.value)) : scriptResultNotCast(name, r.value === null ? 'null' : className(r.value), 'boolean');
  if (!isNumeric(r.value)) return scriptResultNotCast(name, r.value === null ? 'null' : className(r.value), 'double');
  return answer(toJavaJsonText(new JDouble(toNumber(r.value))));
}

/** A runtime field context: the values the script emits, as the field script keeps them. */
function fieldContext(type: string, script: Json, index: IndexState, doc: Doc, now: number, profile: Profile): ApiResult | EsError {
  let values: Json[];
  try {
    values = emitValues({ name: '_execute', type, script, raw: { type, script } }, index, doc, profile, now);
  } catch (e) {
    // The field script's failure is the request's (a ScriptException), not a shard's.
    if (e instanceof ScoreFailure) return e.error.cause.causedBy ? { ...e.error, cause: e.error.cause.causedBy } : e.error;
    throw e;
  }
  switch (type) {
    case 'boolean': {
      // BooleanFieldScript counts its trues and falses.
      const t = values.filter((v) => v === true).length;
      return answer(JSON.stringify([...Array<boolean>(values.length - t).fill(false), ...Array<boolean>(t).fill(true)]));
    }
    case 'date': {
      const f = dateFormat('strict_date_optional_time');
      return answer(JSON.stringify(values.map((v) => f.format(v as number))));
    }
    case 'double':
      return answer(`[${values.map((v) => toJavaJsonText(new JDouble(v as number))).join(',')}]`);
    case 'ip':
      return answer(JSON.stringify(values.map((v) => ipCanonical(String(v))!)));
    case 'geo_point': {
      // GeometryFormatterFactory's GeoJSON: GeoJson.toMap's HashMap puts `coordinates` first, Doubles.
      const d = (x: number) => toJavaJsonText(new JDouble(x));
      return answer(`[${values.map((v) => { const p = v as { lat: number; lon: number }; return `{"coordinates":[${d(p.lon)},${d(p.lat)}],"type":"Point"}`; }).join(',')}]`);
    }
    default:
      return answer(JSON.stringify(values));
  }
}
