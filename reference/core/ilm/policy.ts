/**
 * An index lifecycle policy as ES parses, validates and prints it (LifecyclePolicy, Phase, the
 * LifecycleAction parsers, TimeseriesLifecycleType.validate): phases hot → warm → cold → frozen → delete,
 * the actions each phase allows, their parameters, and the phases' increasing `min_age`. The policy is
 * kept as ES prints it (phases and actions in java.util.HashMap order, as Collectors.toMap leaves them,
 * `min_age` as TimeValue.getStringRep, byte sizes and times as given).
 */
import type { Profile } from '../../profiles.ts';
import { isObject, type Json, type JsonObject, xContentToken } from '../json.ts';
import { ilmBodyUnparsable, ilmPolicyInvalid, ilmPolicyNameInvalid, isEsError, type EsError, type TextPosition } from '../errors/index.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';
import type { PathStep } from '../mapping/locate.ts';
import { javaHashOrder } from '../search/highlight/javaHashOrder.ts';
import { parseTimeValue } from '../search/timeValue.ts';
import { parseByteSize } from '../byteSize.ts';
import type { PhaseDef, PolicyDef } from './types.ts';

/** TimeseriesLifecycleType.ORDERED_VALID_PHASES. */
export const PHASES = ['hot', 'warm', 'cold', 'frozen', 'delete'] as const;

/** TimeseriesLifecycleType.ORDERED_VALID_*_ACTIONS: what each phase allows, in execution order. */
export const PHASE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  hot: ['set_priority', 'unfollow', 'rollover', 'readonly', 'downsample', 'shrink', 'forcemerge', 'searchable_snapshot'],
  warm: ['set_priority', 'unfollow', 'readonly', 'downsample', 'allocate', 'migrate', 'shrink', 'forcemerge'],
  cold: ['set_priority', 'unfollow', 'readonly', 'downsample', 'searchable_snapshot', 'allocate', 'migrate', 'freeze'],
  frozen: ['unfollow', 'searchable_snapshot'],
  delete: ['wait_for_snapshot', 'delete'],
};

/** TimeseriesLifecycleType.HOT_ACTIONS_THAT_REQUIRE_ROLLOVER (a Set.of: its iteration order is Java's; sorted here). */
const NEED_ROLLOVER = new Set(['readonly', 'shrink', 'forcemerge', 'downsample', 'searchable_snapshot']);
/** TimeseriesLifecycleType.ACTIONS_CANNOT_FOLLOW_SEARCHABLE_SNAPSHOT, in its LinkedHashSet order. */
const AFTER_SNAPSHOT_FORBIDDEN = ['forcemerge', 'freeze', 'shrink', 'downsample'];

type Kind = 'int' | 'long' | 'bytes' | 'time' | 'bool' | 'string' | 'map';

/** Each action's fields (the action parsers' declarations), and which are required. */
const ACTION_FIELDS: Readonly<Record<string, Readonly<Record<string, Kind>>>> = {
  set_priority: { priority: 'int' },
  unfollow: {},
  rollover: {
    max_size: 'bytes', max_primary_shard_size: 'bytes', max_age: 'time', max_docs: 'long', max_primary_shard_docs: 'long',
    min_size: 'bytes', min_primary_shard_size: 'bytes', min_age: 'time', min_docs: 'long', min_primary_shard_docs: 'long',
  },
  readonly: {},
  downsample: { fixed_interval: 'string', wait_timeout: 'time' },
  shrink: { number_of_shards: 'int', max_primary_shard_size: 'bytes', allow_write_after_shrink: 'bool' },
  forcemerge: { max_num_segments: 'int', index_codec: 'string' },
  searchable_snapshot: { snapshot_repository: 'string', force_merge_index: 'bool', total_shards_per_node: 'int', replicate_for: 'time' },
  allocate: { number_of_replicas: 'int', total_shards_per_node: 'int', include: 'map', exclude: 'map', require: 'map' },
  migrate: { enabled: 'bool' },
  freeze: {},
  wait_for_snapshot: { policy: 'string' },
  delete: { delete_searchable_snapshot: 'bool' },
};
const REQUIRED: Readonly<Record<string, string>> = { forcemerge: 'max_num_segments', searchable_snapshot: 'snapshot_repository', wait_for_snapshot: 'policy', downsample: 'fixed_interval' };

export type { PhaseDef, PolicyDef } from './types.ts';

class Refusal {
  constructor(readonly err: EsError) {}
}

/** LifecyclePolicy.validatePolicyName. */
export function checkPolicyName(name: string): EsError | undefined {
  if (name.includes(',')) return ilmPolicyNameInvalid(name, "must not contain ','");
  if (name.includes(' ')) return ilmPolicyNameInvalid(name, 'must not contain spaces');
  if (name.startsWith('_')) return ilmPolicyNameInvalid(name, "must not start with '_'");
  const bytes = new TextEncoder().encode(name).length;
  if (bytes > 255) return ilmPolicyNameInvalid(name, `name is too long, (${bytes} > 255)`);
  return undefined;
}

/**
 * Parses and validates the `policy` object of a PUT body (at `base` in the raw body, for error positions).
 * `ilmFrozenPhase` decides whether `frozen` is a phase; actions and fields are 8.x's.
 */
export function parsePolicy(profile: Profile, raw: Json, rawBody: string | undefined, base: PathStep[]): PolicyDef | EsError {
  try {
    return parse(profile, raw, rawBody, base);
  } catch (e) {
    if (e instanceof Refusal) return e.err;
    throw e;
  }
}

function parse(profile: Profile, raw: Json, rawBody: string | undefined, base: PathStep[]): PolicyDef {
  const at = (path: PathStep[]): TextPosition => keyAt(rawBody, [...base, ...path]);
  const level = (path: PathStep[], parser: string, field: string) => ({ at: at(path), parser, field });
  if (!isObject(raw)) throw new Refusal(ilmBodyUnparsable(valueAt(rawBody, base), '[lifecycle_policy] policy doesn\'t support values of type: VALUE_STRING', []));
  const phases: Record<string, PhaseDef> = {};
  let meta: JsonObject | undefined;
  let deprecated: boolean | undefined;
  for (const [k, v] of Object.entries(raw) as [string, Json][]) {
    if (k === 'phases' && isObject(v)) continue;
    if (k === '_meta' && profile.ilmPolicyMeta && isObject(v)) meta = v;
    else if (k === 'deprecated' && typeof v === 'boolean') deprecated = v;
    else throw new Refusal(ilmBodyUnparsable(at([k]), `[lifecycle_policy] unknown field [${k}]`, []));
  }
  if (!isObject(raw.phases)) throw new Refusal(ilmBodyUnparsable(valueAt(rawBody, base), 'Required [phases]', []));
  const names = Object.keys(raw.phases);
  for (const name of names) {
    const wrap = [level(['phases', name], 'lifecycle_policy', 'phases')];
    phases[name] = parsePhase(profile, name, raw.phases[name] as Json, rawBody, [...base, 'phases', name], wrap);
  }
  const ordered: Record<string, PhaseDef> = {};
  for (const n of javaHashOrder(names)) ordered[n] = phases[n]!;
  validate(profile, ordered);
  return { phases: ordered, ...(meta ? { meta } : {}), ...(deprecated !== undefined ? { deprecated } : {}) };
}

type Level = { at: TextPosition; parser: string; field: string };

function parsePhase(profile: Profile, name: string, raw: Json, rawBody: string | undefined, path: PathStep[], outer: Level[]): PhaseDef {
  const fail = (p: PathStep[], message: string, inner: Level[] = []): never => {
    throw new Refusal(ilmBodyUnparsable(keyAt(rawBody, [...path, ...p]), message, [...inner, ...outer]));
  };
  if (!isObject(raw)) return fail([], `[phase] phase doesn't support values of type: ${xContentToken(raw)}`);
  let minAge = '0ms';
  let minAgeMs = 0;
  for (const [k, v] of Object.entries(raw) as [string, Json][]) {
    if (k === 'min_age') {
      const ms = typeof v === 'string' ? parseTimeValue(v, 'min_age', profile) : undefined;
      if (ms === undefined || isEsError(ms)) return fail(['min_age'], `[phase] failed to parse field [min_age]`);
      minAgeMs = ms;
      minAge = timeRep(v as string);
    } else if (k !== 'actions') return fail([k], `[phase] unknown field [${k}]`);
  }
  const actionsRaw = raw.actions;
  if (!isObject(actionsRaw)) return fail([], 'Required [actions]');
  const actions: Record<string, JsonObject> = {};
  const inPhase: Level = { at: keyAt(rawBody, [...path, 'actions']), parser: 'phase', field: 'actions' };
  for (const [action, body] of Object.entries(actionsRaw) as [string, Json][]) {
    const fields = ACTION_FIELDS[action];
    if (!fields) return fail(['actions', action], `unable to parse LifecycleAction with name [${action}]: parser not found`, [inPhase]);
    if (!isObject(body)) return fail(['actions', action], `[${action}] ${action} doesn't support values of type: ${xContentToken(body)}`, [inPhase]);
    actions[action] = parseAction(action, fields, body, (p, m) => fail(['actions', action, ...p], m, [inPhase]));
  }
  const out: JsonObject = {};
  for (const a of javaHashOrder(Object.keys(actions))) out[a] = actions[a]!;
  return { minAge, minAgeMs, actions: out };
}

/** An action's fields checked by kind, then the action constructor's own checks; printed as given. */
function parseAction(action: string, fields: Readonly<Record<string, Kind>>, body: JsonObject, fail: (p: PathStep[], m: string) => never): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    const kind = fields[k];
    if (!kind) return fail([k], `[${action}] unknown field [${k}]`);
    if (!fits(kind, v)) return fail([k], `[${action}] failed to parse field [${k}]`);
    out[k] = kind === 'bytes' || kind === 'time' ? String(v) : v;
  }
  const need = REQUIRED[action];
  if (need && out[need] === undefined) return fail([], `Required [${need}]`);
  const bad = actionProblem(action, out);
  if (bad) throw new Refusal(ilmPolicyInvalid(bad));
  return out;
}

function fits(kind: Kind, v: Json): boolean {
  switch (kind) {
    case 'int':
    case 'long':
      return (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^-?\d+$/.test(v)) || v === null;
    case 'bool':
      return typeof v === 'boolean' || v === 'true' || v === 'false';
    case 'bytes':
      return typeof v === 'string' && !isEsError(parseByteSize(v, 'x'));
    case 'time':
      return typeof v === 'string' && /^\d+(nanos|micros|ms|s|m|h|d)$/i.test(v.trim());
    case 'string':
      return typeof v === 'string';
    case 'map':
      return isObject(v);
  }
}

/** The checks of each action's constructor that this simulator knows the wording of. */
function actionProblem(action: string, a: JsonObject): string | undefined {
  const num = (k: string): number | undefined => (a[k] === undefined || a[k] === null ? undefined : Number(a[k]));
  switch (action) {
    case 'forcemerge': {
      const n = num('max_num_segments')!;
      if (n <= 0) return '[max_num_segments] must be a positive integer';
      if (a.index_codec !== undefined && a.index_codec !== 'best_compression') return `unknown index codec: [${String(a.index_codec)}]`;
      return undefined;
    }
    case 'rollover': {
      if (!Object.keys(a).some((k) => k.startsWith('max_'))) return 'At least one max_* rollover condition must be set.';
      return undefined;
    }
    case 'shrink': {
      const shards = num('number_of_shards');
      if (shards !== undefined && a.max_primary_shard_size !== undefined) return 'Cannot set both [number_of_shards] and [max_primary_shard_size]';
      if (shards === undefined && a.max_primary_shard_size === undefined) return 'Either [number_of_shards] or [max_primary_shard_size] must be set';
      if (shards !== undefined && shards <= 0) return '[number_of_shards] must be greater than 0';
      return undefined;
    }
    default:
      return undefined;
  }
}

/** TimeseriesLifecycleType.validate and validateMonotonicallyIncreasingPhaseTimings, in ES's order. */
function validate(profile: Profile, phases: Record<string, PhaseDef>): void {
  const refuse = (reason: string): never => {
    throw new Refusal(ilmPolicyInvalid(reason));
  };
  for (const [name, phase] of Object.entries(phases)) {
    const allowed = PHASE_ACTIONS[name];
    if (!allowed || (name === 'frozen' && !profile.ilmFrozenPhase)) refuse(`Timeseries lifecycle does not support phase [${name}]`);
    for (const action of Object.keys(phase.actions)) if (!allowed!.includes(action)) refuse(`invalid action [${action}] defined in phase [${name}]`);
  }
  const hot = phases.hot;
  if (hot && hot.actions.rollover === undefined) {
    const missing = Object.keys(hot.actions).filter((a) => NEED_ROLLOVER.has(a));
    if (missing.length > 0) refuse(`the [${missing.join(', ')}] action(s) may not be used in the [hot] phase without an accompanying [rollover] action`);
  }
  const conflicting = Object.entries(phases)
    .filter(([, p]) => isObject(p.actions.migrate) && p.actions.migrate.enabled !== false && p.actions.migrate.enabled !== 'false' && definesAllocation(p.actions.allocate as Json | undefined))
    .map(([n]) => n);
  if (conflicting.length > 0) refuse(`phases [${conflicting.join(',')}] specify an enabled migrate action and an allocate action with allocation rules. specify only a single data migration in each phase`);
  const afterSnapshot = hot?.actions.searchable_snapshot !== undefined
    ? Object.keys(phases).filter((n) => n !== 'hot')
    : phases.cold?.actions.searchable_snapshot !== undefined && phases.frozen ? ['frozen'] : [];
  const illegal = afterSnapshot.filter((n) => AFTER_SNAPSHOT_FORBIDDEN.some((a) => phases[n]!.actions[a] !== undefined));
  if (illegal.length > 0) refuse(`phases [${illegal.join(',')}] define one or more of [${AFTER_SNAPSHOT_FORBIDDEN.join(', ')}] actions which are not allowed after a managed index is mounted as a searchable snapshot`);
  const repos = new Set(Object.values(phases).flatMap((p) => (isObject(p.actions.searchable_snapshot) ? [String(p.actions.searchable_snapshot.snapshot_repository)] : [])));
  if (repos.size > 1) refuse(`policy specifies [searchable_snapshot] action multiple times with differing repositories [${[...repos].join(', ')}], the same repository must be used for all searchable snapshot actions`);
  if (phases.frozen && phases.frozen.actions.searchable_snapshot === undefined) {
    refuse('policy specifies the [frozen] phase without a corresponding [searchable_snapshot] action, but a searchable snapshot action is required in the frozen phase');
  }
  const timing = phaseTimingProblem(phases);
  if (timing) refuse(timing);
}

function definesAllocation(a: Json | undefined): boolean {
  if (!isObject(a)) return false;
  return ['include', 'exclude', 'require'].some((k) => isObject(a[k]) && Object.keys(a[k] as JsonObject).length > 0);
}

/**
 * validateMonotonicallyIncreasingPhaseTimings: the first phase (in hot → delete order) with a configured
 * `min_age` that a later phase's configured `min_age` undercuts; a `min_age` of zero is "not configured".
 */
function phaseTimingProblem(phases: Record<string, PhaseDef>): string | undefined {
  const configured = PHASES.filter((n) => phases[n] && phases[n]!.minAgeMs !== 0);
  for (let i = 0; i < configured.length; i++) {
    const p = phases[configured[i]!]!;
    const later = configured.slice(i + 1).filter((n) => phases[n]!.minAgeMs < p.minAgeMs);
    if (later.length > 0) {
      const first = later[0]!;
      return `Your policy is configured to run the ${first} phase (min_age: ${phases[first]!.minAge}) before the ${configured[i]} phase (min_age: ${p.minAge}). You should change the phase timing so that the phases will execute in the order of hot, warm, then cold.`;
    }
  }
  return undefined;
}

/** TimeValue.getStringRep of a parsed time value: its number and unit, the unit in lower case. */
function timeRep(text: string): string {
  const m = /^\s*(-?\d+)\s*(nanos|micros|ms|s|m|h|d)\s*$/i.exec(text);
  if (m) return `${m[1]}${m[2]!.toLowerCase()}`;
  return text.trim() === '-1' ? '-1' : '0ms';
}


/** The policy as GET prints it (LifecyclePolicy.toXContent): phases, then `_meta` and `deprecated` when set. */
export function renderPolicy(p: PolicyDef): JsonObject {
  const phases: JsonObject = {};
  for (const [n, ph] of Object.entries(p.phases)) phases[n] = { min_age: ph.minAge, actions: ph.actions };
  return { phases, ...(p.meta ? { _meta: p.meta } : {}), ...(p.deprecated !== undefined ? { deprecated: p.deprecated } : {}) };
}

/** A phase as explain's `phase_definition` prints it (Phase.toXContent). */
export function renderPhase(ph: PhaseDef): JsonObject {
  return { min_age: ph.minAge, actions: ph.actions };
}
