/**
 * The span walks against Lucene's own descriptions: NearSpansOrdered's javadoc example (t1 t2 t3, slop ≥ 1,
 * in "t1 t2 t1 t3 t2 t3" matches twice, "t1 t2 .. t3" and "t1 .. t2 t3"), NearSpansUnordered's width
 * (maxEnd − minStart, so two adjacent terms have width 2), SpanNotQuery's pre/post window, SpanFirstQuery's
 * end, ContainSpans, and SpanScorer's Σ 1/(1 + width).
 */
import { describe, expect, it } from 'vitest';
import { containingSpans, firstSpans, nearOrdered, nearUnordered, notSpans, orSpans, sloppyFreq, withinSpans, type Span } from './spanPositions.ts';

const at = (...ps: number[]): Span[] => ps.map((p) => ({ start: p, end: p + 1, width: 0 }));

describe('span walks', () => {
  it('ordered near: the javadoc example matches twice, each with width 1', () => {
    const t1 = at(0, 2);
    const t2 = at(1, 4);
    const t3 = at(3, 5);
    expect(nearOrdered([t1, t2, t3], 1)).toEqual([{ start: 0, end: 4, width: 1 }, { start: 2, end: 6, width: 1 }]);
    expect(nearOrdered([t1, t2, t3], 0)).toEqual([]);
  });
  it('ordered near: out of order does not match; a gap clause makes room without width', () => {
    expect(nearOrdered([at(3), at(1)], 5)).toEqual([]);
    expect(nearOrdered([at(0), 1, at(2)], 0)).toEqual([{ start: 0, end: 3, width: 0 }]);
    expect(nearOrdered([at(0), 2, at(2)], 0)).toEqual([]);
  });
  it('unordered near: either order within the slop; width is maxEnd − minStart', () => {
    expect(nearUnordered([at(1), at(0)], 0)).toEqual([{ start: 0, end: 2, width: 2 }]);
    expect(nearUnordered([at(0), at(3)], 1)).toEqual([]);
    expect(nearUnordered([at(0), at(3)], 2)).toEqual([{ start: 0, end: 4, width: 4 }]);
  });
  it('or merges by start then end', () => {
    expect(orSpans([at(2, 5), at(0, 3)]).map((s) => s.start)).toEqual([0, 2, 3, 5]);
    expect(orSpans([[], at(1)])).toEqual(at(1));
  });
  it('not drops an include with an exclude within pre before or post after it', () => {
    expect(notSpans(at(0, 5, 9), at(4), 0, 0)).toEqual(at(0, 5, 9));
    expect(notSpans(at(0, 5, 9), at(4), 1, 0)).toEqual(at(0, 9));
    expect(notSpans(at(0, 5, 9), at(4), 0, 1)).toEqual(at(0, 5, 9));
    expect(notSpans(at(3), at(4), 0, 1)).toEqual([]);
    expect(notSpans(at(3), at(3), 0, 0)).toEqual([]);
  });
  it('first keeps what ends by `end`', () => {
    expect(firstSpans(at(0, 1, 2, 3), 2)).toEqual(at(0, 1));
  });
  it('containing keeps the big spans holding a little one; within the little ones inside a big one', () => {
    const big: Span[] = [{ start: 0, end: 3, width: 1 }, { start: 5, end: 7, width: 0 }];
    expect(containingSpans(big, at(1))).toEqual([big[0]]);
    expect(containingSpans(big, at(4))).toEqual([]);
    expect(withinSpans(big, at(1, 4, 6))).toEqual(at(1, 6));
  });
  it('sloppy freq: 1/(1 + width) summed in double into a float', () => {
    expect(sloppyFreq(at(0, 5), false)).toBe(2);
    expect(sloppyFreq([{ start: 0, end: 2, width: 2 }], false)).toBe(Math.fround(1 / 3));
    expect(sloppyFreq([{ start: 0, end: 2, width: 2 }, { start: 4, end: 6, width: 1 }], false)).toBe(Math.fround(Math.fround(1 / 3) + 0.5));
  });
});
