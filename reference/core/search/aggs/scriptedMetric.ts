/**
 * `scripted_metric` as ES runs it: per shard (and per bucket) a `state` HashMap made by the init script,
 * filled by the map script once per document (`doc`, `_score`, `params`), then turned by the combine script
 * into the shard's result (ScriptedMetricAggregator); at the final reduce the reduce script sees every
 * shard's result as `states`, in shard order, and its answer is the `value` (InternalScriptedMetric.reduce).
 * Each script gets a fresh copy of the aggregation's `params` merged with its own
 * (ScriptedMetricAggregatorFactory.mergeParams), the reduce script too from 6.4 (the factory's deepCopyScript
 * merges them into the reduce script it hands the aggregator); before 6.4 the reduce script got only its own.
 */
import { isObject, RawJson, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, aggShardFailure, aggUnknownParam, aggTreeProblem, isEsError, scriptShardFailure, type EsError } from '../../errors/index.ts';
import { parseScriptSpec, runJava, runJavaSteps, scriptLoops, type ScriptSpec } from '../../script/runScript.ts';
import { ensureNoSelfReferences, fromJson, toJavaJsonText } from '../../script/painless/convert.ts';
import { JavaException } from '../../script/painless/javaError.ts';
import { isNumeric, toNumber } from '../../script/painless/javaNumbers.ts';
import { JDouble, JList, JMap, type JValue } from '../../script/painless/values.ts';
import { DocLookup } from '../scripts/docLookup.ts';
import type { Doc } from '../../doc.ts';
import { positionOf } from './parse.ts';
import { notAllowedScript } from './scriptedMetricAllowList.ts';
import type { AggImpl, AggNode, Internal, ShardCtx } from './types.ts';
import { BUCKETS_AHEAD, bucketRowsKey } from './framework.ts';
import { drain, sliceTicker, type Steps } from '../resumable/steps.ts';
import { prepared } from '../resumable/prepared.ts';

interface ScriptedSpec {
  /** The aggregation's name, for the builder's messages. */
  name: string;
  init?: ScriptSpec;
  map: ScriptSpec;
  combine?: ScriptSpec;
  reduce?: ScriptSpec;
  params?: JsonObject;
}

/** A shard's combined result (a Java value), or the list of them once reduced without a reduce script. */
interface ScriptedResult extends Internal {
  kind: 'scripted_metric';
  /** Per-shard results not yet reduced, in shard order. */
  states: JValue[];
  /** The final value, once reduced. */
  value?: JValue;
  reduced: boolean;
}

const SCRIPT_KEYS: Record<string, keyof ScriptedSpec> = { init_script: 'init', map_script: 'map', combine_script: 'combine', reduce_script: 'reduce' };

function parse(name: string, body: Json, pctx: Parameters<AggImpl['parse']>[2]): ScriptedSpec | EsError {
  const o = (body ?? {}) as JsonObject;
  const spec: Partial<ScriptedSpec> = { name };
  for (const [k, v] of Object.entries(o)) {
    const slot = SCRIPT_KEYS[k];
    if (slot) {
      const s = parseScriptSpec(v as Json, pctx.profile);
      if (isEsError(s)) return s;
      (spec as Record<string, unknown>)[slot] = s;
    } else if (k === 'params') {
      if (!isObject(v)) return aggTreeProblem(`[scripted_metric] params doesn't support values of type: ${Array.isArray(v) ? 'START_ARRAY' : 'VALUE_STRING'}`, positionOf(pctx.rawBody, [...pctx.path, k]));
      spec.params = v as JsonObject;
    } else return aggUnknownParam(pctx.profile, 'scripted_metric', k, positionOf(pctx.rawBody, [...pctx.path, k]));
  }
  // ConstructingObjectParser's required constructor argument (map_script is the only one).
  if (!spec.map) return aggInvalid('Required [map_script]');
  return spec as ScriptedSpec;
}

/** mergeParams: the script's params, then the aggregation's, a name in both refused. */
function mergeParams(agg: JsonObject | undefined, script: ScriptSpec | undefined): JMap | string {
  const out = new JMap(true);
  for (const [k, v] of Object.entries(script?.params ?? {})) out.set(k, fromJson(v));
  for (const [k, v] of Object.entries(agg ?? {})) {
    if (out.has(k)) return `Parameter name "${k}" used in both aggregation and script parameters`;
    out.set(k, fromJson(v));
  }
  return out;
}

/** CollectionUtils.ensureNoSelfReferences with its hint in the message. */
function selfReference(v: JValue, hint: string): string | undefined {
  try {
    ensureNoSelfReferences(v);
    return undefined;
  } catch (e) {
    if (e instanceof JavaException) return `Iterable object is self-referencing itself (${hint})`;
    throw e;
  }
}

function runOn(spec: ScriptSpec, globals: Map<string, JValue>, shard: ShardCtx): JValue | EsError {
  const r = runJava(spec, 'aggs', globals, { profile: shard.ctx.profile, state: shard.ctx.state, now: shard.ctx.now });
  return r.ok ? r.value : scriptShardFailure(r.error, shard.index.name, shard.shard);
}

/** `runOn` as steps that yield inside the script (`sliced`, prepared work), else a whole run. */
// eslint-disable-next-line require-yield -- a whole run when not sliced
function* runOnSteps(spec: ScriptSpec, globals: Map<string, JValue>, shard: ShardCtx, sliced: boolean): Steps<JValue | EsError> {
  if (!sliced) return runOn(spec, globals, shard);
  const r = yield* runJavaSteps(spec, 'aggs', globals, { profile: shard.ctx.profile, state: shard.ctx.state, now: shard.ctx.now });
  return r.ok ? r.value : scriptShardFailure(r.error, shard.index.name, shard.shard);
}

type Rows = Parameters<AggImpl['collect']>[1];

/**
 * One shard's (or bucket's) collection. A shard's top-level one (its rows are the shard's matches) is prepared
 * work (resumable/prepared.ts): a driver runs its scripts in slices. A bucket's is too when its map script
 * loops, for the first BUCKETS_AHEAD buckets of the shard, keyed by its documents (each piece costs the shard's
 * collection once more, so a bucket whose map script cannot run long, an empty one, and nested rows run whole).
 */
function collect(node: AggNode, rows: Rows, shard: ShardCtx): ScriptedResult | EsError {
  const spec = node.spec as ScriptedSpec;
  const key = `scripted_metric ${JSON.stringify([node.name, spec, shard.index.uuid, shard.shard])}`;
  if (rows === shard.matched) return prepared(rows, key, () => collectSteps(spec, rows, shard, true));
  const docs = bucketRowsKey(rows);
  if (docs === undefined || rows.length === 0 || !scriptLoops(spec.map, { profile: shard.ctx.profile, state: shard.ctx.state, now: shard.ctx.now })) return drain(collectSteps(spec, rows, shard, false));
  // Below a bucket the shard has no `matched` (framework.ts subCtx): its doc values (one per shard and request) own the work.
  return prepared(shard.values, `${key} ${docs}`, () => collectSteps(spec, rows, shard, true), BUCKETS_AHEAD);
}

/** The collection as steps: init, map per document (a yield point per slice of documents or script work), combine. */
function* collectSteps(spec: ScriptedSpec, rows: Rows, shard: ShardCtx, sliced: boolean): Steps<ScriptedResult | EsError> {
  const index = shard.index.name;
  const params = (s: ScriptSpec | undefined): JMap | EsError => {
    const p = mergeParams(spec.params, s);
    return typeof p === 'string' ? aggShardFailure(p, index, shard.shard) : p;
  };
  const mode = shard.ctx.profile.scriptedMetricState;
  // The builder's doBuild on the shard: combine and reduce required (7.0), then the allow lists (8.15).
  if (mode === 'state') {
    if (!spec.combine) return aggShardFailure(`[combineScript] must not be null: [${spec.name}]`, index, shard.shard);
    if (!spec.reduce) return aggShardFailure(`[reduceScript] must not be null: [${spec.name}]`, index, shard.shard);
  }
  const scripts = [['init_script', spec.init], ['map_script', spec.map], ['combine_script', spec.combine], ['reduce_script', spec.reduce]] as const;
  const refused = notAllowedScript(shard.ctx.profile, shard.ctx.state, spec.name, scripts);
  if (refused) return aggShardFailure(refused, index, shard.shard);
  // The factory merges every script's params before any runs (so a clash fails even with no document).
  const initParams = params(spec.init);
  if (isEsError(initParams)) return initParams;
  const mapParams = params(spec.map);
  if (isEsError(mapParams)) return mapParams;
  const combineParams = params(spec.combine);
  if (isEsError(combineParams)) return combineParams;
  if (mode !== 'agg-params') {
    const reduceParams = params(spec.reduce);
    if (isEsError(reduceParams)) return reduceParams;
  }
  const state = new JMap(true);
  // Before 7.0 the state is also `params._agg` (the same map).
  if (mode !== 'state') for (const p of [initParams, mapParams, combineParams]) p.set('_agg', state);
  const vars = (params: JMap): [string, JValue][] => (mode === 'agg-params' ? [['params', params]] : [['params', params], ['state', state]]);
  if (spec.init) {
    const r = runOn(spec.init, new Map<string, JValue>(vars(initParams)), shard);
    if (isEsError(r)) return r;
    const bad = selfReference(state, 'Scripted metric aggs init script');
    if (bad) return aggShardFailure(bad, index, shard.shard);
  }
  const wantsSource = (spec.map.source ?? '').includes('_source');
  const due = sliceTicker();
  for (const row of rows) {
    if (due()) yield;
    const doc = ('nested' in row ? row.root : row) as Doc;
    const lookup = new DocLookup(shard.values, row as Doc, shard.ctx.profile);
    if (wantsSource) mapParams.set('_source', fromJson(doc.parsed));
    const globals = new Map<string, JValue>([...vars(mapParams), ['doc', lookup], ['_score', new JDouble(shard.scoreOf(doc))]]);
    const r = yield* runOnSteps(spec.map, globals, shard, sliced);
    if (isEsError(r)) return r;
  }
  if (rows.length > 0) {
    const bad = selfReference(state, 'Scripted metric aggs map script');
    if (bad) return aggShardFailure(bad, index, shard.shard);
  }
  // Without a combine script (before 7.0) the shard's result is the state itself.
  const combined = spec.combine ? runOn(spec.combine, new Map<string, JValue>(vars(combineParams)), shard) : state;
  if (isEsError(combined)) return combined;
  const bad = selfReference(combined, 'Scripted metric aggs combine script');
  if (bad) return aggShardFailure(bad, index, shard.shard);
  return { kind: 'scripted_metric', states: [combined], reduced: false };
}

/** The `scripted_metric` aggregation. */
export const scriptedMetric: AggImpl = {
  leaf: true,
  parse,
  collect: (node, rows, shard) => collect(node, rows, shard),
  reduce(node, parts, rctx) {
    const spec = node.spec as ScriptedSpec;
    const states: JValue[] = [];
    for (const p of parts as ScriptedResult[]) states.push(...p.states);
    if (!spec.reduce) return { kind: 'scripted_metric', states, value: new JList(states), reduced: true } satisfies ScriptedResult;
    const mode = rctx.ctx.profile.scriptedMetricState;
    const merged = mode === 'agg-params' ? mergeParams(undefined, spec.reduce) : mergeParams(spec.params, spec.reduce);
    // A clash of names already failed every shard (collect), so the merge holds here.
    const params = typeof merged === 'string' ? new JMap(true) : merged;
    const list = new JList(states);
    if (mode !== 'state') params.set('_aggs', list);
    const globals = new Map<string, JValue>(mode === 'agg-params' ? [['params', params]] : [['params', params], ['states', list]]);
    const r = runJava(spec.reduce, 'aggs', globals, { profile: rctx.ctx.profile, state: rctx.ctx.state, now: rctx.ctx.now });
    if (!r.ok) return r.error;
    const bad = selfReference(r.value, 'reduce script');
    if (bad) return aggInvalid(bad);
    return { kind: 'scripted_metric', states, value: r.value, reduced: true } satisfies ScriptedResult;
  },
  render: (_node, r) => ({ value: new RawJson(toJavaJsonText((r as ScriptedResult).value ?? null)) as unknown as Json }),
  typedName: () => 'scripted_metric',
  value(_node, r) {
    const v = (r as ScriptedResult).value ?? null;
    return v !== null && isNumeric(v) ? toNumber(v) : NaN;
  },
};
