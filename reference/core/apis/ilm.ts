/**
 * The ILM APIs (x-pack ILM, ES ≥ 6.6): policy CRUD, the operation mode, explain, remove, retry and
 * move-to-step. Policies are stored and validated as ES does; phases do not run on the clock: a managed
 * index stands where ILM's first run leaves it (the `new` phase's `complete` step, reached by
 * InitializePolicyContextStep as soon as the index names an existing policy) until a move-to-step moves it.
 */
import { ok, flag, type Handler } from '../handler.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  ilmCurrentStepMismatch, ilmIndexMissing, ilmPolicyDoesNotExist, ilmIndexNotManaged, ilmPolicyInUse, ilmPolicyMissing, ilmPolicyNotFound, ilmRetryNotFailed,
  ilmStepNotInPolicy, ilmWildcardNotAlone, isEsError, type EsError,
} from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { wildcardMatches } from '../glob.ts';
import { humanTime } from '../dataStreams/lifecycle.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Env } from '../handler.ts';
import { checkPolicyName, parsePolicy, renderPhase, renderPolicy } from '../ilm/policy.ts';
import { ilmState, policyOf, policyUsage, type IndexLifecycle, type StoredPolicy } from '../ilm/store.ts';

const iso = (ms: number): string => new Date(ms).toISOString();

/** GET /_ilm/policy[/<names>]: every policy, or the named ones (one wildcard alone, or a comma-separated list of names). */
export const getLifecycle: Handler = (state, req, env) => {
  const ilm = ilmState(state);
  const names = (req.parts.policy ?? '').split(',').filter((n) => n !== '');
  let picked: StoredPolicy[];
  if (names.length === 0 || (names.length === 1 && (names[0] === '_all' || names[0] === '*'))) picked = [...ilm.policies.values()];
  else if (names.some((n) => n.includes('*'))) {
    if (names.length > 1) return ilmWildcardNotAlone();
    picked = [...ilm.policies.values()].filter((p) => wildcardMatches(names[0]!, p.name));
  } else {
    picked = [];
    for (const n of names) {
      const p = ilm.policies.get(n);
      if (!p) return ilmPolicyNotFound(n);
      picked.push(p);
    }
  }
  const out: JsonObject = {};
  for (const p of picked.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    out[p.name] = {
      version: p.version,
      modified_date: iso(p.modifiedDate),
      policy: renderPolicy(p.def),
      // in_use_by (ItemUsage) came in the same 7.1x releases as `_meta` (approx.).
      ...(env.profile.ilmPolicyMeta ? { in_use_by: policyUsage(state, env.profile, p.name) } : {}),
    };
  }
  return ok(out);
};

/** PUT /_ilm/policy/<name>: creates version 1, or replaces the policy as the next version. */
export const putLifecycle: Handler = (state, req, env) => {
  const name = req.parts.policy!;
  const bad = checkPolicyName(name);
  if (bad) return bad;
  const body = req.body;
  if (!isObject(body) || body.policy === undefined) return ilmPolicyMissing();
  const def = parsePolicy(env.profile, body.policy as Json, req.rawBody, ['policy']);
  if (isEsError(def)) return def;
  const ilm = ilmState(state);
  const prev = ilm.policies.get(name);
  // An unchanged policy is not stored again (TransportPutLifecycleAction: isNoopUpdate).
  if (prev && JSON.stringify(renderPolicy(prev.def)) === JSON.stringify(renderPolicy(def))) return ok({ acknowledged: true });
  ilm.policies.set(name, { name, def, version: prev ? prev.version + 1 : 1, modifiedDate: env.now });
  return ok({ acknowledged: true });
};

/** DELETE /_ilm/policy/<name>: refused while an index names it. */
export const deleteLifecycle: Handler = (state, req) => {
  const name = req.parts.policy!;
  const ilm = ilmState(state);
  if (!ilm.policies.has(name)) return ilmPolicyNotFound(name);
  const users = [...state.indices.values()].filter((i) => policyOf(i) === name).map((i) => i.name).sort();
  if (users.length > 0) return ilmPolicyInUse(name, users);
  ilm.policies.delete(name);
  return ok({ acknowledged: true });
};

/** GET /_ilm/status. */
export const ilmStatus: Handler = (state) => ok({ operation_mode: ilmState(state).mode });

/** POST /_ilm/start and /_ilm/stop: stopping completes at once, as no index is ever inside an unsafe action here. */
export const ilmStartStop: Handler = (state, req) => {
  ilmState(state).mode = req.api === 'ilm.start' ? 'RUNNING' : 'STOPPED';
  return ok({ acknowledged: true });
};

/** Where an index stands: as moved, or where ILM's first run leaves it (undefined: not initialised, its policy missing). */
function lifecycleOf(state: ClusterState, idx: IndexState, policy: StoredPolicy | undefined): IndexLifecycle | undefined {
  const moved = state.ilm?.moved.get(idx.uuid);
  if (moved) return moved;
  if (!policy) return undefined;
  // InitializePolicyContextStep runs on the first cluster change that sees the index and its policy.
  const t = Math.max(idx.creationDate, policy.version === 1 ? policy.modifiedDate : idx.creationDate);
  return { phase: 'new', action: 'complete', step: 'complete', phaseTime: t, actionTime: t, stepTime: t, version: policy.version, modifiedDate: policy.modifiedDate };
}

/** One index as explain prints it (IndexLifecycleExplainResponse.toXContent). */
function explainIndex(state: ClusterState, idx: IndexState, env: Env, human: boolean): JsonObject {
  const name = policyOf(idx);
  if (!name) return { index: idx.name, managed: false };
  const out: JsonObject = { index: idx.name, managed: true, policy: name };
  const time = (raw: string, readable: string, ms: number) => {
    out[raw] = ms;
    if (human) out[readable] = iso(ms);
  };
  if (env.profile.ilmExplainCreationDate) {
    time('index_creation_date_millis', 'index_creation_date', idx.creationDate);
    out.time_since_index_creation = humanTime(Math.max(0, env.now - idx.creationDate));
  }
  const policy = state.ilm?.policies.get(name);
  const lc = lifecycleOf(state, idx, policy);
  if (lc) {
    time('lifecycle_date_millis', 'lifecycle_date', idx.creationDate);
    out.age = humanTime(Math.max(0, env.now - idx.creationDate));
    out.phase = lc.phase;
    time('phase_time_millis', 'phase_time', lc.phaseTime);
    out.action = lc.action;
    time('action_time_millis', 'action_time', lc.actionTime);
    out.step = lc.step;
    time('step_time_millis', 'step_time', lc.stepTime);
  }
  if (!policy) {
    const missing = ilmPolicyDoesNotExist(name).cause;
    out.step_info = { type: missing.type, reason: missing.reason };
  }
  if (lc && policy) {
    const phase = lc.phase === 'new' ? undefined : policy.def.phases[lc.phase];
    out.phase_execution = { policy: name, ...(phase ? { phase_definition: renderPhase(phase) } : {}), version: lc.version, modified_date_in_millis: lc.modifiedDate };
  }
  if (env.profile.ilmExplainSkip) out.skip = idx.settings['index.lifecycle.skip'] === 'true';
  return out;
}

/** GET /<index>/_ilm/explain[?only_managed][&only_errors]. */
export const explainLifecycle: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open,closed' }));
  if (isEsError(names)) return names;
  const onlyManaged = flag(req, 'only_managed');
  const onlyErrors = flag(req, 'only_errors');
  const indices: JsonObject = {};
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const policy = policyOf(idx);
    if ((onlyManaged || onlyErrors) && !policy) continue;
    // An error is the ERROR step, or a policy that does not exist (TransportExplainLifecycleAction).
    if (onlyErrors && state.ilm?.policies.has(policy!) && lifecycleOf(state, idx, state.ilm.policies.get(policy!))?.step !== 'ERROR') continue;
    indices[n] = explainIndex(state, idx, env, flag(req, 'human'));
  }
  return ok({ indices });
};

/**
 * POST /<index>/_ilm/remove: drops `index.lifecycle.name` and the index's lifecycle state
 * (IndexLifecycleTransition.removePolicyForIndexes: only an index that is gone fails, and resolution has
 * refused those already; an index without a policy is left as it is).
 */
export const removePolicy: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  for (const n of names) {
    const idx = state.indices.get(n)!;
    delete idx.settings['index.lifecycle.name'];
    state.ilm?.moved.delete(idx.uuid);
  }
  return ok({ has_failures: false, failed_indexes: [] });
};

/** POST /<index>/_ilm/retry: only an index in the ERROR step may retry, and none ever is here. */
export const retryLifecycle: Handler = (state, req) => {
  const names = (req.parts.index ?? '').split(',');
  for (const n of names) if (!state.indices.has(n)) return ilmIndexMissing(n);
  return ilmRetryNotFailed(names[0]!);
};

type StepKey = { phase?: string; action?: string; name?: string };
const keyJson = (k: StepKey): string => JSON.stringify({ phase: k.phase, action: k.action, name: k.name });

/**
 * POST /_ilm/move/<index>: `current_step` must be where the index stands; `next_step` must be a step of its
 * policy. The simulator knows each phase's `complete` step and its actions, not every action's inner steps:
 * a next step inside an action is taken when the phase has that action.
 */
export const moveToStep: Handler = (state, req, env) => {
  const index = req.parts.index!;
  const idx = state.indices.get(index);
  if (!idx) return ilmIndexMissing(index);
  const name = policyOf(idx);
  if (!name) return ilmIndexNotManaged(index);
  const body = isObject(req.body) ? req.body : {};
  const cur = (isObject(body.current_step) ? body.current_step : {}) as StepKey;
  const next = (isObject(body.next_step) ? body.next_step : {}) as StepKey;
  const policy = state.ilm?.policies.get(name);
  const at = lifecycleOf(state, idx, policy);
  const here: StepKey = at ? { phase: at.phase, action: at.action, name: at.step } : {};
  if (cur.phase !== here.phase || cur.action !== here.action || cur.name !== here.name) return ilmCurrentStepMismatch(index, keyJson(cur), keyJson(here));
  const err = stepProblem(policy, next, index, name);
  if (err) return err;
  const phase = policy!.def.phases[next.phase!];
  const action = next.action ?? (phase && Object.keys(phase.actions).length > 0 ? Object.keys(phase.actions)[0]! : 'complete');
  const t = env.now;
  ilmState(state).moved.set(idx.uuid, {
    phase: next.phase!, action, step: next.name ?? action, phaseTime: next.phase === at?.phase ? at!.phaseTime : t, actionTime: t, stepTime: t,
    version: policy!.version, modifiedDate: policy!.modifiedDate,
  });
  return ok({ acknowledged: true });
};

function stepProblem(policy: StoredPolicy | undefined, next: StepKey, index: string, name: string): EsError | undefined {
  const missing = ilmStepNotInPolicy(keyJson(next), index, name);
  if (!policy || next.phase === undefined) return missing;
  if (next.phase === 'new') return next.action === 'complete' && next.name === 'complete' ? undefined : missing;
  const phase = policy.def.phases[next.phase];
  if (!phase) return missing;
  if (next.action === undefined || (next.action === 'complete' && next.name === 'complete')) return undefined;
  return phase.actions[next.action] !== undefined ? undefined : missing;
}
