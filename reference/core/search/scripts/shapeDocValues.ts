/**
 * A geo_shape field as a search script sees it (x-pack spatial GeoShapeScriptDocValues over
 * GeoShapeValues.GeoShapeValue): the document's one doc value (geo/shapeDocValue.ts), with `getCentroid()`
 * (a GeoPoint of the encoded centroid), `getBoundingBox()` (a GeoBoundingBox of the encoded extent, with
 * `topLeft()` and `bottomRight()`), `getDimensionalType()` (0 point, 1 line, 2 polygon) and the extent's
 * width and height in spherical Mercator meters (`getMercatorWidth()`, `getMercatorHeight()`).
 */
import type { Json } from '../../json.ts';
import { JDouble, type JValue } from '../../script/painless/values.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { shapeDocValue, type ShapeDocValue } from '../geo/shapeDocValue.ts';
import { registerScriptDocValues } from './docLookup.ts';
import { JGeoPoint } from './geoDocValues.ts';

/** GeoUtils' spherical Mercator: half the equator in meters, as ES rounds it (20037508.34). */
const MERCATOR_HALF = 20037508.34;
const lonToMercator = (lon: number) => lon * (MERCATOR_HALF / 180);
const latToMercator = (lat: number) => ((Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) / (Math.PI / 180)) * MERCATOR_HALF) / 180;

/** org.elasticsearch.common.geo.GeoBoundingBox, as a script's getBoundingBox() returns it. */
class JGeoBoundingBox {
  readonly jclass = 'org.elasticsearch.common.geo.GeoBoundingBox';
  constructor(
    readonly topLeft: JGeoPoint,
    readonly bottomRight: JGeoPoint,
  ) {}
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && (name === 'topLeft' || name === 'getTopLeft')) return this.topLeft;
    if (args.length === 0 && (name === 'bottomRight' || name === 'getBottomRight')) return this.bottomRight;
    if (args.length === 0 && name === 'top') return new JDouble(this.topLeft.lat);
    if (args.length === 0 && name === 'bottom') return new JDouble(this.bottomRight.lat);
    if (args.length === 0 && name === 'left') return new JDouble(this.topLeft.lon);
    if (args.length === 0 && name === 'right') return new JDouble(this.bottomRight.lon);
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  /** GeoBoundingBox.toXContent's fields: `top_left` and `bottom_right` points. */
  toXContent(): Json {
    return { top_left: this.topLeft.toXContent(), bottom_right: this.bottomRight.toXContent() };
  }
}

/** The doc value itself (GeoShapeValues.GeoShapeValue). */
class JGeoShapeValue {
  readonly jclass = 'org.elasticsearch.xpack.spatial.index.fielddata.GeoShapeValues$GeoShapeValue';
  constructor(readonly v: ShapeDocValue) {}
}

const valueOf = (items: JValue[]): ShapeDocValue =>
  (items[0] as JGeoShapeValue | undefined)?.v ?? javaThrow('illegal_state_exception', "A document doesn't have a value for a field! Use doc[<field>].size()==0 to check if a document is missing a field!");

/** GeoShapeScriptDocValues' accessors; undefined when not one of them. */
function shapeMethod(items: JValue[], name: string, args: JValue[]): JValue | undefined {
  if (args.length !== 0) return undefined;
  switch (name) {
    case 'getCentroid': {
      const v = valueOf(items);
      return new JGeoPoint(v.y, v.x);
    }
    case 'getBoundingBox': {
      const v = valueOf(items);
      return new JGeoBoundingBox(new JGeoPoint(v.maxY, v.minX), new JGeoPoint(v.minY, v.maxX));
    }
    case 'getDimensionalType':
      return valueOf(items).type;
    case 'getMercatorWidth': {
      const v = valueOf(items);
      return new JDouble(lonToMercator(v.maxX) - lonToMercator(v.minX));
    }
    case 'getMercatorHeight': {
      const v = valueOf(items);
      return new JDouble(latToMercator(v.maxY) - latToMercator(v.minY));
    }
    default:
      return undefined;
  }
}

/** A document's geo_shape values as its one doc value (none when no value is a shape). */
function read(raw: Json[]): JValue[] {
  const v = shapeDocValue(raw);
  return v ? [new JGeoShapeValue(v)] : [];
}

registerScriptDocValues('geo_shape', { cls: 'GeoShapeScriptDocValues', read, method: shapeMethod });
