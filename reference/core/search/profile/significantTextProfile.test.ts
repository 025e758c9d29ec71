/**
 * A profiled `significant_text` (modules/aggregations significant_text.yml "profile"): MapStringTermsAggregator
 * with SignificantTextCollectorSource's counts. Our own data: under a terms parent, two owning buckets.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function profiled(body: object) {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
  call(s, 'PUT', '/p', { settings: { number_of_shards: 1 }, mappings: { properties: { body: { type: 'text' }, side: { type: 'keyword' } } } });
  call(s, 'POST', '/p/_bulk?refresh=true', ['{"index":{}}', '{"body":"red fish","side":"l"}', '{"index":{}}', '{"body":"red","side":"l"}', '{"index":{}}', '{"body":"blue fish fish","side":"r"}', ''].join('\n'));
  return call(s, 'POST', '/p/_search', body).body;
}

describe('significant_text profile', () => {
  it('counts values, characters, documents and the tokens collected once per document', () => {
    const body = { size: 0, profile: true, aggs: { s: { terms: { field: 'side' }, aggs: { t: { significant_text: { field: 'body' } } } } } };
    const child = profiled(body).profile.shards[0].aggregations[0].children[0];
    expect(child.type).toBe('MapStringTermsAggregator');
    expect(child.debug).toMatchObject({
      // l: red, fish; r: blue, fish.
      total_buckets: 4,
      collection_strategy: 'analyze text from _source',
      values_fetched: 3,
      chars_fetched: 8 + 3 + 14,
      extract_count: 3,
      // fish counts once in its document.
      collect_analyzed_count: 5,
      result_strategy: 'significant_terms',
    });
    expect(child.debug.extract_ns).toBeGreaterThan(0);
  });
});
