/** Tests of TopK against a stable full sort. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopK } from './topK.ts';

describe('TopK', () => {
  it('keeps what a stable full sort puts first, ties in arrival order', () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
    console.log(`[TopK] seed ${seed} (replay with FC_SEED=${seed})`);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer({ min: 0, max: 30 }), (keys, k) => {
        const items = keys.map((key, i) => ({ key, i }));
        const order = (a: { key: number }, b: { key: number }): number => b.key - a.key;
        const top = new TopK(k, order);
        for (const x of items) top.offer(x);
        const expected = [...items].sort(order).slice(0, k);
        expect(top.sorted()).toEqual(expected);
        expect(top.dropped).toBe(items.length - expected.length);
      }),
      { seed },
    );
  });

  it('with no bound, sorts everything', () => {
    const top = new TopK(Infinity, (a: number, b: number) => a - b);
    for (const x of [3, 1, 2]) top.offer(x);
    expect(top.sorted()).toEqual([1, 2, 3]);
    expect(top.dropped).toBe(0);
  });
});
