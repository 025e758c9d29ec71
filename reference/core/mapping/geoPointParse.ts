/**
 * Why a geo_point value is not a point at all, as each generation's parser says it (a parse_exception):
 * - `legacy`: GeoUtils.parseGeoPoint of ES 7.x and OpenSearch before 2.4 (objects of lat/lon or geohash);
 * - `generic`: ES 8's GenericPointParser("geo_point", "lon", "lat") (objects of lon/lat/z or GeoJSON type/coordinates);
 * - `opensearch`: OpenSearch ≥ 2.4's GeoUtils.parseGeoPointObject (lon/lat, geohash, or GeoJSON, one form per object).
 * Strings go through GeoPoint.resetFromString in all three: WKT when the text says "point", "lat,lon[,z]" when it
 * has a comma, a geohash otherwise. Ranges and z values are left to geoPointValue.ts.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { geoPointParseFailure, geohashRefused, numberFormatCause, wktInvalid, type EsCause } from '../errors/index.ts';
import { badGeohashSymbol } from '../search/geo/geohash.ts';
import { javaParseDouble } from './javaNumbers.ts';

/** Which parser reads a geo_point's objects (Profile.geoPointParser). */
export type GeoPointDialect = 'legacy' | 'generic' | 'opensearch';

const fail = (reason: string, causedBy?: EsCause): EsCause => geoPointParseFailure(reason, causedBy);

/** Java's Double.parseDouble of a string: the number, or the NumberFormatException it throws. */
function javaDouble(s: string): number | EsCause {
  const v = javaParseDouble(s);
  if (!Number.isNaN(v) || /^[+-]?NaN[fFdD]?$/.test(s.trim())) return v;
  return numberFormatCause(s);
}

const isCause = (v: unknown): v is EsCause => typeof v === 'object' && v !== null && 'reason' in v;

/** Geohash.mortonEncode's refusals, wrapped by GeoPoint.resetFromGeoHash (the message twice, as cause and as reason). */
function geohashFailure(hash: string): EsCause | undefined {
  let reason: string | undefined;
  if (hash === '') reason = 'empty geohash';
  else {
    const bad = badGeohashSymbol(hash);
    if (bad !== undefined) reason = `unsupported symbol [${bad}] in geohash [${hash}]`;
  }
  return reason === undefined ? undefined : geohashRefused(reason);
}

const WKT_TYPES = ['point', 'linestring', 'polygon', 'multipoint', 'multilinestring', 'multipolygon', 'geometrycollection', 'envelope', 'bbox'];

/** GeoPoint.resetFromWKT: WellKnownText's refusals ("Invalid WKT format") and any geometry but a point. */
function wktFailure(text: string): EsCause | undefined {
  const m = /^\s*([A-Za-z]+)/.exec(text);
  const word = m ? m[1]!.toLowerCase() : '';
  if (!WKT_TYPES.includes(word)) return wktInvalid(`Unknown geometry type: ${word}`);
  if (word !== 'point') return fail(`[geo_point] supports only POINT among WKT primitives, but found ${word === 'bbox' ? 'ENVELOPE' : word.toUpperCase()}`);
  const body = /^\s*point\s*\(([^)]*)\)\s*$/i.exec(text);
  if (!body) return /^\s*point\s+empty\s*$/i.test(text) ? undefined : wktInvalid('expected ( but found: end of stream');
  for (const w of body[1]!.trim().split(/\s+/)) {
    if (w.toLowerCase() !== 'nan' && isCause(javaDouble(w))) return wktInvalid(`invalid number found: ${w}`);
  }
  return undefined;
}

/** GeoPoint.resetFromCoordinates: "lat,lon[,z]" (Java's split drops trailing empty parts). */
function coordinatesFailure(text: string): EsCause | undefined {
  const vals = text.split(',');
  while (vals.length > 0 && vals[vals.length - 1] === '') vals.pop();
  if (vals.length > 3) return fail(`failed to parse [${text}], expected 2 or 3 coordinates but found: [${vals.length}]`);
  if (vals.length < 2) return undefined;
  if (isCause(javaDouble(vals[0]!.trim()))) return fail('latitude must be a number');
  if (isCause(javaDouble(vals[1]!.trim()))) return fail('longitude must be a number');
  return undefined;
}

/** GeoPoint.resetFromString's refusal of a string value, if any. */
export function stringPointFailure(text: string): EsCause | undefined {
  if (text.toLowerCase().includes('point')) return wktFailure(text);
  if (text.includes(',')) return coordinatesFailure(text);
  return geohashFailure(text);
}

/** XContentParser.doubleValue(coerce) of a field's value: a number or a numeric string, else undefined (not a number token). */
function doubleOf(v: Json): number | EsCause | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return javaDouble(v);
  return undefined;
}

/** The legacy parser's object: lat, lon and geohash keys only. */
function legacyObject(o: JsonObject): EsCause | undefined {
  let lat = false;
  let lon = false;
  let geohash: string | undefined;
  let nfe: EsCause | undefined;
  for (const [k, v] of Object.entries(o)) {
    if (k === 'lat' || k === 'lon') {
      const d = doubleOf(v as Json);
      if (d === undefined) return fail(`${k === 'lat' ? 'latitude' : 'longitude'} must be a number`);
      if (isCause(d)) nfe = d;
      else if (k === 'lat') lat = !Number.isNaN(d);
      else lon = !Number.isNaN(d);
    } else if (k === 'geohash') {
      if (typeof v !== 'string') return fail('geohash must be a string');
      geohash = v;
    } else return fail('field must be either [lat], [lon] or [geohash]');
  }
  if (geohash !== undefined) return lat || lon ? fail('field must be either lat/lon or geohash') : geohashFailure(geohash);
  if (nfe) return fail('[lat] and [lon] must be valid double values', nfe);
  if (!lat) return fail('field [lat] missing');
  if (!lon) return fail('field [lon] missing');
  return undefined;
}

const GENERIC_KEYS = ['lon', 'lat', 'z', 'type', 'coordinates'];

/** GenericPointParser.parseValidDouble: a number or numeric string, named by its description on failure. */
function validDouble(v: Json, description: string): number | EsCause {
  const d = doubleOf(v);
  if (d === undefined) return fail(`${description} must be a number`);
  return isCause(d) ? fail(`[${description}] must be a valid double value`, d) : d;
}

/** ES 8's GenericPointParser object: lon/lat (and z) or GeoJSON type/coordinates, exactly one of them. */
function genericObject(o: JsonObject, ignoreZ: boolean, zFailure: (z: number) => EsCause | undefined): EsCause | undefined {
  let x = false;
  let y = false;
  let type: string | undefined;
  let coords: number[] | undefined;
  for (const [k, v] of Object.entries(o)) {
    if (!GENERIC_KEYS.includes(k)) return fail(`field [${k}] not supported - must be one of: ${GENERIC_KEYS.join(', ')}`);
    if (k === 'lon' || k === 'lat' || k === 'z') {
      const d = validDouble(v as Json, k === 'lon' ? 'longitude' : k === 'lat' ? 'latitude' : 'z');
      if (isCause(d)) return d;
      if (k === 'z') {
        const zf = ignoreZ ? undefined : zFailure(d);
        if (zf) return zf;
      } else if (k === 'lon') x = !Number.isNaN(d);
      else y = !Number.isNaN(d);
    } else if (k === 'type') {
      if (typeof v !== 'string') return fail('[type] must be a string');
      type = v;
    } else {
      if (!Array.isArray(v)) return fail('[coordinates] must be an array');
      coords = [];
      for (const el of v) {
        const d = validDouble(el as Json, 'coordinates');
        if (isCause(d)) return d;
        coords.push(d);
      }
    }
  }
  const xy = x && y;
  const geojson = coords !== undefined && type !== undefined;
  if (xy && geojson) return fail('fields matching more than one point format');
  if (!xy && !geojson) {
    if (x) return fail('Required [lat]');
    if (y) return fail('Required [lon]');
    if (coords) return fail('Required [type]');
    if (type !== undefined) return fail('Required [coordinates]');
    return fail('field must be either lat/lon, geohash string or type/coordinates');
  }
  if (coords) {
    if (type!.toLowerCase() !== 'point') return fail("[type] for geo_point can only be 'Point'");
    if (coords.length < 2) return fail('[coordinates] must contain at least two values');
    if (coords.length === 3 && !ignoreZ) return zFailure(coords[2]!);
    if (coords.length > 3) return fail('[geo_point] field type does not accept > 3 dimensions');
  }
  return undefined;
}

const OS_FIELDS = 'field must be either [lon|lat], [type|coordinates], or [geohash]';

/** OpenSearch's GeoUtils.parseGeoPointArray (GeoJSON coordinates and nested arrays). */
function osArray(a: Json[]): EsCause | undefined {
  for (let i = 0; i < a.length; i++) {
    if (typeof a[i] !== 'number') return fail('numeric value expected');
    if (i === 3) return fail('[geo_point] field type does not accept more than 3 values');
  }
  return a.length < 2 ? fail('[geo_point] field type should have at least two dimensions') : undefined;
}

/** OpenSearch ≥ 2.4's parseGeoPointObject: the form is chosen by the first key, and the object must hold that form only. */
function opensearchObject(o: JsonObject): EsCause | undefined {
  const entries = Object.entries(o);
  if (entries.length === 0) return fail('token [END_OBJECT] not allowed');
  const first = entries[0]![0];
  let used: number;
  if (first === 'lon' || first === 'lat') {
    const data: Record<string, boolean> = {};
    used = Math.min(2, entries.length);
    for (const [k, v] of entries.slice(0, used)) {
      if (k !== 'lon' && k !== 'lat') return fail(OS_FIELDS);
      const d = doubleOf(v as Json);
      if (d === undefined) return fail(`${k} must be a number`);
      if (isCause(d)) return fail('[lon] and [lat] must be valid double values', d);
      data[k] = true;
    }
    if (!data.lon) return fail('field [lon] missing');
    if (!data.lat) return fail('field [lat] missing');
  } else if (first === 'geohash') {
    used = 1;
    const v = entries[0]![1];
    if (typeof v !== 'string') return fail('geohash must be a string');
    const g = geohashFailure(v);
    if (g) return g;
  } else if (first === 'type' || first === 'coordinates') {
    used = Math.min(2, entries.length);
    let hasType = false;
    let hasCoords = false;
    for (let i = 0; i < 2; i++) {
      const e = entries[i];
      if (!e) {
        if (!hasType) return fail('field [type] missing');
        if (!hasCoords) return fail('field [coordinates] missing');
        break;
      }
      const [k, v] = e;
      if (k === 'type') {
        if (typeof v !== 'string') return fail('type must be a string');
        if (v.toLowerCase() !== 'point') return fail('type must be Point');
        hasType = true;
      } else if (k === 'coordinates') {
        if (!Array.isArray(v)) return fail('coordinates must be an array');
        const a = osArray(v as Json[]);
        if (a) return a;
        hasCoords = true;
      } else return fail(OS_FIELDS);
    }
  } else return fail(OS_FIELDS);
  return entries.length > used ? fail(OS_FIELDS) : undefined;
}

/** A nested array as GeoUtils reads it (an element of an array of points): numbers only, at most three. */
function nestedArray(a: Json[], dialect: GeoPointDialect): EsCause | undefined {
  if (dialect === 'opensearch') return osArray(a);
  for (let i = 0; i < a.length; i++) {
    if (typeof a[i] !== 'number') return fail('numeric value expected');
    if (i === 3) return fail('[geo_point] field type does not accept > 3 dimensions');
  }
  return undefined;
}

/**
 * Why one point of a geo_point field (not an array of points) is not a point, or undefined when it parses.
 * `zFailure` says how a refused z value reads (GeoPoint.assertZValue), for the forms whose z the parser checks in order.
 */
export function malformedPoint(v: Json, dialect: GeoPointDialect, ignoreZ: boolean, zFailure: (z: number) => EsCause | undefined, nested = false): EsCause | undefined {
  if (typeof v === 'string') return stringPointFailure(v);
  if (Array.isArray(v)) return nested ? nestedArray(v as Json[], dialect) : undefined;
  if (isObject(v)) {
    const o = v as JsonObject;
    if (dialect === 'legacy') return legacyObject(o);
    if (dialect === 'generic') return genericObject(o, ignoreZ, zFailure);
    return opensearchObject(o);
  }
  return v === null ? undefined : fail('geo_point expected');
}
