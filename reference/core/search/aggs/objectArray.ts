/** A lone object where ES parses an object array (ObjectParser.declareObjectArray) is a list of one. */
import { isObject, type Json } from '../../json.ts';

/**
 * A field ES declares with `ObjectParser.declareObjectArray` (the `ranges` of range, date_range, ip_range and
 * geo_distance): its parser takes a lone object where the array is expected as a list of one
 * (`AbstractObjectParser.parseArray`), so `"ranges": {"to": 5}` is one range, not a missing one.
 */
export function objectArray<T>(v: T): T | Json[] {
  return isObject(v) ? [v] : v;
}
