/**
 * significant_terms include/exclude and its parser's suggestions, as the official
 * search.aggregation/30_sig_terms.yml ("IP test", 'Misspelled fields get "did you mean"') expects.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const ips = () => fixture({ ip: { type: 'ip' } }, [{ ip: '::1' }, { ip: '127.0.0.1' }, {}]);

describe('significant_terms include/exclude', () => {
  it('an exclude list drops the listed ip (30_sig_terms.yml "IP test")', () => {
    const r = aggs(ips(), { t: { significant_terms: { field: 'ip', min_doc_count: 1, exclude: ['::1'] } } }, {}, 'es8', { query: { exists: { field: 'ip' } } });
    expect(r.t.buckets.map((b: { key: string }) => b.key)).toEqual(['127.0.0.1']);
  });
  it('an include list keeps only the listed ip', () => {
    const r = aggs(ips(), { t: { significant_terms: { field: 'ip', min_doc_count: 1, include: ['::1'] } } }, {}, 'es8', { query: { exists: { field: 'ip' } } });
    expect(r.t.buckets.map((b: { key: string }) => b.key)).toEqual(['::1']);
  });
  it('a regex on an ip field fails with the bytes wording (SignificantTermsAggregatorFactory)', () => {
    const r = aggs(ips(), { t: { significant_terms: { field: 'ip', exclude: '127.*' } } });
    expect(JSON.stringify(r)).toContain('Aggregation [t] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses');
  });
  it('a numeric include list keeps the listed number', () => {
    const st = fixture({ n: { type: 'long' } }, [{ n: 1 }, { n: 2 }, {}]);
    const r = aggs(st, { t: { significant_terms: { field: 'n', min_doc_count: 1, include: [2] } } }, {}, 'es8', { query: { exists: { field: 'n' } } });
    expect(r.t.buckets.map((b: { key: number }) => b.key)).toEqual([2]);
  });
});

describe('terms include/exclude', () => {
  // TermsAggregatorFactory: the bytes supplier refuses a regex with a formatted source in its own words;
  // 20_terms.yml "IP test" catches the same request (`catch: request`).
  it('a regex on an ip field fails with the bytes wording, a number with the numeric one', () => {
    expect(JSON.stringify(aggs(ips(), { t: { terms: { field: 'ip', exclude: '127.*' } } }))).toContain('Use an array of values for include/exclude clauses"');
    const st = fixture({ n: { type: 'long' } }, [{ n: 1 }]);
    expect(JSON.stringify(aggs(st, { t: { terms: { field: 'n', exclude: '1.*' } } }))).toContain('Use an array of numeric values for include/exclude clauses used to filter numeric fields');
  });
});

describe('unknown aggregation parameters', () => {
  it('suggest a close name from 7.7 ("[significant_terms] unknown field [jlp] did you mean [jlh]?")', () => {
    const st = ips();
    expect(aggs(st, { foo: { significant_terms: { field: 'foo', jlp: {} } } }).error.reason).toMatch(/^\[1:\d+\] \[significant_terms\] unknown field \[jlp\] did you mean \[jlh\]\?$/);
  });
  it('suggest nothing for a name close to none', () => {
    const st = ips();
    expect(aggs(st, { foo: { terms: { field: 'foo', zzzzzz: 1 } } }).error.reason).toMatch(/unknown field \[zzzzzz\]$/);
  });
});
