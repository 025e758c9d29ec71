/**
 * Aggregation scripts run in slices when the search is sliced (resumable/prepared.ts): a values-source script
 * is computed ahead over the shard's matches (scriptValues.ts), a top-level scripted_metric maps in steps
 * (scriptedMetric.ts) and so does one below a bucket whose map script loops, a bucket_script's scripts run ahead
 * of the reduce (scriptPipelines.ts), below a small parent too when they loop. The answer is
 * the whole run's: the same buckets, values, shard failures and errors (a script that throws on one document,
 * everywhere, past the loop counter, a bucket_script or bucket_selector returning the wrong type).
 */
import { describe, expect, it } from 'vitest';
import { call, callSliced, callWholeAndSliced, testSimulator } from '../../../testkit.ts';
import { SLICE_WORK } from '../resumable/steps.ts';

const DOCS = 300;
const LOOP = 'long s = 0; for (int i = 0; i < 200; i++) { s += i }';
/** A loop long enough that a small parent's ten buckets run whole are over the step bound. */
const LONG = 'long s = 0; for (int i = 0; i < 3000; i++) { s += i }';

describe('aggregation scripts in slices', () => {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/a', { settings: { number_of_shards: 2 }, mappings: { properties: { n: { type: 'long' }, k: { type: 'keyword' } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { n: i, k: `k${i % 7}` });
  expect(call(sim, 'POST', '/a/_bulk?refresh=true', lines).body.errors).toBe(false);

  const scripted = { init_script: 'state.t = 0L; state.c = 0', map_script: `${LOOP} state.t += doc['n'].value + s; state.c++`, combine_script: 'return state.t * 1000 + state.c', reduce_script: 'long t = 0; for (x in states) { t += x } return t' };
  const bodies: Record<string, unknown> = {
    terms_script: { size: 0, aggs: { t: { terms: { script: { source: `${LOOP} return doc['n'].value % 10 + s * 0` } } } } },
    terms_script_strings: { size: 0, aggs: { t: { terms: { script: { source: `${LOOP} return doc['k'].value + '-' + (s > 0)` }, size: 3 } } } },
    terms_value_script: { size: 0, aggs: { t: { terms: { field: 'n', script: { source: `${LOOP} return _value % 4` } } } } },
    histogram_script: { size: 0, aggs: { h: { histogram: { interval: 50, script: { source: `${LOOP} return doc['n'].value` } } } } },
    avg_script_under_terms: { size: 0, aggs: { k: { terms: { field: 'k' }, aggs: { a: { avg: { script: { source: `${LOOP} return doc['n'].value * 2` } } } } } } },
    script_with_query: { size: 0, query: { range: { n: { gte: 100 } } }, aggs: { s: { sum: { script: { source: `${LOOP} return doc['n'].value` } } } } },
    script_throws_on_one: { size: 0, aggs: { t: { terms: { script: { source: `${LOOP} if (doc['n'].value == 17) { throw new IllegalArgumentException('no 17') } return 1` } } } } },
    script_throws_everywhere: { size: 0, aggs: { t: { terms: { script: { source: `${LOOP} throw new IllegalArgumentException('never')` } } } } },
    script_loop_limit: { size: 0, aggs: { t: { max: { script: { source: "if (doc['n'].value == 5) { while (true) {} } return 1" } } } } },
    bucket_script: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { c: { bucket_script: { buckets_path: { x: '_count' }, script: `${LOOP} return params.x + s` } } } } } },
    bucket_script_throws: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { m: { max: { field: 'n' } }, c: { bucket_script: { buckets_path: { x: 'm' }, script: `${LOOP} if (params.x == 270) { throw new IllegalArgumentException('no 270') } return s` } } } } } },
    bucket_script_wrong_type: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { m: { max: { field: 'n' } }, c: { bucket_script: { buckets_path: { x: 'm' }, script: `${LOOP} return params.x == 280 ? 'a' : s` } } } } } },
    bucket_script_under_terms: { size: 0, aggs: { k: { terms: { field: 'k' }, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { c: { bucket_script: { buckets_path: { x: '_count' }, script: `${LOOP} return params.x + s` } } } } } } } },
    bucket_selector: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { m: { max: { field: 'n' } }, c: { bucket_selector: { buckets_path: { x: 'm' }, script: `${LOOP} return params.x % 3 == 0 && s > 0` } } } } } },
    bucket_selector_wrong_type: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { m: { max: { field: 'n' } }, c: { bucket_selector: { buckets_path: { x: 'm' }, script: `${LOOP} return params.x == 290 ? 1 : true` } } } } } },
    scripted_metric: { size: 0, aggs: { m: { scripted_metric: scripted } } },
    scripted_metric_under_terms: { size: 0, aggs: { k: { terms: { field: 'k' }, aggs: { m: { scripted_metric: scripted } } } } },
    scripted_metric_throws: { size: 0, aggs: { m: { scripted_metric: { ...scripted, map_script: `${LOOP} if (doc['n'].value == 250) { throw new IllegalStateException('boom') } state.c++` } } } },
    scripted_metric_under_histogram: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { scripted_metric: scripted } } } } },
    scripted_metric_under_two_levels: { size: 0, aggs: { k: { terms: { field: 'k' }, aggs: { h: { histogram: { field: 'n', interval: 100 }, aggs: { m: { scripted_metric: scripted } } } } } } },
    scripted_metric_under_histogram_throws: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { scripted_metric: { ...scripted, map_script: `${LOOP} if (doc['n'].value == 250) { throw new IllegalStateException('boom') } state.c++` } } } } } },
    bucket_script_small_parent: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { c: { bucket_script: { buckets_path: { x: '_count' }, script: `${LONG} return params.x + s` } } } } } },
    bucket_selector_small_parent: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { max: { field: 'n' } }, c: { bucket_selector: { buckets_path: { x: 'm' }, script: `${LONG} return params.x % 60 == 29 && s > 0` } } } } } },
    bucket_script_small_parent_throws: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { max: { field: 'n' } }, c: { bucket_script: { buckets_path: { x: 'm' }, script: `${LONG} if (params.x == 269) { throw new IllegalArgumentException('no 269') } return s` } } } } } },
    moving_fn: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { c: { moving_fn: { buckets_path: '_count', window: 5, script: `${LOOP} return MovingFunctions.sum(values) + s` } } } } } },
    moving_fn_small_parent: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { max: { field: 'n' } }, c: { moving_fn: { buckets_path: 'm', window: 3, shift: 1, script: `${LONG} return MovingFunctions.max(values) + s` } } } } } },
    moving_fn_wrong_type: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { max: { field: 'n' } }, c: { moving_fn: { buckets_path: 'm', window: 3, script: `${LONG} return values.length > 2 ? null : s` } } } } } },
    // Stop 51: value-source scripts and runtime fields below a bucket run ahead over the bucket's rows.
    terms_script_under_histogram: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { t: { terms: { script: { source: `${LONG} return doc['n'].value % 3 + s * 0` } } } } } } },
    terms_script_under_terms_script: { size: 0, aggs: { p: { terms: { script: { source: "doc['n'].value % 10" } }, aggs: { t: { terms: { script: { source: `${LONG} return doc['k'].value + (s > 0)` } } } } } } },
    sum_script_under_two_levels: { size: 0, aggs: { k: { terms: { field: 'k' }, aggs: { h: { histogram: { field: 'n', interval: 100 }, aggs: { s: { sum: { script: { source: `${LONG} return doc['n'].value + s` } } } } } } } } },
    value_script_under_histogram_throws: { size: 0, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { m: { max: { script: { source: `${LONG} if (doc['n'].value == 250) { throw new IllegalStateException('no 250') } return s` } } } } } } },
    runtime_terms_under_histogram: { size: 0, runtime_mappings: { r: { type: 'long', script: { source: `${LONG} emit(doc['n'].value % 10 + s * 0)` } } }, aggs: { h: { histogram: { field: 'n', interval: 30 }, aggs: { t: { terms: { field: 'r' } } } } } },
    runtime_keyword_under_terms: { size: 0, runtime_mappings: { r: { type: 'keyword', script: { source: `${LONG} emit(doc['k'].value + s)` } } }, aggs: { k: { terms: { field: 'k' }, aggs: { t: { terms: { field: 'r' } } } } } },
    scripted_metric_loop_limit: { size: 0, aggs: { m: { scripted_metric: { ...scripted, map_script: "if (doc['n'].value == 3) { while (true) {} } state.c++" } } } },
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`${name}: the sliced answer is the whole run's`, () => {
      const { whole, sliced } = callWholeAndSliced(sim, 'POST', '/a/_search', body);
      expect([sliced.status, sliced.text]).toEqual([whole.status, whole.text]);
      // A values-source script below a bucket runs as the bucket's rows meet them (framework.ts subCtx); a
      // scripted_metric's and a bucket_script's that loop run ahead (the first 64 buckets or small parents);
      // everything else by slices of script work.
      if (!name.includes('loop_limit')) expect(sliced.maxWork, `${sliced.slices} slices`).toBeLessThan(3 * SLICE_WORK);
    });
  }

  it('the failures are what they were', () => {
    expect(callSliced(sim, 'POST', '/a/_search', bodies.script_throws_on_one).body._shards.failed).toBe(1);
    const all = callSliced(sim, 'POST', '/a/_search', bodies.script_throws_everywhere);
    expect(all.status).toBe(400);
    expect(all.text).toContain('never');
    expect(callSliced(sim, 'POST', '/a/_search', bodies.scripted_metric_loop_limit).text).toContain('loop');
    expect(callSliced(sim, 'POST', '/a/_search', bodies.script_loop_limit).text).toContain('loop');
    expect(callSliced(sim, 'POST', '/a/_search', bodies.bucket_selector).body.aggregations.h.buckets).toHaveLength(DOCS / 3);
    expect(callSliced(sim, 'POST', '/a/_search', bodies.bucket_selector_wrong_type).text).toContain('java.lang.Boolean');
    expect(callSliced(sim, 'POST', '/a/_search', bodies.bucket_script_wrong_type).text).toContain('java.lang.Number');
  });
});
