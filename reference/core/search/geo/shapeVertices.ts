/**
 * The vertices of a geo_shape value (geo/geoShape.ts reads both WKT and GeoJSON) as [lat, lon] pairs
 * quantized as the shape's doc values store them (GeoEncodingUtils, as LatLonShape encodes each vertex). A
 * shape's extent is the extent of its vertices (what geo_bounds reads: GeoShapeValues' bounding box);
 * anything that is no readable shape gives no vertices (the mapper would have refused it).
 */
import type { Json } from '../../json.ts';
import { quantizeLat, quantizeLon } from './encoding.ts';
import { geometriesOf, verticesOf } from './geoShape.ts';

/** Every vertex of a geo_shape source value (a shape, or an array of shapes). */
export function shapeVertices(v: Json | undefined): [number, number][] {
  return geometriesOf(v).flatMap((g) => verticesOf(g).map(([x, y]): [number, number] => [quantizeLat(y), quantizeLon(x)]));
}
