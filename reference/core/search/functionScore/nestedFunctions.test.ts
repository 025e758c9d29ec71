/**
 * Score functions inside a `nested` query read the nested documents' own doc values (each nested object is a
 * hidden Lucene document with its own `c.v` doc values; FieldValueFactorFunction and the decay functions read
 * the leaf the nested query's inner query runs on), then `score_mode` joins the children's scores
 * (ToParentBlockJoinQuery: avg, sum, min, max). They read nothing before (`Missing value for field [c.v]`).
 * Decay: ES docs "Function score query", linear: max(0, (s - max(0, |v - origin| - offset)) / s), s = scale / (1 - decay).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/t', { mappings: { properties: { n: { type: 'integer' }, c: { type: 'nested', properties: { v: { type: 'integer' } } } } } });
  call(sim, 'POST', '/t/_bulk?refresh=true', [
    { index: { _id: '1' } }, { n: 2, c: [{ v: 1 }, { v: 3 }] },
    { index: { _id: '2' } }, { n: 5, c: [{ v: 4 }] },
    { index: { _id: '3' } }, { n: 7 },
  ]);
  return sim;
}

type Hit = { _id: string; _score: number };
const scores = (r: { body: { hits: { hits: Hit[] } } }) => Object.fromEntries(r.body.hits.hits.map((h) => [h._id, h._score]));
const nested = (mode: string, query: object) => ({ nested: { path: 'c', score_mode: mode, query } });
const FVF = { function_score: { query: { match_all: {} }, field_value_factor: { field: 'c.v' } } };
const LINEAR = { function_score: { query: { match_all: {} }, linear: { 'c.v': { origin: 0, scale: 10 } } } };

describe('score functions on nested documents', () => {
  it('field_value_factor reads each nested object, score_mode joins them', () => {
    const sim = setup();
    const want: Record<string, Record<string, number>> = { sum: { 1: 4, 2: 4 }, avg: { 1: 2, 2: 4 }, max: { 1: 3, 2: 4 }, min: { 1: 1, 2: 4 } };
    for (const [mode, expected] of Object.entries(want)) {
      const r = call(sim, 'POST', '/t/_search', { query: nested(mode, FVF), _source: false });
      expect(r.status).toBe(200);
      expect(scores(r)).toEqual(expected);
    }
  });

  it('a linear decay on a nested field: 0.95 and 0.85 for doc 1, 0.8 for doc 2', () => {
    const sim = setup();
    const sum = scores(call(sim, 'POST', '/t/_search', { query: nested('sum', LINEAR), _source: false }));
    expect(sum['1']).toBeCloseTo(1.8, 5);
    expect(sum['2']).toBeCloseTo(0.8, 5);
    const max = scores(call(sim, 'POST', '/t/_search', { query: nested('max', LINEAR), _source: false }));
    expect(max['1']).toBeCloseTo(0.95, 5);
  });

  it('track_scores with a field sort keeps the nested scores', () => {
    const sim = setup();
    const ranked = scores(call(sim, 'POST', '/t/_search', { query: nested('avg', FVF), _source: false }));
    for (const sort of [['_doc'], [{ n: 'desc' }]]) {
      expect(scores(call(sim, 'POST', '/t/_search', { query: nested('avg', FVF), sort, track_scores: true, _source: false }))).toEqual(ranked);
    }
  });

  it('min_score inside nested keeps the roots with an object that passes, searched or counted', () => {
    const sim = setup();
    const query = nested('sum', { function_score: { query: { match_all: {} }, field_value_factor: { field: 'c.v' }, min_score: 3.5 } });
    expect(scores(call(sim, 'POST', '/t/_search', { query, _source: false }))).toEqual({ 2: 4 });
    expect(call(sim, 'POST', '/t/_count', { query }).body.count).toBe(1);
    expect(call(sim, 'POST', '/t/_count', { query: nested('sum', FVF) }).body.count).toBe(2);
  });

  it('a root document without the field still fails field_value_factor outside nested', () => {
    const sim = setup();
    const r = call(sim, 'POST', '/t/_search', { query: { function_score: { query: { match_all: {} }, field_value_factor: { field: 'n' } } }, _source: false });
    expect(scores(r)).toEqual({ 1: 2, 2: 5, 3: 7 });
    const bad = call(sim, 'POST', '/t/_search', { query: FVF });
    expect(bad.body.error.root_cause[0].reason).toBe('Missing value for field [c.v]');
  });
});
