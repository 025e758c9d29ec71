/** Tests of `min_score`: hits below it leave the hits and the total. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { parseMinScore, passesMinScore } from './minScore.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(body: Json): Body {
  const st = cluster(index('a', { k: { type: 'keyword' } }, [['1', { k: 'x' }], ['2', { k: 'y' }]]));
  const r = search(st, request('search', { index: 'a' }, { rest_total_hits_as_int: 'true' }, body), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('min_score', () => {
  it('match_all scores 1.0: min_score 1 keeps every hit, above it none (and the total says so)', () => {
    expect(run({ min_score: 1 }).hits.total).toBe(2);
    const r = run({ min_score: 1.5 });
    expect([r.hits.total, r.hits.hits.length, r.hits.max_score]).toEqual([0, 0, null]);
  });
  it('a numeric string is read as a float; other text is a number_format_exception', () => {
    expect(run({ min_score: '2' }).hits.total).toBe(0);
    expect(run({ min_score: 'high' }).error.type).toBe('number_format_exception');
  });
  it('Lucene keeps score >= min (MinimumScoreCollector)', () => {
    expect([passesMinScore(1, 1), passesMinScore(0.99, 1), passesMinScore(0, undefined)]).toEqual([true, false, true]);
    expect(parseMinScore(0.1)).toBe(Math.fround(0.1));
  });
});
