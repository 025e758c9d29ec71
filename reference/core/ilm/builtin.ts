/**
 * The lifecycle policies a fresh node installs. The stack registry's (StackTemplateRegistry, and from
 * 8.12 LegacyStackTemplateRegistry keeping the old names, `deprecated: true`), which `stack.templates.enabled`
 * switches off, from x-pack/plugin/core/template-resources (`logs@lifecycle.json`, `7-days@lifecycle.json`,
 * ...); and ILM's own history policy (`ilm-history-ilm-policy.json`, IndexLifecycle's ILMHistoryTemplateRegistry),
 * which that setting does not govern. Left out: the registries of features the simulator has not (SLM,
 * watcher, ML, monitoring, fleet, deprecation logging, APM, profiling), whose policies govern only their
 * own hidden indices.
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { parsePolicy, type PolicyDef } from './policy.ts';
import { ilmState } from './store.ts';
import { isEsError } from '../errors/index.ts';

const rollover = (maxAge: string, primary: boolean): JsonObject => ({ rollover: primary ? { max_primary_shard_size: '50gb', max_age: maxAge } : { max_size: '50gb', max_age: maxAge } });
const warm: JsonObject = { min_age: '2d', actions: { shrink: { number_of_shards: 1 }, forcemerge: { max_num_segments: 1 } } };
const del = (age: string): JsonObject => ({ min_age: age, actions: { delete: {} } });

/** `<type>@lifecycle.json`: a hot phase that rolls over at 50gb or 30 days. */
function typePolicy(type: string, primary: boolean): JsonObject {
  return { phases: { hot: { actions: rollover('30d', primary) } }, _meta: { description: `default policy for the ${type} index template installed by x-pack`, managed: true } };
}

/** `<n>-days@lifecycle.json`: hot and warm (and cold from 90 days) with a retention of n days. */
function daysPolicy(days: number): JsonObject {
  const cold = days >= 90;
  const phases: JsonObject = { hot: { actions: rollover(days === 7 ? '7d' : '30d', true) }, warm, ...(cold ? { cold: { min_age: '30d', actions: {} } } : {}), delete: del(`${days}d`) };
  const which = cold ? 'hot, warm, and cold phases' : 'hot and warm phases';
  return { phases, _meta: { description: `built-in ILM policy using the ${which} with a retention of ${days} days`, managed: true } };
}

const ILM_HISTORY: JsonObject = {
  phases: { hot: { actions: { rollover: { max_primary_shard_size: '50gb', max_age: '30d' } } }, delete: del('90d') },
  _meta: { description: 'default policy for the ILM history indices', managed: true },
};

/** The stack registry's policies by name, as the version installs them, or none before 7.9 and without the templates. */
function stackPolicies(profile: Profile): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const types = ['logs', 'metrics', 'synthetics'];
  const days = [7, 30, 90, 180, 365];
  switch (profile.builtinTemplates) {
    case 'stack-7':
      for (const t of types) out[t] = typePolicy(t, profile.ilmPolicyMeta);
      break;
    case 'stack-8':
      for (const t of types) out[t] = typePolicy(t, true);
      for (const d of days) out[`${d}-days-default`] = daysPolicy(d);
      break;
    case 'stack-8.12':
      // The new names (`deprecated: false`) and the legacy registry's old ones (`deprecated: true`).
      for (const t of types) {
        out[`${t}@lifecycle`] = { ...typePolicy(t, true), deprecated: false };
        out[t] = { ...typePolicy(t, true), deprecated: true };
      }
      for (const d of days) {
        out[`${d}-days@lifecycle`] = { ...daysPolicy(d), deprecated: false };
        out[`${d}-days-default`] = { ...daysPolicy(d), deprecated: true };
      }
      break;
    default:
      break;
  }
  if (!profile.ilmPolicyMeta) for (const p of Object.values(out)) delete p._meta;
  return out;
}

/** Installs the built-in policies the state lacks (a user's own policy of the same name stays); `stack` false leaves the stack registry's out. */
export function installBuiltinPolicies(state: ClusterState, profile: Profile, now: number, stack: boolean): void {
  if (!profile.ilmApi) return;
  const wanted: Record<string, JsonObject> = { ...(stack ? stackPolicies(profile) : {}) };
  if (profile.builtinTemplates !== 'none') wanted['ilm-history-ilm-policy'] = profile.ilmPolicyMeta ? ILM_HISTORY : { phases: ILM_HISTORY.phases! };
  const ilm = ilmState(state);
  for (const [name, body] of Object.entries(wanted)) {
    if (ilm.policies.has(name)) continue;
    const def = parsePolicy(profile, body, undefined, []);
    if (isEsError(def)) throw new Error(`built-in policy ${name} does not parse: ${def.cause.reason}`);
    ilm.policies.set(name, { name, def: def as PolicyDef, version: 1, modifiedDate: now });
  }
}
