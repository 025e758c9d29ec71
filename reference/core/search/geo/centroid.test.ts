/**
 * CentroidCalculator (server lucene/spatial/CentroidCalculator.java): points weigh 1, segments their length
 * at their midpoint, rings their area at their centroid (holes subtract), and the highest dimension wins.
 */
import { describe, expect, it } from 'vitest';
import { centroidOf, LINE, POINT, POLYGON } from './centroid.ts';
import { parseShape, type Geometry } from './geoShape.ts';

const g = (wkt: string): Geometry => parseShape(wkt)!;

describe('centroidOf', () => {
  it('averages points with weight 1 each', () => {
    expect(centroidOf([g('MULTIPOINT (0 0, 3 6)')])).toEqual({ x: 1.5, y: 3, weight: 2, type: POINT });
  });
  it('weighs each segment by its length at its midpoint', () => {
    const c = centroidOf([g('LINESTRING (0 0, 2 0, 2 1)')])!;
    expect(c.type).toBe(LINE);
    expect(c.weight).toBe(3);
    expect(c.x).toBeCloseTo(4 / 3, 15);
    expect(c.y).toBeCloseTo(1 / 6, 15);
  });
  it('weighs a ring by its area, a hole negatively, whatever the winding', () => {
    expect(centroidOf([g('POLYGON ((0 0, 0 4, 4 4, 4 0, 0 0))')])).toEqual({ x: 2, y: 2, weight: 16, type: POLYGON });
    const holed = centroidOf([g('POLYGON ((0 0, 4 0, 4 4, 0 4, 0 0), (0 0, 2 0, 2 2, 0 2, 0 0))')])!;
    expect(holed.weight).toBe(12);
    expect(holed.x).toBeCloseTo((16 * 2 - 4 * 1) / 12, 14);
  });
  it('lets a polygon reset what points and lines summed, and ignores them after it', () => {
    const c = centroidOf([g('GEOMETRYCOLLECTION (POINT (100 50), LINESTRING (0 0, 9 9), POLYGON ((0 0, 2 0, 2 2, 0 2, 0 0)), POINT (-50 -50))')]);
    expect(c).toEqual({ x: 1, y: 1, weight: 4, type: POLYGON });
  });
  it('reads a degenerate polygon as its line, and a flat rectangle as its diagonal', () => {
    expect(centroidOf([g('POLYGON ((0 0, 2 0, 4 0, 0 0))')])!.type).toBe(LINE);
    expect(centroidOf([g('BBOX (0, 2, 5, 5)')])).toEqual({ x: 1, y: 5, weight: 2, type: LINE });
  });
});

describe('parseShape', () => {
  it('reads WKT with Z ordinates, both MULTIPOINT forms, EMPTY, and GeoJSON envelopes', () => {
    expect(parseShape('POINT Z (1 2 3)')).toEqual({ kind: 'point', p: [1, 2] });
    expect(parseShape('MULTIPOINT ((1 2), (3 4))')).toEqual(parseShape('MULTIPOINT (1 2, 3 4)'));
    expect(parseShape('LINESTRING EMPTY')).toEqual({ kind: 'multiline', lines: [] });
    expect(parseShape({ type: 'envelope', coordinates: [[-1, 5], [3, -2]] })).toEqual({ kind: 'rectangle', minX: -1, maxX: 3, maxY: 5, minY: -2 });
    expect(parseShape('POINT (1 2')).toBeUndefined();
    expect(parseShape('CIRCLE (1 2 3)')).toBeUndefined();
  });
});
