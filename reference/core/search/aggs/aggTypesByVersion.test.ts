/**
 * Which aggregation types a version registers, and the suggestion of an unknown one (issue 29 audit).
 * Elasticsearch's AggregatorFactories.parseAggregators answers a type no plugin registers with
 * `Unknown aggregation type [x]` plus SuggestingErrorOnUnknown.suggest over the registered names (7.7+);
 * OpenSearch has no x-pack analytics plugin (its SearchModule.registerAggregations: multi_terms from 2.1, no
 * top_metrics, rate, boxplot, string_stats, t_test, normalize, cumulative_cardinality, moving_percentiles or
 * ip_prefix): opensearch-project/opensearch-java#1115 quotes a 2.11 cluster's
 * "Unknown aggregation type [top_metrics] did you mean [top_hits]?".
 */
import { describe, expect, it } from 'vitest';
import { fixture, searchBody, type Body } from './testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const st = fixture({ n: { type: 'long' }, k: { type: 'keyword' }, d: { type: 'date' }, ip: { type: 'ip' } }, [{ n: 1, k: 'a', d: '2024-01-01', ip: '10.0.0.1' }]);
const run = (p: ProfileName, aggs: Body): Body => searchBody(st, { size: 0, aggs }, {}, p);

const ANALYTICS: [string, Body][] = [
  ['top_metrics', { top_metrics: { metrics: { field: 'n' }, sort: { n: 'desc' } } }],
  ['boxplot', { boxplot: { field: 'n' } }],
  ['string_stats', { string_stats: { field: 'k' } }],
  ['t_test', { t_test: { a: { field: 'n' }, b: { field: 'n' }, type: 'paired' } }],
  ['ip_prefix', { ip_prefix: { field: 'ip', prefix_length: 24 } }],
];

describe('aggregation types per version and distribution', () => {
  it('OpenSearch 2.19 and 3.2 refuse the x-pack analytics aggregations as unknown types, with the suggestion', () => {
    for (const p of ['opensearch@2.19.0', 'opensearch@3.2.0'] as const) {
      for (const [type, def] of ANALYTICS) {
        const r = run(p, { x: def });
        expect(r.status, `${p} ${type}`).toBe(400);
        expect(r.error.type).toBe('parsing_exception');
        expect(r.error.reason).toMatch(new RegExp(`^Unknown aggregation type \\[${type}\\]`));
      }
      expect(run(p, { x: ANALYTICS[0]![1] }).error.reason).toBe('Unknown aggregation type [top_metrics] did you mean [top_hits]?');
      // A pipeline of the plugin too (its AnalyticsPlugin.getPipelineAggregations).
      const pipe = run(p, { h: { histogram: { field: 'n', interval: 1 }, aggs: { c: { cumulative_cardinality: { buckets_path: '_count' } } } } });
      expect(pipe.error.reason).toBe('Unknown aggregation type [cumulative_cardinality]');
    }
  });
  it('OpenSearch has its own multi_terms from 2.1', () => {
    const body = { x: { multi_terms: { terms: [{ field: 'k' }, { field: 'n' }] } } };
    expect(run('opensearch@2.19.0', body).aggregations.x.buckets).toHaveLength(1);
    expect(run('opensearch@2.0.0' as ProfileName, body).error.reason).toMatch(/^Unknown aggregation type \[multi_terms\]/);
  });
  it('Elasticsearch: each type from the release that added it', () => {
    for (const [type, def] of ANALYTICS) expect(run('elasticsearch@8.19.0', { x: def }).error, type).toBeUndefined();
    expect(run('elasticsearch@7.17.3', { x: ANALYTICS[4]![1] }).error.reason).toBe('Unknown aggregation type [ip_prefix]');
    expect(run('elasticsearch@7.17.3', { x: ANALYTICS[0]![1] }).error).toBeUndefined();
    expect(run('elasticsearch@7.6.0' as ProfileName, { x: ANALYTICS[0]![1] }).error.reason).toBe('Unknown aggregation type [top_metrics]');
    expect(run('elasticsearch@7.11.0' as ProfileName, { x: { multi_terms: { terms: [{ field: 'k' }, { field: 'n' }] } } }).error.reason).toBe('Unknown aggregation type [multi_terms] did you mean [rare_terms]?');
    expect(run('elasticsearch@7.2.0' as ProfileName, { x: { rare_terms: { field: 'k' } } }).status).toBe(400);
  });
  it('a typo is answered with the close registered names from 7.7 (SuggestingErrorOnUnknown), not before', () => {
    expect(run('elasticsearch@8.19.0', { x: { termz: { field: 'k' } } }).error.reason).toBe('Unknown aggregation type [termz] did you mean [terms]?');
    expect(run('elasticsearch@8.19.0', { x: { avgg: { field: 'n' } } }).error.reason).toBe('Unknown aggregation type [avgg] did you mean [avg]?');
    expect(run('elasticsearch@7.6.0' as ProfileName, { x: { termz: { field: 'k' } } }).error.reason).toBe('Unknown aggregation type [termz]');
    expect(run('elasticsearch@8.19.0', { x: { nothing_alike_at_all: {} } }).error.reason).toBe('Unknown aggregation type [nothing_alike_at_all]');
  });
  it('ES 8 date_histogram: `interval` is unknown, fixed_interval suggested (DateIntervalWrapper declares it for REST compatibility 7 only)', () => {
    const r = run('elasticsearch@8.19.0', { x: { date_histogram: { field: 'd', interval: 'month' } } });
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toMatch(/\[date_histogram\] unknown field \[interval\] did you mean \[fixed_interval\]\?$/);
  });
});

describe('ES 8 with REST API compatibility 7: date_histogram `interval` is back', () => {
  it('DateIntervalWrapper declares it for RestApiVersion.V_7: accepted with the deprecation warning, a calendar unit as a calendar interval', async () => {
    const { call, testSimulator } = await import('../../../testkit.ts');
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i', { mappings: { properties: { d: { type: 'date' } } } });
    call(sim, 'POST', '/i/_doc?refresh=true', { d: '2024-02-05' });
    const v7 = { accept: 'application/vnd.elasticsearch+json;compatible-with=7', 'content-type': 'application/vnd.elasticsearch+json;compatible-with=7' };
    const body = JSON.stringify({ size: 0, aggs: { a: { date_histogram: { field: 'd', interval: 'month' } } } });
    const r = call(sim, 'POST', '/i/_search', body, v7);
    expect(r.status).toBe(200);
    expect(r.body.aggregations.a.buckets).toEqual([{ key_as_string: '2024-02-01T00:00:00.000Z', key: Date.UTC(2024, 1, 1), doc_count: 1 }]);
    expect(r.headers['warning']).toContain('[interval] on [date_histogram] is deprecated, use [fixed_interval] or [calendar_interval] in the future.');
    expect(call(sim, 'POST', '/i/_search', body, { 'content-type': 'application/json' }).status).toBe(400);
  });
});
