/**
 * The models of the `moving_avg` pipeline aggregation (ES 2.0-7.x, OpenSearch): simple, linear, ewma, holt and
 * holt_winters, as MovAvgModel's subclasses compute them through MovingFunctions (unweightedAvg,
 * linearWeightedAvg, ewma, holtForecast, holtWintersForecast), their `settings` as each AbstractModelParser
 * reads them, and the java.text.ParseException messages it throws.
 */
import type { Json, JsonObject } from '../../json.ts';
import { javaDouble } from './format.ts';
import { hashMapOrder } from './sigReduceOrder.ts';
import { holtWintersFit } from '../../script/painless/movingFunctions.ts';

/** A parsed model. */
export type MovAvgModel =
  | { kind: 'simple' }
  | { kind: 'linear' }
  | { kind: 'ewma'; alpha: number }
  | { kind: 'holt'; alpha: number; beta: number }
  | { kind: 'holt_winters'; alpha: number; beta: number; gamma: number; period: number; multiplicative: boolean; pad: boolean };

/** A model's settings that do not parse: the ParseException's message, or an ElasticsearchParseException (a bad seasonality type). */
export type ModelProblem = { parse: string } | { esParse: string };

/** Java's simple class name of a map value (the settings are parsed by XContentParser.map()). */
function javaClass(v: Json): string {
  if (typeof v === 'string') return 'String';
  if (typeof v === 'boolean') return 'Boolean';
  if (Array.isArray(v)) return 'ArrayList';
  if (v !== null && typeof v === 'object') return 'HashMap';
  return Number.isInteger(v) ? 'Integer' : 'Double';
}

/** Parses `model` and its `settings` (MovAvgModel.AbstractModelParser and each model's PARSER). */
export function parseModel(name: string, settings: JsonObject | undefined): MovAvgModel | ModelProblem {
  const s: Record<string, Json | undefined> = { ...(settings ?? {}) } as Record<string, Json | undefined>;
  const double = (key: string, dflt: number): number | ModelProblem => {
    const v = s[key];
    if (v === undefined || v === null) return dflt;
    if (typeof v === 'number') {
      if (v >= 0 && v <= 1) {
        delete s[key];
        return v;
      }
      return { parse: `Parameter [${key}] must be between 0-1 inclusive.  Providedvalue was [${javaDouble(v)}]` };
    }
    return { parse: `Parameter [${key}] must be a double, type \`${javaClass(v)}\` provided instead` };
  };
  const int = (key: string, dflt: number): number | ModelProblem => {
    const v = s[key];
    if (v === undefined || v === null) return dflt;
    if (typeof v === 'number') {
      delete s[key];
      return Math.trunc(v) | 0;
    }
    return { parse: `Parameter [${key}] must be an integer, type \`${javaClass(v)}\` provided instead` };
  };
  const bool = (key: string, dflt: boolean): boolean | ModelProblem => {
    const v = s[key];
    if (v === undefined || v === null) return dflt;
    if (typeof v === 'boolean') {
      delete s[key];
      return v;
    }
    return { parse: `Parameter [${key}] must be a boolean, type \`${javaClass(v)}\` provided instead` };
  };
  const unrecognized = (): ModelProblem | undefined => {
    const keys = Object.keys(s).filter((k) => s[k] !== undefined);
    // settings.keySet() of a HashMap, printed inside the message's own brackets.
    return keys.length > 0 ? { parse: `Unrecognized parameter(s): [[${hashMapOrder(keys).map((i) => keys[i]).join(', ')}]]` } : undefined;
  };
  const bad = (x: unknown): x is ModelProblem => typeof x === 'object' && x !== null;
  switch (name) {
    case 'simple':
    case 'linear':
      return unrecognized() ?? { kind: name };
    case 'ewma': {
      const alpha = double('alpha', 0.3);
      if (bad(alpha)) return alpha;
      return unrecognized() ?? { kind: 'ewma', alpha };
    }
    case 'holt': {
      const alpha = double('alpha', 0.3);
      if (bad(alpha)) return alpha;
      const beta = double('beta', 0.1);
      if (bad(beta)) return beta;
      return unrecognized() ?? { kind: 'holt', alpha, beta };
    }
    default: {
      const alpha = double('alpha', 0.3);
      if (bad(alpha)) return alpha;
      const beta = double('beta', 0.1);
      if (bad(beta)) return beta;
      const gamma = double('gamma', 0.3);
      if (bad(gamma)) return gamma;
      const period = int('period', 1);
      if (bad(period)) return period;
      let multiplicative = false;
      const type = s.type;
      if (type !== undefined && type !== null) {
        if (typeof type !== 'string') return { parse: `Parameter [type] must be a String, type \`${javaClass(type)}\` provided instead` };
        if (type !== 'add' && type !== 'mult') return { esParse: `failed to parse seasonality type [${type}]. accepted values are [[add, mult]]` };
        multiplicative = type === 'mult';
        delete s.type;
      }
      const pad = bool('pad', multiplicative);
      if (bad(pad)) return pad;
      return unrecognized() ?? { kind: 'holt_winters', alpha, beta, gamma, period, multiplicative, pad };
    }
  }
}

/** The model names the registry knows (SearchModule.registerMovingAverageModels). */
export const MODEL_NAMES = new Set(['simple', 'linear', 'ewma', 'holt', 'holt_winters']);

/** MovAvgModel.minimizeByDefault: Holt-Winters only. */
export const minimizeByDefault = (m: MovAvgModel): boolean => m.kind === 'holt_winters';
/** MovAvgModel.canBeMinimized: the models with parameters to fit. */
export const canBeMinimized = (m: MovAvgModel): boolean => m.kind === 'ewma' || m.kind === 'holt' || m.kind === 'holt_winters';
/** MovAvgModel.hasValue: a value as soon as the window holds one; Holt-Winters needs two periods. */
export const hasValue = (m: MovAvgModel, available: number): boolean => (m.kind === 'holt_winters' ? available >= m.period * 2 : available > 0);

function unweightedAvg(vs: number[]): number {
  let avg = 0;
  let count = 0;
  for (const v of vs) if (!Number.isNaN(v)) (avg += v), count++;
  return count === 0 ? NaN : avg / count;
}

function linearWeightedAvg(vs: number[]): number {
  let avg = 0;
  let total = 1;
  let current = 1;
  for (const v of vs) if (!Number.isNaN(v)) (avg += v * current), (total += current), current++;
  return total === 1 ? NaN : avg / total;
}

function ewma(vs: number[], alpha: number): number {
  let avg = NaN;
  let first = true;
  for (const v of vs) {
    if (Number.isNaN(v)) continue;
    if (first) (avg = v), (first = false);
    else avg = v * alpha + avg * (1 - alpha);
  }
  return avg;
}

/** MovingFunctions.holtForecast: forecast i (from 0) is s + i·b. */
function holtForecast(vs: number[], alpha: number, beta: number, n: number): number[] {
  let s = 0;
  let lastS = 0;
  let b = 0;
  let lastB = 0;
  let counter = 0;
  for (const v of vs) {
    if (Number.isNaN(v)) continue;
    if (counter === 0) {
      s = v;
      b = v - v;
    } else {
      s = alpha * v + (1.0 - alpha) * (lastS + lastB);
      b = beta * (s - lastS) + (1 - beta) * lastB;
    }
    counter++;
    lastS = s;
    lastB = b;
  }
  if (counter === 0) return new Array<number>(n).fill(NaN);
  return Array.from({ length: n }, (_, i) => s + i * b);
}

/** MovingFunctions.holtWintersForecast: forecast i (from 1) uses the seasonal of (i − 1) mod period in the last season. */
function holtWintersForecast(values: number[], m: Extract<MovAvgModel, { kind: 'holt_winters' }>, n: number): number[] {
  const { alpha, beta, gamma, period, multiplicative } = m;
  const padding = multiplicative && m.pad ? 0.0000000001 : 0;
  const fit = holtWintersFit(values, alpha, beta, gamma, period, multiplicative, padding);
  if (!fit) return new Array<number>(n).fill(NaN);
  const { s, b, seasonal } = fit;
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const idx = values.length - period + ((i - 1) % period);
    out.push(multiplicative ? (s + i * b) * seasonal[idx]! : s + i * b + seasonal[idx]!);
  }
  return out;
}

/** MovAvgModel.next: the model's value for the window. */
export function nextValue(m: MovAvgModel, values: number[]): number {
  switch (m.kind) {
    case 'simple':
      return unweightedAvg(values);
    case 'linear':
      return linearWeightedAvg(values);
    case 'ewma':
      return ewma(values, m.alpha);
    case 'holt':
      return values.length === 0 ? NaN : holtForecast(values, m.alpha, m.beta, 1)[0]!;
    case 'holt_winters':
      return holtWintersForecast(values, m, 1)[0]!;
  }
}

/** MovAvgModel.predict: NaNs for an empty window; the last value repeated, or Holt's and Holt-Winters' forecasts. */
export function predictValues(m: MovAvgModel, values: number[], n: number): number[] {
  if (values.length === 0) return new Array<number>(n).fill(NaN);
  if (m.kind === 'holt') return holtForecast(values, m.alpha, m.beta, n);
  if (m.kind === 'holt_winters') return holtWintersForecast(values, m, n);
  return new Array<number>(n).fill(nextValue(m, values));
}
