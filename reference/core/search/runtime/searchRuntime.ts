/**
 * The search body's code-running elements as collect.ts takes them: `runtime_mappings` (read when the body
 * is parsed, its errors reported as the shard's once indices are known) and `script_fields`.
 */
import { eachDocSteps, prepared } from '../resumable/prepared.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { isEsError, runtimeMappingsInvalid, scriptShardFailure, type EsError } from '../../errors/index.ts';
import { checkScript, parseScriptSpec, registerContextVars } from '../../script/runScript.ts';
import { parseRuntimeSection, type RuntimeDef } from './definitions.ts';
import { runtimeDefsOf, runtimeView } from './runtimeFields.ts';
import { derivedAsRuntime } from './derivedFields.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import { buildScriptFields, parseScriptFields, type ScriptFieldSpec } from './scriptFields.ts';
import { searchRuntimeTsdbProblem } from '../../tsdb/runtime.ts';

/** What a search body asks of runtime fields and script fields. */
export interface SearchRuntime {
  defs?: Map<string, RuntimeDef> | { reason: string };
  scriptFields?: ScriptFieldSpec[];
}

/** Reads `runtime_mappings` and `script_fields` from a search body. */
export function parseSearchRuntime(body: JsonObject, env: Env): SearchRuntime | EsError | undefined {
  const derived = env.profile.derivedFields ? body.derived : undefined;
  if (body.runtime_mappings === undefined && body.script_fields === undefined && derived === undefined) return undefined;
  const out: SearchRuntime = {};
  if (body.runtime_mappings !== undefined) out.defs = parseRuntimeSection(isObject(body.runtime_mappings) ? body.runtime_mappings : {}, env.profile.runtimeFieldTypes, false);
  if (derived !== undefined) {
    // A search's `derived` section (OpenSearch 2.15): its fields join the search's view as runtime fields do.
    const d = derivedAsRuntime(derived as Json);
    if ('reason' in d || (out.defs && 'reason' in out.defs)) out.defs = 'reason' in d ? d : out.defs;
    else out.defs = new Map([...(out.defs ?? new Map()), ...d]);
  }
  if (body.script_fields !== undefined) {
    const sf = parseScriptFields(body.script_fields as Json);
    if (isEsError(sf)) return sf;
    out.scriptFields = sf;
  }
  return out;
}

/** The indices as the search sees them: with their runtime fields (mapping and `runtime_mappings`). */
export function runtimeIndices(indices: readonly IndexState[], rt: SearchRuntime | undefined, env: Env): IndexState[] | EsError {
  const defs = rt?.defs;
  if (defs && 'reason' in defs) return runtimeMappingsInvalid(defs.reason, indices[0]?.name ?? '_na_');
  // A search's runtime field may not shadow a dimension or a metric, nor match a time series index's routing_path.
  if (defs) {
    for (const i of indices) {
      const err = searchRuntimeTsdbProblem(i, [...defs.keys()]);
      if (err) return runtimeMappingsInvalid(err.cause.reason, i.name);
    }
  }
  // Each script compiles when the shard parses the runtime mappings: a compile error fails the search.
  registerContextVars('runtime', ['doc', 'fn:emit/1', 'fn:emit/2', 'fn:grok/1', 'fn:dissect/1', 'fn:dissect/2']);
  for (const d of defs?.values() ?? []) {
    if (d.script === undefined) continue;
    const spec = parseScriptSpec(d.script, env.profile);
    const err = isEsError(spec) ? spec : checkScript(spec, 'runtime', { profile: env.profile, now: env.now });
    if (err) return scriptShardFailure(err, indices[0]?.name ?? '_na_');
  }
  return indices.map((i) => runtimeView(i, defs, env.profile, env.now));
}

/**
 * The hits' `fields`: the fetch phase's (`fields`, `docvalue_fields`) joined with `script_fields`. With
 * scripts or runtime fields about, the page's hits get theirs now, so a failure is the search's; later pages
 * (a scroll's) drop what fails.
 */
export function withScriptFields(fetch: ((h: ScrollHit) => JsonObject | undefined) | undefined, rt: SearchRuntime | undefined, indices: readonly IndexState[], env: Env, rawBody: string | undefined, page: ScrollHit[]): ((h: ScrollHit) => JsonObject | undefined) | EsError | undefined {
  const sf = rt?.scriptFields && rt.scriptFields.length > 0 ? buildScriptFields(rt.scriptFields, indices, env, rawBody) : undefined;
  if (isEsError(sf)) return sf;
  if (!sf && (!fetch || !indices.some((i) => runtimeDefsOf(i).size > 0))) return fetch;
  const one = (h: ScrollHit, strict: boolean): JsonObject | undefined => {
    const own = sf?.(h, strict);
    const base = fetch?.(h);
    if (!own) return base;
    return base ? { ...own, ...base } : own;
  };
  // The page's fields, computed in slices when a driver runs the search (resumable/prepared.ts): the first
  // hit that fails fails the search, as when they were computed in one go.
  const ahead = prepared(indices, `page fields ${page.length}`, () => eachDocSteps(page, (h) => one(h, true)));
  if (ahead.failed) throw ahead.failed.thrown;
  // By document: the hits were those of the run that computed them (the page is made again by each run).
  const done = new Map<Doc, JsonObject | undefined>();
  for (const [h, v] of ahead.values) done.set(h.doc, v);
  return (h) => {
    if (done.has(h.doc)) return done.get(h.doc);
    try {
      return one(h, false);
    } catch (e) {
      if (e instanceof ScoreFailure) return undefined;
      throw e;
    }
  };
}
