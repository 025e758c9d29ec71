/**
 * rescore: QueryRescoreMode's combine in float32, QueryRescorer's window and re-sort, the parser's answers,
 * and a rescored search through the handler (the combine rules: QueryRescorer.combine and
 * QueryRescoreMode in elastic/elasticsearch server/.../search/rescore/).
 */
import { describe, expect, it } from 'vitest';
import { isEsError, type EsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { cluster, doc, env, index, request } from '../testkit.ts';
import { applyRescorer, combineScores } from './rescoreShard.ts';
import { parseRescore, type RescoreSpec } from './parseRescore.ts';

const spec = (o: Partial<RescoreSpec>): RescoreSpec => ({ window: 10, query: { match_all: {} }, queryWeight: 1, rescoreQueryWeight: 1, mode: 'total', ...o });

describe('combineScores', () => {
  it('combines as QueryRescoreMode does, in float32', () => {
    expect(combineScores('total', 1, 2)).toBe(3);
    expect(combineScores('multiply', 1.5, 2)).toBe(3);
    expect(combineScores('avg', 1, 2)).toBe(1.5);
    expect(combineScores('max', 1, 2)).toBe(2);
    expect(combineScores('min', 1, 2)).toBe(1);
    // 0.1f + 0.2f in float32 is 0.3f rounded from the float sum, not the double 0.30000000000000004.
    expect(combineScores('total', Math.fround(0.1), Math.fround(0.2))).toBe(Math.fround(Math.fround(0.1) + Math.fround(0.2)));
  });
});

describe('applyRescorer', () => {
  const d = (id: string, i: number) => doc(id, {}, i);
  const a = d('a', 0);
  const b = d('b', 1);
  const c = d('c', 2);
  it('rescores the window, weights the rest by query_weight, and re-sorts by score then doc id', () => {
    const hits = [
      { doc: a, pos: 0, score: 3 },
      { doc: b, pos: 1, score: 2 },
      { doc: c, pos: 2, score: 1 },
    ];
    const out = applyRescorer(hits, spec({ window: 2, queryWeight: 0.5, rescoreQueryWeight: 2 }), new Map([[b, 5], [c, 100]]));
    // a: 1.5 (missed), b: 1 + 10 = 11, c: beyond the window, 0.5 (its rescore score is never asked).
    expect(out.map((h) => [h.doc.id, h.score])).toEqual([
      ['b', 11],
      ['a', 1.5],
      ['c', 0.5],
    ]);
  });
});

describe('parseRescore', () => {
  it('reads one rescorer or several, and refuses what QueryRescorerBuilder refuses', () => {
    const r = request('search', { index: 'i' });
    const one = parseRescore({ window_size: 5, query: { rescore_query: { match_all: {} }, score_mode: 'Max', query_weight: 0.7 } }, r, env('es8'));
    expect(isEsError(one) ? undefined : one[0]).toEqual({ window: 5, query: { match_all: {} }, queryWeight: Math.fround(0.7), rescoreQueryWeight: 1, mode: 'max' });
    const two = parseRescore([{ query: { rescore_query: { match_all: {} } } }, { query: { rescore_query: { match_all: {} } } }], r, env('es8'));
    expect(isEsError(two) ? 0 : two.length).toBe(2);
    expect((parseRescore({ window_size: 5 }, r, env('es8')) as EsError).cause.reason).toBe('missing rescore type');
    expect((parseRescore({ query: {} }, r, env('es8')) as EsError).cause.reason).toBe('rescore_query cannot be null');
    expect((parseRescore({ query: { rescore_query: { match_all: {} }, score_mode: 'sum' } }, r, env('es8')) as EsError).cause.causedBy?.reason).toBe('illegal score_mode [sum]');
  });
});

describe('rescore through the search handler', () => {
  it('rescores with constant scores: 2 × 0.5 + 3 × 2 for the match, 2 × 0.5 for the others', () => {
    const i = index('t', { tag: { type: 'keyword' } }, [['1', { tag: 'B' }], ['2', { tag: 'A' }], ['3', { tag: 'B' }]]);
    const body = { query: { constant_score: { filter: { match_all: {} }, boost: 2 } }, rescore: { query: { rescore_query: { constant_score: { filter: { term: { tag: 'A' } }, boost: 3 } }, query_weight: 0.5, rescore_query_weight: 2 } } };
    const r = search(cluster(i), request('search', { index: 't' }, {}, body), env('es8'));
    if (isEsError(r)) throw new Error(r.cause.reason);
    const hits = (r.body as { hits: { max_score: number; hits: JsonObject[] } }).hits;
    expect(hits.max_score).toBe(7);
    expect(hits.hits.map((h) => [h._id, h._score])).toEqual([
      ['2', 7],
      ['1', 1],
      ['3', 1],
    ]);
  });
});
