/**
 * A shape's centroid as Elasticsearch computes it when it writes a geo_shape's (or shape's) doc values
 * (lucene/spatial/CentroidCalculator): points weigh 1 each, line segments their length in degrees at their
 * midpoint, polygon rings their area at their centroid (holes negative), rectangles their area; only the
 * highest dimension present counts (a polygon makes the lines and points of the same document vanish).
 * Each running sum is a Kahan sum (CompensatedSum), so the doubles are ES's.
 */
import { CompensatedSum } from '../aggs/compensatedSum.ts';
import type { Geometry, XY } from './geoShape.ts';

/** DimensionalShapeType, by ordinal (what a script's getDimensionalType returns). */
export const POINT = 0;
export const LINE = 1;
export const POLYGON = 2;

/** A shape's centroid, the weight behind it and its dimension (POINT, LINE or POLYGON). */
export interface Centroid {
  x: number;
  y: number;
  weight: number;
  type: number;
}

/** CentroidCalculator over every geometry of a document's field (one calculator for all its values). */
export function centroidOf(geometries: readonly Geometry[]): Centroid | undefined {
  const sx = new CompensatedSum();
  const sy = new CompensatedSum();
  const sw = new CompensatedSum();
  let type = POINT;
  let seen = false;
  const add = (x: number, y: number, w: number, t: number) => {
    // x and y can be infinite for tiny areas (ES's comment): such a coordinate is dropped.
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    if (t === type) {
      sx.add(x * w);
      sy.add(y * w);
      sw.add(w);
    } else if (t > type) {
      [sx.value, sx.delta, sy.value, sy.delta, sw.value, sw.delta] = [x * w, 0, y * w, 0, w, 0];
      type = t;
    }
    seen = true;
  };
  const point = (p: XY) => {
    if (type === POINT) add(p[0], p[1], 1, POINT);
  };
  const line = (pts: readonly XY[]) => {
    for (let i = 0; i < pts.length - 1; i++) {
      const [a, b] = [pts[i]!, pts[i + 1]!];
      const dx = a[0] - b[0];
      const dy = a[1] - b[1];
      const w = Math.sqrt(dx * dx + dy * dy);
      // A segment of no length is a point.
      if (w === 0) point(a);
      else add((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, w, LINE);
    }
  };
  const ring = (pts: readonly XY[], hole: boolean): [number, number, number] => {
    let area = 0;
    for (let i = 0; i < pts.length - 1; i++) area += pts[i]![0] * pts[i + 1]![1] - pts[i + 1]![0] * pts[i]![1];
    area = area / 2;
    let sumX = 0;
    let sumY = 0;
    for (let i = 0; i < pts.length - 1; i++) {
      const twice = pts[i]![0] * pts[i + 1]![1] - pts[i + 1]![0] * pts[i]![1];
      sumX += twice * (pts[i]![0] + pts[i + 1]![0]);
      sumY += twice * (pts[i]![1] + pts[i + 1]![1]);
    }
    return [sumX / (6 * area), sumY / (6 * area), (hole ? -1 : 1) * Math.abs(area)];
  };
  const polygon = (rings: readonly XY[][]) => {
    const parts = rings.map((r, i) => ring(r, i > 0));
    let sum = 0;
    for (const p of parts) sum += p[2];
    if (sum === 0 && type !== POLYGON) line(rings[0]!);
    else for (const [x, y, w] of parts) add(x, y, w, POLYGON);
  };
  const visit = (g: Geometry) => {
    switch (g.kind) {
      case 'point':
        return point(g.p);
      case 'multipoint':
        if (type === POINT) for (const p of g.points) point(p);
        return;
      case 'line':
        if (type !== POLYGON) line(g.points);
        return;
      case 'multiline':
        if (type !== POLYGON) for (const l of g.lines) line(l);
        return;
      case 'polygon':
        return polygon(g.rings);
      case 'multipolygon':
        for (const p of g.polygons) polygon(p);
        return;
      case 'collection':
        for (const c of g.geometries) visit(c);
        return;
      case 'rectangle': {
        const w = Math.abs((g.maxX - g.minX) * (g.maxY - g.minY));
        if (w !== 0) add((g.maxX + g.minX) / 2, (g.maxY + g.minY) / 2, w, POLYGON);
        else line([[g.minX, g.minY], [g.maxX, g.maxY]]);
        return;
      }
      case 'circle':
        return;
    }
  };
  for (const g of geometries) visit(g);
  if (!seen) return undefined;
  const weight = sw.value;
  // Degenerate polygons can sum to a negative weight through rounding: ES then keeps 0 (sumWeight()).
  return { x: sx.value / weight, y: sy.value / weight, weight: weight < 0 ? 0 : weight, type };
}
