/**
 * `rare_terms` (RareTermsAggregatorFactory): include/exclude read with the field's format, the refusals of
 * regular expressions on non-string fields and of floating point fields, and its buckets as a
 * `buckets_path` target. Expected values: search.aggregation/280_rare_terms.yml.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ str: { type: 'keyword' }, ip: { type: 'ip' }, date: { type: 'date' }, d: { type: 'double' }, v: { type: 'long' } }, [
  { str: 'foo', ip: '::1', date: '2016-05-03', d: 1.5, v: 1 },
  { str: 'foo', ip: '127.0.0.1', date: '2014-09-01', d: 1.5, v: 2 },
  { str: 'bar', ip: '::1', date: '2016-05-03', d: 2.5, v: 4 },
]);

describe('rare_terms', () => {
  it('reads a date include/exclude list through the field format', () => {
    const inc = aggs(st, { t: { rare_terms: { field: 'date', include: ['2014-09-01'] } } });
    expect(inc.t.buckets).toEqual([{ key: 1409529600000, key_as_string: '2014-09-01T00:00:00.000Z', doc_count: 1 }]);
    const exc = aggs(st, { t: { rare_terms: { field: 'date', exclude: ['2014-09-01'] } } });
    expect(exc.t.buckets).toEqual([]);
  });

  it('refuses a regular expression on an ip field, and on a numeric one, with their own wordings', () => {
    const ip = aggs(st, { ip_terms: { rare_terms: { field: 'ip', exclude: '127.*' } } });
    expect(ip.status).toBe(400);
    expect(ip.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Aggregation [ip_terms] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses' });
    const num = aggs(st, { n: { rare_terms: { field: 'v', include: '1.*' } } });
    expect(num.error.root_cause[0].reason).toContain('Use an array of numeric values for include/exclude clauses used to filter numeric fields');
  });

  it('refuses a floating point field', () => {
    const r = aggs(st, { t: { rare_terms: { field: 'd' } } });
    expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'RareTerms aggregation does not support floating point fields.' });
  });

  it('offers its buckets to a sibling pipeline (avg_bucket over str_terms.v)', () => {
    const r = aggs(st, { str_terms: { rare_terms: { field: 'str', max_doc_count: 2 }, aggs: { v: { sum: { field: 'v' } } } }, avg_v: { avg_bucket: { buckets_path: 'str_terms.v' } } });
    expect(r.str_terms.buckets.map((b: { key: string }) => b.key)).toEqual(['bar', 'foo']);
    expect(r.avg_v.value).toBe(3.5);
  });

  it('takes `threshold` from 8.0 (285_rare_terms_low_threshold.yml), refuses it before', () => {
    expect(aggs(st, { t: { rare_terms: { field: 'str', threshold: 1 } } }).t.buckets).toEqual([{ key: 'bar', doc_count: 1 }]);
    expect(aggs(st, { t: { rare_terms: { field: 'str', threshold: 1 } } }, {}, 'elasticsearch@7.17.0').status).toBe(400);
  });
});
