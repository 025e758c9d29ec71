/**
 * With `_source` disabled a field that is not stored has no value to highlight (HighlightUtils.loadFieldValues
 * reads stored fields or the source); a stored field still highlights, in hits and nested inner hits
 * (official rest-api-spec search.inner_hits/20_highlighting.yml "Unified highlighter with stored fields and
 * disabled source", 7.10.2+).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

describe('highlighting without _source', () => {
  it('highlights only stored fields', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/d', { mappings: { _source: { enabled: false }, properties: { plain: { type: 'text' }, kept: { type: 'text', store: true } } } });
    call(s, 'PUT', '/d/_doc/1?refresh=true', { plain: 'red apples', kept: 'red apples' });
    const hit = call(s, 'POST', '/d/_search', { query: { multi_match: { query: 'apples', fields: ['plain', 'kept'] } }, highlight: { fields: { plain: {}, kept: {} } } }).body.hits.hits[0];
    expect(hit.highlight).toEqual({ kept: ['red <em>apples</em>'] });
  });
});
