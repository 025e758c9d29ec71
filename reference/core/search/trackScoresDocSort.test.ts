/**
 * `track_scores: true` with a field sort scores every hit with the query's own score (ES docs, "Sort search
 * results", Track scores: "By setting track_scores to true, scores will still be computed and tracked"; the
 * query phase's TopFieldCollector is created with scores when SearchContext.trackScores()). A `_doc` sort
 * once took the unscored flat path and printed `_score: 1` for a script_score or function_score query; a scroll
 * did the same with any sort.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/t', { settings: { number_of_shards: 2 }, mappings: { properties: { n: { type: 'integer' }, t: { type: 'text' }, c: { type: 'nested', properties: { w: { type: 'text' } } } } } });
  call(sim, 'POST', '/t/_bulk?refresh=true', [
    { index: { _id: '1' } }, { n: 2, t: 'a b', c: [{ w: 'x y' }, { w: 'x' }] },
    { index: { _id: '2' } }, { n: 5, t: 'a', c: [{ w: 'x' }] },
    { index: { _id: '3' } }, { n: 7, t: 'b a a' },
  ]);
  return sim;
}

type Hit = { _id: string; _score: number | null; sort?: unknown[] };
const scores = (hits: Hit[]) => Object.fromEntries(hits.map((h) => [h._id, h._score]));

const QUERIES: Record<string, unknown> = {
  script_score: { script_score: { query: { match: { t: 'a' } }, script: { source: "doc['n'].value * 2 + _score" } } },
  function_score: { function_score: { query: { match: { t: 'a b' } }, field_value_factor: { field: 'n' }, boost_mode: 'sum' } },
  dis_max: { dis_max: { queries: [{ match: { t: 'a' } }, { match: { t: 'b' } }], tie_breaker: 0.5 } },
  nested_sum: { nested: { path: 'c', score_mode: 'sum', query: { match: { 'c.w': 'x y' } } } },
  nested_max: { nested: { path: 'c', score_mode: 'max', query: { match: { 'c.w': 'x y' } } } },
  bool_boosted: { bool: { should: [{ match: { t: { query: 'a', boost: 3 } } }, { term: { n: 7 } }] } },
};

describe('track_scores with a field sort keeps the query scores', () => {
  for (const [name, query] of Object.entries(QUERIES)) {
    it(`${name}: the _doc and field sorts print the relevance search's scores`, () => {
      const sim = setup();
      const ranked = call(sim, 'POST', '/t/_search', { query, _source: false });
      expect(ranked.status).toBe(200);
      const want = scores(ranked.body.hits.hits);
      expect(Object.keys(want).length).toBeGreaterThan(1);
      // Scores that are not all 1 (the bug's value), so a lost score cannot pass.
      expect(Object.values(want).some((s) => s !== 1)).toBe(true);
      for (const sort of [['_doc'], [{ n: 'desc' }], ['_doc', { n: 'asc' }]]) {
        const r = call(sim, 'POST', '/t/_search', { query, sort, track_scores: true, _source: false });
        expect(r.status).toBe(200);
        expect(scores(r.body.hits.hits)).toEqual(want);
        expect(r.body.hits.max_score).toBe(ranked.body.hits.max_score);
      }
    });
  }

  it('a _doc sort prints the same sort values with and without track_scores', () => {
    const sim = setup();
    const query = QUERIES.script_score;
    const plain = call(sim, 'POST', '/t/_search', { query, sort: ['_doc'], _source: false });
    const tracked = call(sim, 'POST', '/t/_search', { query, sort: ['_doc'], track_scores: true, _source: false });
    expect(plain.body.hits.hits.every((h: Hit) => h._score === null)).toBe(true);
    expect(plain.body.hits.max_score).toBeNull();
    expect(tracked.body.hits.hits.map((h: Hit) => [h._id, h.sort])).toEqual(plain.body.hits.hits.map((h: Hit) => [h._id, h.sort]));
    expect(tracked.body.hits.total).toEqual(plain.body.hits.total);
  });

  it('a scroll sorted on fields prints the scores on every page', () => {
    const sim = setup();
    const query = QUERIES.script_score;
    const want = scores(call(sim, 'POST', '/t/_search', { query, _source: false }).body.hits.hits);
    const first = call(sim, 'POST', '/t/_search?scroll=1m', { query, sort: ['_doc'], track_scores: true, size: 1, _source: false });
    const seen: Hit[] = [...first.body.hits.hits];
    for (let page = call(sim, 'POST', '/_search/scroll', { scroll: '1m', scroll_id: first.body._scroll_id }); page.body.hits.hits.length > 0; page = call(sim, 'POST', '/_search/scroll', { scroll: '1m', scroll_id: page.body._scroll_id })) seen.push(...page.body.hits.hits);
    expect(scores(seen)).toEqual(want);
    const plain = call(sim, 'POST', '/t/_search?scroll=1m', { query, sort: ['_doc'], size: 5, _source: false });
    expect(plain.body.hits.hits.every((h: Hit) => h._score === null)).toBe(true);
  });

  it('from/size page the tracked _doc sort as the untracked one', () => {
    const sim = setup();
    const query = QUERIES.function_score;
    const all = call(sim, 'POST', '/t/_search', { query, sort: ['_doc'], track_scores: true, _source: false }).body.hits.hits as Hit[];
    const page = call(sim, 'POST', '/t/_search', { query, sort: ['_doc'], track_scores: true, from: 1, size: 1, _source: false }).body.hits.hits as Hit[];
    expect(page).toEqual([all[1]]);
  });
});
