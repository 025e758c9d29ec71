/**
 * Which binary XContent a response is written in, as AbstractRestChannel.newBuilder (and RestTable for
 * `_cat`) choose it: the `format` parameter first (XContentType.fromFormat: `cbor`, `smile`, any case),
 * else an Accept header naming one media type, `application/cbor` or `application/smile` (a vendor
 * `application/vnd.elasticsearch+cbor|smile` where the version reads vendor types). JSON and YAML stay
 * with the text writers.
 */
import type { Profile } from '../../profiles.ts';
import { parseMediaType } from '../mediaType.ts';
import { jsonToCbor } from './cbor.ts';
import { jsonToSmile } from './smile.ts';

export type BinaryFormat = 'cbor' | 'smile';

const MEDIA: Readonly<Record<BinaryFormat, string>> = { cbor: 'application/cbor', smile: 'application/smile' };

/** The binary format a request asks its answer in, if any. */
export function binaryFormat(profile: Profile, format: string | undefined, accept: string | undefined): BinaryFormat | undefined {
  if (format !== undefined && format !== '') {
    const f = format.toLowerCase();
    return f === 'cbor' || f === 'smile' ? f : undefined;
  }
  if (accept === undefined || accept.includes(',')) return undefined;
  const { type } = parseMediaType(accept);
  if (type === MEDIA.cbor || (profile.compatibleMediaTypes && type === 'application/vnd.elasticsearch+cbor')) return 'cbor';
  if (type === MEDIA.smile || (profile.compatibleMediaTypes && type === 'application/vnd.elasticsearch+smile')) return 'smile';
  return undefined;
}

/** The bytes and Content-Type of a JSON answer written in a binary format. */
export function encodeBinary(format: BinaryFormat, json: string): { bytes: Uint8Array; contentType: string } {
  return { bytes: format === 'cbor' ? jsonToCbor(json) : jsonToSmile(json), contentType: MEDIA[format] };
}
