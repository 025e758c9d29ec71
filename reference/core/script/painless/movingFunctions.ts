/**
 * `MovingFunctions`, the helpers a `moving_fn` script calls on its window (ES's
 * org.elasticsearch.search.aggregations.pipeline.MovingFunctions, line for line: NaN skipped, the
 * `DoubleStream` sums Kahan-compensated as the JDK's Collectors.sumWithCompensation does).
 */
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { JArray, JDouble, type JValue } from './values.ts';

function doubles(v: JValue | undefined): number[] {
  if (v === null || v === undefined) javaThrow('null_pointer_exception', null);
  if (!(v instanceof JArray)) javaThrow('class_cast_exception', 'Cannot cast to double[]');
  return (v as JArray).items.map((x) => toNumber(x));
}

/** DoubleStream.sum(): Kahan summation, and the simple sum when the compensated one is NaN from infinities. */
export function streamSum(values: number[]): number {
  let sum = 0;
  let c = 0;
  let simple = 0;
  for (const v of values) {
    simple += v;
    const tmp = v - c;
    const velvel = sum + tmp;
    c = velvel - sum - tmp;
    sum = velvel;
  }
  const tmp = sum - c;
  return Number.isNaN(tmp) && !Number.isFinite(simple) && !Number.isNaN(simple) ? simple : tmp;
}

function holt(vs: number[], alpha: number, beta: number): number {
  if (vs.length === 0) return NaN;
  let s = 0;
  let lastS = 0;
  let b = 0;
  let lastB = 0;
  let counter = 0;
  for (const v of vs) {
    if (Number.isNaN(v)) continue;
    if (counter === 0) {
      s = v;
      b = v - v; // `v - last` with last = v: 0, or NaN for an infinity
    } else {
      s = alpha * v + (1.0 - alpha) * (lastS + lastB);
      b = beta * (s - lastS) + (1 - beta) * lastB;
    }
    counter++;
    lastS = s;
    lastB = b;
  }
  return counter === 0 ? NaN : s;
}

/**
 * The Holt-Winters fit MovingFunctions.holtWinters and HoltWintersModel share (the same loop in ES's two
 * classes): the padded values, the first season's level, trend and seasonal indices, then the smoothing over
 * the rest. The level, trend and seasonal indices it ends on; undefined when no value is a number.
 */
export function holtWintersFit(values: number[], alpha: number, beta: number, gamma: number, period: number, multiplicative: boolean, padding: number): { s: number; b: number; seasonal: number[] } | undefined {
  let s = 0;
  let lastS: number;
  let b = 0;
  let lastB = 0;
  const seasonal = new Array<number>(values.length).fill(0);
  const vs = new Array<number>(values.length).fill(0);
  let counter = 0;
  for (const v of values) if (!Number.isNaN(v)) vs[counter++] = v + padding;
  if (counter === 0) return undefined;
  for (let i = 0; i < period; i++) {
    s += vs[i]!;
    b += (vs[i + period]! - vs[i]!) / period;
  }
  s /= period;
  b /= period;
  lastS = s;
  if (s !== 0) for (let i = 0; i < period; i++) seasonal[i] = vs[i]! / s;
  for (let i = period; i < vs.length; i++) {
    s = multiplicative ? alpha * (vs[i]! / seasonal[i - period]!) + (1.0 - alpha) * (lastS + lastB) : alpha * (vs[i]! - seasonal[i - period]!) + (1.0 - alpha) * (lastS + lastB);
    b = beta * (s - lastS) + (1 - beta) * lastB;
    seasonal[i] = multiplicative ? gamma * (vs[i]! / (lastS + lastB)) + (1 - gamma) * seasonal[i - period]! : gamma * (vs[i]! - (lastS - lastB)) + (1 - gamma) * seasonal[i - period]!;
    lastS = s;
    lastB = b;
  }
  return { s, b, seasonal };
}

function holtWinters(values: number[], alpha: number, beta: number, gamma: number, period: number, multiplicative: boolean): number {
  if (values.length === 0) return NaN;
  const padding = multiplicative ? 0.0000000001 : 0.0;
  if (values.length < period * 2) {
    javaThrow('illegal_argument_exception', `Holt-Winters aggregation requires at least (2 * period == 2 * ${period} == ${2 * period}) data-points to function.  Only [${values.length}] were provided.`);
  }
  const fit = holtWintersFit(values, alpha, beta, gamma, period, multiplicative, padding);
  if (!fit) return NaN;
  const { s: level, b: trend, seasonal } = fit;
  const idx = values.length - period;
  return multiplicative ? (level + trend) * seasonal[idx]! : level + trend + seasonal[idx]!;
}

/** A call `MovingFunctions.name(args)`; undefined when no such method. */
export function callMovingFunction(name: string, a: JValue[]): JValue | undefined {
  const key = `${name}/${a.length}`;
  const d = (x: number) => new JDouble(x);
  switch (key) {
    case 'max/1': {
      const vs = doubles(a[0]);
      return d(vs.length === 0 ? NaN : vs.reduce((m, v) => (Number.isNaN(m) || Number.isNaN(v) ? NaN : Math.max(m, v))));
    }
    case 'min/1': {
      const vs = doubles(a[0]);
      return d(vs.length === 0 ? NaN : vs.reduce((m, v) => (Number.isNaN(m) || Number.isNaN(v) ? NaN : Math.min(m, v))));
    }
    case 'sum/1': {
      const vs = doubles(a[0]);
      return d(vs.length === 0 ? 0.0 : streamSum(vs.map((v) => (Number.isNaN(v) ? 0.0 : v))));
    }
    case 'unweightedAvg/1': {
      let avg = 0.0;
      let count = 0;
      for (const v of doubles(a[0])) if (!Number.isNaN(v)) (avg += v), count++;
      return d(count === 0 ? NaN : avg / count);
    }
    case 'stdDev/2': {
      const avg = toNumber(a[1]!);
      if (Number.isNaN(avg)) return d(NaN);
      let count = 0;
      let squared = 0;
      for (const v of doubles(a[0])) if (!Number.isNaN(v)) (squared += Math.pow(v - avg, 2)), count++;
      return d(Math.sqrt(squared / count));
    }
    case 'linearWeightedAvg/1': {
      let avg = 0;
      let total = 1;
      let current = 1;
      for (const v of doubles(a[0])) if (!Number.isNaN(v)) (avg += v * current), (total += current), current++;
      return d(total === 1 ? NaN : avg / total);
    }
    case 'ewma/2': {
      const alpha = toNumber(a[1]!);
      let avg = NaN;
      let first = true;
      for (const v of doubles(a[0])) {
        if (Number.isNaN(v)) continue;
        if (first) (avg = v), (first = false);
        else avg = v * alpha + avg * (1 - alpha);
      }
      return d(avg);
    }
    case 'holt/3':
      return d(holt(doubles(a[0]), toNumber(a[1]!), toNumber(a[2]!)));
    case 'holtWinters/6':
      return d(holtWinters(doubles(a[0]), toNumber(a[1]!), toNumber(a[2]!), toNumber(a[3]!), toNumber(a[4]!), a[5] === true));
  }
  return undefined;
}
