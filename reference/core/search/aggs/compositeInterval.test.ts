/**
 * A composite `date_histogram` source's legacy `interval`, version by version (230_composite.yml "Composite
 * aggregation with format": the 7.x text expects the deprecation warning; 8.x removed the case).
 */
import { describe, expect, it } from 'vitest';
import { fixture, searchBody, type Body } from './testkit.ts';

const st = fixture({ date: { type: 'date' } }, [{ date: '2017-10-20T03:08:45' }, { date: '2017-10-21T07:00:00' }]);
const body = { size: 0, aggs: { test: { composite: { sources: [{ date: { date_histogram: { field: 'date', interval: '1d', format: 'yyyy-MM-dd' } } }] } } } };
// JSON.stringify(body): `"interval"` starts at column 93, its value at 104.

describe('composite date_histogram source: interval', () => {
  it('ES 8: DateIntervalWrapper declares it for REST API compatibility 7 only: the source\'s ObjectParser does not know it', () => {
    const r: Body = searchBody(st, body, {}, 'elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toBe('[1:104] [composite] failed to parse field [sources]');
    // SuggestingErrorOnUnknown: fixed_interval is 1 - 6/14 close to interval (above 0.5), calendar_interval 1 - 9/17 (below).
    expect(r.error.caused_by).toEqual({ type: 'x_content_parse_exception', reason: '[1:93] [date_histogram] unknown field [interval] did you mean [fixed_interval]?' });
  });
  it('ES 7.17 and OpenSearch: accepted as a calendar unit (the deprecation warning is the search\'s)', () => {
    for (const p of ['elasticsearch@7.17.3', 'opensearch@2.19.0'] as const) {
      const r: Body = searchBody(st, body, {}, p);
      expect(r.aggregations.test.buckets.map((b: Body) => [b.key.date, b.doc_count])).toEqual([['2017-10-20', 1], ['2017-10-21', 1]]);
    }
  });
});
