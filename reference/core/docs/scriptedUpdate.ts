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
import { conflictDocumentExists, conflictNoDocument, conflictSeqNo, failedToExecuteScript, isEsError, iterableSelfReferencing, scriptedSourceNotMap, versionConflict, type EsError } from '../errors/index.ts';
import { parseScriptSpec, inlineDeprecation, withRawParams } from '../script/scriptSpec.ts';
import { runJava, runJavaSteps, type ScriptSpec } from '../script/runScript.ts';
import type { Steps } from '../search/resumable/steps.ts';
import { updateScriptOutcome, type UpdateRead } from './writePass.ts';
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
  type: string,
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
  const runs = existing !== undefined || (u.scripted_upsert === true && isObject(u.upsert));
  // Run where the write meets it, or ahead of the write by a driver that yields (updatePass.ts); a read
  // that found the document deleted since the script ran on it is a conflict too.
  return updateScriptOutcome(idx, state.indices.get(idx.name) !== idx, existing, runs ? (sliced) => updateScriptSteps(state, env, idx, id, existing, u, spec, sliced ? runJavaSteps : runJavaWhole) : undefined, (read) => staleRead(env, idx, type, id, read, existing));
}

/**
 * The conflict ES's engine answers the write an update made from a read that is no longer current (it carries
 * the read's seq_no and primary term; an upsert is a create).
 */
function staleRead(env: Env, idx: IndexState, type: string, id: string, read: UpdateRead, now: Doc | undefined): EsError {
  if (!read.doc) return versionConflict(env.profile, idx, type, id, conflictDocumentExists(now?.version ?? 1));
  if (!now) return versionConflict(env.profile, idx, type, id, conflictNoDocument(read.doc.seqNo, read.doc.primaryTerm));
  return versionConflict(env.profile, idx, type, id, conflictSeqNo(read.doc.seqNo, read.doc.primaryTerm, now.seqNo, now.primaryTerm));
}

/** runJava as steps that never yield: a whole run, in the interpreter's faster loop. */
// eslint-disable-next-line require-yield -- the whole run of a script the steps' shape asks for
function* runJavaWhole(...args: Parameters<typeof runJava>): ReturnType<typeof runJavaSteps> {
  return runJava(...args);
}

/** The script's run on the document read (or the scripted upsert's document) and what it decided, as steps. */
function* updateScriptSteps(state: ClusterState, env: Env, idx: IndexState, id: string, existing: Doc | undefined, u: JsonObject, spec: ScriptSpec, run: typeof runJavaSteps): Steps<ScriptedUpdate | EsError> {
  const ctx = new JMap(true);
  if (!existing) {
    ctx.set('op', 'create');
    ctx.set('_source', fromJson(u.upsert as JsonObject));
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
  const r = yield* run(spec, 'update', globals, { profile: env.profile, state, now: env.now });
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
