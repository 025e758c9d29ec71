/**
 * What a geo_shape field's doc values hold for one document (GeometryDocValueWriter, read back as
 * GeoShapeValues.GeoShapeValue): the centroid of all its shapes (centroid.ts) encoded as Lucene encodes a
 * latitude and longitude (GeoEncodingUtils, 32 bits each) and decoded, the weight behind that centroid, its
 * dimension, and the extent of its vertices, each vertex quantized the same way (the tessellation's
 * triangles are encoded coordinates). The geo aggregations and scripts over a geo_shape read these numbers.
 */
import type { Json } from '../../json.ts';
import { centroidOf } from './centroid.ts';
import { quantizeLat, quantizeLon } from './encoding.ts';
import { geometriesOf, mapCoords, verticesOf, type Geometry } from './geoShape.ts';
import { partsOf, type Parts } from './shapeRelate.ts';

/** The doc value of a document's geo_shape field. */
export interface GeoShapeDocValue {
  geometries: Geometry[];
  /** The geometries' parts, every coordinate quantized (what grid cells and queries relate to). */
  parts: Parts;
  /** The decoded centroid. */
  lat: number;
  lon: number;
  weight: number;
  /** DimensionalShapeType's ordinal: 0 point, 1 line, 2 polygon. */
  type: number;
  /** The decoded extent of the vertices. */
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The doc value of a field's source values in one document, or undefined when none is a readable shape. */
export function geoShapeDocValue(values: readonly Json[]): GeoShapeDocValue | undefined {
  const geometries = values.flatMap((v) => geometriesOf(v));
  const c = centroidOf(geometries);
  if (!c) return undefined;
  let [top, bottom, left, right] = [-Infinity, Infinity, Infinity, -Infinity];
  for (const g of geometries) for (const [x, y] of verticesOf(g)) {
    const [lat, lon] = [quantizeLat(y), quantizeLon(x)];
    top = Math.max(top, lat);
    bottom = Math.min(bottom, lat);
    left = Math.min(left, lon);
    right = Math.max(right, lon);
  }
  const parts: Parts = { points: [], segments: [], polygons: [], circles: [] };
  for (const g of geometries) partsOf(mapCoords(g, ([x, y]) => [quantizeLon(x), quantizeLat(y)]), parts);
  return { geometries, parts, lat: quantizeLat(c.y), lon: quantizeLon(c.x), weight: c.weight, type: c.type, top, bottom, left, right };
}
