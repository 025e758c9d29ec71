/**
 * aggregate_metric_double (x-pack AggregateDoubleMetricFieldMapper; its YAML tests aggregate-metrics/10_basic,
 * 20_min_max_agg, 40_avg_agg, 50_value_count_agg): the mapping's checks, queries and sorts on the default
 * metric, the metric aggregations each on its own metric, and the `fields` option's object.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function withDocs(profile: ProfileName = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/am', { mappings: { properties: { m: { type: 'aggregate_metric_double', metrics: ['min', 'max', 'sum', 'value_count'], default_metric: 'max' } } } });
  c('POST', '/am/_bulk?refresh=true', [
    { index: { _id: 'a' } }, { m: { min: 2, max: 9, sum: 30, value_count: 6 } },
    { index: { _id: 'b' } }, { m: { min: -1.5, max: 4, sum: 10, value_count: 4 } },
  ]);
  return c;
}

describe('aggregate_metric_double mapping', () => {
  it('refuses what Builder.build refuses, in its words', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const reason = (def: object) => call(sim, 'PUT', '/x', { mappings: { properties: { f: { type: 'aggregate_metric_double', ...def } } } }).body.error?.caused_by?.reason;
    expect(reason({ metrics: ['min', 'median'], default_metric: 'min' })).toBe('Metric [median] is not supported.');
    expect(reason({ default_metric: 'min' })).toBe('Property [metrics] is required for field [f].');
    expect(reason({ metrics: ['min', 'max'] })).toBe('Property [default_metric] is required for field [f].');
    expect(reason({ metrics: ['min', 'max'], default_metric: 'sum' })).toBe('Default metric [sum] is not defined in the metrics of field [f].');
    expect(reason({ metrics: ['max'], time_series_metric: 'histogram' })).toBe('Unknown value [histogram] for field [time_series_metric] - accepted values are [gauge, counter, summary]');
    // One metric is its own default.
    expect(call(sim, 'PUT', '/one', { mappings: { properties: { f: { type: 'aggregate_metric_double', metrics: ['sum'] } } } }).status).toBe(200);
  });
  it('does not exist before 7.11 nor in OpenSearch', () => {
    for (const p of ['elasticsearch@7.10.2', 'opensearch@2.19.0'] as ProfileName[]) {
      const sim = testSimulator({ profile: p });
      const r = call(sim, 'PUT', '/x', { mappings: { properties: { f: { type: 'aggregate_metric_double', metrics: ['max'] } } } });
      expect(r.body.error.caused_by.reason).toBe('No handler for type [aggregate_metric_double] declared on field [f]');
    }
  });
});

describe('aggregate_metric_double in search', () => {
  it('queries and sorts on the default metric; its metric names are no fields', () => {
    const c = withDocs();
    const ids = (body: object) => c('POST', '/am/_search', body).body.hits.hits.map((h: { _id: string }) => h._id);
    expect(ids({ query: { term: { m: 9 } } })).toEqual(['a']);
    expect(ids({ query: { range: { m: { lt: 5 } } } })).toEqual(['b']);
    expect(ids({ sort: [{ m: 'asc' }] })).toEqual(['b', 'a']);
    expect(ids({ query: { exists: { field: 'm.min' } } })).toEqual([]);
    expect(c('POST', '/am/_search', { sort: [{ 'm.max': 'asc' }] }).status).toBe(400);
  });
  it('min, max, sum, avg and value_count each read their metric', () => {
    const c = withDocs();
    const aggs = c('POST', '/am/_search', { size: 0, aggs: { lo: { min: { field: 'm' } }, hi: { max: { field: 'm' } }, s: { sum: { field: 'm' } }, a: { avg: { field: 'm' } }, n: { value_count: { field: 'm' } } } }).body.aggregations;
    expect([aggs.lo.value, aggs.hi.value, aggs.s.value, aggs.a.value, aggs.n.value]).toEqual([-1.5, 9, 40, 4, 10]);
  });
  it('the fields option prints the metrics object', () => {
    const c = withDocs();
    const hit = c('POST', '/am/_search', { _source: false, fields: ['m'], query: { ids: { values: ['a'] } } }).body.hits.hits[0];
    expect(hit.fields.m).toEqual([{ min: 2, max: 9, sum: 30, value_count: 6 }]);
  });
  it('multi-fields warn from 8.14', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'PUT', '/w', { mappings: { properties: { f: { type: 'aggregate_metric_double', metrics: ['max'], fields: { k: { type: 'keyword' } } } } } });
    expect(r.headers.warning).toContain('Adding multifields to [aggregate_metric_double] mappers has no effect and will be forbidden in future');
  });
});

describe('aggregate_metric_double in field caps', () => {
  // x-pack aggregate-metrics/100_field_caps.yml: AggregateDoubleMetricFieldType is searchable and aggregatable.
  it('is searchable and aggregatable', () => {
    const c = withDocs();
    const cap = c('GET', '/am/_field_caps?fields=m').body.fields.m.aggregate_metric_double;
    expect([cap.searchable, cap.aggregatable]).toEqual([true, true]);
  });
});
