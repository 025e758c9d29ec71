/**
 * The `p_value` significance heuristic (x-pack ml PValueScore, ES 7.14): expected scores are PValueScore.getScore's
 * arithmetic run on the commons-math3 3.6.1 jar (BinomialDistribution.logProbability is what ES's
 * LongBinomialDistribution copies; Gamma.regularizedGammaQ is MlChiSquaredDistribution's tail).
 */
import { describe, expect, it } from 'vitest';
import { pValueScore } from './sigPValue.ts';
import { call, testSimulator } from '../../../testkit.ts';

describe('PValueScore.getScore', () => {
  it('scores −log(p) to the last digit, normalized above a size when asked', () => {
    expect(pValueScore(12, 20, 20, 200, 0)).toBe(12.106328285216673);
    expect(pValueScore(12, 20, 20, 200, 50)).toBe(9.344603693197943);
    expect(pValueScore(40, 1000, 30, 2000000, 0)).toBe(13.54576894325329);
    expect(pValueScore(7, 9, 1, 5000, 1000)).toBe(20.51517323327882);
  });
  it('gives 0 when the term is no more frequent in the class than outside it', () => {
    expect(pValueScore(3, 20, 60, 200, 0)).toBe(0);
  });
});

describe('significant_terms with p_value', () => {
  // 20 tickets tagged urgent, 200 not; `printer` appears on 12 urgent ones and 20 others.
  function tickets(profile: 'elasticsearch@8.19.0' | 'elasticsearch@7.13.4' | 'opensearch@2.19.0' = 'elasticsearch@8.19.0') {
    const sim = testSimulator({ profile });
    call(sim, 'PUT', '/tickets', { settings: { number_of_shards: 1 }, mappings: { properties: { urgent: { type: 'boolean' }, topic: { type: 'keyword' } } } });
    const lines: object[] = [];
    for (let i = 0; i < 220; i++) {
      const urgent = i < 20;
      const printer = urgent ? i < 12 : i < 40;
      lines.push({ index: {} }, { urgent, topic: printer ? 'printer' : `other-${i % 7}` });
    }
    call(sim, 'POST', '/tickets/_bulk?refresh=true', lines);
    return sim;
  }
  const body = (p: object) => ({ size: 0, query: { term: { urgent: true } }, aggs: { s: { significant_terms: { field: 'topic', min_doc_count: 1, p_value: p } } } });
  it('scores the foreground term as PValueScore does', () => {
    const r = call(tickets(), 'POST', '/tickets/_search', body({}));
    expect(r.status).toBe(200);
    const b = r.body.aggregations.s.buckets;
    expect(b[0]).toMatchObject({ key: 'printer', doc_count: 12, bg_count: 32 });
    expect(b[0].score).toBe(12.106328285216673);
  });
  it('refuses a normalize_above that is not positive, and is unknown before 7.14 and in OpenSearch', () => {
    expect(call(tickets(), 'POST', '/tickets/_search', body({ normalize_above: 0 })).status).toBe(400);
    for (const p of ['elasticsearch@7.13.4', 'opensearch@2.19.0'] as const) {
      const r = call(tickets(p), 'POST', '/tickets/_search', body({}));
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('p_value');
    }
  });
});
