/** The HashMap and priority-queue order of InternalSignificantTerms' reduce (sigReduceOrder.ts). */
import { describe, expect, it } from 'vitest';
import { hashMapCapacity, hashMapOrder, javaStringHash, SignificancePriorityQueue } from './sigReduceOrder.ts';

describe('java.util.HashMap iteration order of String keys', () => {
  it('String.hashCode (the JDK documents "hello" as 99162322; overflow wraps to int)', () => {
    expect(javaStringHash('hello')).toBe(99162322);
    expect(javaStringHash('')).toBe(0);
    expect(javaStringHash('polygenelubricants')).toBe(-2147483648);
  });
  it('capacity 16, doubled past 12, 24, ... entries', () => {
    expect([0, 12, 13, 24, 25].map(hashMapCapacity)).toEqual([16, 16, 32, 32, 64]);
  });
  it('by bin (spread hash & capacity − 1), then insertion order', () => {
    // "Aa" and "BB" share a hash (2112): one bin, insertion order kept either way round.
    expect(hashMapOrder(['Aa', 'BB'])).toEqual([0, 1]);
    expect(hashMapOrder(['BB', 'Aa'])).toEqual([0, 1]);
    // "b" (98 → bin 2) iterates before "c" (99 → bin 3) and after "a" (97 → bin 1), whatever the insertion order.
    expect(hashMapOrder(['c', 'a', 'b'])).toEqual([1, 2, 0]);
    // 17 keys take 32 bins: "A" (65) and "a" (97) share bin 1 and lead in insertion order; in 16 bins "p" (112, bin 0) would lead.
    expect(hashMapOrder(['A', ...'bcdefghijklmnop'.split(''), 'a']).slice(0, 2)).toEqual([0, 16]);
    expect(hashMapOrder(['A', 'a'])).toEqual([0, 1]);
  });
});

describe('BucketSignificancePriorityQueue (Lucene PriorityQueue, lessThan: score <)', () => {
  const drain = (scores: [string, number][], size: number) => {
    const q = new SignificancePriorityQueue<[string, number]>(size, (x) => x[1]);
    for (const s of scores) q.insertWithOverflow(s);
    return q.drainDescending().map((x) => x[0]);
  };
  it('highest first; a full queue keeps the greater and drops an equal newcomer', () => {
    expect(drain([['a', 1], ['b', 3], ['c', 2]], 3)).toEqual(['b', 'c', 'a']);
    expect(drain([['a', 1], ['b', 3], ['c', 2]], 2)).toEqual(['b', 'c']);
    expect(drain([['a', 2], ['b', 2], ['c', 2]], 2)).toEqual(['b', 'a']);
  });
  it('ties come out in heap order, not input order', () => {
    // Heap after a, b, c (all 1): [a, b, c]; pops a (then c moves to the top), c, b: listed from the end: b, c, a.
    expect(drain([['a', 1], ['b', 1], ['c', 1]], 3)).toEqual(['b', 'c', 'a']);
  });
});
