/** SmallFloat against Lucene's own TestSmallFloat expectations. */
import { describe, expect, it } from 'vitest';
import { byte315ToFloat, byte4ToInt, floatToByte315, intToByte4 } from './smallFloat.ts';
import { floatForJson } from './float32.ts';

describe('SmallFloat', () => {
  it('intToByte4 keeps lengths below 24 exact and is monotonic, as TestSmallFloat.testInt4 checks', () => {
    for (let i = 0; i < 24; i++) expect(byte4ToInt(intToByte4(i))).toBe(i);
    let prev = -1;
    for (let i = 0; i < 100_000; i += 7) {
      const b = intToByte4(i);
      expect(b).toBeGreaterThanOrEqual(prev);
      expect(byte4ToInt(b)).toBeLessThanOrEqual(i); // decoding rounds down
      prev = b;
    }
    expect(intToByte4(0x7fffffff)).toBe(255);
  });
  it('exact to 39 (the byte is the length up to 39: BM25Similarity.explainTF calls a longer dl approximate), then quantized', () => {
    expect(intToByte4(39)).toBe(39);
    expect(byte4ToInt(intToByte4(25))).toBe(25);
    expect(byte4ToInt(intToByte4(40))).toBe(40);
    expect(byte4ToInt(intToByte4(41))).toBe(40);
  });
  it('floatToByte315 round trips its own values (TestSmallFloat.testByteToFloat)', () => {
    for (let i = 0; i < 256; i++) {
      const fl = byte315ToFloat(i);
      expect(floatToByte315(fl)).toBe(i);
    }
    expect(floatToByte315(1)).toBe(124); // 1/sqrt(1): Lucene 6's norm of a one-term field
  });
  it('prints floats as Java does', () => {
    expect(floatForJson(Math.fround(1.6943598))).toBe(1.6943598);
    expect(floatForJson(Math.fround(0.2876821))).toBe(0.2876821);
    expect(floatForJson(Math.fround(2.2))).toBe(2.2);
  });
});
