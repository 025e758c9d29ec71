/** t_test's p-values: Commons Math 3.6.1's logBeta and the t distribution, against the jar's own outputs. */
import { describe, expect, it } from 'vitest';
import { gamma, logBeta, logGamma } from './commonsBeta.ts';
import { tCdf } from './tTest.ts';
import { call, testSimulator } from '../../../testkit.ts';

// Expected values printed by commons-math3 3.6.1 (the jar x-pack analytics ships), Beta.logBeta / Gamma.*.
describe('Commons Math logBeta and gamma', () => {
  // logBeta(0.5, 23.5) (logGammaMinusLogGammaSum) needs FastMath's own log1p to end as the jar's does.
  it('takes the branches of DBETLN as the jar does', () => {
    const rows: [number, number, number][] = [
      [0.5, 2.9, 0.08290649337127005],
      [1.5, 1.7, -1.10199476219722],
      [3.2, 7.9, -6.130391467316734],
      [2.5, 1500.0, -17.99961754204425],
      [12.0, 30.0, -25.274864968419806],
      [1.2, 40.0, -4.51501201024127],
      [0.5, 23.5, -1.0008165198205217],
    ];
    for (const [a, b, want] of rows) expect(logBeta(a, b)).toBe(want);
  });
  it('gamma and logGamma', () => {
    expect(gamma(0.5)).toBe(1.772453850905516);
    expect(gamma(7.3)).toBe(1271.423633663909);
    expect(gamma(25.5)).toBe(3.086770540528696e24);
    expect(logGamma(9.5)).toBe(11.689333420797267);
    expect(logGamma(0.3)).toBe(1.0957979948180756);
  });
});

describe('t distribution p-values of the t_test aggregation', () => {
  // x-pack analytics t_test.yml: v1/v2 dynamically mapped as float, Welch's test; the p-value is printed in full.
  it('heteroscedastic case to the last digit', () => {
    const f = Math.fround;
    const st = (v: number[]) => {
      const n = v.length;
      const s = v.reduce((x, y) => x + y, 0);
      const q = v.reduce((x, y) => x + y * y, 0);
      return { n, mean: s / n, var: (q - (s * s) / n) / (n - 1) };
    };
    const a = st([15.2, 15.3, 16.0, 15.1].map(f));
    const b = st([15.9, 15.9, 15.2, 15.5].map(f));
    const va = a.var / a.n;
    const vb = b.var / b.n;
    const df = ((va + vb) * (va + vb)) / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
    const t = Math.abs((a.mean - b.mean) / Math.sqrt(va + vb));
    expect(2 * tCdf(-t, df)).toBe(0.43066659210472646);
  });
});

describe('paired t_test', () => {
  // PairedTTestState.getValue (x-pack analytics): the differences' population variance, its root over
  // sqrt(n - 1); the expected values are that formula run on the commons-math3 3.6.1 jar with these rows.
  function trial() {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/trial', { mappings: { properties: { before: { type: 'long' }, after: { type: 'long' } } } });
    const before = [41, 38, 52, 47, 44, 39, 50];
    const after = [35, 37, 40, 46, 36, 41, 43];
    call(sim, 'POST', '/trial/_bulk?refresh=true', before.flatMap((b, i) => [{ index: { _id: String(i) } }, { before: b, after: after[i] }]));
    return sim;
  }
  const p = (sim: ReturnType<typeof trial>, tails?: number) =>
    call(sim, 'POST', '/trial/_search', { size: 0, aggs: { t: { t_test: { a: { field: 'before' }, b: { field: 'after' }, type: 'paired', ...(tails ? { tails } : {}) } } } }).body.aggregations.t.value;
  it('rounds as the Java does, to the last digit', () => {
    const sim = trial();
    expect(p(sim)).toBe(0.04342783631700698);
    expect(p(sim, 1)).toBe(0.02171391815850349);
  });
});
