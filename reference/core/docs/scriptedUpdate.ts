/**
 * The update API with a script (UpdateHelper.prepareUpdateScriptRequest and executeScriptedUpsert): the
 * script sees `ctx` (`op`, `_index`, `_type`, `_id`, `_version`, `_routing`, `_source`, `_now` where the
 * version has it) and `params`; `ctx.op` decides: `index` writes `ctx._source`, `delete` deletes, `none`
 * (and anything else, leniently) is a noop. A script's failure is wrapped as ES wraps it
 * (`failed to execute script`) and changes nothing.
 */
import { isObject, type JsonObject } from '../json.ts';
import type { Doc } from '../doc.ts';
import type { Env } from '../handler.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { failedToExecuteScript, isEsError, iterableSelfReferencing, scriptedSourceNotMap, type EsError } from '../errors/index.ts';
import { parseScriptSpec, inlineDeprecation, withRawParams } from '../script/scriptSpec.ts';
import { runJava } from '../script/runScript.ts';
import { ensureNoSelfReferences, fromJson, toJavaJsonText, toJson } from '../script/painless/convert.ts';
import { JavaException } from '../script/painless/javaError.ts';
import { JFunction, JLong, JMap, className, type JValue } from '../script/painless/values.ts';
import { metadataFunction } from './updateMetadata.ts';
import { JWriteField } from './writeField.ts';

/** What the script decided. */
export type ScriptedUpdate = { kind: 'index'; source: JsonObject; raw: string } | { kind: 'delete' } | { kind: 'noop' };

/**
 * Runs an update's script against the existing document (or, with `scripted_upsert`, the upsert
 * document); undefined when the document is missing and the upsert is not scripted (the plain upsert applies).
 */
export function runUpdateScript(
  state: ClusterState,
  env: Env,
  idx: IndexState,
  id: string,
  existing: Doc | undefined,
  u: JsonObject,
  warnings?: string[],
  raw?: string,
): ScriptedUpdate | EsError | undefined {
  const parsed = parseScriptSpec(u.script as never, env.profile);
  if (isEsError(parsed)) return parsed;
  const spec = withRawParams(parsed, raw, ['script', 'params']);
  const deprecated = inlineDeprecation(u.script as never);
  if (deprecated && env.profile.scriptInlineField === 'source-or-inline') warnings?.push(deprecated);
  const ctx = new JMap(true);
  if (!existing) {
    if (u.scripted_upsert !== true || !isObject(u.upsert)) return undefined;
    ctx.set('op', 'create');
    ctx.set('_source', fromJson(u.upsert));
  } else {
    ctx.set('op', 'index');
    ctx.set('_index', idx.name);
    ctx.set('_type', existing.type);
    ctx.set('_id', id);
    ctx.set('_version', new JLong(BigInt(existing.version)));
    ctx.set('_routing', existing.routing ?? null);
    ctx.set('_source', fromJson(existing.source));
  }
  if (env.profile.updateCtxNow) ctx.set('_now', new JLong(BigInt(env.now)));
  const globals = new Map<string, JValue>([['ctx', ctx]]);
  // `metadata()` from 8.4 (the update metadata of 25_script_upsert.yml, with the op checks of scriptCtxChecks).
  if (env.profile.scriptCtxChecks !== 'legacy') globals.set('fn:metadata/0', metadataFunction(ctx, !existing, idx.name, id));
  // The write field API from 8.5 (25_script_upsert.yml "Script Write Field"), over whatever ctx._source is then.
  if (env.profile.scriptCtxChecks === 'metadata') {
    const source = (): JMap => {
      const s = ctx.get('_source');
      return s instanceof JMap ? s : new JMap(true);
    };
    globals.set('fn:field/1', new JFunction(1, ([p]) => new JWriteField(source, String(p))));
  }
  const r = runJava(spec, 'update', globals, { profile: env.profile, state, now: env.now });
  // UpdateHelper.executeScript wraps whatever compiling or running threw (a missing stored script too).
  if (!r.ok) return failedToExecuteScript(r.error);
  const op = ctx.get('op');
  const opName = typeof op === 'string' ? op : '';
  if (!existing) {
    if (opName !== 'create') return { kind: 'noop' };
  } else if (opName === 'delete') return { kind: 'delete' };
  else if (opName !== 'index') return { kind: 'noop' };
  const source = ctx.get('_source') ?? null;
  try {
    ensureNoSelfReferences(source);
  } catch (e) {
    if (e instanceof JavaException) return iterableSelfReferencing();
    throw e;
  }
  if (!(source instanceof JMap)) return scriptedSourceNotMap(className(source));
  return { kind: 'index', source: toJson(source) as JsonObject, raw: toJavaJsonText(source) };
}
