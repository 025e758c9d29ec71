/**
 * An ingest script's run on a document (a script processor's, an `if` condition's), where the write meets it or
 * ahead of the write by a driver that yields (docs/writePass.ts): ahead, it runs on a copy of the ctx and the
 * write applies the ctx it left.
 */
import { ingestScriptOutcome } from '../docs/writePass.ts';
import { runScript, runScriptSteps, type ScriptContextName, type ScriptEnv, type ScriptOutcome, type ScriptSpec } from '../script/runScript.ts';
import type { Steps } from '../search/resumable/steps.ts';
import type { IngestDoc } from './document.ts';
import { deepCopy, ingestJsonText, type VMap } from './javaValues.ts';

/** The outcome of `spec` run in `context` with `vars` beside `ctx` on `doc`, whose ctx it may change; `owner` names the run's place. */
export function runIngestScript(owner: object, spec: ScriptSpec, context: ScriptContextName, doc: IngestDoc, vars: Record<string, unknown>, env: ScriptEnv): ScriptOutcome {
  const ran = ingestScriptOutcome(owner, () => ingestJsonText(doc.ctx), (sliced) => scriptRun(spec, context, sliced ? deepCopy(doc.ctx) : doc.ctx, vars, env, sliced));
  if (ran.ctx !== doc.ctx) {
    for (const k of Object.keys(doc.ctx)) delete doc.ctx[k];
    Object.assign(doc.ctx, deepCopy(ran.ctx));
  }
  return ran.outcome;
}

/** A run on `ctx` (changed in place), as steps that yield in it when `sliced`: its outcome, and the ctx it left. */
function* scriptRun(spec: ScriptSpec, context: ScriptContextName, ctx: VMap, vars: Record<string, unknown>, env: ScriptEnv, sliced: boolean): Steps<{ outcome: ScriptOutcome; ctx: VMap }> {
  const all = { ctx, ...vars };
  const outcome = sliced ? yield* runScriptSteps(spec, context, all, env) : runScript(spec, context, all, env);
  return { outcome, ctx };
}
