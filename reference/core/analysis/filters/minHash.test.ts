/**
 * min_hash as Lucene's MinHashFilter computes it, pinned by Lucene's TestMinHashFilter (testIntHash,
 * testStringHash, testTokenStreamSingleInput, testTokenStream1–5: their hashes and counts) and by
 * analysis-common 40_token_filters.yml "min_hash" (four words give 512 tokens, defined or pre-configured).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { tok, type Stream } from '../token.ts';
import { minHash, murmurhash3x64128, type MinHashOptions } from './minHash.ts';

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
const analyze = (body: Record<string, unknown>) => call(sim, 'POST', '/_analyze', body);

/** Java's signed long as the unsigned BigInt the port keeps. */
const u64 = (n: bigint): bigint => BigInt.asUintN(64, n);
const utf16le = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf16le'));
const WOOF = 'woof woof woof woof woof';
const PUFF = 'woof woof woof woof puff';
/** The mock 5-word shingle tokenizer of the Lucene test: one token per shingle. */
const shingles = (...s: string[]): Stream => {
  let at = 0;
  const tokens = s.map((t) => {
    const x = tok(t, at, at + t.length);
    at += t.length + 1;
    return x;
  });
  return { tokens, endOffset: at - 1, endPosInc: 0 };
};
const run = (s: Stream, hashCount: number, bucketCount: number, hashSetSize: number, withRotation: boolean) =>
  minHash(s, { hashCount, bucketCount, hashSetSize, withRotation } satisfies MinHashOptions).tokens;
const codes = (s: string) => [...s].map((c) => c.charCodeAt(0));
/**
 * The test's "℁팽徭聙↝ꇁ홱杯" as chars: its third is U+FA85, a compatibility ideograph that text normalization turns
 * into U+5FAD (24493), so it is written as numbers (the same chars as the two-hash case's variant 0).
 */
const WOOF_HASH = String.fromCharCode(8449, 54077, 64133, 32857, 8605, 41409, 54897, 26479);

describe('MurmurHash3 x64 128', () => {
  it('testIntHash: the 4 big-endian bytes of 0', () => {
    expect(murmurhash3x64128(new Uint8Array(4))).toEqual({ val1: u64(-3485513579396041028n), val2: u64(6383328099726337777n) });
  });
  it('testStringHash: a term as UTF-16LE', () => {
    expect(murmurhash3x64128(utf16le(WOOF))).toEqual({ val1: u64(7638079586852243959n), val2: u64(4378804943379391304n) });
  });
});

describe('MinHashFilter', () => {
  it('testTokenStreamSingleInput: one hash, 8 chars; two hashes, the variant first', () => {
    const one = run(shingles(WOOF), 1, 1, 100, false);
    expect(one.map((t) => [t.term, t.start, t.end, t.type, t.posInc])).toEqual([[WOOF_HASH, 0, 24, 'MIN_HASH', 1]]);
    const two = run(shingles(WOOF), 2, 1, 1, false);
    expect(two.map((t) => codes(t.term))).toEqual([[0, 0, 8449, 54077, 64133, 32857, 8605, 41409], [0, 1, 16887, 58164, 39536, 14926, 6529, 17276]]);
    expect(two.map((t) => t.posInc)).toEqual([1, 0]);
  });
  it('testTokenStream1: two shingles kept in one bucket, ordered, offsets over the whole input', () => {
    const t = run(shingles(WOOF, PUFF), 1, 1, 100, false);
    expect(t.map((x) => x.term)).toEqual([WOOF_HASH, String.fromCharCode(36347, 63457, 43013, 56843, 52284, 34231, 57934, 42302)]);
    expect(t.map((x) => [x.start, x.end, x.posInc])).toEqual([[0, 49, 1], [0, 49, 0]]);
  });
  it('testTokenStream2–4: counts by hashes, buckets, set size and rotation', () => {
    const s = () => shingles(WOOF, PUFF);
    expect(run(s(), 100, 1, 1, false)).toHaveLength(100);
    expect(run(s(), 10, 1, 10, false)).toHaveLength(20);
    expect(run(s(), 10, 10, 1, false)).toHaveLength(20);
    expect(run(s(), 10, 10, 1, true)).toHaveLength(100);
  });
  it('testTokenStream5: rotation fills every bucket with the next non-empty one, wrapping round', () => {
    expect(run(shingles(WOOF, PUFF), 1, 100, 1, false)).toHaveLength(2);
    const t = run(shingles(WOOF, PUFF), 1, 100, 1, true).map((x) => x.term);
    expect(t).toHaveLength(100);
    expect(new Set(t).size).toBe(2);
    // Ascending until it rolls over to the first hash, then that hash to the end.
    const roll = t.findIndex((x, i) => i > 0 && x < t[i - 1]);
    expect(t.slice(0, roll)).toEqual([...t.slice(0, roll)].sort());
    expect(t.slice(roll).every((x) => x === t[0])).toBe(true);
  });
  it('no input, no token', () => {
    expect(run({ tokens: [], endOffset: 0, endPosInc: 0 }, 1, 512, 1, true)).toEqual([]);
  });
});

describe('the min_hash filter in _analyze', () => {
  it('defaults: 512 buckets with rotation, as a definition or pre-configured (40_token_filters.yml)', () => {
    for (const filter of [[{ type: 'min_hash' }], ['min_hash']]) {
      const r = analyze({ tokenizer: 'whitespace', filter, text: 'the quick brown fox' });
      expect(r.status).toBe(200);
      expect(r.body.tokens).toHaveLength(512);
      expect(new Set(r.body.tokens.map((t: { position: number }) => t.position))).toEqual(new Set([0]));
      expect(r.body.tokens[0]).toMatchObject({ start_offset: 0, end_offset: 19, type: 'MIN_HASH' });
    }
  });
  it('the settings ES hands to MinHashFilterFactory', () => {
    const r = analyze({ tokenizer: 'keyword', filter: [{ type: 'min_hash', hash_count: 2, bucket_count: 1, hash_set_size: 1 }], text: WOOF });
    expect(r.body.tokens.map((t: { token: string }) => codes(t.token))).toEqual([[0, 0, 8449, 54077, 64133, 32857, 8605, 41409], [0, 1, 16887, 58164, 39536, 14926, 6529, 17276]]);
    const noRotation = analyze({ tokenizer: 'whitespace', filter: [{ type: 'min_hash', with_rotation: false }], text: 'the quick brown fox' });
    expect(noRotation.body.tokens).toHaveLength(4);
  });
  it('refuses what MinHashFilter and Integer.parseInt refuse', () => {
    const bad = (def: Record<string, unknown>) => analyze({ tokenizer: 'whitespace', filter: [{ type: 'min_hash', ...def }], text: 'x' }).body.error;
    expect(bad({ hash_count: 0 })).toMatchObject({ type: 'illegal_argument_exception', reason: 'hashCount must be greater than zero' });
    expect(bad({ bucket_count: -1 })).toMatchObject({ type: 'illegal_argument_exception', reason: 'bucketCount must be greater than zero' });
    expect(bad({ hash_set_size: 0 })).toMatchObject({ type: 'illegal_argument_exception', reason: 'hashSetSize must be greater than zero' });
    expect(bad({ bucket_count: 'many' })).toMatchObject({ type: 'number_format_exception', reason: 'For input string: "many"' });
  });
});
