/** BaseCharFilter's offset map and the span replacement PatternReplaceCharFilter records (Lucene's semantics). */
import { describe, expect, it } from 'vitest';
import { OffsetMap, replaceSpans } from './offsets.ts';

describe('OffsetMap (BaseCharFilter.addOffCorrectMap / correct)', () => {
  it('corrects by the last difference recorded at or before an offset; the same offset overwrites', () => {
    const m = new OffsetMap();
    expect(m.correct(5)).toBe(5);
    m.add(3, 2);
    m.add(7, 5);
    m.add(7, 4);
    expect([m.correct(0), m.correct(2), m.correct(3), m.correct(6), m.correct(7), m.correct(20)]).toEqual([0, 2, 5, 8, 11, 24]);
    expect(m.last()).toBe(4);
  });
});

describe('replaceSpans (PatternReplaceCharFilter.processPattern)', () => {
  it('a shorter replacement shifts what follows it', () => {
    const f = replaceSpans('aaXXXXbb', [{ start: 2, end: 6, text: 'Y' }]);
    expect(f.text).toBe('aaYbb');
    expect([f.correct(2), f.correct(3), f.correct(5)]).toEqual([2, 6, 8]);
  });
  it('a longer one maps its extra characters back to the end of the replaced span', () => {
    const f = replaceSpans('ab', [{ start: 1, end: 1, text: '--' }]);
    expect(f.text).toBe('a--b');
    expect([f.correct(1), f.correct(2), f.correct(3), f.correct(4)]).toEqual([0, 0, 1, 2]);
  });
});
