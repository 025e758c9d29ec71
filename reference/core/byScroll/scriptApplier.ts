/**
 * A by-scroll job's script (AbstractAsyncBulkByScrollAction.ScriptApplier): each hit's write is built,
 * then the script sees `ctx` (`_index`, `_type`, `_id`, `_version`, `_routing`, `_source`, `op`) and may
 * change it. `op` becomes `noop` (counted, nothing written), `delete`, or stays `index`; any other value is
 * refused. Update by query may not move a document (`Modifying [_index] not allowed`); a reindex may set the
 * copy's `_index`, `_id`, `_routing` and `_version`.
 */
import type { ClusterState } from '../state.ts';
import type { Env } from '../handler.ts';
import type { ScrollHit } from '../doc.ts';
import type { JsonObject } from '../json.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { scriptCannotPutKey, scriptInvalidContextFields, scriptMetadataReadOnly, scriptOpMustBeOneOf, scriptOpNotAllowed, scriptModifiedField, type EsError } from '../errors/index.ts';
import type { ScriptSpec } from '../script/scriptSpec.ts';
import { runJavaSteps } from '../script/runScript.ts';
import type { Steps } from '../search/resumable/steps.ts';
import { fromJson, parseJavaJson, toJavaJsonText, toJson } from '../script/painless/convert.ts';
import { javaToString } from '../script/painless/javaString.ts';
import { JLong, JMap, type JValue } from '../script/painless/values.ts';
import { toNumber } from '../script/painless/javaNumbers.ts';

/** The keys a by-scroll script's ctx has; a script that adds another is refused. */
const CTX_KEYS = new Set(['_index', '_type', '_id', '_version', '_routing', '_source', 'op', '_now']);

/**
 * The write a hit becomes after the script, `noop`, or the error that ends the job; as steps, a yield point at
 * the script's loops' back-edges every slice of work (issue 32: one document's long script does not hold the
 * server; the job's runner keeps the run under way between its steps, runJob.ts).
 */
export function* applyScript(state: ClusterState, env: Env, script: ScriptSpec, kind: 'update_by_query' | 'reindex', hit: ScrollHit, op: WriteOp, versionAsked = true): Steps<WriteOp | 'noop' | EsError> {
  const doc = hit.doc;
  const ctx = new JMap(true);
  ctx.set('_index', hit.index);
  ctx.set('_type', doc.type);
  ctx.set('_id', doc.id);
  const checks = env.profile.scriptCtxChecks;
  // 8.4 fixed `ctx._version` to be the version only where the search asked for versions (-1 otherwise).
  const version = checks !== 'legacy' && !versionAsked ? -1 : doc.version;
  ctx.set('_version', new JLong(BigInt(version)));
  ctx.set('_routing', doc.routing ?? null);
  ctx.set('_source', op.raw !== undefined ? parseJavaJson(op.raw) : fromJson(op.source));
  ctx.set('op', 'index');
  if (env.profile.updateCtxNow && kind === 'update_by_query') ctx.set('_now', new JLong(BigInt(env.now)));
  const r = yield* runJavaSteps(script, kind, new Map<string, JValue>([['ctx', ctx]]), { profile: env.profile, state, now: env.now });
  if (!r.ok) return r.error;
  const extra = ctx.keys().filter((k): k is string => typeof k === 'string' && !CTX_KEYS.has(k));
  if (extra.length > 0) return checks === 'metadata' ? scriptCannotPutKey(extra[0]!, javaToString(ctx.get(extra[0]!) ?? null)) : scriptInvalidContextFields(extra);
  const opName = ctx.get('op');
  const name = typeof opName === 'string' ? opName : javaToString(opName ?? null);
  if (name !== 'noop' && name !== 'index' && name !== 'delete') return checks === 'legacy' ? scriptOpNotAllowed(name) : scriptOpMustBeOneOf(name);
  if (name === 'noop') return 'noop';
  const next: WriteOp = { ...op };
  const changed = (k: string, old: JValue): boolean => {
    const v = ctx.get(k) ?? null;
    return javaToString(v) !== javaToString(old);
  };
  for (const [k, old] of [['_index', hit.index], ['_id', doc.id], ['_routing', doc.routing ?? null], ['_version', new JLong(BigInt(version))]] as Array<[string, JValue]>) {
    if (!changed(k, old)) continue;
    if (kind === 'update_by_query') return checks === 'metadata' ? scriptMetadataReadOnly(k) : scriptModifiedField(k);
    const v = ctx.get(k) ?? null;
    if (k === '_index') next.index = javaToString(v);
    else if (k === '_id') next.id = v === null ? undefined : javaToString(v);
    else if (k === '_routing') next.routing = v === null ? undefined : javaToString(v);
    else if (v === null) {
      delete next.version;
      delete next.versionType;
    } else next.version = toNumber(v);
  }
  if (next.id !== op.id) delete next.idHash;
  if (name === 'delete') {
    const del: WriteOp = { kind: 'delete', index: next.index, type: next.type, ...(next.id !== undefined ? { id: next.id } : {}), ...(next.routing !== undefined ? { routing: next.routing } : {}) };
    if (kind === 'update_by_query') Object.assign(del, { ifSeqNo: op.ifSeqNo, ifPrimaryTerm: op.ifPrimaryTerm });
    return del;
  }
  const source = ctx.get('_source') ?? null;
  next.source = toJson(source) as JsonObject;
  next.raw = toJavaJsonText(source);
  return next;
}
