/**
 * `analytics.stats` of `GET /_xpack/usage`: AnalyticsPlugin wraps each analytics aggregation's parser in
 * `usage.track(Item, PARSER)` (AnalyticsUsage counts once the parser returns), and AnalyticsStatsAction prints
 * `<item>_usage` for every Item in the enum's order. x-pack's analytics/usage.yml pins one count per search.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const usage = (s: ReturnType<typeof testSimulator>) => call(s, 'GET', '/_xpack/usage').body.analytics;

function withReadings(profile: ProfileName) {
  const s = testSimulator({ profile });
  call(s, 'PUT', '/meters', { mappings: { properties: { at: { type: 'date' }, kwh: { type: 'double' }, site: { type: 'keyword' } } } });
  call(s, 'POST', '/_bulk?refresh=true', [{ index: { _index: 'meters' } }, { at: '2024-03-01T00:00:00Z', kwh: 4.5, site: 'north' }, { index: { _index: 'meters' } }, { at: '2024-03-02T00:00:00Z', kwh: 7.25, site: 'south' }]);
  return s;
}

describe('analytics usage', () => {
  it('prints every item of 8.19 at zero, in AnalyticsStatsAction.Item order, after available and enabled', () => {
    const a = usage(testSimulator({ profile: 'elasticsearch@8.19.0' }));
    expect(Object.keys(a)).toEqual(['available', 'enabled', 'stats']);
    expect(a.stats).toEqual({ boxplot_usage: 0, cumulative_cardinality_usage: 0, string_stats_usage: 0, top_metrics_usage: 0, t_test_usage: 0, moving_percentiles_usage: 0, normalize_usage: 0, rate_usage: 0, multi_terms_usage: 0 });
  });

  it('counts each tracked aggregation the request names, at any depth, pipelines included, and nothing else', () => {
    const s = withReadings('elasticsearch@8.19.0');
    const body = {
      size: 0,
      aggs: {
        days: {
          date_histogram: { field: 'at', calendar_interval: 'day' },
          aggs: { spread: { boxplot: { field: 'kwh' } }, total: { sum: { field: 'kwh' } }, share: { normalize: { buckets_path: 'total', method: 'percent_of_sum' } }, per_hour: { rate: { field: 'kwh', unit: 'hour' } } },
        },
        plot: { boxplot: { field: 'kwh' } },
        sites: { terms: { field: 'site' } },
      },
    };
    expect(call(s, 'POST', '/meters/_search', body).status).toBe(200);
    expect(usage(s).stats).toMatchObject({ boxplot_usage: 2, normalize_usage: 1, rate_usage: 1, top_metrics_usage: 0, multi_terms_usage: 0 });
    // msearch runs each body as a search: one count per body.
    call(s, 'POST', '/_msearch', [{ index: 'meters' }, { size: 0, aggs: { l: { string_stats: { field: 'site' } } } }, { index: 'meters' }, { size: 0, aggs: { l: { string_stats: { field: 'site' } } } }]);
    expect(usage(s).stats.string_stats_usage).toBe(2);
  });

  it('counts a parsed aggregation even when the search then fails, and not one the parser refused', () => {
    const s = withReadings('elasticsearch@8.19.0');
    expect(call(s, 'POST', '/no_such_index/_search', { aggs: { b: { boxplot: { field: 'kwh' } } } }).status).toBe(404);
    expect(call(s, 'POST', '/meters/_search', { aggs: { b: { boxplot: { field: 'kwh', nonsense: 1 } } } }).status).toBe(400);
    expect(usage(s).stats.boxplot_usage).toBe(1);
  });

  it('follows the releases that added the aggregations; none before 7.8', () => {
    expect(Object.keys(usage(testSimulator({ profile: 'elasticsearch@7.10.2' })).stats)).toEqual(['boxplot_usage', 'cumulative_cardinality_usage', 'string_stats_usage', 'top_metrics_usage', 't_test_usage', 'moving_percentiles_usage', 'normalize_usage', 'rate_usage']);
    expect(usage(testSimulator({ profile: 'elasticsearch@7.7.1' }))).toEqual({ available: true, enabled: true });
  });
});
