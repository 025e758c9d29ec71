/**
 * Scores, sort values and aggregation doubles print as Jackson prints Java floats and doubles: the text
 * of a response, not only its parsed value (`1.0` reads as a float in Python, Ruby and Perl; `1` as an
 * integer). Expected texts from ES 8 responses: `"max_score" : 1.0` for a constant score, `"sum" : 7.0`
 * of a long field's stats, a histogram's `"key" : 10.0`, a range's `"from" : 1.0`, BM25's explanation
 * `n`/`N` as longs (`Explanation.match(long, …)` in BM25Similarity.explainIdf) and `freq` as a float.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function fixture() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/i', { mappings: { properties: { t: { type: 'text' }, d: { type: 'double' }, l: { type: 'long' }, f: { type: 'float' } } } });
  call(s, 'PUT', '/i/_doc/1?refresh=true', { t: 'hello world', d: 2, l: 3, f: 1.5 });
  call(s, 'PUT', '/i/_doc/2?refresh=true', { t: 'hello', d: 12345678.5, l: 10, f: 0.5 });
  return s;
}

describe('Java floats and doubles in search responses', () => {
  it('prints scores as floats and sort values by their field type', () => {
    const s = fixture();
    const r = call(s, 'POST', '/i/_search', { query: { constant_score: { filter: { match_all: {} } } }, sort: ['_score', { d: 'asc' }, { f: 'asc' }, { l: 'asc' }], track_scores: true });
    expect(r.text).toContain('"max_score":1.0');
    expect(r.text).toContain('"_score":1.0,');
    expect(r.text).toContain('"sort":[1.0,2.0,1.5,3]');
    expect(r.text).toContain('"sort":[1.0,1.23456785E7,0.5,10]');
    // The source is the client's text, untouched.
    expect(r.text).toContain('"_source":{"t":"hello world","d":2,"l":3,"f":1.5}');
  });

  it('prints aggregation doubles as doubles and counts as longs', () => {
    const s = fixture();
    const r = call(s, 'POST', '/i/_search', {
      size: 0,
      aggs: { s: { sum: { field: 'l' } }, st: { stats: { field: 'l' } }, c: { value_count: { field: 'l' } }, h: { histogram: { field: 'l', interval: 10 } }, rg: { range: { field: 'l', ranges: [{ from: 1, to: 5 }] } }, p: { percentiles: { field: 'l', percents: [50] } }, t: { terms: { field: 'd' } } },
    });
    expect(r.text).toContain('"s":{"value":13.0}');
    expect(r.text).toContain('"st":{"count":2,"min":3.0,"max":10.0,"avg":6.5,"sum":13.0}');
    expect(r.text).toContain('"c":{"value":2}');
    expect(r.text).toContain('{"key":0.0,"doc_count":1},{"key":10.0,"doc_count":1}');
    expect(r.text).toContain('"from":1.0,"to":5.0,"doc_count":1');
    expect(r.text).toContain('"values":{"50.0":6.5}');
    expect(r.text).toContain('{"key":2.0,"doc_count":1},{"key":1.23456785E7,"doc_count":1}');
  });

  it('keeps the marks through msearch, filter_path and pretty', () => {
    const s = fixture();
    const m = call(s, 'POST', '/_msearch', [{ index: 'i' }, { size: 0, aggs: { s: { sum: { field: 'l' } } } }]);
    expect(m.text).toContain('"s":{"value":13.0}');
    const f = call(s, 'POST', '/i/_search?filter_path=hits.max_score,aggregations', { query: { match_all: {} }, aggs: { a: { avg: { field: 'l' } } } });
    expect(f.text).toBe('{"hits":{"max_score":1.0},"aggregations":{"a":{"value":6.5}}}');
    const p = call(s, 'POST', '/i/_search?pretty&filter_path=hits.max_score', { query: { match_all: {} } });
    expect(p.text).toBe('{\n  "hits": {\n    "max_score": 1.0\n  }\n}\n');
  });

  it("prints BM25's document counts as longs and its floats as floats in explanations", () => {
    const s = fixture();
    const r = call(s, 'POST', '/i/_search', { explain: true, query: { match: { t: 'world' } } });
    expect(r.text).toContain('{"value":1,"description":"n, number of documents containing term","details":[]}');
    expect(r.text).toContain('{"value":2,"description":"N, total number of documents with field","details":[]}');
    expect(r.text).toContain('{"value":1.0,"description":"freq, occurrences of term within document","details":[]}');
    const e = call(s, 'GET', '/i/_explain/1', { query: { match: { t: 'world' } } });
    expect(e.text).toContain('{"value":2.0,"description":"dl, length of field","details":[]}');
  });

  it('prints fetched values of the floating types as Doubles and Floats', () => {
    const s = fixture();
    // NumberFieldMapper's value fetcher parses a double as a Double, a float as a Float; doc values of both
    // read as doubles (a float widened: 0.5 stays 0.5, 1.5 too).
    const f = call(s, 'POST', '/i/_search', { query: { ids: { values: ['1'] } }, fields: ['d', 'f', 'l'] });
    expect(f.text).toContain('"fields":{"d":[2.0],"l":[3],"f":[1.5]}');
    const dv = call(s, 'POST', '/i/_search', { query: { ids: { values: ['1'] } }, docvalue_fields: ['d', 'l'] });
    expect(dv.text).toContain('"fields":{"d":[2.0],"l":[3]}');
  });

  it("prints top_metrics' sort values and metrics by their field's type", () => {
    const s = fixture();
    // TopMetricsAggregator: a floating-point field's values are DoubleSortValue / double metrics, a long's longs.
    const r = call(s, 'POST', '/i/_search', { size: 0, aggs: { tm: { top_metrics: { metrics: [{ field: 'd' }, { field: 'l' }], sort: { d: 'asc' } } } } });
    expect(r.text).toContain('"tm":{"top":[{"sort":[2.0],"metrics":{"d":2.0,"l":3}}]}');
  });

  it("prints a composite's histogram and floating-point terms keys as doubles", () => {
    const s = fixture();
    // CompositeAggregation keys: a histogram source's values are Doubles, a long terms source's Longs.
    const r = call(s, 'POST', '/i/_search', { size: 0, aggs: { c: { composite: { size: 1, sources: [{ h: { histogram: { field: 'l', interval: 5 } } }, { t: { terms: { field: 'd' } } }, { n: { terms: { field: 'l' } } }] } } } });
    expect(r.text).toContain('"after_key":{"h":0.0,"t":2.0,"n":3}');
    expect(r.text).toContain('"buckets":[{"key":{"h":0.0,"t":2.0,"n":3},"doc_count":1}]');
  });
});
