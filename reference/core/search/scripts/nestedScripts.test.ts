/**
 * Scripts inside a `nested` query read the nested document's own values: in Lucene each nested object is a
 * hidden document with its own doc values, and ScriptScoreQuery / ScriptQuery / a function_score's script run
 * on the nested query's inner documents (so `doc['c.v']` is that object's `v`; the root has none).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function sim() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/n', { mappings: { properties: { c: { type: 'nested', properties: { v: { type: 'long' } } } } } });
  call(s, 'PUT', '/n/_doc/1?refresh=true', { c: [{ v: 2 }, { v: 5 }] });
  call(s, 'PUT', '/n/_doc/2?refresh=true', { c: [{ v: 1 }] });
  return s;
}

const hits = (r: { body: any }) => r.body.hits.hits.map((h: any) => [h._id, h._score]);

describe('scripts inside a nested query', () => {
  it('script_score scores each nested document by its own value (score_mode max)', () => {
    const r = call(sim(), 'POST', '/n/_search', { query: { nested: { path: 'c', score_mode: 'max', query: { script_score: { query: { match_all: {} }, script: { source: "doc['c.v'].value" } } } } } });
    expect(r.status).toBe(200);
    expect(hits(r)).toEqual([['1', 5], ['2', 1]]);
  });

  it('a function_score script sums over the nested documents (score_mode sum)', () => {
    const r = call(sim(), 'POST', '/n/_search', { query: { nested: { path: 'c', score_mode: 'sum', query: { function_score: { query: { match_all: {} }, script_score: { script: { source: "doc['c.v'].value * 2" } } } } } } });
    expect(hits(r)).toEqual([['1', 14], ['2', 2]]);
  });

  it('a script query filters the nested documents, in a count too', () => {
    const s = sim();
    const q = { nested: { path: 'c', query: { script: { script: { source: "doc['c.v'].value > 4" } } } } };
    expect(hits(call(s, 'POST', '/n/_search', { query: q }))).toEqual([['1', 1]]);
    expect(call(s, 'POST', '/n/_count', { query: q }).body.count).toBe(1);
  });

  it('min_score keeps the roots with a nested document that passes', () => {
    const r = call(sim(), 'POST', '/n/_search', { query: { nested: { path: 'c', query: { script_score: { min_score: 3, query: { match_all: {} }, script: { source: "doc['c.v'].value" } } } } } });
    expect(hits(r)).toEqual([['1', 5]]);
    const c = call(sim(), 'POST', '/n/_count', { query: { nested: { path: 'c', query: { script_score: { min_score: 3, query: { match_all: {} }, script: { source: "doc['c.v'].value" } } } } } });
    expect(c.body.count).toBe(1);
  });
});
