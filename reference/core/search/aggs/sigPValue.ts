/**
 * The `p_value` significance heuristic (x-pack ml, ES 7.14, PValueScore): a log-likelihood ratio test of the
 * term's frequency in the foreground against the background, each side a Bernoulli trial per document,
 * with small ratio changes (under 5%) and rare categories damped; the score is −log(p-value). Its pieces are
 * ES's LongBinomialDistribution (Commons Math 3.6.1's BinomialDistribution over longs: Loader's saddle point
 * expansion) and MlChiSquaredDistribution (Gamma.regularizedGammaQ), over Commons Math's own FastMath.
 */
import { logGamma } from './commonsBeta.ts';
import { fastExp, fastLog } from './commonsFastMath.ts';

const TWO_PI = 2 * Math.PI;
const HALF_LOG_2_PI = 0.5 * fastLog(TWO_PI);

/** LongBinomialDistribution.EXACT_STIRLING_ERRORS: the Stirling series' error at 0, 0.5, …, 15. */
const EXACT_STIRLING_ERRORS = [
  0.0, 0.1534264097200273452913848, 0.0810614667953272582196702, 0.054814121051917653896139, 0.0413406959554092940938221,
  0.03316287351993628748511048, 0.02767792568499833914878929, 0.0237461636562974959713292, 0.02079067210376509311152277,
  0.01848845053267318523077934, 0.01664469118982119216319487, 0.01513497322191737887351255, 0.01387612882307074799874573,
  0.01281046524292022692424986, 0.01189670994589177009505572, 0.01110455975820691732662991, 0.010411265261972096497478567,
  0.009799416126158803298389475, 0.009255462182712732917728637, 0.008768700134139385462952823, 0.008330563433362871256469318,
  0.0079341145643140205472481, 0.007573675487951840794972024, 0.007244554301320383179543912, 0.006942840107209529865664152,
  0.006665247032707682442354394, 0.006408994188004207068439631, 0.006171712263039457647532867, 0.005951370112758847735624416,
  0.005746216513010115682023589, 0.00555473355196280137103869,
];

function stirlingError(z: number): number {
  if (z < 15.0) {
    const z2 = 2.0 * z;
    if (Math.floor(z2) === z2) return EXACT_STIRLING_ERRORS[z2]!;
    return logGamma(z + 1.0) - (z + 0.5) * fastLog(z) + z - HALF_LOG_2_PI;
  }
  const z2 = z * z;
  return (0.083333333333333333333 - (0.00277777777777777777778 - (0.00079365079365079365079365 - (0.000595238095238095238095238 - 0.0008417508417508417508417508 / z2) / z2) / z2) / z2) / z;
}

function deviancePart(x: number, mu: number): number {
  if (Math.abs(x - mu) < 0.1 * (x + mu)) {
    const d = x - mu;
    let v = d / (x + mu);
    let s1 = v * d;
    let s = NaN;
    let ej = 2.0 * x * v;
    v *= v;
    let j = 1;
    while (s1 !== s) {
      s = s1;
      ej *= v;
      s1 = s + ej / (j * 2 + 1);
      ++j;
    }
    return s1;
  }
  return x * fastLog(x / mu) + mu - x;
}

function logBinomialProbability(x: number, n: number, p: number, q: number): number {
  if (x === 0) return p < 0.1 ? -deviancePart(n, n * q) - n * p : n * fastLog(q);
  if (x === n) return q < 0.1 ? -deviancePart(n, n * p) - n * q : n * fastLog(p);
  const ret = stirlingError(n) - stirlingError(x) - stirlingError(n - x) - deviancePart(x, n * p) - deviancePart(n - x, n * q);
  const f = (TWO_PI * x * (n - x)) / n;
  return -0.5 * fastLog(f) + ret;
}

/** LongBinomialDistribution.logProbability: log P(X = x) for n trials of probability p. */
export function binomialLogProbability(n: number, p: number, x: number): number {
  if (n === 0) return x === 0 ? 0 : -Infinity;
  if (x < 0 || x > n) return -Infinity;
  return logBinomialProbability(x, n, p, 1.0 - p);
}

const GAMMA_EPSILON = 10e-15;

/** Gamma.regularizedGammaP by its series (x < a + 1), else 1 − Q. */
function regularizedGammaP(a: number, x: number): number {
  if (Number.isNaN(a) || Number.isNaN(x) || a <= 0 || x < 0) return NaN;
  if (x === 0) return 0;
  if (x >= a + 1) return 1.0 - regularizedGammaQ(a, x);
  let n = 0.0;
  let an = 1.0 / a;
  let sum = an;
  while (Math.abs(an / sum) > GAMMA_EPSILON && sum < Infinity) {
    n += 1.0;
    an *= x / (a + n);
    sum += an;
  }
  if (sum === Infinity) return 1.0;
  return fastExp(-x + a * fastLog(x) - logGamma(a)) * sum;
}

/** Gamma.regularizedGammaQ by its continued fraction (x ≥ a + 1), else 1 − P. */
export function regularizedGammaQ(a: number, x: number): number {
  if (Number.isNaN(a) || Number.isNaN(x) || a <= 0 || x < 0) return NaN;
  if (x === 0) return 1.0;
  if (x < a + 1.0) return 1.0 - regularizedGammaP(a, x);
  // ContinuedFraction.evaluate with a_n = 2n + 1 − a + x, b_n = n(a − n).
  const small = 1e-50;
  const getA = (k: number) => 2.0 * k + 1.0 - a + x;
  let hPrev = getA(0);
  if (Math.abs(hPrev) <= small) hPrev = small;
  let dPrev = 0.0;
  let cPrev = hPrev;
  let hN = hPrev;
  for (let k = 1; ; k++) {
    const an = getA(k);
    const bn = k * (a - k);
    let dN = an + bn * dPrev;
    if (Math.abs(dN) <= small) dN = small;
    let cN = an + bn / cPrev;
    if (Math.abs(cN) <= small) cN = small;
    dN = 1 / dN;
    const delta = cN * dN;
    hN = hPrev * delta;
    if (Math.abs(delta - 1.0) < GAMMA_EPSILON) break;
    dPrev = dN;
    cPrev = cN;
    hPrev = hN;
  }
  return fastExp(-x + a * fastLog(x) - logGamma(a)) * (1.0 / hN);
}

/** MlChiSquaredDistribution(1).survivalFunction: the chi-squared upper tail with one degree of freedom. */
function chiSquaredSurvival1(x: number): number {
  return x <= 0 ? 0 : regularizedGammaQ(0.5, x / 2);
}

const eps = (v: number) => Math.max(0.05 * v + 0.5, 1.0);
/** Java's `(long) d` for the non-negative counts here. */
const toLong = (d: number) => Math.trunc(d);

/**
 * PValueScore.getScore over computeNxys' table: n11 term in class, n1 class size, n10 term outside the class,
 * n0 outside size. `normalizeAbove` 0 means none.
 */
export function pValueScore(n11: number, n1: number, n10: number, n0: number, normalizeAbove: number): number {
  let docsContainTermInClass = n11;
  let allDocsInClass = n1;
  let docsContainTermNotInClass = n10;
  let allDocsNotInClass = n0;
  if (docsContainTermInClass * allDocsNotInClass <= allDocsInClass * docsContainTermNotInClass) return 0.0;
  if (allDocsNotInClass === 0 || allDocsInClass === 0) return 0.0;
  if (normalizeAbove > 0) {
    if (allDocsInClass > normalizeAbove) {
      const factor = normalizeAbove / allDocsInClass;
      allDocsInClass = toLong(allDocsInClass * factor);
      docsContainTermInClass = toLong(docsContainTermInClass * factor);
    }
    if (allDocsNotInClass > normalizeAbove) {
      const factor = normalizeAbove / allDocsNotInClass;
      allDocsNotInClass = toLong(allDocsNotInClass * factor);
      docsContainTermNotInClass = toLong(docsContainTermNotInClass * factor);
    }
  }
  const epsIn = toLong(eps(allDocsInClass));
  const epsOut = toLong(eps(allDocsNotInClass));
  docsContainTermInClass += epsIn;
  docsContainTermNotInClass += epsOut;
  allDocsInClass += epsIn;
  allDocsNotInClass += epsOut;
  // Ratio changes under 5% are not significant.
  docsContainTermNotInClass = toLong(Math.min(1.05 * docsContainTermNotInClass, (docsContainTermInClass / allDocsInClass) * allDocsNotInClass) + 0.5);
  const v1 = binomialLogProbability(toLong(allDocsInClass), docsContainTermInClass / allDocsInClass, toLong(docsContainTermInClass));
  const v2 = binomialLogProbability(toLong(allDocsNotInClass), docsContainTermNotInClass / allDocsNotInClass, toLong(docsContainTermNotInClass));
  const p2 = (docsContainTermInClass + docsContainTermNotInClass) / (allDocsInClass + allDocsNotInClass);
  const v3 = binomialLogProbability(toLong(allDocsInClass), p2, toLong(docsContainTermInClass));
  const v4 = binomialLogProbability(toLong(allDocsNotInClass), p2, toLong(docsContainTermNotInClass));
  const logLikelihoodRatio = v1 + v2 - v3 - v4;
  const pValue = chiSquaredSurvival1(2.0 * logLikelihoodRatio);
  return Math.max(-fastLog(Math.max(pValue, 2.2250738585072014e-308)), 0.0);
}
