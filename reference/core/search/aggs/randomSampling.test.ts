/**
 * The port of RandomSamplingQuery's sample (randomSampling.ts). Expected values were printed by a JVM
 * (OpenJDK, java.util.SplittableRandom, Java float arithmetic) running ES's FastGeometric and
 * RandomSamplingIterator (server/.../bucket/sampler/random/, chunk size 1) and Lucene's BitMixer.mix32;
 * over 128 (p, seed, shard seed) combinations of 20000 docs the two agreed on every doc id.
 */
import { describe, expect, it } from 'vitest';
import { SplittableRandom, bitMix32, javaStringHash, sampledDocIds, shardIdHash } from './randomSampling.ts';

describe('RandomSamplingQuery port', () => {
  it('SplittableRandom.nextInt and BitMixer.mix32 as the JDK / Lucene answer', () => {
    const r = new SplittableRandom(-5);
    expect([r.nextInt(), r.nextInt()]).toEqual([381573539, 58522765]);
    expect(bitMix32(7 ^ 42)).toBe(-111286646);
    expect(bitMix32(-1)).toBe(-2114883783);
    expect(javaStringHash('data')).toBe(3076010);
  });
  it('the sampled doc ids: 8-bit draws (p 0.5), 16-bit (p 0.1), 32-bit (p 0.01)', () => {
    expect(sampledDocIds(60, 0.1, 42, 7)).toEqual([12, 13, 37, 42]);
    expect(sampledDocIds(60, 0.5, 42, 7)).toEqual([1, 2, 6, 7, 12, 13, 14, 16, 17, 18, 24, 27, 29, 30, 33, 36, 37, 39, 40, 42, 46, 48, 49, 50, 52, 55, 57, 58, 59]);
    expect(sampledDocIds(1000, 0.01, 42, 7)).toEqual([244, 375, 399, 741]);
  });
  it('20000 docs: the JVM\'s count and String.hashCode of the "id," list (seed 42, shard seed 0)', () => {
    const digest = (p: number) => { const ids = sampledDocIds(20000, p, 42, 0); return [ids.length, (javaStringHash(ids.map((d) => `${d},`).join('')) >>> 0).toString(16)]; };
    expect(digest(0.5)).toEqual([9990, 'f0b7462e']);
    expect(digest(0.1)).toEqual([2084, '83605117']);
    expect(digest(0.01)).toEqual([197, '55850c11']);
    expect(digest(0.0001)).toEqual([1, '566698e0']);
  });
  it('the shard seed is ShardId.hashCode(): 31·(31·name + uuid) + shard', () => {
    expect(shardIdHash('data', 'abc', 0)).toBe(Math.imul((Math.imul(3076010, 31) + 96354) | 0, 31));
    expect(shardIdHash('data', 'abc', 2) - shardIdHash('data', 'abc', 0)).toBe(2);
  });
});
