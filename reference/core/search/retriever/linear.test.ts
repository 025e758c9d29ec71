/** linear.ts: MinMaxScoreNormalizer and the weighted float32 sum (LinearRetrieverBuilder). */
import { describe, expect, it } from 'vitest';
import { combineLinear, linearComponent, minMax } from './linear.ts';

describe('linear retriever', () => {
  it('minmax maps the best to 1 and the worst to 0; equal scores all stay the minimum (EPSILON 1e-6)', () => {
    expect(minMax([4, 2, 1])).toEqual([1, Math.fround(1 / 3), 0]);
    expect(minMax([0.5, 0.5])).toEqual([0.5, 0.5]);
    expect(minMax([])).toEqual([]);
  });

  it('sums weight × score per document, a missing score counting 0, best first, then min_score', () => {
    const a = [{ _index: 'i', _id: '1', _score: 2 }, { _index: 'i', _id: '2', _score: 1 }];
    const b = [{ _index: 'i', _id: '2', _score: 3 }, { _index: 'i', _id: '3', _score: null }];
    const out = combineLinear([a, b], [{ weight: 1, normalizer: 'none' }, { weight: 0.5, normalizer: 'none' }], 10, undefined);
    expect(out.map((h) => [h._id, h._score])).toEqual([['2', 2.5], ['1', 2], ['3', 0]]);
    expect(combineLinear([a, b], [{ weight: 1, normalizer: 'none' }, { weight: 0.5, normalizer: 'none' }], 10, 2).map((h) => h._id)).toEqual(['2', '1']);
  });

  it('refuses a negative weight and an unknown normalizer', () => {
    expect(linearComponent({ weight: -1 })).toBe('[weight] must be non-negative');
    expect(linearComponent({ normalizer: 'zscore' })).toBe('Unknown normalizer [zscore]');
  });
});
