/**
 * Which XContent a response is written in, as AbstractRestChannel.newBuilder (and RestTable for `_cat`)
 * choose it: the `format` parameter first (XContentType.fromFormat: `json`, `yaml`, `cbor`, `smile`, any
 * case; another value is passed over), else an Accept header naming one media type (`application/json`,
 * `/yaml`, `/cbor`, `/smile`, or the vendor `application/vnd.elasticsearch+…` where the version reads vendor
 * types), else the request's own Content-Type (RestRequest.getXContentType: a body sent as YAML is answered
 * in YAML), else JSON.
 */
import type { Profile } from '../../profiles.ts';
import { parseMediaType } from '../mediaType.ts';
import { jsonToCbor } from './cbor.ts';
import { jsonToSmile } from './smile.ts';

export type BinaryFormat = 'cbor' | 'smile';
export type XContentFormat = 'json' | 'yaml' | BinaryFormat;

const FORMATS = new Set<string>(['json', 'yaml', 'cbor', 'smile']);

/** XContentType.fromMediaType for one media type (a list, such as `a, b`, names none). */
export function xContentOfMediaType(profile: Profile, value: string | undefined): XContentFormat | undefined {
  // Nearly every request says one of these: answered without parsing (this runs for each request and answer).
  if (value === 'application/json' || value === 'application/x-ndjson') return 'json';
  if (value === undefined || value.includes(',')) return undefined;
  const { type } = parseMediaType(value);
  const m = /^application\/(vnd\.elasticsearch\+)?(json|x-ndjson|yaml|cbor|smile)$/.exec(type);
  if (!m || (m[1] !== undefined && !profile.compatibleMediaTypes)) return undefined;
  return m[2] === 'x-ndjson' ? 'json' : (m[2] as XContentFormat);
}

/** The format a response is written in (see above). */
export function responseXContent(profile: Profile, format: string | undefined, accept: string | undefined, contentType: string | undefined): XContentFormat {
  const f = format?.toLowerCase();
  if (f !== undefined && FORMATS.has(f)) return f as XContentFormat;
  return xContentOfMediaType(profile, accept) ?? xContentOfMediaType(profile, contentType) ?? 'json';
}

const MEDIA: Readonly<Record<BinaryFormat, string>> = { cbor: 'application/cbor', smile: 'application/smile' };

/** The bytes and Content-Type of a JSON answer written in a binary format. */
export function encodeBinary(format: BinaryFormat, json: string): { bytes: Uint8Array; contentType: string } {
  return { bytes: format === 'cbor' ? jsonToCbor(json) : jsonToSmile(json), contentType: MEDIA[format] };
}
