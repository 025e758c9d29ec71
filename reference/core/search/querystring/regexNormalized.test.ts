/**
 * A query_string `/regex/` on a text field: OpenSearch 2.4+ normalizes it with the field's search analyzer
 * (opensearch-project/OpenSearch#3578; its search/190_index_prefix_search.yml "search with uppercase regex"),
 * so `/UPPERCASE/` finds the indexed `uppercase`; OpenSearch before 2.4 and Elasticsearch search it as written.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function hits(profile: string, q: string): number {
  const s = testSimulator({ profile: profile as 'opensearch@2.19.0' });
  call(s, 'PUT', '/t', { mappings: { properties: { text: { type: 'text' } } } });
  call(s, 'PUT', '/t/_doc/1?refresh=true', { text: 'sentence with UPPERCASE WORDS' });
  return call(s, 'POST', '/t/_search', { query: { query_string: { default_field: 'text', query: q } } }).body.hits.total.value as number;
}

describe('query_string regex normalization', () => {
  it('OpenSearch 2.4+ lowercases the regex as the standard analyzer normalizes; 2.3 and Elasticsearch do not', () => {
    expect(hits('opensearch@2.19.0', '/UPPERCASE/')).toBe(1);
    expect(hits('opensearch@2.3.0', '/UPPERCASE/')).toBe(0);
    expect(hits('elasticsearch@8.19.0', '/UPPERCASE/')).toBe(0);
    expect(hits('elasticsearch@8.19.0', '/upper.*/')).toBe(1);
  });
});
