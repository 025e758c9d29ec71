/**
 * The pipelines that run a script over each bucket of their parent: `bucket_script` (a number added to the
 * bucket, BucketScriptPipelineAggregator), `bucket_selector` (drops the buckets whose script answers false,
 * BucketSelectorPipelineAggregator) and `moving_fn` (a script over a window of the values before the
 * bucket, MovFnPipelineAggregator with the MovingFunctions helpers). Scripts run at the final reduce, as
 * on the coordinating node: their variables are `params` (the script's params and the buckets_path values
 * as Doubles) and, for `moving_fn`, `values` (a double[]).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, aggTreeProblem, isEsError, scriptReturnCast, type EsError } from '../../errors/index.ts';
import { checkScript, parseScriptSpec, runJava, runJavaSteps, scriptLoops, type ScriptEnv, type ScriptSpec } from '../../script/runScript.ts';
import { fromJson } from '../../script/painless/convert.ts';
import { isNumeric, toNumber } from '../../script/painless/javaNumbers.ts';
import { JArray, JDouble, JMap, className, type JValue } from '../../script/painless/values.ts';
import { decimalFormat, RAW, type ValueFormat } from './format.ts';
import { resolveBucketValue, type GapPolicy } from './bucketsPath.ts';
import { valueRender, type ValueResult } from './pipelines.ts';
import type { AggImpl, AggNode, Bucket, ReduceCtx } from './types.ts';
import { prepared } from '../resumable/prepared.ts';
import { sliceTicker, type Steps } from '../resumable/steps.ts';

interface ScriptPipeSpec {
  /** The first path (what validatePipelines reads to know the pipeline is a parent one with a path). */
  path: string;
  /** Variable name → buckets_path, in the order the request gives them. */
  paths: [string, string][];
  script: ScriptSpec;
  gap: GapPolicy;
  format: ValueFormat;
  window: number;
  shift: number;
}

/** `buckets_path` as extractBucketPath reads it: a string (`_value`), an array (`_value0`…) or a map. */
function bucketPaths(v: Json): [string, string][] | undefined {
  if (typeof v === 'string') return [['_value', v]];
  if (Array.isArray(v)) return v.map((p, i) => [`_value${i}`, String(p)]);
  if (isObject(v)) return Object.entries(v as JsonObject).map(([k, p]) => [k, String(p)]);
  return undefined;
}

function parser(type: 'bucket_script' | 'bucket_selector' | 'moving_fn'): AggImpl['parse'] {
  return (name, body, pctx) => {
    const o = (body ?? {}) as JsonObject;
    const spec: ScriptPipeSpec = { path: '', paths: [], script: {}, gap: 'skip', format: RAW, window: 0, shift: 0 };
    let script: ScriptSpec | undefined;
    for (const [k, v] of Object.entries(o)) {
      if (k === 'buckets_path') {
        const paths = type === 'moving_fn' ? (typeof v === 'string' ? ([['_value', v]] as [string, string][]) : undefined) : bucketPaths(v as Json);
        if (!paths) return aggTreeProblem(`[${type}] buckets_path doesn't support values of type: ${Array.isArray(v) ? 'START_ARRAY' : isObject(v) ? 'START_OBJECT' : 'VALUE_NUMBER'}`);
        spec.paths = paths;
      } else if (k === 'script') {
        const s = parseScriptSpec(v as Json, pctx.profile);
        if (isEsError(s)) return s;
        script = s;
      } else if (k === 'gap_policy') {
        const g = String(v).toLowerCase();
        if (g !== 'skip' && g !== 'insert_zeros' && g !== 'keep_values') return aggInvalid(`No gap policy found for value [${String(v)}]`);
        spec.gap = g;
      } else if (k === 'format' && type !== 'bucket_selector') spec.format = decimalFormat(String(v));
      else if (type === 'moving_fn' && k === 'window') spec.window = Number(v);
      else if (type === 'moving_fn' && k === 'shift') spec.shift = Number(v);
      else return aggTreeProblem(`[${type}] unknown field [${k}]`);
    }
    if (spec.paths.length === 0) return aggTreeProblem(`Required [buckets_path]`);
    if (!script) return aggTreeProblem(`Required [script]`);
    if (type === 'moving_fn') {
      if (o.window === undefined) return aggTreeProblem(`Required [window]`);
      if (!(Number.isInteger(spec.window) && spec.window > 0)) return aggInvalid('[window] must be a positive, non-zero integer.');
    }
    spec.script = script;
    spec.path = spec.paths[0]![1];
    return spec;
  };
}

/** `params` for one bucket: the script's params, then the buckets_path values as Doubles (vars.putAll, then put). */
function paramsOf(spec: ScriptPipeSpec, values: [string, number][]): JMap {
  const params = new JMap(true);
  for (const [k, v] of Object.entries(spec.script.params ?? {})) params.set(k, fromJson(v));
  for (const [k, v] of values) params.set(k, new JDouble(v));
  return params;
}

/** Runs the script once; a non-EsError value is what the script returned. */
function run(spec: ScriptPipeSpec, globals: Map<string, JValue>, rctx: ReduceCtx, fallOff?: JValue): JValue | EsError {
  const r = runJava(spec.script, 'aggs', globals, scriptEnv(rctx, fallOff));
  return r.ok ? r.value : r.error;
}

/** `run` as steps that yield inside the script (prepared work). */
function* runSteps(spec: ScriptPipeSpec, globals: Map<string, JValue>, rctx: ReduceCtx, fallOff?: JValue): Steps<JValue | EsError> {
  const r = yield* runJavaSteps(spec.script, 'aggs', globals, scriptEnv(rctx, fallOff));
  return r.ok ? r.value : r.error;
}

function scriptEnv(rctx: ReduceCtx, fallOff?: JValue): ScriptEnv {
  return { profile: rctx.ctx.profile, state: rctx.ctx.state, now: rctx.ctx.now, ...(fallOff !== undefined ? { fallOff } : {}) };
}

/** A script's answer of the wrong type: the ClassCastException Painless throws when it casts the return value. */
function wrongReturn(spec: ScriptPipeSpec, v: JValue, to: string): EsError {
  const source = spec.script.source ?? spec.script.id ?? '';
  return scriptReturnCast(source, spec.script.lang ?? 'painless', className(v), to);
}

/** The values of a bucket's paths; undefined when a gap skips the bucket. */
function bucketVars(spec: ScriptPipeSpec, parent: AggNode, b: Bucket, rctx: ReduceCtx, skipGaps: boolean): [string, number][] | undefined | EsError {
  const out: [string, number][] = [];
  for (const [name, path] of spec.paths) {
    const v = resolveBucketValue(rctx.ctx.profile, parent, b, path, spec.gap);
    if (isEsError(v)) return v;
    if (skipGaps && spec.gap !== 'insert_zeros' && Number.isNaN(v)) return undefined;
    out.push([name, v]);
  }
  return out;
}

const withValue = (b: Bucket, name: string, v: ValueResult): Bucket => ({ ...b, aggs: new Map([...b.aggs, [name, v]]) });

function impl(type: 'bucket_script' | 'bucket_selector' | 'moving_fn', typed: string, reduce: (node: AggNode, parent: AggNode, buckets: Bucket[], rctx: ReduceCtx) => Bucket[] | EsError): AggImpl {
  return {
    parse: parser(type),
    collect: () => ({ kind: 'none' }),
    reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
    render: valueRender,
    typedName: () => typed,
    value: (_node, r) => (r.kind === 'pvalue' ? (r as ValueResult).value : NaN),
    pipeline: {
      kind: 'parent',
      parent(node, parent, buckets, rctx) {
        // The factory is compiled once per reduce, before any bucket (so a compile error shows with no bucket too).
        const bad = checkScript((node.spec as ScriptPipeSpec).script, 'aggs', { profile: rctx.ctx.profile, state: rctx.ctx.state, now: rctx.ctx.now });
        if (bad) return bad;
        return reduce(node, parent, buckets, rctx);
      },
    },
  };
}

/** The `bucket_script` aggregation. */
export const bucketScript = impl('bucket_script', 'simple_value', (node, parent, buckets, rctx) => {
  const spec = node.spec as ScriptPipeSpec;
  const vars = buckets.map((b) => bucketVars(spec, parent, b, rctx, true));
  // eslint-disable-next-line require-yield -- a bucket a gap skips runs no script
  const one = function* (v: Vars): Steps<Ran> {
    return v && !isEsError(v) ? yield* runSteps(spec, new Map([['params', paramsOf(spec, v)]]), rctx) : undefined;
  };
  const ran = scriptedAhead(node, spec, rctx, vars, one, (r) => isEsError(r) || (r !== undefined && r !== null && !isNumeric(r)));
  const out: Bucket[] = [];
  for (const [i, b] of buckets.entries()) {
    const bv = vars[i]!;
    if (isEsError(bv)) return bv;
    if (!bv) {
      out.push(b);
      continue;
    }
    const v = ran ? ran[i]! : run(spec, new Map([['params', paramsOf(spec, bv)]]), rctx);
    if (isEsError(v)) return v;
    if (v === null) out.push(b);
    else if (!isNumeric(v)) return wrongReturn(spec, v, 'java.lang.Number');
    else out.push(withValue(b, node.name, { kind: 'pvalue', value: toNumber(v), format: spec.format }));
  }
  return out;
});

/**
 * Parents with fewer buckets run their scripts as they go: each prepared piece costs the reduce once more. But a
 * script that loops may run long once: it runs ahead, in slices inside its runs, for the first SMALL_AHEAD small
 * parents of the request (past them the reduces made again would cost more than the stall they spare).
 */
const AHEAD_BUCKETS = 256;
const SMALL_AHEAD = 64;

/** A number as a key part: -0, NaN and the infinities kept apart (JSON.stringify would not). */
const numberKey = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));

type Vars = ReturnType<typeof bucketVars>;
type Ran = JValue | EsError | undefined;

/**
 * The script's results for a parent's buckets in order (`one` of each bucket's vars), up to the first bucket that
 * ends the reduce (`ends`: a failure, a value of the wrong type), computed ahead as prepared work
 * (resumable/prepared.ts: in slices when a driver runs the reduce). Keyed by the buckets' params: the script
 * reads nothing else, so the same params give the same results. Undefined for a small parent.
 */
function scriptedAhead(node: AggNode, spec: ScriptPipeSpec, rctx: ReduceCtx, vars: Vars[], one: (v: Vars) => Steps<Ran>, ends: (r: Ran) => boolean): Ran[] | undefined {
  const small = vars.length < AHEAD_BUCKETS;
  if (small && (vars.length === 0 || !scriptLoops(spec.script, scriptEnv(rctx)))) return undefined;
  const key = vars.map((v) => (isEsError(v) ? '!' : v === undefined ? '-' : v.map(([k, x]) => `${k}=${numberKey(x)}`).join(','))).join(';');
  const work = function* (): Steps<Ran[]> {
    const out: Ran[] = [];
    const due = sliceTicker();
    for (const v of vars) {
      if (due()) yield;
      if (isEsError(v)) break;
      const r = yield* one(v);
      out.push(r);
      if (ends(r)) break;
    }
    return out;
  };
  return prepared(node, `${node.impl === bucketSelector ? 'bucket_selector' : node.impl === movingFn ? 'moving_fn' : 'bucket_script'} ${key}`, work, small ? SMALL_AHEAD : Infinity);
}

/** The `bucket_selector` aggregation: no gap skips a bucket here, the script sees NaN instead. */
export const bucketSelector = impl('bucket_selector', 'bucket_selector', (node, parent, buckets, rctx) => {
  const spec = node.spec as ScriptPipeSpec;
  const all = buckets.map((b) => bucketVars(spec, parent, b, rctx, false));
  // BucketAggregationSelectorScript.execute returns a boolean: false when the script ends without one.
  const one = (v: Vars): Ran => run(spec, new Map([['params', paramsOf(spec, v as [string, number][])]]), rctx, false);
  const oneSteps = (v: Vars): Steps<Ran> => runSteps(spec, new Map([['params', paramsOf(spec, v as [string, number][])]]), rctx, false);
  const ran = scriptedAhead(node, spec, rctx, all, oneSteps, (r) => isEsError(r) || typeof r !== 'boolean');
  const out: Bucket[] = [];
  for (const [i, b] of buckets.entries()) {
    const vars = all[i]!;
    if (isEsError(vars)) return vars;
    const v = ran ? ran[i]! : one(vars);
    if (isEsError(v)) return v;
    if (typeof v !== 'boolean') return wrongReturn(spec, v ?? null, 'java.lang.Boolean');
    if (v) out.push(b);
  }
  return out;
});

/** Clamps an index into [0, size] (MovFnPipelineAggregator.clamp). */
const clamp = (i: number, size: number) => (i < 0 ? 0 : i > size ? size : i);

/** The `moving_fn` aggregation: windows over the non-gap values, `[i - window + shift, i + shift)`. */
export const movingFn = impl('moving_fn', 'simple_value', (node, parent, buckets, rctx) => {
  const spec = node.spec as ScriptPipeSpec;
  const path = spec.paths[0]![1];
  const values: number[] = [];
  const each: number[] = [];
  for (const b of buckets) {
    const v = resolveBucketValue(rctx.ctx.profile, parent, b, path, spec.gap);
    if (isEsError(v)) return v;
    each.push(v);
    if (!Number.isNaN(v)) values.push(v);
  }
  // Each bucket's window as the vars of scriptedAhead (position → value), undefined for a gap.
  const windows: Vars[] = [];
  let index = 0;
  for (let i = 0; i < buckets.length; i++) {
    if (Number.isNaN(each[i]!)) {
      windows.push(undefined);
      continue;
    }
    const from = clamp(index - spec.window + spec.shift, values.length);
    const to = clamp(index + spec.shift, values.length);
    windows.push(values.slice(from, to).map((x, k) => [String(k), x]));
    index++;
  }
  // MovingFunctionScript.execute returns a double: 0.0 when the script ends without one.
  const globals = (w: [string, number][]): Map<string, JValue> => new Map<string, JValue>([['params', paramsOf(spec, [])], ['values', new JArray('double', w.map(([, x]) => new JDouble(x)))]]);
  // eslint-disable-next-line require-yield -- a gap runs no script
  const one = function* (w: Vars): Steps<Ran> {
    return w && !isEsError(w) ? yield* runSteps(spec, globals(w), rctx, new JDouble(0)) : undefined;
  };
  const ran = scriptedAhead(node, spec, rctx, windows, one, (r) => isEsError(r) || r === null || r === undefined || !isNumeric(r));
  const out: Bucket[] = [];
  for (let i = 0; i < buckets.length; i++) {
    const b = buckets[i]!;
    const w = windows[i];
    if (!w || isEsError(w)) {
      out.push(b);
      continue;
    }
    const v = ran ? ran[i]! : run(spec, globals(w), rctx, new JDouble(0));
    if (isEsError(v)) return v;
    if (v === null || !isNumeric(v)) return wrongReturn(spec, v, 'java.lang.Double');
    out.push(withValue(b, node.name, { kind: 'pvalue', value: toNumber(v), format: spec.format }));
  }
  return out;
});
