/**
 * Errors of a geo_point value at index time: GeoPointFieldMapper's parser validate() (ES ≥ 7.x: `illegal
 * latitude value [95.0] for loc`), GeoUtils' z check, wrapped as AbstractGeometryFieldMapper.parse does
 * (`failed to parse field [loc] of type [geo_point]`, no document id nor preview).
 */
import type { Profile } from '../../profiles.ts';
import { esError, type EsCause, type EsError } from './base.ts';

/** A latitude outside [-90, 90] (GeoPointFieldMapper.GeoPointParser.validate); `text` is Java's Double.toString. */
export function illegalLatitude(text: string, field: string): EsCause {
  return { type: 'illegal_argument_exception', reason: `illegal latitude value [${text}] for ${field}` };
}

/** A longitude outside [-180, 180] (GeoPointFieldMapper.GeoPointParser.validate). */
export function illegalLongitude(text: string, field: string): EsCause {
  return { type: 'illegal_argument_exception', reason: `illegal longitude value [${text}] for ${field}` };
}

/** A third dimension with `ignore_z_value: false` (GeoPoint.assertZValue). */
export function zValueRefused(text: string): EsCause {
  return { type: 'parse_exception', reason: `Exception parsing coordinates: found Z value [${text}] but [ignore_z_value] parameter is [false]` };
}

/** A geometry field's value that does not parse: AbstractGeometryFieldMapper.parse's wrapping, per version. */
export function geometryFieldUnparsable(profile: Profile, where: string, path: string, type: string, cause: EsCause): EsError {
  const reason = `failed to parse field [${path}] of type [${type}]`;
  if (profile.docParseError === 'document-parsing-exception') return esError(400, 'document_parsing_exception', where + reason, undefined, cause);
  return esError(400, 'mapper_parsing_exception', reason, undefined, cause);
}

/** A geo_point value that is not a point (GeoUtils / GenericPointParser / GeoPoint's ElasticsearchParseException), with its cause if any. */
export function geoPointParseFailure(reason: string, causedBy?: EsCause): EsCause {
  return causedBy ? { type: 'parse_exception', reason, causedBy } : { type: 'parse_exception', reason };
}

/** Geohash.mortonEncode's refusal, wrapped by GeoPoint.resetFromGeoHash: the message as reason and as cause. */
export function geohashRefused(reason: string): EsCause {
  return geoPointParseFailure(reason, { type: 'illegal_argument_exception', reason });
}

/** GeoPoint.resetFromWKT's "Invalid WKT format", caused by WellKnownText's java.text.ParseException. */
export function wktInvalid(cause: string): EsCause {
  return geoPointParseFailure('Invalid WKT format', { type: 'parse_exception', reason: cause });
}
