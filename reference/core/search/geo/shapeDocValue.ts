/**
 * What a shape field's doc values hold for one document (GeometryDocValueWriter, read back as
 * ShapeValues.ShapeValue): the centroid of all its shapes (centroid.ts) encoded and decoded by the field's
 * coordinate encoder, the weight behind that centroid, its dimension, and the extent of its vertices, each
 * vertex encoded the same way (the tessellation's triangles are encoded coordinates). For geo_shape the
 * encoder is Lucene's GeoEncodingUtils (32 bits a coordinate, x = longitude, y = latitude); for the cartesian
 * `shape` it is XYEncodingUtils (a float). The aggregations, queries and scripts over shapes read these.
 */
import type { Json } from '../../json.ts';
import { centroidOf } from './centroid.ts';
import { quantizeLat, quantizeLon } from './encoding.ts';
import { geometriesOf, mapCoords, verticesOf, type Geometry, type XY } from './geoShape.ts';
import { partsOf, type Parts } from './shapeRelate.ts';

/** The doc value of a document's shape field. */
export interface ShapeDocValue {
  geometries: Geometry[];
  /** The geometries' parts, every coordinate encoded (what grid cells and queries relate to). */
  parts: Parts;
  /** The decoded centroid. */
  x: number;
  y: number;
  weight: number;
  /** DimensionalShapeType's ordinal: 0 point, 1 line, 2 polygon. */
  type: number;
  /** The decoded extent of the vertices. */
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A coordinate encoder, as encode-then-decode (CoordinateEncoder.GEO or CARTESIAN). */
export type Quantize = (p: XY) => XY;

/** CoordinateEncoder.GEO: GeoEncodingUtils' 32-bit longitude and latitude. */
export const GEO: Quantize = ([x, y]) => [quantizeLon(x), quantizeLat(y)];
/** CoordinateEncoder.CARTESIAN: XYEncodingUtils keeps a float. */
export const CARTESIAN: Quantize = ([x, y]) => [Math.fround(x), Math.fround(y)];

/** The doc value of a field's source values in one document, or undefined when none is a readable shape. */
export function shapeDocValue(values: readonly Json[], quantize: Quantize = GEO): ShapeDocValue | undefined {
  const geometries = values.flatMap((v) => geometriesOf(v));
  const c = centroidOf(geometries);
  if (!c) return undefined;
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  const parts: Parts = { points: [], segments: [], polygons: [], circles: [] };
  for (const g of geometries) {
    const q = mapCoords(g, quantize);
    partsOf(q, parts);
    for (const [x, y] of verticesOf(q)) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const [x, y] = quantize([c.x, c.y]);
  return { geometries, parts, x, y, weight: c.weight, type: c.type, minX, maxX, minY, maxY };
}
