/**
 * A suggest-only search (SearchSourceBuilder.isSuggestOnly: a suggest, no query, knn or aggregations) runs
 * the suggesters alone: QueryPhase.executeQuery gives it empty top docs, so `hits` is total 0, max_score
 * null, no hits — as the completion suggester docs page's response shows ("Completion suggester", the
 * `_source` filtering example). Every suggester prints its option score as a Java float (`1.0`): the same
 * page's `"_score": 1.0`, which the docs build's matcher tells from `1` inside the options list.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function music() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/songs', { mappings: { properties: { sugg: { type: 'completion' }, title: { type: 'text' } } } });
  call(s, 'PUT', '/songs/_doc/a?refresh=true', { sugg: ['Harvest', 'Heart of Gold'], title: 'harvest moon' });
  return s;
}

describe('suggest-only search', () => {
  it('answers no hits beside the suggestions', () => {
    const s = music();
    const r = call(s, 'POST', '/songs/_search', { suggest: { s: { prefix: 'hea', completion: { field: 'sugg' } } } });
    expect(r.body.hits).toEqual({ total: { value: 0, relation: 'eq' }, max_score: null, hits: [] });
    expect(r.body.suggest.s[0].options[0]).toMatchObject({ text: 'Heart of Gold', _id: 'a', _score: 1 });
    expect(r.text).toContain('"_score":1.0,');
  });

  it('a suggest beside a query keeps the hits', () => {
    const s = music();
    const r = call(s, 'POST', '/songs/_search', { query: { match: { title: 'harvest' } }, suggest: { s: { prefix: 'hea', completion: { field: 'sugg' } } } });
    expect(r.body.hits.total.value).toBe(1);
    expect(r.body.hits.hits[0]._id).toBe('a');
  });

  it('prints term and phrase option scores as floats', () => {
    const s = music();
    const r = call(s, 'POST', '/songs/_search', { suggest: { text: 'harvist', t: { term: { field: 'title' } }, p: { phrase: { field: 'title', direct_generator: [{ field: 'title', suggest_mode: 'always' }] } } } });
    expect(r.body.suggest.t[0].options[0].text).toBe('harvest');
    expect(r.text).toMatch(/"options":\[\{"text":"harvest","score":0\.8\d*,"freq":1\}/);
    expect(r.body.suggest.p[0].options[0].text).toBe('harvest');
  });
});
