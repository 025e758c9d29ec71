/**
 * The pre-aggregated `histogram` field (x-pack analytics HistogramFieldMapper, ES 7.6; never in OpenSearch):
 * values must increase, counts be non-negative and as many as the values; ignore_malformed keeps the document.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';
import { parseHistogram } from './histogramField.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName = 'elasticsearch@8.19.0') {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 3, profile });
  return (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
}

describe('histogram field type', () => {
  it('refuses values out of order as HistogramFieldMapper.parse does (histogram.yml)', () => {
    const c = sim();
    expect(c('PUT', '/h', { mappings: { properties: { latency: { type: 'histogram' } } } }).status).toBe(200);
    const r = c('PUT', '/h/_doc/1', { latency: { values: [1.0, 0.2, 0.3], counts: [3, 7, 23] } });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('document_parsing_exception');
    expect(r.body.error.reason).toMatch(/failed to parse field \[latency\] of type \[histogram\]$/);
    expect(r.body.error.caused_by.reason).toMatch(/ error parsing field \[latency\], \[values\] values must be in increasing order, got \[0.2\] but previous value was \[1.0\]$/);
    expect(c('GET', '/h/_count').body.count).toBe(0);
  });
  it('keeps a malformed document under ignore_malformed, with no value', () => {
    const c = sim();
    c('PUT', '/h', { mappings: { properties: { latency: { type: 'histogram', ignore_malformed: true } } } });
    expect(c('PUT', '/h/_doc/1?refresh=true', { latency: { values: [1, 2], counts: [3] } }).status).toBe(201);
    const r = c('POST', '/h/_search', { size: 0, aggs: { n: { value_count: { field: 'latency' } } } });
    expect(r.body.aggregations.n.value).toBe(0);
  });
  it('is no type before 7.6 nor on OpenSearch', () => {
    for (const p of ['elasticsearch@7.5.2', 'opensearch@2.19.0'] as ProfileName[]) {
      const r = sim(p)('PUT', '/h', { mappings: { properties: { latency: { type: 'histogram' } } } });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('No handler for type [histogram] declared on field [latency]');
    }
  });
  it('drops zero counts and names each refusal', () => {
    expect(parseHistogram({ values: [0.1, 0.2], counts: [0, 7] }, 'f')).toEqual({ values: [0.2], counts: [7] });
    expect(parseHistogram({ values: [0.1] }, 'f')).toEqual({ problem: 'error parsing field [f], expected field called [counts]' });
    expect(parseHistogram({ values: [0.1], counts: [-1] }, 'f')).toEqual({ problem: 'error parsing field [f], [counts] elements must be >= 0 but got -1' });
  });
});
