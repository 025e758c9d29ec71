/**
 * Terms the highlighters look for, through the simulator: a match query whose text analyses to several tokens at
 * one position (an edge n-gram field: `dan` → `da`, `dan`) is a SynonymQuery, whose terms the unified
 * highlighter's visitor extracts like any other (the official search.highlight/60_unified_matched_fields.yml
 * "Highlight based on multiple masked fields" highlights `dance` for `dan` through `title.ngram`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

describe('highlight term extraction', () => {
  it('highlights the terms of a synonym query, on the field and through matched_fields', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    c('PUT', '/i', {
      settings: { analysis: { filter: { eg: { type: 'edge_ngram', min_gram: 2, max_gram: 20 } }, analyzer: { my: { tokenizer: 'whitespace', filter: ['eg'] } } } },
      mappings: { properties: { title: { type: 'text', fields: { ngram: { type: 'text', analyzer: 'my' } } } } },
    });
    c('PUT', '/i/_doc/1?refresh=true', { title: 'dance with star' });
    const query = { match: { 'title.ngram': 'dan' } };
    const own = c('POST', '/i/_search', { query, highlight: { fields: { 'title.ngram': {} } } });
    expect(own.body.hits.hits[0].highlight).toEqual({ 'title.ngram': ['<em>dance</em> with star'] });
    const masked = c('POST', '/i/_search', { query, highlight: { fields: { title: { matched_fields: ['title.ngram'] } } } });
    expect(masked.body.hits.hits[0].highlight).toEqual({ title: ['<em>dance</em> with star'] });
  });
});
