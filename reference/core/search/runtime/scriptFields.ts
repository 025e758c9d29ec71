/**
 * `script_fields` (SearchSourceBuilder.ScriptField, ScriptFieldsPhase): each named script runs per hit with
 * `doc` and `params` (with `_source`); its value lands in the hit's `fields` under its name, always as an
 * array (a collection's items, or the one value, null included). `ignore_failure` drops the field of a hit
 * whose script fails; otherwise the failure is the search's. At most `index.max_script_fields` per search.
 */
import { RawJson, isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';

/** What script fields need of the request: its profile and clock. */
type Env = { profile: Profile; now: number };
import { isEsError, scriptShardFailure, tooManyScriptFields, unknownKeyForToken, type EsError } from '../../errors/index.ts';
import { checkScript, parseScriptSpec, registerContextVars, runJava, withRawParams, type ScriptSpec } from '../../script/runScript.ts';
import { JDouble, JList, JMap, type JValue } from '../../script/painless/values.ts';
import { compileExpression, isExpression, type ExpressionRunner } from '../scripts/expressionScript.ts';
import { fromJson, toJavaJsonText } from '../../script/painless/convert.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import { DocValues } from '../aggs/docValues.ts';
import { DocLookup } from '../scripts/docLookup.ts';
import { shardOf } from '../routing.ts';
import { storedFieldLookups } from '../../docs/storedFields.ts';

/** One entry of `script_fields`. */
export interface ScriptFieldSpec {
  name: string;
  script: Json;
  ignoreFailure: boolean;
}

/** Reads `script_fields` (an object of name → `{script, ignore_failure}`). */
export function parseScriptFields(raw: Json): ScriptFieldSpec[] | EsError {
  if (!isObject(raw)) return [];
  const out: ScriptFieldSpec[] = [];
  for (const [name, v] of Object.entries(raw)) {
    if (!isObject(v)) continue;
    let script: Json | undefined;
    let ignoreFailure = false;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'script') script = x as Json;
      else if (k === 'ignore_failure') ignoreFailure = x === true || x === 'true';
      else return unknownKeyForToken(isObject(x) ? 'START_OBJECT' : Array.isArray(x) ? 'START_ARRAY' : 'VALUE_STRING', k, { line: 1, col: 1 });
    }
    if (script !== undefined) out.push({ name, script, ignoreFailure });
  }
  return out;
}

interface Compiled {
  spec: ScriptSpec;
  field: ScriptFieldSpec;
  /** A `lang: expression` script, compiled per index. */
  expr?: Map<string, ExpressionRunner>;
}

/**
 * The values of a script's result as the hit prints them: as XContent writes the Java values (a Long's digits
 * past 2^53, a Double `3.0`, a Float by Float.toString), where a JSON number would lose the kind.
 */
function valuesOf(v: JValue): Json[] {
  const one = (x: JValue): Json => (x === null || typeof x !== 'object' ? (x as Json) : (new RawJson(toJavaJsonText(x)) as unknown as Json));
  if (v instanceof JList) return v.items.map(one);
  return [one(v)];
}

/**
 * Checks the limit and compiles the scripts for every index searched; then the `fields` a hit gets from
 * them. `strict`: a failing script throws the search's failure (the page of a search), else the field is dropped.
 */
export function buildScriptFields(specs: ScriptFieldSpec[], indices: readonly IndexState[], env: Env, rawBody: string | undefined): ((h: ScrollHit, strict: boolean) => JsonObject | undefined) | EsError {
  registerContextVars('field', ['doc']);
  const byIndex = new Map<string, { index: IndexState; values: DocValues }>();
  const compiled: Compiled[] = [];
  for (const index of indices) {
    const max = Number(index.settings['index.max_script_fields'] ?? 32);
    if (specs.length > max) return tooManyScriptFields(env.profile, max, specs.length, index.name);
    byIndex.set(index.name, { index, values: new DocValues(index) });
  }
  for (const f of specs) {
    const parsed = parseScriptSpec(f.script, env.profile);
    if (isEsError(parsed)) return parsed;
    const spec = withRawParams(parsed, rawBody, ['script_fields', f.name, 'script', 'params']);
    if (isExpression(spec)) {
      const expr = new Map<string, ExpressionRunner>();
      for (const { index, values } of byIndex.values()) {
        const e = compileExpression(spec, index, values, false);
        if (isEsError(e)) return scriptShardFailure(e, index.name);
        expr.set(index.name, e);
      }
      compiled.push({ spec, field: f, expr });
      continue;
    }
    const err = checkScript(spec, 'field', { profile: env.profile, now: env.now });
    if (err) return err.cause.type === 'script_exception' ? scriptShardFailure(err, indices[0]?.name ?? '_na_') : err;
    compiled.push({ spec, field: f });
  }
  return (h, strict) => {
    const at = byIndex.get(h.index);
    if (!at || compiled.length === 0) return undefined;
    const out: JsonObject = {};
    for (const c of compiled) {
      const r = run(c, at.index, at.values, h.doc, env);
      if (!r.ok) {
        if (c.field.ignoreFailure || !strict) continue;
        throw new ScoreFailure(scriptShardFailure(r.error, at.index.name, shardOf(at.index, env.profile, h.doc.id, h.doc.routing)));
      }
      out[c.field.name] = valuesOf(r.value);
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
}

function run(c: Compiled, index: IndexState, values: DocValues, doc: Doc, env: Env): { ok: true; value: JValue } | { ok: false; error: EsError } {
  const expr = c.expr?.get(index.name);
  if (expr) return { ok: true, value: new JDouble(expr(doc, 0)) };
  const params = new JMap(false);
  const raw = (c.spec as { javaParams?: unknown }).javaParams;
  if (raw instanceof JMap) for (const e of raw.list()) params.set(e.key, e.value);
  else for (const [k, v] of Object.entries(c.spec.params ?? {})) params.set(k, fromJson(v));
  if ((c.spec.source ?? '').includes('_source')) params.set('_source', fromJson(doc.parsed));
  // params._fields: the stored fields (FieldScript's params hold LeafSearchLookup.asMap, `_fields` among them).
  if ((c.spec.source ?? '').includes('_fields')) params.set('_fields', fromJson(storedFieldLookups(index, doc)));
  const globals = new Map<string, JValue>([
    ['doc', new DocLookup(values, doc, env.profile)],
    ['params', params],
  ]);
  try {
    return runJava(c.spec, 'field', globals, { profile: env.profile, now: env.now });
  } catch (e) {
    // A runtime field the script reads failed (its own shard failure).
    if (e instanceof ScoreFailure) return { ok: false, error: e.error };
    throw e;
  }
}
