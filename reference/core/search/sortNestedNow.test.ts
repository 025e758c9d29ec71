/**
 * A nested sort's filter with date math on `now`: it reads the search's clock, so documents whose nested dates
 * are past fall out of the filter and sort as missing (last). After OpenSearch's search/240_date_nanos.yml
 * "date with nested sort now" (fixed in 2.12), with dates of our own.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('nested sort filter on now', () => {
  it('sorts the documents the filter keeps, by the clock of the search, and the others as missing', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0', now: () => Date.UTC(2030, 5, 1) });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    c('PUT', '/ev', { mappings: { properties: { at: { type: 'nested', properties: { d: { type: 'date' } } } } } });
    for (const [id, d] of [['past', '2029-01-01'], ['soon', '2031-01-01'], ['later', '2040-01-01']]) c('PUT', `/ev/_doc/${id}?refresh=true`, { at: [{ d }] });
    const nested = { path: 'at', filter: { range: { 'at.d': { gte: 'now/h', time_zone: '+09:00' } } } };
    const asc = c('POST', '/ev/_search', { sort: [{ 'at.d': { mode: 'max', order: 'asc', nested } }] });
    expect(asc.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['soon', 'later', 'past']);
    expect(asc.body.hits.hits[2].sort).toEqual([9223372036854775807]);
    const desc = c('POST', '/ev/_search', { sort: [{ 'at.d': { mode: 'max', order: 'desc', nested } }] });
    expect(desc.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['later', 'soon', 'past']);
  });
});
