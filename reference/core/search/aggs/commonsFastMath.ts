/**
 * Commons Math 3.6.1's FastMath.log, log1p and exp (Apache-2.0), ported for the x-pack code that calls them
 * (the t distribution's regularized beta in t_test): they differ from the platform's functions by an ulp
 * here and there, which reaches the last digit of a p-value. Their tables are the jar's
 * (./commonsFastMathTables.ts); commonsFastMath.test.ts holds outputs of that jar.
 */
import { EXP_FRAC_B64, EXP_INT_B64, LN_MANT_B64 } from './commonsFastMathTables.ts';

const decoded = new Map<string, Float64Array>();
/** A table as [high0, low0, high1, low1, …], decoded once. */
function pairs(b64: string): Float64Array {
  let t = decoded.get(b64);
  if (!t) {
    const bin = Buffer.from(b64, 'base64');
    t = new Float64Array(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength));
    decoded.set(b64, t);
  }
  return t;
}

const LN_2_A = 0.6931470632553101;
const LN_2_B = 1.1730463525082348e-7;
const HEX_40000000 = 1073741824;
const TWO_POWER_52 = 4503599627370496;
const LN_QUICK_COEF: readonly [number, number][] = [
  [1.0, 5.669184079525e-24], [-0.25, -0.25], [0.3333333134651184, 1.986821492305628e-8], [-0.25, -6.663542893624021e-14],
  [0.19999998807907104, 1.1921056801463227e-8], [-0.1666666567325592, -7.800414592973399e-9], [0.1428571343421936, 5.650007086920087e-9],
  [-0.12502530217170715, -7.44321345601866e-11], [0.11113807559013367, 9.219544613762692e-9],
];
const LN_HI_PREC_COEF: readonly [number, number][] = [
  [1.0, -6.032174644509064e-23], [-0.25, -0.25], [0.3333333134651184, 1.9868161777724352e-8], [-0.2499999701976776, -2.957007209750105e-8],
  [0.19999954104423523, 1.5830993332061267e-10], [-0.16624879837036133, -2.6033824355191673e-8],
];

const view = new DataView(new ArrayBuffer(8));
const bitsOf = (x: number): bigint => (view.setFloat64(0, x), view.getBigUint64(0));

/** A number's high part (its low ~30 mantissa bits cleared), the library's tmp trick for exact products. */
function splitHi(a: number): number {
  const tmp = a * HEX_40000000;
  return a + tmp - tmp;
}

/** Horner over a coefficient table in double-double, x = xa + xb; returns [ya, yb] of y·x. */
function remez(coef: readonly [number, number][], xa: number, xb: number): [number, number] {
  let [ya, yb] = coef[coef.length - 1]!;
  for (let i = coef.length - 2; i >= 0; i--) {
    let aa = ya * xa;
    let ab = ya * xb + yb * xa + yb * xb;
    ya = splitHi(aa);
    yb = aa - ya + ab;
    aa = ya + coef[i]![0];
    ab = yb + coef[i]![1];
    ya = splitHi(aa);
    yb = aa - ya + ab;
  }
  const aa = ya * xa;
  const ab = ya * xb + yb * xa + yb * xb;
  const ra = splitHi(aa);
  return [ra, aa - ra + ab];
}

/** FastMath.log(x, hiPrec): the natural logarithm, and with `hiPrec` its double-double parts. */
function logInternal(x: number, hiPrec?: [number, number]): number {
  if (x === 0) return -Infinity;
  let bits = bitsOf(x);
  if (((bits & 0x8000000000000000n) !== 0n || Number.isNaN(x)) && x !== 0) {
    if (hiPrec) hiPrec[0] = NaN;
    return NaN;
  }
  if (x === Infinity) {
    if (hiPrec) hiPrec[0] = Infinity;
    return Infinity;
  }
  let exp = Number(bits >> 52n) - 1023;
  if ((bits & 0x7ff0000000000000n) === 0n) {
    // Subnormal: normalize the mantissa.
    bits = (bits << 1n) & 0xffffffffffffffffn;
    while ((bits & 0x0010000000000000n) === 0n) {
      --exp;
      bits = (bits << 1n) & 0xffffffffffffffffn;
    }
  }
  if ((exp === -1 || exp === 0) && x < 1.01 && x > 0.99 && !hiPrec) {
    // Near 1 the table method loses precision: a straight expansion of x − 1 in higher precision.
    let xa = x - 1.0;
    let xb = xa - x + 1.0;
    const aa = splitHi(xa);
    xb = xa - aa;
    xa = aa;
    const [ya, yb] = remez(LN_QUICK_COEF, xa, xb);
    return ya + yb;
  }
  const t = pairs(LN_MANT_B64);
  const idx = Number((bits & 0x000ffc0000000000n) >> 42n);
  const lnm0 = t[idx * 2]!;
  const lnm1 = t[idx * 2 + 1]!;
  const numer = Number(bits & 0x3ffffffffffn);
  const denom = TWO_POWER_52 + Number(bits & 0x000ffc0000000000n);
  const epsilon = numer / denom;
  let lnza = 0.0;
  let lnzb = 0.0;
  if (hiPrec) {
    let xa = splitHi(epsilon);
    let xb = epsilon - xa;
    const aa = numer - xa * denom - xb * denom;
    xb += aa / denom;
    [lnza, lnzb] = remez(LN_HI_PREC_COEF, xa, xb);
    void xa;
  } else {
    lnza = -0.16624882440418567;
    lnza = lnza * epsilon + 0.19999954120254515;
    lnza = lnza * epsilon + -0.2499999997677497;
    lnza = lnza * epsilon + 0.3333333333332802;
    lnza = lnza * epsilon + -0.5;
    lnza = lnza * epsilon + 1.0;
    lnza *= epsilon;
  }
  // The parts added in ascending order of magnitude, each rounding error carried in b.
  let a = LN_2_A * exp;
  let b = 0.0;
  let c = a + lnm0;
  let d = -(c - a - lnm0);
  a = c;
  b += d;
  c = a + lnza;
  d = -(c - a - lnza);
  a = c;
  b += d;
  c = a + LN_2_B * exp;
  d = -(c - a - LN_2_B * exp);
  a = c;
  b += d;
  c = a + lnm1;
  d = -(c - a - lnm1);
  a = c;
  b += d;
  c = a + lnzb;
  d = -(c - a - lnzb);
  a = c;
  b += d;
  if (hiPrec) {
    hiPrec[0] = a;
    hiPrec[1] = b;
  }
  return a + b;
}

/** FastMath.log. */
export function fastLog(x: number): number {
  return logInternal(x);
}

/** FastMath.log1p: ln(1 + x), around 1 + x in double-double, a Taylor series for |x| ≤ 1e-6. */
export function fastLog1p(x: number): number {
  if (x === -1) return -Infinity;
  if (x === Infinity) return Infinity;
  if (x > 1e-6 || x < -1e-6) {
    const xpa = 1 + x;
    const xpb = -(xpa - 1 - x);
    const hiPrec: [number, number] = [0, 0];
    const lores = logInternal(xpa, hiPrec);
    if (lores === Infinity || lores === -Infinity) return lores;
    const fx1 = xpb / xpa;
    const epsilon = 0.5 * fx1 + 1;
    return epsilon * fx1 + hiPrec[1] + hiPrec[0];
  }
  const y = (x * (1 / 3) - 1 / 2) * x + 1;
  return y * x;
}

const EXP_INT_TABLE_MAX_INDEX = 750;

/** FastMath.exp(x, extra, null): e^floor(x) and e^(k/1024) from the tables, a minimax polynomial for the rest. */
function expInternal(x: number, extra: number): number {
  let intVal = Math.trunc(x);
  if (x < 0.0) {
    if (x < -746) return 0.0;
    // A subnormal result: computed shifted up, then scaled back down.
    if (intVal < -709) return expInternal(x + 40.19140625, extra) / 285040095144011776.0;
    if (intVal === -709) return expInternal(x + 1.494140625, extra) / 4.45550595669275662;
    intVal--;
  } else if (intVal > 709) return Infinity;
  const it = pairs(EXP_INT_B64);
  const intPartA = it[(EXP_INT_TABLE_MAX_INDEX + intVal) * 2]!;
  const intPartB = it[(EXP_INT_TABLE_MAX_INDEX + intVal) * 2 + 1]!;
  const intFrac = Math.trunc((x - intVal) * 1024.0);
  const ft = pairs(EXP_FRAC_B64);
  const fracPartA = ft[intFrac * 2]!;
  const fracPartB = ft[intFrac * 2 + 1]!;
  const epsilon = x - (intVal + intFrac / 1024.0);
  let z = 0.04168701738764507;
  z = z * epsilon + 0.1666666505023083;
  z = z * epsilon + 0.5000000000042687;
  z = z * epsilon + 1.0;
  z = z * epsilon + -3.940510424527919e-20;
  const tempA = intPartA * fracPartA;
  const tempB = intPartA * fracPartB + intPartB * fracPartA + intPartB * fracPartB;
  const tempC = tempB + tempA;
  if (tempC === Infinity) return Infinity;
  return extra !== 0.0 ? tempC * extra * z + tempC * extra + tempC * z + tempB + tempA : tempC * z + tempB + tempA;
}

/** FastMath.exp. */
export function fastExp(x: number): number {
  return Number.isNaN(x) ? NaN : expInternal(x, 0.0);
}
