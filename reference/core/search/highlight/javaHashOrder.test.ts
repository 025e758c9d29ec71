/** Tests: javaHashOrder (see the module it tests for the Lucene and JDK behaviour it follows). */
import { describe, expect, it } from 'vitest';
import { javaHashOrder, javaStringHash } from './javaHashOrder.ts';

describe('javaHashOrder', () => {
  it('hashes as String.hashCode', () => {
    // "hello".hashCode() == 99162322 and "polygenelubricants".hashCode() == Integer.MIN_VALUE (JDK docs, well-known values).
    expect(javaStringHash('hello')).toBe(99162322);
    expect(javaStringHash('polygenelubricants')).toBe(-2147483648);
  });
  it('iterates by bucket, as a HashMap of text, text.fvh and text.postings does', () => {
    // "text".hashCode() = 3556653 → bucket 13; "text.fvh" and "text.postings" land before it or after by their own buckets.
    const order = javaHashOrder(['text', 'text.fvh', 'text.postings']);
    expect(order).toHaveLength(3);
    expect(new Set(order)).toEqual(new Set(['text', 'text.fvh', 'text.postings']));
    const bucket = (k: string) => { const h = javaStringHash(k); return (h ^ (h >>> 16)) & 15; };
    for (let i = 1; i < order.length; i++) expect(bucket(order[i - 1]!)).toBeLessThanOrEqual(bucket(order[i]!));
  });
});
