/**
 * Apache Commons Math 3.6.1's `special.Gamma` and `special.Beta.logBeta` (the NSWC / Didonato–Morris
 * algorithms), the pieces x-pack analytics' `t_test` reaches through `TDistribution.cumulativeProbability`
 * → `Beta.regularizedBeta`. A plain Lanczos log-gamma gives the same p-value to about 14 digits only; the
 * `t_test` YAML tests print all 17, so the same branches and constants are kept here, and the library's own
 * FastMath.log and log1p (./commonsFastMath.ts), which differ from the platform's by an ulp here and there.
 */
import { fastExp, fastLog, fastLog1p } from './commonsFastMath.ts';

const INV_GAMMA1P_M1_A0 = 0.611609510448141581788e-8;
const INV_GAMMA1P_M1_A1 = 0.62473083011646551621e-8;
const INV_GAMMA1P_M1_B = [0.2036104140668069873, 0.266205348428949217746e-1, 0.493944979382446875238e-3, -0.851419432440314906588e-5, -0.643045481779353022248e-5, 0.992641840672773722196e-6, -0.607761895722825260739e-7, 0.195755836614639731882e-9];
const INV_GAMMA1P_M1_P = [0.6116095104481415817861e-8, 0.6871674113067198736152e-8, 0.6820161668496170657918e-9, 0.468684332294884803108e-10, 0.1572833027710446286995e-11, -0.1249441572276366213222e-12, 0.4343529937408594255178e-14];
const INV_GAMMA1P_M1_Q = [0.3056961078365221025009, 0.5464213086042296536016e-1, 0.495683009382588731202e-2, 0.2692369466186361192876e-3];
const INV_GAMMA1P_M1_C = -0.422784335098467139393487909917598;
const INV_GAMMA1P_M1_C0 = 0.577215664901532860606512090082402;
/** C1 … C13. */
const INV_GAMMA1P_M1_CN = [-0.65587807152025388107701951514539, -0.420026350340952355290039348754298e-1, 0.166538611382291489501700795102105, -0.421977345555443367482083012891874e-1, -0.96219715278769735621149216723482e-2, 0.721894324666309954239501034044657e-2, -0.116516759185906511211397108401839e-2, -0.215241674114950972815729963053648e-3, 0.128050282388116186153198626328164e-3, -0.201348547807882386556893914210218e-4, -0.125049348214267065734535947383309e-5, 0.113302723198169588237412962033074e-5, -0.205633841697760710345015413002057e-6];
const LANCZOS_G = 607 / 128;
const LANCZOS = [0.99999999999999709182, 57.156235665862923517, -59.597960355475491248, 14.136097974741747174, -0.49191381609762019978, 0.33994649984811888699e-4, 0.46523628927048575665e-4, -0.98374475304879564677e-4, 0.15808870322491248884e-3, -0.21026444172410488319e-3, 0.2174396181152126432e-3, -0.16431810653676389022e-3, 0.84418223983852743293e-4, -0.2619083840158140867e-4, 0.36899182659531622704e-5];
const HALF_LOG_2_PI = 0.5 * fastLog(2.0 * Math.PI);
const SQRT_TWO_PI = 2.506628274631000502;
/** Beta.DELTA: the series of Δ(x) = log Γ(x) − (x − ½) log x + x − ½ log 2π for x ≥ 10. */
const DELTA = [0.833333333333333333333333333333e-1, -0.277777777777777777777777752282e-4, 0.793650793650793650791732130419e-7, -0.595238095238095232389839236182e-9, 0.84175084175083285329445167199e-11, -0.191752691751854612334149171243e-12, 0.641025640510325475730918472625e-14, -0.295506514125338232839867823991e-15, 0.179643716359402238723287696452e-16, -0.139228964661627791231203060395e-17, 0.133802855014020915603275339093e-18, -0.154246009867966094273710216533e-19, 0.197701992980957427278370133333e-20, -0.234065664793997056856992426667e-21, 0.171348014966398575409015466667e-22];
const HALF_LOG_TWO_PI = 0.9189385332046727;

function lanczos(x: number): number {
  let sum = 0;
  for (let i = LANCZOS.length - 1; i > 0; i--) sum = sum + LANCZOS[i]! / (x + i);
  return sum + LANCZOS[0]!;
}

/** Gamma.invGamma1pm1: 1/Γ(1 + x) − 1 for −0.5 ≤ x ≤ 1.5. */
function invGamma1pm1(x: number): number {
  const t = x <= 0.5 ? x : x - 0.5 - 0.5;
  let c: number;
  if (t < 0.0) {
    const a = INV_GAMMA1P_M1_A0 + t * INV_GAMMA1P_M1_A1;
    let b = INV_GAMMA1P_M1_B[7]!;
    for (let i = 6; i >= 0; i--) b = INV_GAMMA1P_M1_B[i]! + t * b;
    b = 1.0 + t * b;
    c = INV_GAMMA1P_M1_CN[12]! + t * (a / b);
    for (let i = 11; i >= 0; i--) c = INV_GAMMA1P_M1_CN[i]! + t * c;
    c = INV_GAMMA1P_M1_C + t * c;
    return x > 0.5 ? (t * c) / x : x * (c + 0.5 + 0.5);
  }
  let p = INV_GAMMA1P_M1_P[6]!;
  for (let i = 5; i >= 0; i--) p = INV_GAMMA1P_M1_P[i]! + t * p;
  let q = INV_GAMMA1P_M1_Q[3]!;
  for (let i = 2; i >= 0; i--) q = INV_GAMMA1P_M1_Q[i]! + t * q;
  q = 1.0 + t * q;
  c = INV_GAMMA1P_M1_CN[12]! + (p / q) * t;
  for (let i = 11; i >= 0; i--) c = INV_GAMMA1P_M1_CN[i]! + t * c;
  c = INV_GAMMA1P_M1_C0 + t * c;
  return x > 0.5 ? (t / x) * (c - 0.5 - 0.5) : x * c;
}

/** Gamma.logGamma1p: log Γ(1 + x) for −0.5 ≤ x ≤ 1.5. */
function logGamma1p(x: number): number {
  return -fastLog1p(invGamma1pm1(x));
}

/** Gamma.logGamma. */
export function logGamma(x: number): number {
  if (Number.isNaN(x) || x <= 0.0) return NaN;
  if (x < 0.5) return logGamma1p(x) - fastLog(x);
  if (x <= 2.5) return logGamma1p(x - 0.5 - 0.5);
  if (x <= 8.0) {
    const n = Math.floor(x - 1.5);
    let prod = 1.0;
    for (let i = 1; i <= n; i++) prod *= x - i;
    return logGamma1p(x - (n + 1)) + fastLog(prod);
  }
  const sum = lanczos(x);
  const tmp = x + LANCZOS_G + 0.5;
  return (x + 0.5) * fastLog(tmp) - tmp + HALF_LOG_2_PI + fastLog(sum / x);
}

/** Gamma.gamma. */
export function gamma(x: number): number {
  if (x === Math.round(x) && x <= 0.0) return NaN;
  const absX = Math.abs(x);
  if (absX <= 20.0) {
    if (x >= 1.0) {
      let prod = 1.0;
      let t = x;
      while (t > 2.5) {
        t -= 1.0;
        prod *= t;
      }
      return prod / (1.0 + invGamma1pm1(t - 1.0));
    }
    let prod = x;
    let t = x;
    while (t < -0.5) {
      t += 1.0;
      prod *= t;
    }
    return 1.0 / (prod * (1.0 + invGamma1pm1(t)));
  }
  const y = absX + LANCZOS_G + 0.5;
  const gammaAbs = (SQRT_TWO_PI / absX) * Math.pow(y, absX + 0.5) * fastExp(-y) * lanczos(absX);
  return x > 0.0 ? gammaAbs : -Math.PI / (x * Math.sin(Math.PI * x) * gammaAbs);
}

/** Beta.logGammaSum: log Γ(a + b) for 1 ≤ a, b ≤ 2. */
function logGammaSum(a: number, b: number): number {
  const x = a - 1.0 + (b - 1.0);
  if (x <= 0.5) return logGamma1p(1.0 + x);
  if (x <= 1.5) return logGamma1p(x) + fastLog1p(x);
  return logGamma1p(x - 1.0) + fastLog(x * (1.0 + x));
}

/** Beta.deltaMinusDeltaSum: Δ(b) − Δ(a + b) for 0 ≤ a ≤ b, b ≥ 10. */
function deltaMinusDeltaSum(a: number, b: number): number {
  const h = a / b;
  const p = h / (1.0 + h);
  const q = 1.0 / (1.0 + h);
  const q2 = q * q;
  const s: number[] = [1.0];
  for (let i = 1; i < DELTA.length; i++) s[i] = 1.0 + (q + q2 * s[i - 1]!);
  const sqrtT = 10.0 / b;
  const t = sqrtT * sqrtT;
  let w = DELTA[DELTA.length - 1]! * s[s.length - 1]!;
  for (let i = DELTA.length - 2; i >= 0; i--) w = t * w + DELTA[i]! * s[i]!;
  return (w * p) / b;
}

/** Beta.sumDeltaMinusDeltaSum: Δ(p) + Δ(q) − Δ(p + q) for p, q ≥ 10. */
function sumDeltaMinusDeltaSum(p: number, q: number): number {
  const a = Math.min(p, q);
  const b = Math.max(p, q);
  const sqrtT = 10.0 / a;
  const t = sqrtT * sqrtT;
  let z = DELTA[DELTA.length - 1]!;
  for (let i = DELTA.length - 2; i >= 0; i--) z = t * z + DELTA[i]!;
  return z / a + deltaMinusDeltaSum(a, b);
}

/** Beta.logGammaMinusLogGammaSum: log(Γ(b) / Γ(a + b)) for a ≥ 0, b ≥ 10. */
function logGammaMinusLogGammaSum(a: number, b: number): number {
  const [d, w] = a <= b ? [b + (a - 0.5), deltaMinusDeltaSum(a, b)] : [a + (b - 0.5), deltaMinusDeltaSum(b, a)];
  const u = d * fastLog1p(a / b);
  const v = a * (fastLog(b) - 1.0);
  return u <= v ? w - u - v : w - v - u;
}

/** Beta.logBeta (DBETLN). */
export function logBeta(p: number, q: number): number {
  if (Number.isNaN(p) || Number.isNaN(q) || p <= 0.0 || q <= 0.0) return NaN;
  const a = Math.min(p, q);
  const b = Math.max(p, q);
  if (a >= 10.0) {
    const w = sumDeltaMinusDeltaSum(a, b);
    const h = a / b;
    const c = h / (1.0 + h);
    const u = -(a - 0.5) * fastLog(c);
    const v = b * fastLog1p(h);
    return u <= v ? -0.5 * fastLog(b) + HALF_LOG_TWO_PI + w - u - v : -0.5 * fastLog(b) + HALF_LOG_TWO_PI + w - v - u;
  }
  if (a > 2.0) {
    if (b > 1000.0) {
      const n = Math.floor(a - 1.0);
      let prod = 1.0;
      let ared = a;
      for (let i = 0; i < n; i++) {
        ared -= 1.0;
        prod *= ared / (1.0 + ared / b);
      }
      return fastLog(prod) - n * fastLog(b) + (logGamma(ared) + logGammaMinusLogGammaSum(ared, b));
    }
    let prod1 = 1.0;
    let ared = a;
    while (ared > 2.0) {
      ared -= 1.0;
      const h = ared / b;
      prod1 *= h / (1.0 + h);
    }
    if (b < 10.0) {
      let prod2 = 1.0;
      let bred = b;
      while (bred > 2.0) {
        bred -= 1.0;
        prod2 *= bred / (ared + bred);
      }
      return fastLog(prod1) + fastLog(prod2) + (logGamma(ared) + (logGamma(bred) - logGammaSum(ared, bred)));
    }
    return fastLog(prod1) + logGamma(ared) + logGammaMinusLogGammaSum(ared, b);
  }
  if (a >= 1.0) {
    if (b > 2.0) {
      if (b < 10.0) {
        let prod = 1.0;
        let bred = b;
        while (bred > 2.0) {
          bred -= 1.0;
          prod *= bred / (a + bred);
        }
        return fastLog(prod) + (logGamma(a) + (logGamma(bred) - logGammaSum(a, bred)));
      }
      return logGamma(a) + logGammaMinusLogGammaSum(a, b);
    }
    return logGamma(a) + logGamma(b) - logGammaSum(a, b);
  }
  if (b >= 10.0) return logGamma(a) + logGammaMinusLogGammaSum(a, b);
  return fastLog((gamma(a) * gamma(b)) / gamma(a + b));
}
