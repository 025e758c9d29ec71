/**
 * The compile-time passes of `script`, `script_score` and `function_score` (prepared.ts) run in slices when the
 * search is sliced, and answer exactly as the whole run does: the same hits and scores, the same shard failures
 * and errors (a script that throws on one shard's document, on every document, a loop past the loop counter),
 * min_score, nested scopes, post_filter, aggregations under a script query. So do runtime fields (in a query,
 * an aggregation, a sort, `fields`), `script_fields` and a `_script` sort.
 */
import { describe, expect, it } from 'vitest';
import { call, callSliced, testSimulator } from '../../../testkit.ts';
import { SLICE_WORK } from './steps.ts';

const DOCS = 300;
const LOOP = 'long s = 0; for (int i = 0; i < 200; i++) { s += i }';
const RT = { r: { type: 'long', script: { source: `${LOOP} emit(doc['n'].value + s)` } } };

describe('prepared script passes in slices', () => {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/p', { settings: { number_of_shards: 2 }, mappings: { properties: { n: { type: 'long' }, k: { type: 'keyword' }, kids: { type: 'nested', properties: { v: { type: 'long' } } } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { n: i, k: `k${i % 7}`, kids: [{ v: i }, { v: i + 1 }] });
  expect(call(sim, 'POST', '/p/_bulk?refresh=true', lines).body.errors).toBe(false);

  const bodies: Record<string, unknown> = {
    script_filter: { size: 5, query: { bool: { filter: { script: { script: { source: `${LOOP} return doc['n'].value % 3 == 0 && s > 0` } } } } } },
    script_must: { size: 5, query: { bool: { must: [{ match: { k: 'k3' } }, { script: { script: { source: `${LOOP} return doc['n'].value > params.min`, params: { min: 100 } } } }] } } },
    script_throws_on_one_shard: { size: 5, query: { script: { script: { source: `${LOOP} if (doc['n'].value == 17) { throw new IllegalArgumentException('no 17') } return true` } } } },
    script_throws_everywhere: { query: { script: { script: { source: `${LOOP} throw new IllegalArgumentException('never')` } } } },
    script_loop_limit: { query: { script: { script: { source: "if (doc['n'].value == 5) { while (true) {} } return true" } } } },
    script_score: { size: 5, query: { script_score: { query: { match_all: {} }, script: { source: `${LOOP} return doc['n'].value * 0.5 + s / 1000.0` } } } },
    script_score_min: { size: 5, query: { script_score: { query: { match_all: {} }, min_score: 100, script: { source: `${LOOP} return doc['n'].value * 0.5` } } } },
    script_score_negative: { query: { script_score: { query: { match_all: {} }, script: { source: `${LOOP} return doc['n'].value == 42 ? -1 : 1` } } } },
    function_score_min: { size: 5, query: { function_score: { query: { match_all: {} }, min_score: 100, functions: [{ script_score: { script: { source: `${LOOP} return doc['n'].value` } } }] } } },
    function_score_fvf: { size: 5, query: { function_score: { query: { match_all: {} }, functions: [{ field_value_factor: { field: 'n', modifier: 'log1p' } }, { script_score: { script: { source: `${LOOP} return 1 + s * 0` } } }] } } },
    nested_script: { size: 5, query: { nested: { path: 'kids', query: { script: { script: { source: `${LOOP} return doc['kids.v'].value % 5 == 0` } } } } } },
    post_filter_script: { size: 5, post_filter: { script: { script: { source: `${LOOP} return doc['n'].value % 2 == 1` } } }, query: { match_all: {} } },
    script_with_aggs: { size: 2, query: { script: { script: { source: `${LOOP} return doc['n'].value < 50` } } }, aggs: { k: { terms: { field: 'k' } } } },
    runtime_range: { size: 5, runtime_mappings: RT, query: { range: { r: { gte: 20000, lt: 20100 } } } },
    runtime_bool: { size: 5, runtime_mappings: RT, query: { bool: { must: [{ match: { k: 'k2' } }], filter: [{ range: { r: { gte: 19950 } } }] } } },
    runtime_terms: { size: 0, runtime_mappings: RT, aggs: { t: { terms: { field: 'r', size: 3 } }, m: { max: { field: 'r' } } } },
    runtime_sort: { size: 5, runtime_mappings: RT, sort: [{ r: 'desc' }] },
    runtime_fetch: { size: 100, runtime_mappings: RT, fields: ['r'] },
    runtime_throws: { size: 0, runtime_mappings: { r: { type: 'long', script: { source: `${LOOP} if (doc['n'].value == 77) { throw new IllegalArgumentException('no 77') } emit(s)` } } }, aggs: { m: { max: { field: 'r' } } } },
    script_fields: { size: 100, script_fields: { f: { script: { source: `${LOOP} return doc['n'].value + s` } } } },
    script_fields_throw: { size: 100, script_fields: { f: { script: { source: `${LOOP} if (doc['n'].value == 60) { throw new IllegalArgumentException('no 60') } return s` } } } },
    script_sort: { size: 5, sort: [{ _script: { type: 'number', order: 'desc', script: { source: `${LOOP} return doc['n'].value % 17 + s` } } }] },
    sorted_script_filter: { size: 5, sort: [{ n: 'desc' }], query: { script: { script: { source: `${LOOP} return doc['n'].value % 4 == 0` } } } },
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`${name}: the sliced answer is the whole run's`, () => {
      const whole = call(sim, 'POST', '/p/_search', body);
      const sliced = callSliced(sim, 'POST', '/p/_search', body);
      expect(sliced.status).toBe(whole.status);
      expect(sliced.text).toBe(whole.text);
      // No slice holds a whole pass over the documents (300 × ~200 iterations): a slice is about SLICE_WORK.
      // (A nested query's tree is not ranged, rangeScorer.ts: its scoring yields per segment only.)
      if (name !== 'script_loop_limit' && name !== 'nested_script') expect(sliced.maxWork, `${sliced.slices} slices`).toBeLessThan(3 * SLICE_WORK);
    });
  }

  it('the answers are the ones computed by hand (not only equal to each other)', () => {
    const s = (200 * 199) / 2; // the loop's sum
    const fields = callSliced(sim, 'POST', '/p/_search', { ...(bodies.script_fields as object), sort: [{ n: 'asc' }], size: 3 });
    expect(fields.body.hits.hits.map((h: { fields: { f: number[] } }) => h.fields.f[0])).toEqual([s, s + 1, s + 2]);
    const runtime = callSliced(sim, 'POST', '/p/_search', { ...(bodies.runtime_fetch as object), sort: [{ n: 'desc' }], size: 1 });
    expect(runtime.body.hits.hits[0].fields.r).toEqual([s + DOCS - 1]);
    expect(callSliced(sim, 'POST', '/p/_search', bodies.runtime_sort).body.hits.hits[0].sort).toEqual([s + DOCS - 1]);
    expect(callSliced(sim, 'POST', '/p/_search', bodies.runtime_range).body.hits.total.value).toBe(100); // r = n + 19,900
    expect(callSliced(sim, 'POST', '/p/_search', bodies.script_filter).body.hits.total.value).toBe(DOCS / 3);
    expect(callSliced(sim, 'POST', '/p/_search', bodies.script_score_min).body.hits.total.value).toBe(100); // n * 0.5 >= 100
  });

  it('the failures are what they were (a shard left out, the whole search, the loop counter)', () => {
    const one = callSliced(sim, 'POST', '/p/_search', bodies.script_throws_on_one_shard);
    expect(one.status).toBe(200);
    expect(one.body._shards.failed).toBe(1);
    const all = callSliced(sim, 'POST', '/p/_search', bodies.script_throws_everywhere);
    expect(all.status).toBe(400);
    expect(all.text).toContain('never');
    const loop = callSliced(sim, 'POST', '/p/_search', bodies.script_loop_limit);
    expect(loop.text).toContain('loop');
  });
});
