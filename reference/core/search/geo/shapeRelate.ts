/**
 * Planar relations between shapes in degrees (x = longitude, y = latitude), as Lucene relates an indexed
 * shape's triangles to a query's or a grid cell's component (boundaries touch: a point on an edge
 * intersects). A geometry is taken apart into points, segments and polygons; two geometries intersect when
 * one pair of parts does. Rectangles are polygons; circles are tested by distance (haversine, in meters).
 */
import type { Geometry, XY } from './geoShape.ts';
import { haversinMeters } from './sloppyMath.ts';

/** A box in degrees. */
export interface Rect {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A geometry as its parts. */
export interface Parts {
  points: XY[];
  segments: [XY, XY][];
  /** Each polygon as its rings, the outer one first. */
  polygons: XY[][][];
  circles: { centre: XY; radius: number }[];
}

const rectRing = (r: Rect): XY[] => [[r.minX, r.minY], [r.maxX, r.minY], [r.maxX, r.maxY], [r.minX, r.maxY], [r.minX, r.minY]];

/** The parts of a geometry (a ring's closing vertex repeats its first, as WKT and GeoJSON write it). */
export function partsOf(g: Geometry, out: Parts = { points: [], segments: [], polygons: [], circles: [] }): Parts {
  const line = (pts: readonly XY[]) => {
    if (pts.length === 1) out.points.push(pts[0]!);
    for (let i = 0; i < pts.length - 1; i++) out.segments.push([pts[i]!, pts[i + 1]!]);
  };
  switch (g.kind) {
    case 'point':
      out.points.push(g.p);
      break;
    case 'multipoint':
      out.points.push(...g.points);
      break;
    case 'line':
      line(g.points);
      break;
    case 'multiline':
      for (const l of g.lines) line(l);
      break;
    case 'polygon':
      out.polygons.push(g.rings);
      break;
    case 'multipolygon':
      out.polygons.push(...g.polygons);
      break;
    case 'collection':
      for (const c of g.geometries) partsOf(c, out);
      break;
    case 'rectangle':
      out.polygons.push([rectRing({ minX: g.minX, maxX: g.maxX, minY: g.minY, maxY: g.maxY })]);
      break;
    case 'circle':
      out.circles.push({ centre: g.centre, radius: g.radius });
      break;
  }
  return out;
}

/** The parts of a box. */
export const rectParts = (r: Rect): Parts => ({ points: [], segments: [], polygons: [[rectRing(r)]], circles: [] });

const orient = (a: XY, b: XY, c: XY): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
const onSegment = (p: XY, a: XY, b: XY): boolean =>
  orient(a, b, p) === 0 && p[0] >= Math.min(a[0], b[0]) && p[0] <= Math.max(a[0], b[0]) && p[1] >= Math.min(a[1], b[1]) && p[1] <= Math.max(a[1], b[1]);

/** Whether two closed segments share a point. */
export function segmentsIntersect(a: XY, b: XY, c: XY, d: XY): boolean {
  const [d1, d2, d3, d4] = [orient(c, d, a), orient(c, d, b), orient(a, b, c), orient(a, b, d)];
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** Whether a point lies in a ring (even-odd; on the boundary counts). */
function inRing(p: XY, ring: readonly XY[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i]!, ring[j]!];
    if (onSegment(p, a, b)) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}
const onRing = (p: XY, ring: readonly XY[]): boolean => ring.some((a, i) => i > 0 && onSegment(p, ring[i - 1]!, a));

/** Whether a point lies in a polygon: in its shell and not strictly inside a hole. */
export function inPolygon(p: XY, rings: readonly XY[][]): boolean {
  if (!inRing(p, rings[0]!)) return false;
  return !rings.slice(1).some((h) => inRing(p, h) && !onRing(p, h));
}

const edgesOf = (rings: readonly XY[][]): [XY, XY][] => rings.flatMap((r) => r.slice(1).map((p, i): [XY, XY] => [r[i]!, p]));

function segmentHitsPolygon(a: XY, b: XY, rings: readonly XY[][]): boolean {
  return inPolygon(a, rings) || inPolygon(b, rings) || edgesOf(rings).some(([c, d]) => segmentsIntersect(a, b, c, d));
}
function polygonsIntersect(p: readonly XY[][], q: readonly XY[][]): boolean {
  if (inPolygon(p[0]![0]!, q) || inPolygon(q[0]![0]!, p)) return true;
  const eq = edgesOf(q);
  return edgesOf(p).some(([a, b]) => eq.some(([c, d]) => segmentsIntersect(a, b, c, d)));
}

/** The shortest distance in meters from a point to a segment (its closest point found in degrees). */
function segmentMeters(c: XY, a: XY, b: XY): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / len));
  return haversinMeters(c[1], c[0], a[1] + t * dy, a[0] + t * dx);
}
function circleHits(circle: { centre: XY; radius: number }, p: Parts): boolean {
  const { centre, radius } = circle;
  return (
    p.points.some((q) => haversinMeters(centre[1], centre[0], q[1], q[0]) <= radius) ||
    p.segments.some(([a, b]) => segmentMeters(centre, a, b) <= radius) ||
    p.polygons.some((rings) => inPolygon(centre, rings) || edgesOf(rings).some(([a, b]) => segmentMeters(centre, a, b) <= radius))
  );
}

/** Whether two geometries (as parts) share a point. */
export function intersects(p: Parts, q: Parts): boolean {
  for (const c of q.circles) if (circleHits(c, p)) return true;
  for (const c of p.circles) if (circleHits(c, q)) return true;
  for (const a of p.points) {
    if (q.points.some((b) => a[0] === b[0] && a[1] === b[1])) return true;
    if (q.segments.some(([c, d]) => onSegment(a, c, d))) return true;
    if (q.polygons.some((rings) => inPolygon(a, rings))) return true;
  }
  for (const [a, b] of p.segments) {
    if (q.points.some((c) => onSegment(c, a, b))) return true;
    if (q.segments.some(([c, d]) => segmentsIntersect(a, b, c, d))) return true;
    if (q.polygons.some((rings) => segmentHitsPolygon(a, b, rings))) return true;
  }
  for (const rings of p.polygons) {
    if (q.points.some((c) => inPolygon(c, rings))) return true;
    if (q.segments.some(([c, d]) => segmentHitsPolygon(c, d, rings))) return true;
    if (q.polygons.some((other) => polygonsIntersect(rings, other))) return true;
  }
  return false;
}

/** Whether a segment passes through the open interior of a polygon's boundary-free region: it crosses an edge properly. */
const crossesProperly = (a: XY, b: XY, rings: readonly XY[][]): boolean =>
  edgesOf(rings).some(([c, d]) => {
    const [d1, d2, d3, d4] = [orient(c, d, a), orient(c, d, b), orient(a, b, c), orient(a, b, d)];
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
  });

/**
 * Whether every part of `p` lies within `q` (points in, segments and polygon edges in without crossing out).
 * A circle `q` holds what lies within its radius.
 */
export function within(p: Parts, q: Parts): boolean {
  const vertices = [...p.points, ...p.segments.flat(), ...p.polygons.flatMap((rings) => rings[0]!)];
  if (vertices.length === 0 && p.circles.length === 0) return false;
  if (p.circles.length > 0) return false;
  if (q.circles.length > 0 && q.polygons.length === 0) {
    return vertices.every((v) => q.circles.some((c) => haversinMeters(c.centre[1], c.centre[0], v[1], v[0]) <= c.radius));
  }
  const pointIn = (v: XY) => q.polygons.some((rings) => inPolygon(v, rings)) || q.segments.some(([c, d]) => onSegment(v, c, d)) || q.points.some((c) => c[0] === v[0] && c[1] === v[1]);
  if (!vertices.every(pointIn)) return false;
  const edges = [...p.segments, ...p.polygons.flatMap((rings) => edgesOf(rings))];
  return edges.every(([a, b]) => q.polygons.some((rings) => !crossesProperly(a, b, rings) && inPolygon([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], rings)) || q.segments.some(([c, d]) => onSegment(a, c, d) && onSegment(b, c, d)));
}

/** How a box relates to a geometry: outside it, wholly inside it (a polygon covers it), or across its edge. */
export function relateRect(r: Rect, p: Parts): 'disjoint' | 'inside' | 'crosses' {
  const box = rectParts(r);
  if (!intersects(box, p)) return 'disjoint';
  return within(box, p) ? 'inside' : 'crosses';
}
