/**
 * The `moving_avg` pipeline aggregation (ES 2.0-7.x, OpenSearch): MovAvgPipelineAggregationBuilder.parse's
 * hand-written parser and MovAvgPipelineAggregator.reduce, which slides a window (EvictingQueue) over the
 * parent histogram's non-gap values, adds the model's value to each bucket once the model has one, and
 * appends `predict` forecasts after the last valid bucket (overwriting the buckets that follow it). ES 8
 * removed it: there it is an unknown aggregation type. Fitting the model (`minimize`, Holt-Winters' default)
 * draws Math.random() in SimulatedAnealingMinimizer, so no answer is reproducible: the simulator refuses a
 * minimization that would run, and computes every other case.
 */
import { isObject, type Json, type JsonObject, xContentToken } from '../../json.ts';
import { aggInvalid, aggTreeProblem, isEsError, movAvgHoltWintersTooFew, movAvgHoltWintersWindow, movAvgModelSettings, movAvgSettingParse, notSupportedBySimulator, unknownAggregationType } from '../../errors/index.ts';
import { decimalFormat, RAW, type ValueFormat } from './format.ts';
import { resolveBucketValue, type GapPolicy } from './bucketsPath.ts';
import { positionOf } from './parse.ts';
import { canBeMinimized, hasValue, minimizeByDefault, MODEL_NAMES, nextValue, parseModel, predictValues, type MovAvgModel } from './movingAvgModels.ts';
import { histogramNextKey } from './histogram.ts';
import type { AggImpl, AggNode, Bucket, Internal, ParseCtx, ReduceCtx } from './types.ts';
import type { ValueResult } from './pipelines.ts';
import { valueRender } from './pipelines.ts';
import { MOVING_AVG_DEPRECATED } from '../../deprecations.ts';

interface MovAvgSpec {
  path: string;
  gap: GapPolicy;
  format: ValueFormat;
  window: number;
  predict: number;
  model: MovAvgModel;
  minimize: boolean;
}


function parse(name: string, body: Json, pctx: ParseCtx): MovAvgSpec | ReturnType<typeof aggInvalid> {
  const at = (k?: string) => positionOf(pctx.rawBody, k === undefined ? pctx.path : [...pctx.path, k]);
  // From 8.0 the name is not registered (AggregatorFactories: NamedObjectNotFoundException, with its suggestion).
  if (pctx.profile.movingAvgAggregation === 'removed') return unknownAggregationType(pctx.profile, 'moving_avg', positionOf(pctx.rawBody, pctx.path), 'moving_fn');
  if (pctx.profile.movingAvgAggregation === 'deprecated') pctx.warnings?.push(MOVING_AVG_DEPRECATED);
  const o = (body ?? {}) as JsonObject;
  let paths: string[] | undefined;
  let format: string | undefined;
  let gap: GapPolicy | undefined;
  let window: number | undefined;
  let predict: number | undefined;
  let model: string | undefined;
  let settings: JsonObject | undefined;
  let minimize: boolean | undefined;
  for (const [k, v] of Object.entries(o)) {
    const token = xContentToken(v as Json);
    const unknown = () => aggTreeProblem(`Unknown key for a ${token} in [${name}]: [${k}].`, at(k));
    if (token === 'VALUE_NUMBER') {
      const n = Math.trunc(v as number) | 0;
      if (k === 'window') {
        window = n;
        // The message prints `predict`, as ES's does (null unless predict came first).
        if (n <= 0) return aggTreeProblem(`[${k}] value must be a positive, non-zero integer.  Value supplied was [${predict ?? 'null'}] in [${name}].`, at(k));
      } else if (k === 'predict') {
        predict = n;
        if (n <= 0) return aggTreeProblem(`[${k}] value must be a positive integer.  Value supplied was [${n}] in [${name}].`, at(k));
      } else return unknown();
    } else if (token === 'VALUE_STRING') {
      if (k === 'format') format = v as string;
      else if (k === 'buckets_path') paths = [v as string];
      else if (k === 'gap_policy') {
        const g = String(v).toLowerCase();
        // As the other pipelines answer it (pipelines.ts parsePipe).
        if (g !== 'skip' && g !== 'insert_zeros' && g !== 'keep_values') return aggInvalid(`No gap policy found for value [${String(v)}]`);
        gap = g;
      } else if (k === 'model') model = v as string;
      else return unknown();
    } else if (token === 'START_ARRAY') {
      if (k === 'buckets_path') paths = (v as Json[]).map((x) => String(x));
      else return unknown();
    } else if (token === 'START_OBJECT') {
      if (k === 'settings') settings = v as JsonObject;
      else return unknown();
    } else if (token === 'VALUE_BOOLEAN') {
      if (k === 'minimize') minimize = v as boolean;
      else return unknown();
    } else return aggTreeProblem(`Unexpected token ${token} in [${name}].`, at(k));
  }
  if (paths === undefined) return aggTreeProblem(`Missing required field [buckets_path] for movingAvg aggregation [${name}]`, at());
  let m: MovAvgModel = { kind: 'simple' };
  if (model !== undefined) {
    if (!MODEL_NAMES.has(model)) return aggTreeProblem(`no [moving_avg_model] registered for [${model}]`, at());
    const parsed = parseModel(model, isObject(settings) ? settings : undefined);
    if ('parse' in parsed) return movAvgModelSettings(model, at(), parsed.parse);
    if ('esParse' in parsed) return movAvgSettingParse(parsed.esParse);
    m = parsed;
  }
  const w = window ?? 5;
  if (minimize === true && !canBeMinimized(m)) {
    // validate()'s message names the model by Object.toString (a class name and an identity hash): not reproducible.
    return notSupportedBySimulator(`Minimizing the [${m.kind}] moving_avg model (refused by ES with an unreproducible model name)`);
  }
  if (paths.length !== 1) return aggTreeProblem(`[buckets_path] must contain a single entry for aggregation [${name}]`);
  // HoltWintersModel.validate, from the builder's validate (an IllegalArgumentException).
  if (m.kind === 'holt_winters' && w < 2 * m.period) return movAvgHoltWintersWindow(w, m.period);
  return { path: paths[0]!, gap: gap ?? 'skip', format: format !== undefined ? decimalFormat(format) : RAW, window: w, predict: predict ?? 0, model: m, minimize: minimize ?? minimizeByDefault(m) };
}

const withValue = (b: Bucket, name: string, v: Internal): Bucket => ({ ...b, aggs: new Map([...b.aggs, [name, v]]) });

/** MovAvgPipelineAggregator.minimize's precondition: a test and a train set of `window` non-gap values each. */
function wouldMinimize(values: number[], window: number): boolean {
  return values.filter((v) => !Number.isNaN(v)).length >= 2 * window;
}

function reduce(node: AggNode, parent: AggNode, buckets: Bucket[], rctx: ReduceCtx): Bucket[] | ReturnType<typeof aggInvalid> {
  const spec = node.spec as MovAvgSpec;
  const resolved: number[] = [];
  for (const b of buckets) {
    const v = resolveBucketValue(rctx.ctx.profile, parent, b, spec.path, spec.gap);
    if (isEsError(v)) return v;
    resolved.push(v);
  }
  if (spec.minimize && canBeMinimized(spec.model) && wouldMinimize(resolved, spec.window)) {
    return notSupportedBySimulator('Fitting a moving_avg model to the data (minimize: SimulatedAnealingMinimizer draws Math.random())');
  }
  const window: number[] = [];
  const out: Bucket[] = [];
  let lastValidKey = 0;
  let lastValidPosition = 0;
  buckets.forEach((b, counter) => {
    const v = resolved[counter]!;
    let nb = b;
    if (!Number.isNaN(v)) {
      if (hasValue(spec.model, window.length)) nb = withValue(b, node.name, { kind: 'pvalue', value: nextValue(spec.model, window), format: spec.format } as ValueResult);
      if (spec.predict > 0) {
        lastValidKey = Number(b.key);
        lastValidPosition = counter;
      }
      window.push(v);
      if (window.length > spec.window) window.shift();
    }
    out.push(nb);
  });
  if (buckets.length > 0 && spec.predict > 0) {
    const m = spec.model;
    if (m.kind === 'holt_winters' && window.length > 0 && window.length < m.period * 2) {
      return movAvgHoltWintersTooFew(m.period, window.length);
    }
    const next = histogramNextKey(parent);
    if (!next) return notSupportedBySimulator(`moving_avg predictions under a [${parent.type}] aggregation`);
    const predictions = predictValues(m, window, spec.predict);
    predictions.forEach((p, i) => {
      const key = next(lastValidKey);
      const value = { kind: 'pvalue', value: p, format: spec.format } as ValueResult;
      const pos = lastValidPosition + i + 1;
      // An existing bucket keeps its count and aggregations, takes the predicted key and the value.
      if (pos < out.length) out[pos] = withValue({ ...out[pos]!, key, keyString: String(key) }, node.name, value);
      else out.push({ key, keyString: String(key), docCount: 0, aggs: new Map([[node.name, value]]) });
      lastValidKey = key;
    });
  }
  return out;
}

/** The `moving_avg` aggregation. */
export const movingAvg: AggImpl = {
  parse: (name, body, pctx) => parse(name, body as Json, pctx),
  collect: () => ({ kind: 'none' }),
  reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
  render: valueRender,
  typedName: () => 'simple_value',
  value: (_node, r) => (r as ValueResult).value,
  pipeline: { kind: 'parent', parent: reduce },
};
